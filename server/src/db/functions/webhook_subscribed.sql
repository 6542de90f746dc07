-- Whether any active webhook subscription asks for this kind of event (docs/decisions/104): the
-- webhook_on_* triggers ask first, so a change nobody listens to builds no payload.
CREATE OR REPLACE FUNCTION webhook_subscribed(p_event text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM webhook_subscription WHERE active AND p_event = ANY (events))
$$;
