// The SQL of MQTT ingestion's bookkeeping: which subscription each persistent session holds, and
// whether a device uid in a topic is one of this portal's (docs/decisions/026-ingestion.md).
import type pg from 'pg';

/** The topic filter a session subscribed to in its last run; null when none was recorded. */
export async function recordedSubscription(pool: pg.Pool, clientId: string): Promise<string | null> {
  const { rows } = await pool.query<{ topic_filter: string }>('select topic_filter from mqtt_subscription where client_id = $1', [
    clientId,
  ]);
  return rows[0]?.topic_filter ?? null;
}

export async function recordSubscription(pool: pg.Pool, clientId: string, topicFilter: string): Promise<void> {
  await pool.query(
    `insert into mqtt_subscription (client_id, topic_filter) values ($1, $2)
     on conflict (client_id) do update set topic_filter = excluded.topic_filter, updated_at = now()`,
    [clientId, topicFilter],
  );
}

/** Whether this portal has an active device with this uid (another portal's devices hear nothing
 * from this one). */
export async function isActiveDevice(pool: pg.Pool, deviceUid: number): Promise<boolean> {
  const { rows } = await pool.query('select 1 from device d join entity e on e.uid = d.uid and e.active where d.uid = $1', [deviceUid]);
  return rows.length > 0;
}
