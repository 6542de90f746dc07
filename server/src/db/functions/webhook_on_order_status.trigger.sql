-- Webhook event order.status_changed (webhook_enqueue.sql): a call-block order moved to another
-- status; the subscriptions of the folders its ship-to account stands in hear of it.
CREATE OR REPLACE FUNCTION webhook_on_order_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_subscribed('order.status_changed') THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_enqueue('order.status_changed', NEW.account_uid, jsonb_build_object(
    'orderId', NEW.id, 'accountUid', NEW.account_uid, 'status', NEW.status, 'previousStatus', OLD.status));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER callblock_order_webhook_status
  AFTER UPDATE OF status ON callblock_order
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION webhook_on_order_status();
