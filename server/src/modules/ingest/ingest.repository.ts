// The SQL of ingestion: load what a batch of device updates needs, lock the tank states it will
// move, and write everything it made with a few multi-row statements (unnest and
// json_populate_recordset), all on the caller's client inside its transaction.
import type pg from 'pg';
import { ConfigType } from '@ullage/domain/configs';
import {
  DeviceCommandStatus,
  DeviceCommandType,
  REALTIME_MODE_MINUTES,
  type DeviceCommandTypeId,
} from '@ullage/domain/devices/device-commands';
import { alertAppliesTo } from '@ullage/domain/alerts/alert-api';
import { AlertType, GeofenceAlertMode } from '@ullage/domain/alerts/alerts';
import { insideGeofence } from '@ullage/domain/geofences/geofences';
import { READING_ASSET_ALERT_TYPES, READING_DEVICE_ALERT_TYPES } from '@ullage/domain/alerts/alert-rules';
import { EntityType } from '@ullage/domain/entity-types';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { EARTH_RADIUS_METRES, GPS_MOVE_METRES } from '@ullage/domain/tanks/gps';
import type { TankRunning } from '@ullage/domain/tanks/tank-state';
import { REFRESH_LIVE_SQL } from '../../db/report-rows';
import type { LiveAlert } from './ingest-alerts';
import {
  assetLinkOf,
  pairKey,
  type AssetLink,
  type IngestContext,
  type IngestDevice,
  type IngestSensor,
  type ProcessResult,
  type SensorDataRow,
  type UsagePercents,
} from './ingest-processor';

const iso = (ms: number) => new Date(ms).toISOString();

/** Every ingestion statement is a named prepared statement: parsed and planned once per
 * connection, not in every group commit (planning cost more than running them, BENCHMARKS.md). */
function run<R extends pg.QueryResultRow>(client: pg.PoolClient | pg.Pool, name: string, text: string, values: unknown[]) {
  return client.query<R>({ name: `ingest-${name}`, text, values });
}

/** A numeric array as PostgreSQL array text: for the large batches, far cheaper than letting the
 * driver serialize element by element. */
export function pgNumbers(values: readonly (number | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const raw = values[i];
    const v = raw === null || raw === undefined ? Number.NaN : Number(raw);
    if (i > 0) out += ',';
    out += Number.isFinite(v) ? String(v) : 'NULL';
  }
  return `${out}}`;
}
const msOf = (v: Date | string | null): number | null => (v === null ? null : new Date(v).getTime());

interface DeviceRow {
  uid: number;
  model_id: number;
  parent_device_uid: number | null;
  parent_device_slot: number | null;
  key_hash: string | null;
  flags: number;
  last_update_at: Date | null;
  interval_minutes: number | null;
  realtime_until: Date | null;
  battery_strength: number | null;
  reliant_alarm: { fillLevelDelta?: number; drainLevelDelta?: number } | null;
  deadzone: number | null;
  sensors: { uid: number; port: number; sensorTypeId: number; offset: number }[];
  links: LinkRow[];
}

/** Parsed asset configs by id and version (parsing a config with its schema is the costly part). */
const linkCache = new Map<string, AssetLink | null>();

interface LinkRow {
  version: number;
  id: number;
  entity_uid: number;
  type_id: number;
  sensor_uid: number;
  product_uid: number | null;
  /** Fetched only when the version is not parsed yet. */
  data?: unknown;
  st_height?: number | null;
  st_capacity?: number | null;
  st_step?: number | null;
  st_values?: number[] | null;
}

/**
 * Devices named in a batch (and their children), their sensors and the asset configs those feed,
 * with the tank states of those assets locked for the transaction (in uid order, so two
 * instances writing the same tanks queue rather than deadlock).
 */
export async function loadContext(
  client: pg.PoolClient,
  deviceUids: number[],
  candidates:
    | { readings: [number, number][]; updates: [number, number][] }
    | ((ctx: IngestContext) => { readings: [number, number][]; updates: [number, number][] }),
): Promise<{ ctx: IngestContext; updateIds: Map<string, number> }> {
  // One round trip: the devices, their sensors, and the asset configs those sensors feed.
  const { rows: devices } = await run<DeviceRow>(
    client,
    'devices',
    `select d.uid, d.model_id, d.parent_device_uid, d.parent_device_slot, d.key_hash, d.flags, d.last_update_at,
            d.interval_minutes, d.realtime_until, d.battery_strength,
            (select c.data from entity_config c where c.entity_uid = d.uid and c.type_id = $2 limit 1) as reliant_alarm,
            (select (c.data->>'deadzone')::int from entity_config c where c.entity_uid = d.uid and c.type_id = $3 limit 1) as deadzone,
            coalesce((select json_agg(json_build_object('uid', s.uid, 'port', s.port, 'sensorTypeId', s.sensor_type_id, 'offset', s."offset"))
                        from sensor s where s.device_uid = d.uid), '[]') as sensors,
            coalesce((select json_agg(json_build_object(
                        'id', c.id, 'entity_uid', c.entity_uid, 'type_id', c.type_id, 'sensor_uid', c.sensor_uid,
                        'version', extract(epoch from c.updated_at) * 1000 + coalesce(extract(epoch from st.updated_at), 0),
                        'product_uid', a.product_uid) order by c.id)
                        from sensor s
                        join entity_config c on c.sensor_uid = s.uid
                        join asset a on a.uid = c.entity_uid
                        join entity ae on ae.uid = a.uid and ae.active
                        left join strapping_table st on st.id = (c.data->'tank'->>'stid')::int
                       where s.device_uid = d.uid), '[]') as links
       from device d join entity e on e.uid = d.uid and e.active
      where d.uid in (select unnest($1::bigint[]) union select c.uid from device c where c.parent_device_uid = any($1::bigint[]))
      -- Locked in uid order: two batches with updates of one device queue here, so the second
      -- sees what the first stored (a reading sent twice counts once as a duplicate, also for
      -- sensors that feed no tank or a tank with no state yet, which have no tank row to lock).
      order by d.uid for update of d`,
    [deviceUids, ConfigType.ReliantAlarm, ConfigType.DeviceAlert],
  );
  const ctx: IngestContext = { devices: new Map(), running: new Map(), existingReadings: new Set(), existingUpdates: new Set() };
  const sensorsByUid = new Map<number, IngestSensor>();
  const deviceOfSensor = new Map<number, number>();
  const alarms = new Map<number, DeviceRow['reliant_alarm']>();
  for (const d of devices) {
    const dev: IngestDevice = {
      uid: d.uid,
      modelId: d.model_id,
      parentUid: d.parent_device_uid,
      slot: d.parent_device_slot,
      keyHash: d.key_hash,
      flags: d.flags,
      lastUpdateAt: msOf(d.last_update_at),
      intervalMinutes: d.interval_minutes,
      realtimeUntil: msOf(d.realtime_until),
      batteryStrength: d.battery_strength,
      sensors: new Map(),
      children: new Map(),
      deadzone: d.deadzone ?? 0,
    };
    for (const s of d.sensors) {
      const sensor: IngestSensor = { uid: Number(s.uid), port: s.port, sensorTypeId: s.sensorTypeId, offset: s.offset, links: [] };
      dev.sensors.set(s.port, sensor);
      sensorsByUid.set(sensor.uid, sensor);
      deviceOfSensor.set(sensor.uid, dev.uid);
    }
    ctx.devices.set(dev.uid, dev);
    alarms.set(dev.uid, d.reliant_alarm);
  }
  for (const d of ctx.devices.values()) {
    if (d.parentUid !== null && d.slot !== null) ctx.devices.get(d.parentUid)?.children.set(d.slot, d.uid);
  }

  // Config data and strapping tables only for versions not parsed yet: after the first batches,
  // none (the costly part of a context is building and parsing the configs' JSON).
  const links = devices.flatMap((d) => d.links);
  const keyOf = (row: LinkRow) => {
    const deviceUid = deviceOfSensor.get(Number(row.sensor_uid));
    const alarm = deviceUid === undefined ? null : alarms.get(deviceUid);
    return `${row.id}:${row.version}:${row.entity_uid}:${row.product_uid}:${alarm?.fillLevelDelta}:${alarm?.drainLevelDelta}`;
  };
  const missing = links.filter((row) => !linkCache.has(keyOf(row)));
  if (missing.length > 0) {
    const { rows } = await run<{
      id: number;
      data: unknown;
      st_height: number | null;
      st_capacity: number | null;
      st_step: number | null;
      st_values: number[] | null;
    }>(
      client,
      'links-data',
      `select c.id, c.data, st.height as st_height, st.capacity as st_capacity, st.step as st_step, st.table_values as st_values
         from entity_config c left join strapping_table st on st.id = (c.data->'tank'->>'stid')::int
        where c.id = any($1::bigint[])`,
      [pgNumbers(missing.map((m) => m.id))],
    );
    const data = new Map(rows.map((r) => [Number(r.id), r]));
    for (const row of missing) Object.assign(row, data.get(Number(row.id)) ?? {});
  }
  const tankAssets: number[] = [];
  for (const row of links) {
    const sensor = sensorsByUid.get(Number(row.sensor_uid));
    if (!sensor) continue;
    const deviceUid = deviceOfSensor.get(sensor.uid);
    const alarm = deviceUid === undefined ? null : alarms.get(deviceUid);
    // A config parsed once per version (its and its strapping table's updated_at), not per batch.
    const cacheKey = keyOf(row);
    if (linkCache.size > 50_000) linkCache.clear();
    const link = linkCache.has(cacheKey)
      ? (linkCache.get(cacheKey) ?? null)
      : assetLinkOf({
          assetUid: Number(row.entity_uid),
          configId: Number(row.id),
          configTypeId: row.type_id,
          productUid: row.product_uid === null ? null : Number(row.product_uid),
          data: row.data,
          strapping:
            row.st_values && typeof row.st_height === 'number' && typeof row.st_capacity === 'number' && typeof row.st_step === 'number'
              ? { height: row.st_height, capacity: row.st_capacity, step: row.st_step, tableValues: row.st_values }
              : null,
          fillLevelDelta: alarm?.fillLevelDelta,
          drainLevelDelta: alarm?.drainLevelDelta,
        });
    linkCache.set(cacheKey, link);
    if (!link) continue;
    sensor.links.push(link);
    if (link.tank) tankAssets.push(link.assetUid);
  }
  if (tankAssets.length > 0) {
    const { rows } = await run<{ asset_uid: number; running: StoredRunning | null; kept: number }>(
      client,
      'lock-tanks',
      'select asset_uid, running, status_mask & $2 as kept from tank_state where asset_uid = any($1::bigint[]) order by asset_uid for update',
      [[...new Set(tankAssets)].sort((a, b) => a - b), KEPT_STATUS_BITS],
    );
    for (const r of rows) {
      if (r.running) ctx.running.set(r.asset_uid, unpackRunning(r.running));
      if (r.kept) (ctx.keptStatusMask ??= new Map()).set(r.asset_uid, r.kept);
    }
  }
  const assetUids = new Set<number>();
  for (const d of ctx.devices.values()) for (const s of d.sensors.values()) for (const l of s.links) assetUids.add(l.assetUid);
  Object.assign(ctx, await liveAlerts(client, [...ctx.devices.keys()], [...assetUids]));

  const all = typeof candidates === 'function' ? candidates(ctx) : candidates;
  // Only a reading no newer than its sensor's newest stored one can be a duplicate (a retry, a
  // late upload): look only those up. Read after the tank locks, so a batch that was writing the
  // same readings has committed and its newest times are seen.
  let readings = all.readings;
  if (readings.length > 0) {
    const { rows } = await run<{ uid: number; t: number }>(
      client,
      'sensor-latest',
      `select x.s as uid, (extract(epoch from d.reading_time) * 1000)::float8 as t
         from unnest($1::bigint[]) as x(s)
         cross join lateral (select reading_time from sensor_data where sensor_uid = x.s order by reading_time desc limit 1) d`,
      [pgNumbers([...new Set(readings.map((r) => r[0]))])],
    );
    const latest = new Map(rows.map((r) => [r.uid, r.t]));
    readings = readings.filter(([sensor, t]) => t <= (latest.get(sensor) ?? Number.NEGATIVE_INFINITY));
  }
  const updates = all.updates.filter(([device, t]) => t <= (ctx.devices.get(device)?.lastUpdateAt ?? Number.NEGATIVE_INFINITY));
  if (readings.length > 0) {
    // One index probe per candidate (lateral), however large sensor_data grows.
    const { rows } = await run<{ sensor_uid: number; t: number }>(
      client,
      'existing-readings',
      `select x.s as sensor_uid, x.t from unnest($1::bigint[], $2::float8[]) as x(s, t)
        cross join lateral (select 1 from sensor_data d where d.sensor_uid = x.s and d.reading_time = to_timestamp(x.t / 1000.0)) found`,
      [pgNumbers(readings.map((r) => r[0])), pgNumbers(readings.map((r) => r[1]))],
    );
    for (const r of rows) ctx.existingReadings.add(pairKey(r.sensor_uid, r.t));
  }
  const updateIds = new Map<string, number>();
  if (updates.length > 0) {
    const { rows } = await run<{ id: number; device_uid: number; t: number }>(
      client,
      'existing-updates',
      `select found.id, x.d as device_uid, x.t from unnest($1::bigint[], $2::float8[]) as x(d, t)
        cross join lateral (select u.id from device_update u where u.device_uid = x.d and u.reading_time = to_timestamp(x.t / 1000.0)) found`,
      [pgNumbers(updates.map((r) => r[0])), pgNumbers(updates.map((r) => r[1]))],
    );
    for (const r of rows) {
      const key = pairKey(r.device_uid, r.t);
      ctx.existingUpdates.add(key);
      updateIds.set(key, r.id);
    }
  }
  return { ctx, updateIds };
}

/** Status bits a tank keeps through ingestion (docs/decisions/065-maintenance-due.md). */
export const KEPT_STATUS_BITS = 1 << AssetStatus.MaintenanceDue;

interface LiveAlertRow {
  entity_uid: number;
  id: number;
  type_id: number;
  usage_percent: number | null;
  raised: boolean | null;
  changed_at: number | null;
  last_value: number | null;
  raised_event_id: number | null;
  addressed: boolean;
  /** A geofence alert's fence (null for other types or a fence gone) and mode. */
  fence: {
    centerLatitude: number;
    centerLongitude: number;
    radius: number;
    circular: boolean;
    polygon: { latitude: number; longitude: number }[];
  } | null;
  mode: number | null;
  /** The asset's last GPS fix, for a geofence alert. */
  last_fix: { latitude: number; longitude: number; at: number } | null;
}

const USAGE_TYPES: readonly number[] = [AlertType.ExcessiveUsage, AlertType.LowUsage];

/**
 * The enabled alerts ingestion decides that apply to these devices and assets: set on the entity
 * or on a folder above any folder it stands in (an alert on a folder reaches everything below it),
 * each with its state for that entity (docs/decisions/066-alert-evaluation.md).
 */
async function liveAlerts(
  client: pg.PoolClient,
  deviceUids: number[],
  assetUids: number[],
): Promise<Pick<IngestContext, 'alerts' | 'usagePercents'>> {
  const uids = [...deviceUids, ...assetUids];
  if (uids.length === 0) return {};
  const { rows } = await run<LiveAlertRow>(
    client,
    'live-alerts',
    `select x.uid as entity_uid, al.id, al.type_id, (al.settings->>'usagePercent')::float8 as usage_percent, s.raised,
            (extract(epoch from s.changed_at) * 1000)::float8 as changed_at, s.last_value, s.raised_event_id,
            al.contact_group_uid is not null as addressed,
            case when g.uid is not null then json_build_object('centerLatitude', g.center_latitude, 'centerLongitude', g.center_longitude,
              'radius', g.radius, 'circular', g.circular, 'polygon', g.polygon) end as fence,
            -- A geofence alert's mode is a number; a usage alert's is a word ('expected', 'average').
            case when al.type_id = ${AlertType.Geofence} and (al.settings->>'mode') ~ '^[0-9]{1,9}$'
              then (al.settings->>'mode')::int end as mode,
            case when g.uid is not null then (select json_build_object('latitude', v.latitude, 'longitude', v.longitude,
                 'at', extract(epoch from v.reading_time) * 1000)
               from asset_value_state v where v.asset_uid = x.uid and v.config_type_id = $3 and v.latitude is not null
               order by v.reading_time desc limit 1) end as last_fix
       from unnest($1::bigint[]) as x(uid)
       cross join lateral (
         select array(select x.uid union select unnest(f.path) from folder_membership m join folder f on f.uid = m.folder_uid
                       where m.entity_uid = x.uid) as owners) o
       join alert al on al.entity_uid = any(o.owners) and al.enabled and al.type_id = any($2::smallint[])
       left join alert_state s on s.alert_id = al.id and s.entity_uid = x.uid
      left join geofence g on al.type_id = ${AlertType.Geofence} and (al.settings->>'geofenceUid') ~ '^[0-9]{1,18}$'
             and g.uid = (al.settings->>'geofenceUid')::bigint
      order by al.id`,
    [pgNumbers(uids), pgNumbers([...READING_ASSET_ALERT_TYPES, ...READING_DEVICE_ALERT_TYPES, ...USAGE_TYPES]), ConfigType.Gps],
  );
  if (rows.length === 0) return {};
  const devices = new Set(deviceUids);
  const out = new Map<number, LiveAlert[]>();
  const usagePercents = new Map<number, UsagePercents>();
  for (const r of rows) {
    const isDevice = devices.has(r.entity_uid);
    if (USAGE_TYPES.includes(r.type_id)) {
      // The usage statuses' thresholds (tank-state.ts): the tank's first usage alert of each kind.
      if (isDevice || r.usage_percent === null) continue;
      const p = usagePercents.get(r.entity_uid) ?? {};
      if (r.type_id === AlertType.ExcessiveUsage) p.high ??= r.usage_percent;
      else p.low ??= r.usage_percent;
      usagePercents.set(r.entity_uid, p);
      continue;
    }
    const types = isDevice ? READING_DEVICE_ALERT_TYPES : READING_ASSET_ALERT_TYPES;
    if (!types.has(r.type_id) || !alertAppliesTo(r.type_id, isDevice ? EntityType.Device : EntityType.Asset)) continue;
    const list = out.get(r.entity_uid) ?? [];
    list.push({
      id: r.id,
      typeId: r.type_id,
      entityUid: r.entity_uid,
      raised: r.raised ?? false,
      changedAt: r.changed_at,
      lastValue: r.last_value,
      raisedEventId: r.raised_event_id,
      addressed: r.addressed,
      ...(r.type_id === AlertType.Geofence && r.fence
        ? {
            geofence: {
              fence: r.fence,
              mode: r.mode ?? GeofenceAlertMode.Exit,
              wasInside: r.last_fix ? insideGeofence(r.fence, r.last_fix) : null,
              lastFixAt: r.last_fix ? Number(r.last_fix.at) : null,
            },
          }
        : {}),
    });
    out.set(r.entity_uid, list);
  }
  return { alerts: out.size > 0 ? out : undefined, usagePercents: usagePercents.size > 0 ? usagePercents : undefined };
}

/** The ids of the alert events a batch wrote: those of alerts with a contact group, to deliver,
 * and the others, which reach nobody by message (the webhooks hear of them all). */
export interface WrittenAlertEvents {
  addressed: number[];
  unaddressed: number[];
}

/**
 * Writes the alert events a batch made and the states they moved, in the batch's transaction, so
 * an event exists exactly when the readings that caused it do; one statement for both (an alert
 * storm writes them in nearly every batch). Returns the new events' ids (for delivery, queued in
 * the same transaction).
 */
export async function writeAlertChanges(client: pg.PoolClient, r: ProcessResult): Promise<WrittenAlertEvents> {
  if (r.alertEvents.length === 0) return { addressed: [], unaddressed: [] };
  const e = r.alertEvents;
  const states = [...new Set(e.map((x) => x.alert))].sort((a, b) => a.id - b.id || a.entityUid - b.entityUid);
  // A state's raised event is the last event of the batch that raised it (identities are handed
  // out in the order given, so the largest), or the one it had.
  const { rows } = await run<{ id: number }>(
    client,
    'write-alert-changes',
    `with ev as (
       insert into alert_event (alert_id, entity_uid, type_id, state_id, value, detail, occurred_at)
       select a, en, t, st, v, d, to_timestamp(o / 1000.0)
         from unnest($1::int[], $2::bigint[], $3::smallint[], $4::smallint[], $5::float8[], $6::jsonb[], $7::float8[])
              with ordinality as x(a, en, t, st, v, d, o, n)
        order by n
       returning id, alert_id, entity_uid, state_id),
     states as (
       insert into alert_state (alert_id, entity_uid, raised, changed_at, last_value, raised_event_id)
       select a, en, ra, to_timestamp(c / 1000.0), v,
              coalesce((select max(ev.id) from ev where ev.alert_id = x.a and ev.entity_uid = x.en and ev.state_id = 1), x.prev)
         from unnest($8::int[], $9::bigint[], $10::boolean[], $11::float8[], $12::float8[], $13::bigint[]) as x(a, en, ra, c, v, prev)
       on conflict (alert_id, entity_uid) do update set raised = excluded.raised, changed_at = excluded.changed_at,
         last_value = excluded.last_value, raised_event_id = excluded.raised_event_id)
     select id from ev order by id`,
    [
      pgNumbers(e.map((x) => x.alert.id)),
      pgNumbers(e.map((x) => x.alert.entityUid)),
      pgNumbers(e.map((x) => x.alert.typeId)),
      pgNumbers(e.map((x) => x.stateId)),
      pgNumbers(e.map((x) => x.value)),
      e.map((x) => JSON.stringify(x.detail)),
      pgNumbers(e.map((x) => x.occurredAt)),
      pgNumbers(states.map((a) => a.id)),
      pgNumbers(states.map((a) => a.entityUid)),
      states.map((a) => a.raised),
      pgNumbers(states.map((a) => a.changedAt)),
      pgNumbers(states.map((a) => a.lastValue)),
      pgNumbers(states.map((a) => a.raisedEventId)),
    ],
  );
  // The ids, ascending, are the events in the order given.
  const out: WrittenAlertEvents = { addressed: [], unaddressed: [] };
  rows.forEach((row, i) => (e[i]?.alert.addressed ? out.addressed : out.unaddressed).push(Number(row.id)));
  return out;
}

/** The running state as stored: day totals as short arrays, less than half the JSON of objects
 * (a tank's state is rewritten in every batch that reads it). */
type PackedDay = [day: number, usage: number, fill: number, fills: number, inventorySum: number, readings: number];
/** tank_state.running as stored: packed days, or (written before they were packed) day objects. */
export type StoredRunning = Omit<TankRunning, 'days'> & { days?: (PackedDay | TankRunning['days'][number])[] };
export function packRunning(r: TankRunning): StoredRunning {
  const q = (x: number) => Math.round(x * 1000) / 1000;
  return { ...r, days: r.days.map((d): PackedDay => [d.day, q(d.usage), q(d.fill), d.fills, q(d.inventorySum), d.readings]) };
}
export function unpackRunning(stored: StoredRunning): TankRunning {
  const days = stored.days ?? [];
  return {
    ...stored,
    days: days.map((d) => (Array.isArray(d) ? { day: d[0], usage: d[1], fill: d[2], fills: d[3], inventorySum: d[4], readings: d[5] } : d)),
  };
}

const round = (x: number | null | undefined, digits = 4) =>
  x === null || x === undefined || !Number.isFinite(x) ? null : Number(x.toFixed(digits));

/** Writes what processBatch made, in key order (two instances writing the same rows queue rather
 * than deadlock). Returns the device update ids by (deviceUid, readingTime). `bulk`: the demo
 * history, which knows nothing it writes is stored yet. */
export async function writeResult(
  client: pg.PoolClient,
  r: ProcessResult,
  knownUpdateIds: Map<string, number>,
  opts: { bulk?: boolean } = {},
): Promise<Map<string, number>> {
  const updateIds = new Map(knownUpdateIds);
  if (r.deviceUpdates.length > 0) {
    const u = [...r.deviceUpdates].sort((a, b) => a.deviceUid - b.deviceUid || a.readingTime - b.readingTime);
    const { rows } = await run<{ id: number; device_uid: number; t: number }>(
      client,
      `insert-updates${opts.bulk ? '-bulk' : ''}`,
      `insert into device_update (device_uid, reading_time, received_at, battery_strength, signal_strength, retries, gps_precision, gps_wait_time, status, source)
       select d, to_timestamp(t / 1000.0), to_timestamp(rt / 1000.0), b, sg, re, gp, gw, st, so
         from unnest($1::bigint[], $2::float8[], $3::float8[], $4::real[], $5::real[], $6::smallint[], $7::real[], $8::real[], $9::int[], $10::smallint[])
              as x(d, t, rt, b, sg, re, gp, gw, st, so)
       ${opts.bulk ? '' : 'on conflict (device_uid, reading_time) do nothing'}
       returning id, device_uid, (extract(epoch from reading_time) * 1000)::float8 as t`,
      [
        pgNumbers(u.map((x) => x.deviceUid)),
        pgNumbers(u.map((x) => x.readingTime)),
        pgNumbers(u.map((x) => x.receivedAt)),
        pgNumbers(u.map((x) => x.batteryStrength)),
        pgNumbers(u.map((x) => x.signalStrength)),
        pgNumbers(u.map((x) => x.retries)),
        pgNumbers(u.map((x) => x.gpsPrecision)),
        pgNumbers(u.map((x) => x.gpsWaitTime)),
        pgNumbers(u.map((x) => x.status)),
        pgNumbers(u.map((x) => x.source)),
      ],
    );
    for (const row of rows) updateIds.set(pairKey(row.device_uid, row.t), row.id);
    const missing = u.filter((x) => !updateIds.has(pairKey(x.deviceUid, x.readingTime)));
    if (missing.length > 0) {
      // Stored meanwhile by another instance: link to its row.
      const { rows: found } = await run<{ id: number; device_uid: number; t: number }>(
        client,
        'raced-updates',
        `select found.id, x.d as device_uid, x.t from unnest($1::bigint[], $2::float8[]) as x(d, t)
          cross join lateral (select u.id from device_update u where u.device_uid = x.d and u.reading_time = to_timestamp(x.t / 1000.0)) found`,
        [pgNumbers(missing.map((x) => x.deviceUid)), pgNumbers(missing.map((x) => x.readingTime))],
      );
      for (const row of found) updateIds.set(pairKey(row.device_uid, row.t), row.id);
    }
  }
  const updateIdOf = (s: SensorDataRow) => updateIds.get(pairKey(s.updateDeviceUid, s.updateTime)) ?? null;

  if (r.sensorData.length > 0) {
    const sorted = [...r.sensorData].sort((a, b) => a.sensorUid - b.sensorUid || a.readingTime - b.readingTime);
    await insertSensorData(client, sorted, updateIdOf, { onConflict: !opts.bulk });
  }

  if (r.tankStates.size > 0) {
    const rows = [...r.tankStates.values()]
      .sort((a, b) => a.assetUid - b.assetUid)
      .map((t) => ({
        asset_uid: t.assetUid,
        config_id: t.configId,
        sensor_uid: t.sensorUid,
        reading_time: iso(t.readingTime),
        reading: round(t.reading),
        amount_full: round(t.state?.amountFull),
        inches_full: round(t.state?.inchesFull),
        inches_air: round(t.state?.inchesAir),
        capacity: round(t.state?.capacity),
        max_fill_amount: round(t.state?.maxFillAmount),
        percent_full: round(t.state?.percentFull, 6),
        ullage: round(t.state?.ullage),
        ullage_percent: round(t.state?.ullagePercent, 6),
        adjusted_ullage: round(t.state?.adjustedUllage),
        zone: t.state?.zone ?? null,
        status_color: t.state?.statusColor ?? null,
        last_fill_amount: round(t.running.lastFillAmount),
        last_fill_date: t.running.lastFillTime === null ? null : iso(t.running.lastFillTime),
        last_usage_amount: round(t.running.lastUsageAmount),
        avg_7day: round(t.stats.avg7Day),
        avg_daily: round(t.stats.avgDaily),
        avg_daily60: round(t.stats.avgDaily60),
        avg_weekday: round(t.stats.avgWeekday),
        avg_inventory30: round(t.stats.avgInventory30),
        avg_inventory60: round(t.stats.avgInventory60),
        avg_inventory90: round(t.stats.avgInventory90),
        date_empty: t.stats.dateEmpty === null ? null : iso(t.stats.dateEmpty),
        days_left: round(t.stats.daysLeft, 2),
        status: t.status,
        status_mask: t.statusMask,
        running: packRunning(t.running),
        updated_at: new Date().toISOString(),
      }));
    const cols = Object.keys(rows[0] as object);
    await run(
      client,
      'upsert-tanks',
      `insert into tank_state (${cols.join(',')})
       select ${cols.join(',')} from json_populate_recordset(null::tank_state, $1::json)
       on conflict (asset_uid) do update set ${cols
         .filter((c) => c !== 'asset_uid')
         .map((c) => `${c} = excluded.${c}`)
         .join(', ')}`,
      [JSON.stringify(rows)],
    );
  }

  if (r.valueStates.size > 0) {
    const rows = [...r.valueStates.values()]
      .sort((a, b) => a.assetUid - b.assetUid || a.configId - b.configId)
      .map((v) => ({
        asset_uid: v.assetUid,
        config_id: v.configId,
        config_type_id: v.configTypeId,
        sensor_uid: v.sensorUid,
        reading_time: iso(v.readingTime),
        value: round(v.value),
        zone: v.zone,
        status_color: v.statusColor,
        latitude: v.latitude,
        longitude: v.longitude,
        arrive_date: iso(v.readingTime),
      }));
    await run(
      client,
      'upsert-values',
      `insert into asset_value_state (asset_uid, config_id, config_type_id, sensor_uid, reading_time, value, zone, status_color, latitude, longitude, arrive_date)
       select asset_uid, config_id, config_type_id, sensor_uid, reading_time, value, zone, status_color, latitude, longitude, arrive_date
         from json_populate_recordset(null::asset_value_state, $1::json)
       on conflict (asset_uid, config_id) do update set
         sensor_uid = excluded.sensor_uid, reading_time = excluded.reading_time, value = excluded.value, zone = excluded.zone,
         status_color = excluded.status_color, latitude = excluded.latitude, longitude = excluded.longitude,
         -- GPS arriveDate (spec 001 §3.4): when the asset reached the place it is at now. A fix
         -- within $2 metres of the last is jitter, not a move (domain/src/tanks/gps.ts, haversine).
         arrive_date = case when (asset_value_state.latitude is null) <> (excluded.latitude is null) then excluded.arrive_date
                            when excluded.latitude is null then asset_value_state.arrive_date
                            when 2 * ${EARTH_RADIUS_METRES} * asin(least(1, sqrt(
                                   power(sin(radians(excluded.latitude - asset_value_state.latitude) / 2), 2)
                                   + cos(radians(asset_value_state.latitude)) * cos(radians(excluded.latitude))
                                     * power(sin(radians(excluded.longitude - asset_value_state.longitude) / 2), 2)))) > $2
                            then excluded.arrive_date else asset_value_state.arrive_date end
       where asset_value_state.reading_time <= excluded.reading_time`,
      [JSON.stringify(rows), GPS_MOVE_METRES],
    );
  }

  if (r.usageDays.size > 0) {
    const rows = [...r.usageDays.values()]
      .sort((a, b) => a.assetUid - b.assetUid || a.day.localeCompare(b.day))
      .map((d) => ({
        asset_uid: d.assetUid,
        day: d.day,
        usage: round(d.usage),
        fill_amount: round(d.fillAmount),
        fills: d.fills,
        avg_inventory: round(d.avgInventory),
        readings: d.readings,
      }));
    await run(
      client,
      'upsert-days',
      `insert into usage_daily (asset_uid, day, usage, fill_amount, fills, avg_inventory, readings)
       select asset_uid, day, usage, fill_amount, fills, avg_inventory, readings from json_populate_recordset(null::usage_daily, $1::json)
       on conflict (asset_uid, day) do update set usage = excluded.usage, fill_amount = excluded.fill_amount, fills = excluded.fills,
         avg_inventory = excluded.avg_inventory, readings = excluded.readings`,
      [JSON.stringify(rows)],
    );
  }

  if (r.fills.length > 0) {
    const f = [...r.fills].sort((a, b) => a.assetUid - b.assetUid || a.dateTime - b.dateTime);
    await run(
      client,
      'insert-fills',
      `insert into asset_fill (asset_uid, product_uid, amount, capacity, max_fill_amount, before_amount, after_amount, date_time, false_fill, include_in_analysis)
       select a, p, am, c, m, b, af, t, ff, not ff
         from unnest($1::bigint[], $2::bigint[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::timestamptz[], $9::boolean[])
              as x(a, p, am, c, m, b, af, t, ff)
       on conflict (asset_uid, date_time) do nothing`,
      [
        f.map((x) => x.assetUid),
        f.map((x) => x.productUid),
        f.map((x) => round(x.amount)),
        f.map((x) => round(x.capacity)),
        f.map((x) => round(x.maxFillAmount)),
        f.map((x) => round(x.beforeAmount)),
        f.map((x) => round(x.afterAmount)),
        f.map((x) => iso(x.dateTime)),
        f.map((x) => x.falseFill),
      ],
    );
  }
  if (r.falseFills.length > 0) {
    await run(
      client,
      'false-fills',
      `update asset_fill f set false_fill = true, include_in_analysis = false
         from unnest($1::bigint[], $2::timestamptz[]) as x(asset_uid, date_time)
        where f.asset_uid = x.asset_uid and f.date_time = x.date_time`,
      [r.falseFills.map((x) => x.assetUid), r.falseFills.map((x) => iso(x.dateTime))],
    );
  }

  if (r.deviceStates.size > 0) {
    const d = [...r.deviceStates.values()].sort((a, b) => a.deviceUid - b.deviceUid);
    await run(
      client,
      'update-devices',
      `update device set flags = x.flags, last_update_at = x.at, battery_strength = x.battery, signal_strength = x.signal,
              interval_minutes = x.interval, last_update_id = x.update_id
         from unnest($1::bigint[], $2::smallint[], $3::timestamptz[], $4::real[], $5::real[], $6::real[], $7::bigint[])
              as x(uid, flags, at, battery, signal, interval, update_id)
        where device.uid = x.uid`,
      [
        d.map((x) => x.deviceUid),
        d.map((x) => x.flags),
        d.map((x) => iso(x.lastUpdateAt)),
        d.map((x) => x.batteryStrength),
        d.map((x) => x.signalStrength),
        d.map((x) => x.intervalMinutes),
        d.map((x) => updateIds.get(pairKey(x.lastUpdateOwner, x.lastUpdateAt)) ?? null),
      ],
    );
  }

  // The report rows of what changed (docs/decisions/033-report-rows.md).
  const assets = new Set<number>();
  for (const t of r.tankStates.values()) assets.add(t.assetUid);
  for (const v of r.valueStates.values()) assets.add(v.assetUid);
  if (assets.size > 0 || r.deviceStates.size > 0) {
    await run(client, 'report-rows', REFRESH_LIVE_SQL, [
      pgNumbers([...assets].sort((a, b) => a - b)),
      pgNumbers([...r.deviceStates.keys()].sort((a, b) => a - b)),
    ]);
  }
  return updateIds;
}

/**
 * Inserts readings. Live ingestion skips a duplicate of a stored reading (`onConflict`); the demo
 * history knows there are none and inserts plainly. A sensor's current reading (spec 001 §3.3
 * currentDataId) is its newest, found through the (sensor, time) index when asked for, rather than
 * kept up to date on the sensor row in every group commit (docs/decisions/026-ingestion.md).
 * Times travel as epoch milliseconds: cheaper for PostgreSQL to read than timestamp text.
 */
export async function insertSensorData(
  client: pg.PoolClient,
  rows: SensorDataRow[],
  updateIdOf: (s: SensorDataRow) => number | null,
  opts: { onConflict: boolean } = { onConflict: true },
): Promise<void> {
  await run(
    client,
    `insert-readings${opts.onConflict ? '' : '-bulk'}`,
    `insert into sensor_data (sensor_uid, device_update_id, reading_time, reading, status, ssq, asset_uid, value, inches_full, percent_full, latitude, longitude)
     select s, u, to_timestamp(t / 1000.0), r, st, q, a, v, i, p, la, lo
       from unnest($1::bigint[], $2::bigint[], $3::float8[], $4::float8[], $5::int[], $6::real[], $7::bigint[], $8::float8[], $9::real[], $10::real[], $11::float8[], $12::float8[])
            as x(s, u, t, r, st, q, a, v, i, p, la, lo)
     ${opts.onConflict ? 'on conflict (sensor_uid, reading_time) do nothing' : ''}`,
    [
      pgNumbers(rows.map((x) => x.sensorUid)),
      pgNumbers(rows.map(updateIdOf)),
      pgNumbers(rows.map((x) => x.readingTime)),
      pgNumbers(rows.map((x) => x.reading)),
      pgNumbers(rows.map((x) => x.status)),
      pgNumbers(rows.map((x) => x.ssq)),
      pgNumbers(rows.map((x) => x.assetUid)),
      pgNumbers(rows.map((x) => round(x.value))),
      pgNumbers(rows.map((x) => round(x.inchesFull))),
      pgNumbers(rows.map((x) => round(x.percentFull, 6))),
      pgNumbers(rows.map((x) => x.latitude)),
      pgNumbers(rows.map((x) => x.longitude)),
    ],
  );
}

/** A command handed over to a device (device_command.type_id holds the domain's ids: the device
 * commands write them). */
export interface DeliveredCommand {
  id: number;
  deviceUid: number;
  typeId: DeviceCommandTypeId;
  requestedAt: Date;
}

/** spec 001 §7 device commands: marks the ones a device reports done, and hands over (marks
 * delivered) the pending ones of these devices. */
export async function exchangeCommands(client: pg.PoolClient, deviceUids: number[], completedIds: number[]): Promise<DeliveredCommand[]> {
  if (completedIds.length > 0) {
    await run(
      client,
      'complete-commands',
      `update device_command set status = $3, completed_at = now()
        where id = any($1::bigint[]) and device_uid = any($2::bigint[]) and status in ($4, $5)`,
      [completedIds, deviceUids, DeviceCommandStatus.Completed, DeviceCommandStatus.Pending, DeviceCommandStatus.Delivered],
    );
  }
  const { rows } = await run<{ id: number; device_uid: number; type_id: DeviceCommandTypeId; requested_at: Date }>(
    client,
    'deliver-commands',
    `update device_command set status = $2, delivered_at = now()
      where device_uid = any($1::bigint[]) and status = $3 and expires_at > now()
      returning id, device_uid, type_id, requested_at`,
    [deviceUids, DeviceCommandStatus.Delivered, DeviceCommandStatus.Pending],
  );
  // Realtime mode runs from when the device has the command, not from when it was asked for: a
  // device that collects it at its next call, hours later, reports every minute from then on.
  const realtime = rows.filter((r) => r.type_id === DeviceCommandType.SetRealtimeMode).map((r) => r.device_uid);
  if (realtime.length > 0) {
    await run(
      client,
      'start-realtime',
      'update device set realtime_until = now() + make_interval(mins => $2) where uid = any($1::bigint[])',
      [realtime, REALTIME_MODE_MINUTES],
    );
  }
  return rows.map((r) => ({ id: r.id, deviceUid: r.device_uid, typeId: r.type_id, requestedAt: r.requested_at }));
}

/** Drops commands no device collected in COMMAND_EXPIRY_HOURS. */
export async function expireCommands(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(`update device_command set status = $1 where status in ($2, $3) and expires_at <= now()`, [
    DeviceCommandStatus.Expired,
    DeviceCommandStatus.Pending,
    DeviceCommandStatus.Delivered,
  ]);
  return rowCount ?? 0;
}

/** A device's key hash and the devices in its slots, for a console collecting its commands. */
export async function deviceKeyAndFamily(
  client: pg.PoolClient,
  deviceUid: number,
): Promise<{ keyHash: string | null; family: number[] } | null> {
  const { rows } = await run<{ key_hash: string | null }>(
    client,
    'key-hash',
    'select d.key_hash from device d join entity e on e.uid = d.uid and e.active where d.uid = $1',
    [deviceUid],
  );
  if (rows.length === 0) return null;
  const { rows: family } = await run<{ uid: number }>(client, 'family', 'select uid from device where uid = $1 or parent_device_uid = $1', [
    deviceUid,
  ]);
  return { keyHash: rows[0]?.key_hash ?? null, family: family.map((f) => f.uid) };
}

// ---- the late sweep (device-sweep.ts) ----

export async function tryLock(client: pg.PoolClient, lockId: number): Promise<boolean> {
  const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [lockId]);
  return rows[0]?.ok ?? false;
}

/** A device that has called in, as the late sweep judges it. */
export interface ReportingDevice {
  uid: number;
  modelId: number;
  flags: number;
  lastUpdateAt: Date;
  intervalMinutes: number | null;
}

/** Every active device that has called in (the columns renamed in SQL: no row is copied). */
export async function reportingDevices(client: pg.PoolClient): Promise<ReportingDevice[]> {
  const { rows } = await client.query<ReportingDevice>(
    `select d.uid, d.model_id as "modelId", d.flags, d.last_update_at as "lastUpdateAt", d.interval_minutes as "intervalMinutes"
       from device d join entity e on e.uid = d.uid and e.active
      where d.last_update_at is not null`,
  );
  return rows;
}

export async function setDeviceFlags(client: pg.PoolClient, changes: { uid: number; flags: number }[]): Promise<void> {
  await client.query(
    'update device set flags = x.flags from unnest($1::bigint[], $2::smallint[]) as x(uid, flags) where device.uid = x.uid',
    [pgNumbers(changes.map((c) => c.uid)), pgNumbers(changes.map((c) => c.flags))],
  );
}

/** The tank states fed by these devices, locked for the caller's transaction. */
export async function tanksOfDevices(
  client: pg.PoolClient,
  deviceUids: number[],
): Promise<{ assetUid: number; statusMask: number; deviceUid: number }[]> {
  const { rows } = await client.query<{ assetUid: number; statusMask: number; deviceUid: number }>(
    `select t.asset_uid as "assetUid", t.status_mask as "statusMask", s.device_uid as "deviceUid"
       from tank_state t join sensor s on s.uid = t.sensor_uid
      where s.device_uid = any($1::bigint[]) order by t.asset_uid for update of t`,
    [pgNumbers(deviceUids)],
  );
  return rows;
}

export async function setTankStatuses(client: pg.PoolClient, updates: { uid: number; mask: number; status: number }[]): Promise<void> {
  await client.query(
    `update tank_state set status_mask = x.mask, status = x.status
       from unnest($1::bigint[], $2::int[], $3::smallint[]) as x(uid, mask, status) where tank_state.asset_uid = x.uid`,
    [pgNumbers(updates.map((u) => u.uid)), pgNumbers(updates.map((u) => u.mask)), pgNumbers(updates.map((u) => u.status))],
  );
}

/** The report rows of tanks and devices the sweep changed. */
export async function refreshReportRows(client: pg.PoolClient, assetUids: number[], deviceUids: number[]): Promise<void> {
  if (assetUids.length === 0 && deviceUids.length === 0) return;
  await client.query(REFRESH_LIVE_SQL, [pgNumbers(assetUids), pgNumbers(deviceUids)]);
}
