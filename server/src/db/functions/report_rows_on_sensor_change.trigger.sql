-- Report rows (docs/decisions/033-report-rows.md).
-- Devices and sensors: row triggers on the columns a report shows, so ingestion's own updates of
-- a device (flags, battery, last call-in) never fire them; report_refresh_live covers those.
CREATE OR REPLACE FUNCTION report_rows_on_sensor_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM report_refresh_entities(ARRAY[OLD.device_uid] || array(SELECT entity_uid FROM entity_config WHERE sensor_uid = OLD.uid));
  ELSE
    PERFORM report_refresh_entities(
      array_remove(ARRAY[NEW.device_uid, CASE WHEN TG_OP = 'UPDATE' THEN OLD.device_uid END], NULL)
      || array(SELECT entity_uid FROM entity_config WHERE sensor_uid = NEW.uid));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER report_rows_sensor_changed
  AFTER INSERT OR DELETE OR UPDATE OF device_uid, port ON sensor
  FOR EACH ROW EXECUTE FUNCTION report_rows_on_sensor_change();
