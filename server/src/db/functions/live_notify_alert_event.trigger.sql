-- Live updates (docs/decisions/080-live-updates.md): an alert raised or cleared, by ingestion, the
-- alert sweep or a person, tells the live streams of the entity it is about, with the scope keys
-- of the folders the entity stands in (a folder's own key for a folder alert). One statement, one
-- notice: the transition table gathers a batch's events.
--
-- The batch's entities are gathered into an array first and looked up by index: joined to the
-- transition table (which has no statistics) the planner hashed the whole of folder_membership at
-- every batch, a scan that grows with the fleet (BENCHMARKS.md, "Kept messages").
CREATE OR REPLACE FUNCTION live_notify_alert_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entities bigint[];
  v_uids bigint[];
  v_keys text[];
BEGIN
  SELECT array_agg(DISTINCT n.entity_uid) INTO v_entities FROM new_events n;
  SELECT array_agg(x.uid ORDER BY x.uid), array_agg(x.key ORDER BY x.uid) INTO v_uids, v_keys
  FROM (
    SELECT m.entity_uid AS uid, rf.scope_key AS key
      FROM folder_membership m
      JOIN report_folder rf ON rf.folder_uid = m.folder_uid
     WHERE m.entity_uid = ANY (v_entities)
    UNION
    SELECT rf.folder_uid, rf.scope_key
      FROM report_folder rf
     WHERE rf.folder_uid = ANY (v_entities)
  ) x;
  PERFORM live_notify('alert', v_uids, v_keys);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER alert_event_live_notify
  AFTER INSERT ON alert_event REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION live_notify_alert_event();
