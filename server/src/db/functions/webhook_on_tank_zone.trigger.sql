-- Webhook event tank.zone_changed (webhook_enqueue.sql): a tank's state moved to another zone
-- (ingestion, a restate after a save). Only a change fires it: the WHEN clause keeps ingestion's
-- every other tank_state update free of it.
CREATE OR REPLACE FUNCTION webhook_on_tank_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_subscribed('tank.zone_changed') THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_enqueue('tank.zone_changed', NEW.asset_uid, jsonb_build_object(
    'assetUid', NEW.asset_uid,
    'label', (SELECT e.label FROM entity e WHERE e.uid = NEW.asset_uid),
    'zone', NEW.zone, 'previousZone', OLD.zone, 'statusColor', NEW.status_color,
    'percentFull', NEW.percent_full, 'amountFull', NEW.amount_full, 'readingTime', NEW.reading_time));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER tank_state_webhook_zone
  AFTER UPDATE OF zone ON tank_state
  FOR EACH ROW WHEN (OLD.zone IS NOT NULL AND NEW.zone IS NOT NULL AND OLD.zone IS DISTINCT FROM NEW.zone)
  EXECUTE FUNCTION webhook_on_tank_zone();
