// The in-process simulator's view of the demo world, read straight from the database: simulated
// devices with their children and the tanks they feed (docs/decisions/029-demo-history.md).
import type pg from 'pg';
import { ConfigType } from '@ullage/domain/configs';
import type { WorldDevice, WorldTank } from './demo-device';

interface Row {
  uid: number;
  serial_number: string;
  model_id: number;
  parent_device_uid: number | null;
  parent_device_slot: number | null;
  last_update_at: Date | null;
  battery_strength: number | null;
  realtime_until: Date | null;
  home: { latitude?: number; longitude?: number } | null;
  tanks: {
    assetUid: number;
    port: number;
    config: WorldTank['config'];
    className: string | null;
    modelName: string | null;
    amount: number | null;
    stHeight: number | null;
    stCapacity: number | null;
    stStep: number | null;
    stValues: number[] | null;
  }[];
}

/** Simulated top-level devices (with their children); only those without demo history when
 * `withoutHistory`. */
export async function loadWorld(
  pool: pg.Pool | pg.PoolClient,
  opts: { withoutHistory?: boolean; deviceUids?: number[] } = {},
): Promise<WorldDevice[]> {
  const { rows } = await pool.query<Row>(
    `with top as (
       select d.uid from device d join entity e on e.uid = d.uid and e.active
        where d.simulated and d.parent_device_uid is null
          and ($1::boolean is not true or not exists (select 1 from demo_history h where h.device_uid = d.uid))
          and ($2::bigint[] is null or d.uid = any($2::bigint[]))
     )
     select d.uid, d.serial_number, d.model_id, d.parent_device_uid, d.parent_device_slot, d.last_update_at, d.battery_strength, d.realtime_until,
            (select f.address from folder_membership fm join folder f on f.uid = fm.folder_uid where fm.entity_uid = d.uid order by fm.is_copy limit 1) as home,
            coalesce((
              select json_agg(json_build_object(
                       'assetUid', c.entity_uid, 'port', s.port, 'config', c.data, 'className', pc.name, 'modelName', a.model_name, 'amount', ts.amount_full,
                       'stHeight', st.height, 'stCapacity', st.capacity, 'stStep', st.step, 'stValues', st.table_values))
                from sensor s
                join entity_config c on c.sensor_uid = s.uid and c.type_id = $3
                join entity ae on ae.uid = c.entity_uid and ae.active
                join asset a on a.uid = c.entity_uid
                left join product p on p.uid = a.product_uid
                left join product_class pc on pc.id = p.class_id
                left join tank_state ts on ts.asset_uid = c.entity_uid
                left join strapping_table st on st.id = (c.data->'tank'->>'stid')::int
               where s.device_uid = d.uid), '[]') as tanks
       from device d join entity e on e.uid = d.uid and e.active
      where d.uid in (select uid from top) or d.parent_device_uid in (select uid from top)
      order by d.uid`,
    [opts.withoutHistory ?? false, opts.deviceUids ?? null, ConfigType.AssetTank],
  );
  const byUid = new Map<number, WorldDevice & { slot: number }>();
  for (const r of rows) {
    byUid.set(r.uid, {
      uid: r.uid,
      serialNumber: r.serial_number,
      modelId: r.model_id,
      lastUpdateAt: r.last_update_at?.getTime() ?? null,
      batteryStrength: r.battery_strength,
      realtimeUntil: r.realtime_until?.getTime() ?? null,
      home:
        typeof r.home?.latitude === 'number' && typeof r.home.longitude === 'number'
          ? { latitude: r.home.latitude, longitude: r.home.longitude }
          : null,
      tanks: r.tanks.map((t) => ({
        assetUid: Number(t.assetUid),
        port: t.port,
        config: t.config,
        className: t.className,
        modelName: t.modelName,
        isBulk: Boolean((t.config as { tank?: { isBulk?: boolean } }).tank?.isBulk),
        amount: t.amount,
        strapping:
          t.stValues && t.stHeight !== null && t.stCapacity !== null && t.stStep !== null
            ? { height: t.stHeight, capacity: t.stCapacity, step: t.stStep, tableValues: t.stValues }
            : null,
      })),
      children: [],
      slot: r.parent_device_slot ?? 0,
    });
  }
  const top: WorldDevice[] = [];
  for (const r of rows) {
    const d = byUid.get(r.uid) as WorldDevice & { slot: number };
    if (r.parent_device_uid === null) top.push(d);
    else byUid.get(r.parent_device_uid)?.children.push(d);
  }
  for (const d of top) d.children.sort((a, b) => a.slot - b.slot);
  return top;
}

/** Stores new key hashes for devices (the simulator keeps the keys in memory). */
export async function setDeviceKeys(pool: pg.Pool, keys: { uid: number; hash: string }[]): Promise<void> {
  if (keys.length === 0) return;
  await pool.query('update device set key_hash = x.hash from unnest($1::bigint[], $2::text[]) as x(uid, hash) where device.uid = x.uid', [
    keys.map((k) => k.uid),
    keys.map((k) => k.hash),
  ]);
}

/** Marks devices whose demo history is written (in the transaction that wrote it). */
export async function markHistoryWritten(client: pg.PoolClient, deviceUids: number[]): Promise<void> {
  await client.query('insert into demo_history (device_uid) select unnest($1::bigint[]) on conflict do nothing', [deviceUids]);
}

/** Fresh planner statistics after the history's millions of rows. */
export async function analyzeReadings(pool: pg.Pool): Promise<void> {
  await pool.query(
    'analyze sensor_data; analyze device_update; analyze tank_state; analyze usage_daily; analyze asset_fill; analyze asset_report_row; analyze device_report_row',
  );
}

/** The demo job's session lock (one instance runs it): the connection that holds it, kept until
 * releaseDemoLock; null when another instance holds it. */
export async function takeDemoLock(pool: pg.Pool, lockId: number): Promise<pg.PoolClient | null> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [lockId]);
    if (rows[0]?.ok) return client;
  } catch (err) {
    client.release();
    throw err;
  }
  client.release();
  return null;
}

export async function releaseDemoLock(client: pg.PoolClient, lockId: number): Promise<void> {
  await client.query('select pg_advisory_unlock($1)', [lockId]);
}
