-- Webhook event device.late (webhook_enqueue.sql): the device sweep set a device's Late flag
-- (bit 1 of device.flags, spec 001 §4 device flags).
CREATE OR REPLACE FUNCTION webhook_on_device_late() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_subscribed('device.late') THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_enqueue('device.late', NEW.uid, jsonb_build_object(
    'deviceUid', NEW.uid,
    'label', (SELECT e.label FROM entity e WHERE e.uid = NEW.uid),
    'serialNumber', NEW.serial_number, 'lastUpdateAt', NEW.last_update_at));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER device_webhook_late
  AFTER UPDATE OF flags ON device
  FOR EACH ROW WHEN ((OLD.flags & 1) = 0 AND (NEW.flags & 1) <> 0)
  EXECUTE FUNCTION webhook_on_device_late();
