// The only SQL of the device area: devices with sensors, children and configs, their history
// (updates, readings, commands, shipments) and writes.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshLive } from '../../db/report-rows';
import { ENTITY_ALERTS, entityCommon, type Entities, type EntityCommon, type EntityCommonSql, type StoredConfig } from '../entity';
import { bigintArray } from '../../db/sql-arrays';
import { rowsInScope, scopeRange } from '../report';
import { atMicros, continueAfter, decodeKey, microsOf, type RowPage } from '../../lib/continuation';

type Executor = Pick<Db, 'execute'>;

export interface DeviceRow extends EntityCommon {
  serialNumber: string;
  dataCollectorSn: string | null;
  modelId: number;
  parentDeviceUid: number | null;
  parentDeviceSlot: number | null;
  activationState: number;
  hasKey: boolean;
  state: Record<string, unknown>;
  flags: number;
  lastUpdateId: number | null;
  lastUpdateAt: Date | null;
  batteryStrength: number | null;
  signalStrength: number | null;
  intervalMinutes: number | null;
  realtimeUntil: Date | null;
  creatorCompanyUid: number | null;
  simulated: boolean;
  folderUid: number;
  folderUidPath: number[];
  configs: StoredConfig[];
}

export interface SensorRow {
  uid: number;
  deviceUid: number;
  label: string;
  port: number;
  sensorTypeId: number;
  offset: number;
  calibratedHeight: number | null;
  statusCodeSetId: number | null;
  currentDataId: number | null;
  current: { readingTime: Date; reading: number; status: number } | null;
}

/** spec 001 §3.3 DeviceUpdate: one call-in. */
export interface DeviceUpdateRow {
  id: number;
  deviceUid: number;
  readingTime: Date;
  receivedAt: Date;
  batteryStrength: number | null;
  signalStrength: number | null;
  retries: number;
  gpsPrecision: number | null;
  gpsWaitTime: number | null;
  status: number;
  source: number;
}

/** spec 001 §3.3 SensorData: one reading, with its sensor's device, port and type. */
export interface SensorDataRow {
  id: number;
  sensorUid: number;
  deviceUid: number;
  port: number;
  sensorTypeId: number;
  deviceUpdateId: number | null;
  readingTime: Date;
  reading: number;
  status: number;
  ssq: number | null;
  assetUid: number | null;
  value: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** A device command; `requestedByName` is the requesting user's name (null when unknown). */
export interface DeviceCommandRow {
  id: number;
  deviceUid: number;
  typeId: number;
  status: number;
  requestedBy: number | null;
  requestedByName: string | null;
  requestedAt: Date;
  deliveredAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date;
}

export interface DeviceShipmentRow {
  id: number;
  shippedAt: Date;
  toFolderUid: number;
  toFolderLabel: string;
  reference: string;
  note: string | null;
}

// Raw SQL results: bigints arrive as numbers and bigint[] as number[] (db/client.ts), but
// timestamps as text (drizzle's node-postgres driver leaves them unparsed), so the mappers below
// turn them into Dates once, here.
const date = (v: string) => new Date(v);
const dateOrNull = (v: string | null) => (v === null ? null : new Date(v));

type DeviceSql = EntityCommonSql & {
  serial_number: string;
  data_collector_sn: string | null;
  model_id: number;
  parent_device_uid: number | null;
  parent_device_slot: number | null;
  activation_state: number;
  has_key: boolean;
  state: Record<string, unknown> | null;
  flags: number;
  last_update_id: number | null;
  last_update_at: string | null;
  battery_strength: number | null;
  signal_strength: number | null;
  interval_minutes: number | null;
  realtime_until: string | null;
  creator_company_uid: number | null;
  simulated: boolean;
  folder_uid: number;
  path: number[];
};

type SensorSql = {
  uid: number;
  device_uid: number;
  label: string;
  port: number;
  sensor_type_id: number;
  offset: number;
  calibrated_height: number | null;
  status_code_set_id: number | null;
  current_data_id: number | null;
  reading_time: string | null;
  reading: number | null;
  status: number | null;
};

type DeviceUpdateSql = {
  id: number;
  device_uid: number;
  reading_time: string;
  received_at: string;
  battery_strength: number | null;
  signal_strength: number | null;
  retries: number;
  gps_precision: number | null;
  gps_wait_time: number | null;
  status: number;
  source: number;
};

type SensorDataSql = {
  id: number;
  sensor_uid: number;
  device_uid: number;
  port: number;
  sensor_type_id: number;
  device_update_id: number | null;
  reading_time: string;
  reading: number;
  status: number;
  ssq: number | null;
  asset_uid: number | null;
  value: number | null;
  latitude: number | null;
  longitude: number | null;
};

type DeviceCommandSql = {
  id: number;
  device_uid: number;
  type_id: number;
  status: number;
  requested_by: number | null;
  user_name: string | null;
  requested_at: string;
  delivered_at: string | null;
  completed_at: string | null;
  expires_at: string;
};

type DeviceShipmentSql = {
  id: number;
  shipped_at: string;
  to_folder_uid: number;
  label: string;
  reference: string;
  note: string | null;
};

function toDevice(r: DeviceSql, configs: StoredConfig[]): DeviceRow {
  return {
    ...entityCommon(r, 'Gateway'),
    serialNumber: r.serial_number,
    dataCollectorSn: r.data_collector_sn,
    modelId: r.model_id,
    parentDeviceUid: r.parent_device_uid,
    parentDeviceSlot: r.parent_device_slot,
    activationState: r.activation_state,
    hasKey: r.has_key,
    state: r.state ?? {},
    flags: r.flags,
    lastUpdateId: r.last_update_id,
    lastUpdateAt: dateOrNull(r.last_update_at),
    batteryStrength: r.battery_strength,
    signalStrength: r.signal_strength,
    intervalMinutes: r.interval_minutes,
    realtimeUntil: dateOrNull(r.realtime_until),
    creatorCompanyUid: r.creator_company_uid,
    simulated: r.simulated,
    folderUid: r.folder_uid,
    folderUidPath: r.path,
    configs,
  };
}

function toSensor(r: SensorSql): SensorRow {
  return {
    uid: r.uid,
    deviceUid: r.device_uid,
    label: r.label,
    port: r.port,
    sensorTypeId: r.sensor_type_id,
    offset: r.offset,
    calibratedHeight: r.calibrated_height,
    statusCodeSetId: r.status_code_set_id,
    currentDataId: r.current_data_id,
    // No reading yet: the lateral join's columns are all null (a reading's are never null).
    current:
      r.reading_time === null || r.reading === null || r.status === null
        ? null
        : { readingTime: date(r.reading_time), reading: r.reading, status: r.status },
  };
}

function toDeviceUpdate(r: DeviceUpdateSql): DeviceUpdateRow {
  return {
    id: r.id,
    deviceUid: r.device_uid,
    readingTime: date(r.reading_time),
    receivedAt: date(r.received_at),
    batteryStrength: r.battery_strength,
    signalStrength: r.signal_strength,
    retries: r.retries,
    gpsPrecision: r.gps_precision,
    gpsWaitTime: r.gps_wait_time,
    status: r.status,
    source: r.source,
  };
}

function toSensorData(r: SensorDataSql): SensorDataRow {
  return {
    id: r.id,
    sensorUid: r.sensor_uid,
    deviceUid: r.device_uid,
    port: r.port,
    sensorTypeId: r.sensor_type_id,
    deviceUpdateId: r.device_update_id,
    readingTime: date(r.reading_time),
    reading: r.reading,
    status: r.status,
    ssq: r.ssq,
    assetUid: r.asset_uid,
    value: r.value,
    latitude: r.latitude,
    longitude: r.longitude,
  };
}

function toDeviceCommand(r: DeviceCommandSql): DeviceCommandRow {
  return {
    id: r.id,
    deviceUid: r.device_uid,
    typeId: r.type_id,
    status: r.status,
    requestedBy: r.requested_by,
    requestedByName: r.user_name,
    requestedAt: date(r.requested_at),
    deliveredAt: dateOrNull(r.delivered_at),
    completedAt: dateOrNull(r.completed_at),
    expiresAt: date(r.expires_at),
  };
}

function toDeviceShipment(r: DeviceShipmentSql): DeviceShipmentRow {
  return {
    id: r.id,
    shippedAt: date(r.shipped_at),
    toFolderUid: r.to_folder_uid,
    toFolderLabel: r.label,
    reference: r.reference,
    note: r.note,
  };
}

/** Reads the configs of listed entities: the entity module's (passed in by the device face). */
type ConfigsOf = Entities['configsOf'];

// A listing's order: gateways and monitors first (no parent), then by gateway and slot, then by
// name. Null parents and slots are written as numbers no device has, so the order is a keyset
// (docs/decisions/062-row-caps.md): (parent or 0, slot or 32768, label, uid).
const NO_SLOT = 32768;
const deviceOrder = sql`coalesce(d.parent_device_uid, 0), coalesce(d.parent_device_slot::int, ${sql.raw(String(NO_SLOT))}), e.label, d.uid`;
const deviceKey = (r: DeviceRow) => [r.parentDeviceUid ?? 0, r.parentDeviceSlot ?? NO_SLOT, r.label, r.uid];

/** Devices matching `where`, all of them, or with `page` at most `limit` + 1 after its cursor. */
async function deviceRows(
  db: Executor,
  configsOf: ConfigsOf,
  base: number,
  where: SQL,
  withConfigs = true,
  page?: RowPage,
): Promise<DeviceRow[]> {
  const key = page?.after ? decodeKey(page.after, ['number', 'number', 'string', 'number'] as const) : null;
  const after = key ? sql`and (${deviceOrder}) > (${key[0]}::int8, ${key[1]}::int, ${key[2]}::text, ${key[3]}::int8)` : sql``;
  const { rows } = await db.execute<DeviceSql>(sql`
    select d.uid, e.label, e.icon_name, e.active, e.tags, e.user_def_values, ${ENTITY_ALERTS} as alerts, d.serial_number, d.data_collector_sn, d.model_id,
           d.parent_device_uid, d.parent_device_slot, d.activation_state, d.key_hash is not null as has_key, d.state, d.flags,
           d.last_update_id, d.last_update_at, d.battery_strength, d.signal_strength, d.interval_minutes, d.realtime_until,
           d.creator_company_uid, d.simulated, m.folder_uid, f.path
      from device d
      join entity e on e.uid = d.uid
      join lateral (
        select fm.folder_uid from folder_membership fm join folder ff on ff.uid = fm.folder_uid
         where fm.entity_uid = d.uid and ff.path @> array[${base}::bigint]
         order by fm.is_copy, fm.created_at limit 1) m on true
      join folder f on f.uid = m.folder_uid
     where ${where} ${after}
     order by ${deviceOrder}
     ${page ? sql`limit ${page.limit + 1}` : sql``}`);
  const configs = withConfigs ? await configsOf(rows.map((r) => r.uid)) : new Map<number, StoredConfig[]>();
  return rows.map((r) => toDevice(r, configs.get(r.uid) ?? []));
}

/** A device the map draws apart from the tanks (Device/ByFolder/{folder}/Map). */
export interface DeviceMapPointRow {
  uid: number;
  label: string;
  serialNumber: string;
  modelId: number;
  folderUid: number;
  children: number;
  tanks: number;
  flags: number;
  lastUpdateAt: Date | null;
  batteryStrength: number | null;
  latitude: number;
  longitude: number;
  gps: boolean;
}

export function createDeviceRepository(db: Db, configsOf: ConfigsOf) {
  const inFolder = (folderUid: number, includeSubFolders: boolean) =>
    includeSubFolders
      ? sql`exists (select 1 from folder_membership fm join folder ff on ff.uid = fm.folder_uid where fm.entity_uid = d.uid and ff.path @> array[${folderUid}::bigint])`
      : sql`exists (select 1 from folder_membership fm where fm.entity_uid = d.uid and fm.folder_uid = ${folderUid})`;
  return {
    db,
    async get(base: number, uid: number): Promise<DeviceRow | null> {
      return (await deviceRows(db, configsOf, base, sql`d.uid = ${uid}`))[0] ?? null;
    },
    async getMany(base: number, uids: number[], withConfigs = false): Promise<DeviceRow[]> {
      return uids.length ? deviceRows(db, configsOf, base, sql`d.uid = any(${bigintArray(uids)})`, withConfigs) : [];
    },
    async byFolder(base: number, folderUid: number, includeSubFolders: boolean, withConfigs: boolean, page: RowPage) {
      const rows = await deviceRows(db, configsOf, base, sql`e.active and ${inFolder(folderUid, includeSubFolders)}`, withConfigs, page);
      return continueAfter(rows, page.limit, deviceKey);
    },
    async byCreatorCompany(base: number, companyUid: number, page: RowPage) {
      const rows = await deviceRows(db, configsOf, base, sql`e.active and d.creator_company_uid = ${companyUid}`, false, page);
      return continueAfter(rows, page.limit, deviceKey);
    },
    async bySerial(base: number, serial: string) {
      return (await deviceRows(db, configsOf, base, sql`upper(d.serial_number) = upper(${serial})`))[0] ?? null;
    },
    async children(base: number, uid: number) {
      return deviceRows(db, configsOf, base, sql`e.active and d.parent_device_uid = ${uid}`, false);
    },
    /** The children of many gateways at once. */
    async childrenOf(base: number, uids: number[]) {
      return uids.length ? deviceRows(db, configsOf, base, sql`e.active and d.parent_device_uid = any(${bigintArray(uids)})`, false) : [];
    },
    /** The device holding a serial number, anywhere (serial numbers are unique across companies). */
    async serialOwner(serial: string): Promise<{ uid: number; label: string; path: number[] | null } | null> {
      const { rows } = await db.execute<{ uid: number; label: string; path: number[] | null }>(sql`
        select d.uid, e.label, (select f.path from folder_membership fm join folder f on f.uid = fm.folder_uid where fm.entity_uid = d.uid limit 1) as path
          from device d join entity e on e.uid = d.uid where upper(d.serial_number) = upper(${serial})`);
      return rows[0] ?? null;
    },
    async sensors(deviceUids: number[]): Promise<SensorRow[]> {
      if (deviceUids.length === 0) return [];
      const { rows } = await db.execute<SensorSql>(sql`
        select s.uid, s.device_uid, e.label, s.port, s.sensor_type_id, s."offset", s.calibrated_height, s.status_code_set_id, c.id as current_data_id,
               c.reading_time, c.reading, c.status
          from sensor s join entity e on e.uid = s.uid
          -- spec 001 §3.3 currentDataId: the newest reading, through the (sensor, time) index.
          left join lateral (select d.id, d.reading_time, d.reading, d.status from sensor_data d where d.sensor_uid = s.uid order by d.reading_time desc limit 1) c on true
         where s.device_uid = any(${bigintArray(deviceUids)}) order by s.device_uid, s.port`);
      return rows.map(toSensor);
    },
    async sensor(uid: number): Promise<SensorRow | null> {
      const { rows } = await db.execute<{ device_uid: number }>(sql`select device_uid from sensor where uid = ${uid}`);
      const deviceUid = rows[0]?.device_uid;
      if (deviceUid === undefined) return null;
      return (await this.sensors([deviceUid])).find((s) => s.uid === uid) ?? null;
    },
    /** Active assets fed by a device's sensors. */
    async assetsFedBy(deviceUid: number, x: Executor = db): Promise<number[]> {
      const { rows } = await x.execute<{ uid: number }>(sql`
        select distinct c.entity_uid as uid from entity_config c join sensor s on s.uid = c.sensor_uid
          join asset a on a.uid = c.entity_uid join entity e on e.uid = a.uid and e.active where s.device_uid = ${deviceUid}`);
      return rows.map((r) => r.uid);
    },
    /** Newest first; (device, time) is unique, and the id breaks ties all the same. */
    async updates(deviceUid: number, from: Date, to: Date, page: RowPage) {
      const key = page.after ? decodeKey(page.after, ['number', 'number'] as const, [0]) : null;
      const after = key ? sql`and (reading_time, id) < (${atMicros(key[0])}, ${key[1]}::int8)` : sql``;
      const { rows } = await db.execute<DeviceUpdateSql & { at_us: number }>(sql`
        select id, device_uid, reading_time, received_at, battery_strength, signal_strength, retries, gps_precision, gps_wait_time, status, source,
               ${microsOf(sql`reading_time`)} as at_us
          from device_update where device_uid = ${deviceUid} and reading_time >= ${from.toISOString()}::timestamptz and reading_time <= ${to.toISOString()}::timestamptz
               ${after}
         order by reading_time desc, id desc limit ${page.limit + 1}`);
      const part = continueAfter(rows, page.limit, (r) => [r.at_us, r.id]);
      return { rows: part.rows.map(toDeviceUpdate), next: part.next };
    },
    /** Newest first, then by port (and sensor: a gateway's slots share port numbers). With
     * `page`, at most its limit after its cursor; without, all (one call's readings). */
    async sensorData(
      sensorUids: number[],
      from: Date,
      to: Date,
      opts: { updateId?: number; page?: RowPage },
    ): Promise<{ rows: SensorDataRow[]; next: string | null }> {
      if (sensorUids.length === 0) return { rows: [], next: null };
      const { updateId, page } = opts;
      const key = page?.after ? decodeKey(page.after, ['number', 'number', 'number'] as const, [0]) : null;
      const after = key
        ? sql`and (d.reading_time < ${atMicros(key[0])} or (d.reading_time = ${atMicros(key[0])} and (s.port, d.sensor_uid) > (${key[1]}::int, ${key[2]}::int8)))`
        : sql``;
      const { rows } = await db.execute<SensorDataSql & { at_us: number }>(sql`
        select d.id, d.sensor_uid, s.device_uid, s.port, s.sensor_type_id, d.device_update_id, d.reading_time, d.reading, d.status, d.ssq,
               d.asset_uid, d.value, d.latitude, d.longitude, ${microsOf(sql`d.reading_time`)} as at_us
          from sensor_data d join sensor s on s.uid = d.sensor_uid
         where d.sensor_uid = any(${bigintArray(sensorUids)})
           and d.reading_time >= ${from.toISOString()}::timestamptz and d.reading_time <= ${to.toISOString()}::timestamptz
           and (${updateId ?? null}::bigint is null or d.device_update_id = ${updateId ?? null}::bigint)
           ${after}
         order by d.reading_time desc, s.port, d.sensor_uid
         ${page ? sql`limit ${page.limit + 1}` : sql``}`);
      const part = page ? continueAfter(rows, page.limit, (r) => [r.at_us, r.port, r.sensor_uid]) : { rows, next: null };
      return { rows: part.rows.map(toSensorData), next: part.next };
    },
    async update(id: number): Promise<{ id: number; deviceUid: number; readingTime: Date } | null> {
      const { rows } = await db.execute<{ id: number; device_uid: number; reading_time: string }>(
        sql`select id, device_uid, reading_time from device_update where id = ${id}`,
      );
      const r = rows[0];
      return r ? { id: r.id, deviceUid: r.device_uid, readingTime: date(r.reading_time) } : null;
    },
    /** Newest first (the id breaks ties). */
    async commands(deviceUids: number[], from: Date, to: Date, page: RowPage) {
      const key = page.after ? decodeKey(page.after, ['number', 'number'] as const, [0]) : null;
      const after = key ? sql`and (c.requested_at, c.id) < (${atMicros(key[0])}, ${key[1]}::int8)` : sql``;
      const { rows } = await db.execute<DeviceCommandSql & { at_us: number }>(sql`
        select c.id, c.device_uid, c.type_id, c.status, c.requested_by, u.user_name, c.requested_at, c.delivered_at, c.completed_at, c.expires_at,
               ${microsOf(sql`c.requested_at`)} as at_us
          from device_command c left join app_user u on u.uid = c.requested_by
         where c.device_uid = any(${bigintArray(deviceUids)}) and c.requested_at >= ${from.toISOString()}::timestamptz and c.requested_at <= ${to.toISOString()}::timestamptz
               ${after}
         order by c.requested_at desc, c.id desc limit ${page.limit + 1}`);
      const part = continueAfter(rows, page.limit, (r) => [r.at_us, r.id]);
      return { rows: part.rows.map(toDeviceCommand), next: part.next };
    },
    async shipments(deviceUid: number): Promise<DeviceShipmentRow[]> {
      const { rows } = await db.execute<DeviceShipmentSql>(sql`
        select s.id, s.shipped_at, s.to_folder_uid, e.label, s.reference, s.note
          from device_shipment s join entity e on e.uid = s.to_folder_uid where s.device_uid = ${deviceUid} order by s.shipped_at desc`);
      return rows.map(toDeviceShipment);
    },
    async folder(uid: number): Promise<{ uid: number; path: number[]; adminUid: number } | null> {
      const { rows } = await db.execute<{ uid: number; path: number[]; admin_uid: number }>(
        sql`select uid, path, admin_uid from folder where uid = ${uid}`,
      );
      const r = rows[0];
      return r ? { uid: r.uid, path: r.path, adminUid: r.admin_uid } : null;
    },
    async insertDevice(
      tx: Executor,
      uid: number,
      d: {
        serialNumber: string;
        dataCollectorSn: string | null;
        modelId: number;
        parentDeviceUid: number | null;
        parentDeviceSlot: number | null;
        activeState: number;
        creatorCompanyUid: number;
      },
    ) {
      await tx.execute(sql`
        insert into device (uid, serial_number, data_collector_sn, model_id, parent_device_uid, parent_device_slot, activation_state, creator_company_uid)
        values (${uid}, ${d.serialNumber}, ${d.dataCollectorSn}, ${d.modelId}, ${d.parentDeviceUid}, ${d.parentDeviceSlot}, ${d.activeState}, ${d.creatorCompanyUid})`);
    },
    async insertSensor(tx: Executor, deviceUid: number, port: number, sensorTypeId: number, label: string) {
      const { rows } = await tx.execute<{ uid: number }>(sql`insert into entity (type_id, label) values (14, ${label}) returning uid`);
      const uid = rows[0]?.uid;
      if (uid === undefined) throw new Error(`device ${deviceUid}: the sensor's entity insert returned no uid`);
      await tx.execute(
        sql`insert into sensor (uid, device_uid, port, sensor_type_id) values (${uid}, ${deviceUid}, ${port}, ${sensorTypeId})`,
      );
    },
    async insertShipment(tx: Executor, deviceUid: number, toFolderUid: number, reference: string, note: string | null) {
      await tx.execute(sql`
        insert into device_shipment (device_uid, shipped_at, to_folder_uid, reference, note) values (${deviceUid}, now(), ${toFolderUid}, ${reference}, ${note})`);
    },
    async updateDevice(
      tx: Executor,
      uid: number,
      d: {
        serialNumber: string;
        dataCollectorSn: string | null;
        parentDeviceUid: number | null;
        parentDeviceSlot: number | null;
        activeState: number;
      },
    ) {
      await tx.execute(sql`
        update device set serial_number = ${d.serialNumber}, data_collector_sn = ${d.dataCollectorSn}, parent_device_uid = ${d.parentDeviceUid},
               parent_device_slot = ${d.parentDeviceSlot}, activation_state = ${d.activeState}
         where uid = ${uid}`);
    },
    /** Out of service: inactive (entity), Inactive (activation state 3), its key retired, out of
     * its gateway's slot (which another device may now take). */
    async retire(tx: Executor, uid: number) {
      await tx.execute(
        sql`update device set activation_state = 3, key_hash = null, parent_device_uid = null, parent_device_slot = null where uid = ${uid}`,
      );
    },
    async setKeyHash(uid: number, hash: string) {
      await db.execute(sql`update device set key_hash = ${hash} where uid = ${uid}`);
    },
    /** A new battery: the low-battery flag and the tanks' SensorLowBattery status go now. */
    async resetBattery(tx: Executor, uid: number, lowBatteryFlag: number, lowBatteryStatusBit: number, fullStrength: number | null) {
      await tx.execute(sql`
        update device set flags = flags & ${~lowBatteryFlag}, battery_strength = ${fullStrength},
               state = state || jsonb_build_object('batteryResetAt', now())
         where uid = ${uid}`);
      await tx.execute(sql`
        update tank_state t set status_mask = status_mask & ${~lowBatteryStatusBit}
          from sensor s where s.uid = t.sensor_uid and s.device_uid = ${uid}`);
      await refreshLive(tx, [], [uid]);
    },
    /** The new command, named after the requesting user as the caller knows them. */
    async addCommand(
      tx: Executor,
      deviceUid: number,
      typeId: number,
      requestedBy: { uid: number; name: string },
      expiresAt: Date,
    ): Promise<DeviceCommandRow> {
      const { rows } = await tx.execute<Omit<DeviceCommandSql, 'user_name'>>(sql`
        insert into device_command (device_uid, type_id, status, requested_by, expires_at)
        values (${deviceUid}, ${typeId}, 1, ${requestedBy.uid}, ${expiresAt.toISOString()}::timestamptz)
        returning id, device_uid, type_id, status, requested_by, requested_at, delivered_at, completed_at, expires_at`);
      const r = rows[0];
      if (!r) throw new Error(`device ${deviceUid}: the command insert returned no row`);
      return toDeviceCommand({ ...r, user_name: requestedBy.name });
    },
    /** Locks a device row for the caller's transaction (a gateway whose slot is being taken). */
    async lockDevice(tx: Executor, uid: number) {
      await tx.execute(sql`select uid from device where uid = ${uid} for update`);
    },
    /** The active device in a gateway's slot, other than `exceptUid`. */
    async slotHolder(tx: Executor, gatewayUid: number, slot: number, exceptUid: number | null): Promise<number | null> {
      const { rows } = await tx.execute<{ uid: number }>(sql`
        select d.uid from device d join entity e on e.uid = d.uid and e.active
         where d.parent_device_uid = ${gatewayUid} and d.parent_device_slot = ${slot} and d.uid <> ${exceptUid ?? 0} limit 1`);
      return rows[0]?.uid ?? null;
    },
    /** The devices of the folder's subtree the map draws apart from the tanks (gateways, and
     * devices feeding no tank), each once where it stands first, after uid `after`, at most
     * `limit` + 1 by uid; at a GPS fix one of its sensors reported, else at its folder's address. */
    async mapPoints(path: readonly number[], page: RowPage) {
      const range = scopeRange(path);
      const after = page.after ? decodeKey(page.after, ['number'] as const)[0] : 0;
      const limit = page.limit;
      const { rows } = await db.execute<{
        device_uid: number;
        label: string;
        serial_number: string;
        model_id: number;
        folder_uid: number;
        children: number;
        tanks: number;
        flags: number;
        last_update_at: string | null;
        battery: number | null;
        latitude: number;
        longitude: number;
        gps: boolean;
      }>(sql`
        select * from (
          select distinct on (r.device_uid) r.device_uid, r.label, r.serial_number, r.model_id, r.folder_uid, r.children, r.tanks,
                 r.flags, r.last_update_at, r.battery,
                 coalesce(g.latitude, case when jsonb_typeof(f.address->'latitude') = 'number' then (f.address->>'latitude')::float8 end) as latitude,
                 coalesce(g.longitude, case when jsonb_typeof(f.address->'longitude') = 'number' then (f.address->>'longitude')::float8 end) as longitude,
                 g.latitude is not null as gps
            from device_report_row r
            join folder f on f.uid = r.folder_uid
            left join lateral (
              select v.latitude, v.longitude from asset_value_state v join sensor s on s.uid = v.sensor_uid
               where s.device_uid = r.device_uid and v.latitude is not null and v.longitude is not null
               order by v.reading_time desc limit 1) g on true
           where r.device_uid > ${after} and ${rowsInScope(sql.raw('r'), range)} and (r.children > 0 or r.tanks = 0)
           order by r.device_uid, r.mrank) t
         where latitude is not null and longitude is not null
         order by device_uid
         limit ${limit + 1}`);
      const points = rows.map((r): DeviceMapPointRow => ({
        uid: r.device_uid,
        label: r.label,
        serialNumber: r.serial_number,
        modelId: r.model_id,
        folderUid: r.folder_uid,
        children: r.children,
        tanks: r.tanks,
        flags: r.flags,
        lastUpdateAt: r.last_update_at === null ? null : new Date(r.last_update_at),
        batteryStrength: r.battery,
        latitude: r.latitude,
        longitude: r.longitude,
        gps: r.gps,
      }));
      return continueAfter(points, limit, (p) => [p.uid]);
    },
    async hasChildFolders(folderUid: number): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from folder where parent_uid = ${folderUid} limit 1`);
      return rows.length > 0;
    },
  };
}
export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
