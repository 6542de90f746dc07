// The SQL of the time-driven alert sweep (alert-sweep.ts): what the clock-driven alerts judge, read
// set-wise for every (alert, entity) pair at once, and the events and states they make, written in
// one transaction on one connection (the delivery jobs are queued on it too).
import type pg from 'pg';
import { ConfigType } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { REFRESH_LIVE_SQL } from '../../db/report-rows';

/** A number array as PostgreSQL array text (nulls as NULL). */
const arr = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null || !Number.isFinite(v) ? 'NULL' : String(v))).join(',')}}`;
const ms = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/** Runs `fn` in one transaction on one pooled connection; the sweep acts for no user (a null
 * actor, as the device sweep and ingestion: db/transaction.ts), so ullage.actor_uid stays unset. */
export async function inSweepTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const out = await fn(client);
    await client.query('commit');
    return out;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

export async function tryLock(client: pg.PoolClient, lockId: number): Promise<boolean> {
  const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [lockId]);
  return rows[0]?.ok ?? false;
}

/** An enabled time-driven alert as it applies to one asset or device, with its state. */
export interface TimedPair {
  alertId: number;
  typeId: number;
  settings: Record<string, unknown>;
  entityUid: number;
  entityTypeId: number;
  raised: boolean;
  changedAt: number | null;
  lastValue: number | null;
  raisedEventId: number | null;
}

/** Every enabled alert of these types with each active asset or device it applies to: its own
 * entity, or every asset and device below the folder it is set on. */
export async function timedPairs(client: pg.PoolClient, typeIds: readonly number[]): Promise<TimedPair[]> {
  const { rows } = await client.query<{
    alert_id: number;
    type_id: number;
    settings: Record<string, unknown>;
    entity_uid: number;
    entity_type_id: number;
    raised: boolean | null;
    changed_at: Date | null;
    last_value: number | null;
    raised_event_id: number | null;
  }>(
    `with timed as (
       select al.id, al.type_id, al.settings, al.entity_uid, owner.type_id as owner_type
         from alert al join entity owner on owner.uid = al.entity_uid
        where al.enabled and al.type_id = any($1::smallint[]))
     select t.id as alert_id, t.type_id, t.settings, x.entity_uid, e.type_id as entity_type_id,
            s.raised, s.changed_at, s.last_value, s.raised_event_id
       from timed t
       cross join lateral (
         select t.entity_uid where t.owner_type <> $2
         union
         select fm.entity_uid from folder f join folder_membership fm on fm.folder_uid = f.uid
          where t.owner_type = $2 and f.path @> array[t.entity_uid]) x
       join entity e on e.uid = x.entity_uid and e.active and e.type_id in ($3, $4)
       left join alert_state s on s.alert_id = t.id and s.entity_uid = x.entity_uid
      order by t.id, x.entity_uid`,
    [arr(typeIds), EntityType.Folder, EntityType.Asset, EntityType.Device],
  );
  return rows.map((r) => ({
    alertId: r.alert_id,
    typeId: r.type_id,
    settings: r.settings,
    entityUid: Number(r.entity_uid),
    entityTypeId: r.entity_type_id,
    raised: r.raised ?? false,
    changedAt: ms(r.changed_at),
    lastValue: r.last_value,
    raisedEventId: r.raised_event_id === null ? null : Number(r.raised_event_id),
  }));
}

export interface DeviceCalls {
  uid: number;
  modelId: number;
  lastUpdateAt: number | null;
  intervalMinutes: number | null;
  /** The oldest of the newest readings of the asset states its sensors feed (null: none). */
  oldestSensorAt: number | null;
}

/** The devices' last call-in, learned interval, and how current their sensors' states are. */
export async function deviceCalls(client: pg.PoolClient, uids: readonly number[]): Promise<Map<number, DeviceCalls>> {
  if (uids.length === 0) return new Map();
  const { rows } = await client.query<{
    uid: number;
    model_id: number;
    last_update_at: Date | null;
    interval_minutes: number | null;
    oldest_sensor_at: Date | null;
  }>(
    `select d.uid, d.model_id, d.last_update_at, d.interval_minutes,
            (select min(x.reading_time) from sensor s
               join (select sensor_uid, reading_time from tank_state union all select sensor_uid, reading_time from asset_value_state) x
                 on x.sensor_uid = s.uid
              where s.device_uid = d.uid) as oldest_sensor_at
       from device d where d.uid = any($1::bigint[])`,
    [arr(uids)],
  );
  return new Map(
    rows.map((r) => [
      Number(r.uid),
      {
        uid: Number(r.uid),
        modelId: r.model_id,
        lastUpdateAt: ms(r.last_update_at),
        intervalMinutes: r.interval_minutes,
        oldestSensorAt: ms(r.oldest_sensor_at),
      },
    ]),
  );
}

/** Call-ins of each device in (since, now] and in the four periods of the same length before. */
export async function callCounts(
  client: pg.PoolClient,
  asks: readonly { deviceUid: number; since: number; now: number }[],
): Promise<{ calls: number; prior: number }[]> {
  if (asks.length === 0) return [];
  const { rows } = await client.query<{ n: number; calls: number; prior: number }>(
    `select x.n::int as n,
            (select count(*) from device_update u where u.device_uid = x.d and u.reading_time > to_timestamp(x.s / 1000.0)
                and u.reading_time <= to_timestamp(x.e / 1000.0))::int as calls,
            (select count(*) from device_update u where u.device_uid = x.d
                and u.reading_time > to_timestamp((x.s - 4 * (x.e - x.s)) / 1000.0) and u.reading_time <= to_timestamp(x.s / 1000.0))::int as prior
       from unnest($1::bigint[], $2::float8[], $3::float8[]) with ordinality as x(d, s, e, n)`,
    [arr(asks.map((a) => a.deviceUid)), arr(asks.map((a) => a.since)), arr(asks.map((a) => a.now))],
  );
  const out = asks.map(() => ({ calls: 0, prior: 0 }));
  for (const r of rows) out[r.n - 1] = { calls: r.calls, prior: r.prior };
  return out;
}

export interface TankNow {
  assetUid: number;
  sensorUid: number;
  amount: number | null;
  capacity: number | null;
  avgDaily: number | null;
  avgWeekday: number | null;
  deviceUid: number | null;
}

/** The tanks' current amount and averages, and the device that measures them. */
export async function tanksNow(client: pg.PoolClient, assetUids: readonly number[]): Promise<Map<number, TankNow>> {
  if (assetUids.length === 0) return new Map();
  const { rows } = await client.query<{
    asset_uid: number;
    sensor_uid: number;
    amount_full: number | null;
    capacity: number | null;
    avg_daily: number | null;
    avg_weekday: number | null;
    device_uid: number | null;
  }>(
    `select t.asset_uid, t.sensor_uid, t.amount_full, t.capacity, t.avg_daily, t.avg_weekday, s.device_uid
       from tank_state t left join sensor s on s.uid = t.sensor_uid
      where t.asset_uid = any($1::bigint[])`,
    [arr(assetUids)],
  );
  return new Map(
    rows.map((r) => [
      Number(r.asset_uid),
      {
        assetUid: Number(r.asset_uid),
        sensorUid: Number(r.sensor_uid),
        amount: r.amount_full,
        capacity: r.capacity,
        avgDaily: r.avg_daily,
        avgWeekday: r.avg_weekday,
        deviceUid: r.device_uid === null ? null : Number(r.device_uid),
      },
    ]),
  );
}

/** For each (tank, instant): the amount its last good reading at or before the instant showed
 * (null without one), and what was delivered after it (false fills left out). */
export async function amountsSince(
  client: pg.PoolClient,
  asks: readonly { assetUid: number; sensorUid: number; since: number }[],
): Promise<{ startAmount: number | null; filled: number }[]> {
  if (asks.length === 0) return [];
  const { rows } = await client.query<{ n: number; start_amount: number | null; filled: number }>(
    `select x.n::int as n,
            (select d.value from sensor_data d
              where d.sensor_uid = x.s and d.reading_time <= to_timestamp(x.t / 1000.0) and d.asset_uid = x.a
                and d.status = 0 and d.value is not null
              order by d.reading_time desc limit 1) as start_amount,
            (select coalesce(sum(f.amount), 0) from asset_fill f
              where f.asset_uid = x.a and f.date_time > to_timestamp(x.t / 1000.0) and not f.false_fill)::float8 as filled
       from unnest($1::bigint[], $2::bigint[], $3::float8[]) with ordinality as x(a, s, t, n)`,
    [arr(asks.map((a) => a.assetUid)), arr(asks.map((a) => a.sensorUid)), arr(asks.map((a) => a.since))],
  );
  const out = asks.map(() => ({ startAmount: null as number | null, filled: 0 }));
  for (const r of rows) out[r.n - 1] = { startAmount: r.start_amount, filled: r.filled };
  return out;
}

/** The device alert config's deadzone of each device (0 without one). */
export async function deadzones(client: pg.PoolClient, deviceUids: readonly number[]): Promise<Map<number, number>> {
  if (deviceUids.length === 0) return new Map();
  const { rows } = await client.query<{ uid: number; deadzone: number | null }>(
    `select c.entity_uid as uid, (c.data->>'deadzone')::int as deadzone from entity_config c
      where c.entity_uid = any($1::bigint[]) and c.type_id = $2`,
    [arr(deviceUids), ConfigType.DeviceAlert],
  );
  return new Map(rows.map((r) => [Number(r.uid), r.deadzone ?? 0]));
}

export interface MaintenancePlan {
  assetUid: number;
  dueOn: string | null;
  timeZoneId: number | null;
  observeDst: boolean | null;
}

const MAINTENANCE_BIT = 1 << AssetStatus.MaintenanceDue;

/**
 * The tanks the maintenance rule may change: plans due by tomorrow (UTC; the tank's own day is
 * decided in code), tanks showing MaintenanceDue now, and tanks of `alsoAssets` (those with a
 * Maintenance Due alert), each with its plan and the time zone of the device
 * measuring it (its level config's sensor's device's TimeZone config).
 */
export async function maintenancePlans(client: pg.PoolClient, now: number, alsoAssets: readonly number[]): Promise<MaintenancePlan[]> {
  const { rows } = await client.query<{
    asset_uid: number;
    due_on: string | null;
    tz: { timeZoneId?: number; observeDst?: boolean } | null;
  }>(
    `with candidates as (
       select asset_uid from asset_maintenance where due_on <= (to_timestamp($1 / 1000.0) at time zone 'UTC')::date + 1
       union select asset_uid from tank_state where status_mask & $2 <> 0
       union select unnest($3::bigint[]))
     select c.asset_uid, am.due_on::text as due_on,
            (select tz.data from entity_config ac join sensor s on s.uid = ac.sensor_uid
               join entity_config tz on tz.entity_uid = s.device_uid and tz.type_id = $4
              where ac.entity_uid = c.asset_uid and ac.type_id = $5 order by ac.id limit 1) as tz
       from candidates c
       left join asset_maintenance am on am.asset_uid = c.asset_uid`,
    [now, MAINTENANCE_BIT, arr(alsoAssets), ConfigType.TimeZone, ConfigType.AssetTank],
  );
  return rows.map((r) => ({
    assetUid: Number(r.asset_uid),
    dueOn: r.due_on,
    timeZoneId: r.tz?.timeZoneId ?? null,
    observeDst: r.tz?.observeDst ?? null,
  }));
}

/**
 * Sets or clears the MaintenanceDue bit of these tanks: their rows locked first (in uid order, as
 * ingestion locks them) and the bit applied to the mask as it is then, so a reading committed
 * meanwhile keeps its statuses; the most urgent status follows (`statusOf`). Refreshes the report
 * rows of the tanks that changed; returns how many did.
 */
export async function setMaintenanceBits(
  client: pg.PoolClient,
  due: ReadonlyMap<number, boolean>,
  statusOf: (mask: number) => number,
): Promise<number> {
  if (due.size === 0) return 0;
  const uids = arr([...due.keys()].sort((a, b) => a - b));
  const { rows } = await client.query<{ asset_uid: number; status_mask: number }>(
    'select asset_uid, status_mask from tank_state where asset_uid = any($1::bigint[]) order by asset_uid for update',
    [uids],
  );
  const changes = rows.flatMap((r) => {
    const mask = due.get(Number(r.asset_uid)) ? r.status_mask | MAINTENANCE_BIT : r.status_mask & ~MAINTENANCE_BIT;
    return mask === r.status_mask ? [] : [{ uid: Number(r.asset_uid), mask, status: statusOf(mask) }];
  });
  if (changes.length === 0) return 0;
  const changed = arr(changes.map((c) => c.uid));
  await client.query(
    `update tank_state set status_mask = x.mask, status = x.status
       from unnest($1::bigint[], $2::int[], $3::smallint[]) as x(uid, mask, status) where tank_state.asset_uid = x.uid`,
    [changed, arr(changes.map((c) => c.mask)), arr(changes.map((c) => c.status))],
  );
  await client.query(REFRESH_LIVE_SQL, [changed, '{}']);
  return changes.length;
}

export interface SweepEvent {
  alertId: number;
  entityUid: number;
  typeId: number;
  stateId: number;
  value: number | null;
  detail: Record<string, unknown>;
  occurredAt: number;
}

/** Inserts the events (returning their ids in order) and writes the states they leave. */
export async function writeEvents(client: pg.PoolClient, events: readonly SweepEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const { rows } = await client.query<{ id: number }>(
    `insert into alert_event (alert_id, entity_uid, type_id, state_id, value, detail, occurred_at)
     select a, en, t, st, v, d, to_timestamp(o / 1000.0)
       from unnest($1::int[], $2::bigint[], $3::smallint[], $4::smallint[], $5::float8[], $6::jsonb[], $7::float8[]) with ordinality
            as x(a, en, t, st, v, d, o, n)
      order by n
     returning id`,
    [
      arr(events.map((e) => e.alertId)),
      arr(events.map((e) => e.entityUid)),
      arr(events.map((e) => e.typeId)),
      arr(events.map((e) => e.stateId)),
      arr(events.map((e) => e.value)),
      events.map((e) => JSON.stringify(e.detail)),
      arr(events.map((e) => e.occurredAt)),
    ],
  );
  // Identities are handed out in the order of the insert's `order by`.
  const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const sorted = events
    .map((e, i) => ({ e, id: ids[i] as number }))
    .sort((a, b) => a.e.alertId - b.e.alertId || a.e.entityUid - b.e.entityUid);
  await client.query(
    `insert into alert_state (alert_id, entity_uid, raised, changed_at, last_value, raised_event_id)
     select a, en, st = 1, to_timestamp(o / 1000.0), v, case when st = 1 then ev end
       from unnest($1::int[], $2::bigint[], $3::smallint[], $4::float8[], $5::float8[], $6::bigint[]) as x(a, en, st, o, v, ev)
     on conflict (alert_id, entity_uid) do update set raised = excluded.raised, changed_at = excluded.changed_at,
       last_value = excluded.last_value, raised_event_id = coalesce(excluded.raised_event_id, alert_state.raised_event_id)`,
    [
      arr(sorted.map((x) => x.e.alertId)),
      arr(sorted.map((x) => x.e.entityUid)),
      arr(sorted.map((x) => x.e.stateId)),
      arr(sorted.map((x) => x.e.occurredAt)),
      arr(sorted.map((x) => x.e.value)),
      arr(sorted.map((x) => x.id)),
    ],
  );
  return ids;
}
