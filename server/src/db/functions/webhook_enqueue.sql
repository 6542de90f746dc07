-- Webhooks beyond alerts (docs/decisions/085-webhooks.md, 104-mass-update-and-webhook-events.md): one delivery per
-- active subscription to `p_event` of a folder at or above a folder entity `p_entity_uid` stands in
-- (or is), written in the event's own transaction by the triggers webhook_on_*.trigger.sql, so a
-- delivery exists exactly when its event does. Written unqueued: the webhook module's dispatcher,
-- woken by the notice (delivered at commit), gives each its job on the durable queue.
CREATE OR REPLACE FUNCTION webhook_enqueue(p_event text, p_entity_uid bigint, p_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_count int;
BEGIN
  -- Nobody subscribed to this kind: the common case costs one look at a small table.
  IF NOT EXISTS (SELECT 1 FROM webhook_subscription WHERE active AND p_event = ANY(events)) THEN
    RETURN;
  END IF;
  INSERT INTO webhook_delivery (subscription_id, event, payload, queued)
  SELECT s.id, p_event, p_payload, false
    FROM webhook_subscription s
   WHERE s.active AND p_event = ANY(s.events)
     AND EXISTS (
       SELECT 1 FROM folder f
        WHERE f.path @> array[s.folder_uid]
          AND (f.uid = p_entity_uid OR f.uid IN (SELECT m.folder_uid FROM folder_membership m WHERE m.entity_uid = p_entity_uid)))
   ORDER BY s.id;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  IF v_count > 0 THEN
    PERFORM pg_notify('ullage_jobs', 'webhook-dispatch');
  END IF;
END $$;
