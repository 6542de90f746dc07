-- Webhook event fill.detected (webhook_enqueue.sql): ingestion found a fill of a tank (a false fill
-- is not one).
CREATE OR REPLACE FUNCTION webhook_on_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_subscribed('fill.detected') THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_enqueue('fill.detected', NEW.asset_uid, jsonb_build_object(
    'fillId', NEW.id, 'assetUid', NEW.asset_uid,
    'label', (SELECT e.label FROM entity e WHERE e.uid = NEW.asset_uid),
    'productUid', NEW.product_uid, 'amount', NEW.amount, 'beforeAmount', NEW.before_amount,
    'afterAmount', NEW.after_amount, 'capacity', NEW.capacity, 'dateTime', NEW.date_time));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER asset_fill_webhook
  AFTER INSERT ON asset_fill
  FOR EACH ROW WHEN (NOT NEW.false_fill)
  EXECUTE FUNCTION webhook_on_fill();
