-- Live updates (docs/decisions/080-live-updates.md): tells every instance's live stream what this
-- transaction changed, at its commit (NOTIFY is transactional: a rolled-back batch says nothing).
-- p_uids[i] stands in the folder whose scope key is p_keys[i] (an entity in several folders comes
-- once per folder); the listeners send each browser the uids whose key lies in its scope. A
-- NOTIFY payload holds under 8000 bytes: the pairs go in chunks of 100.
CREATE OR REPLACE FUNCTION live_notify(p_kind text, p_uids bigint[], p_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(cardinality(p_uids), 0);
  i int := 1;
BEGIN
  WHILE i <= n LOOP
    PERFORM pg_notify('ullage_live', json_build_object('k', p_kind, 'u', p_uids[i:i + 99], 's', p_keys[i:i + 99])::text);
    i := i + 100;
  END LOOP;
END $$;
