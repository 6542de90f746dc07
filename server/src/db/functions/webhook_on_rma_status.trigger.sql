-- Webhook event rma.status_changed (webhook_enqueue.sql): a return (RMA) moved to another status;
-- the subscriptions of the folders its device stands in hear of it.
CREATE OR REPLACE FUNCTION webhook_on_rma_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_subscribed('rma.status_changed') THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_enqueue('rma.status_changed', NEW.device_uid, jsonb_build_object(
    'rmaId', NEW.id, 'deviceUid', NEW.device_uid, 'deviceSn', NEW.device_sn,
    'statusId', NEW.status_id, 'previousStatusId', OLD.status_id));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER rma_request_webhook_status
  AFTER UPDATE OF status_id ON rma_request
  FOR EACH ROW WHEN (OLD.status_id IS DISTINCT FROM NEW.status_id)
  EXECUTE FUNCTION webhook_on_rma_status();
