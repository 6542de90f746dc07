-- Live updates (docs/decisions/080-live-updates.md): an alert raised or cleared, by ingestion, the
-- alert sweep or a person, tells the live streams of the entity it is about, with the scope keys
-- of the folders the entity stands in (a folder's own key for a folder alert). One statement, one
-- notice: the transition table gathers a batch's events.
CREATE OR REPLACE FUNCTION live_notify_alert_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_uids bigint[];
  v_keys text[];
BEGIN
  SELECT array_agg(x.uid ORDER BY x.uid), array_agg(x.key ORDER BY x.uid) INTO v_uids, v_keys
  FROM (
    SELECT DISTINCT n.entity_uid AS uid, rf.scope_key AS key
      FROM new_events n
      JOIN folder_membership m ON m.entity_uid = n.entity_uid
      JOIN report_folder rf ON rf.folder_uid = m.folder_uid
    UNION
    SELECT n.entity_uid, rf.scope_key
      FROM new_events n
      JOIN report_folder rf ON rf.folder_uid = n.entity_uid
  ) x;
  PERFORM live_notify('alert', v_uids, v_keys);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER alert_event_live_notify
  AFTER INSERT ON alert_event REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION live_notify_alert_event();
