-- Report rows (docs/decisions/033-report-rows.md).
-- A config names its entity; an asset's sensor config also names the sensor whose device feeds it.
CREATE OR REPLACE FUNCTION report_rows_on_config_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_uids bigint[];
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    v_uids := array(SELECT entity_uid FROM new_rows UNION SELECT s.device_uid FROM new_rows n JOIN sensor s ON s.uid = n.sensor_uid);
  ELSIF TG_OP = 'DELETE' THEN
    v_uids := array(SELECT entity_uid FROM old_rows UNION SELECT s.device_uid FROM old_rows o JOIN sensor s ON s.uid = o.sensor_uid);
  ELSE
    v_uids := array(
      SELECT entity_uid FROM new_rows UNION SELECT entity_uid FROM old_rows
      UNION SELECT s.device_uid FROM new_rows n JOIN sensor s ON s.uid = n.sensor_uid
      UNION SELECT s.device_uid FROM old_rows o JOIN sensor s ON s.uid = o.sensor_uid);
  END IF;
  PERFORM report_refresh_entities(v_uids);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER report_rows_config_deleted AFTER DELETE ON entity_config
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_config_change();

CREATE OR REPLACE TRIGGER report_rows_config_inserted AFTER INSERT ON entity_config
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_config_change();

CREATE OR REPLACE TRIGGER report_rows_config_updated AFTER UPDATE ON entity_config
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_config_change();
