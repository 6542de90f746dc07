-- Report rows (docs/decisions/033-report-rows.md).
-- Devices and sensors: row triggers on the columns a report shows, so ingestion's own updates of
-- a device (flags, battery, last call-in) never fire them; report_refresh_live covers those.
CREATE OR REPLACE FUNCTION report_rows_on_device_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM report_refresh_entities(array_remove(ARRAY[OLD.uid, OLD.parent_device_uid], NULL));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM report_refresh_entities(array_remove(ARRAY[NEW.uid, NEW.parent_device_uid], NULL));
  ELSE
    PERFORM report_refresh_entities(array_remove(ARRAY[NEW.uid, OLD.parent_device_uid, NEW.parent_device_uid], NULL));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER report_rows_device_changed
  AFTER INSERT OR DELETE OR UPDATE OF serial_number, model_id, parent_device_uid, parent_device_slot, activation_state ON device
  FOR EACH ROW EXECUTE FUNCTION report_rows_on_device_change();
