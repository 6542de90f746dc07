// The only SQL of the asset area: assets with their configs and states, strapping tables,
// fills and state history. Rows come back with the spec's field names.
import type { AssetDto, AssetMaintenance } from '@ullage/domain/tanks/api';
import { ConfigType } from '@ullage/domain/configs';
import type { AssetTankInput } from '@ullage/domain/tanks/tank-state';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ENTITY_ALERTS, entityCommon, type Entities, type EntityCommon, type EntityCommonSql, type StoredConfig } from '../entity';
import { bigintArray, intArray } from '../../db/sql-arrays';
import { atMicros, continueAfter, decodeKey, microsOf, type RowPage } from '../../lib/continuation';
import { rowsInScope, scopeRange } from '../report';

/** The tank config's type id, written into the SQL as a literal (ConfigType.AssetTank). */
const TANK_CONFIG = sql.raw(String(ConfigType.AssetTank));
/** The GPS config's type id (spec 001 §3.5), likewise. */
const GPS_CONFIG = sql.raw(String(ConfigType.Gps));

/** A tank on the fleet map (Asset/ByFolder/{folder}/Map/Tanks). */
export interface MapTankRow {
  uid: number;
  label: string;
  folderUid: number;
  latitude: number;
  longitude: number;
  gps: boolean;
  status: number;
  zone: number | null;
  product: { uid: number; name: string } | null;
  percentFull: number | null;
  amountFull: number | null;
  capacity: number | null;
  tankTypeId: number | null;
  daysLeft: number | null;
  readingTime: Date | null;
}

type Executor = Pick<Db, 'execute'>;

// drizzle's node-postgres session hands timestamps and dates back as PostgreSQL's text (its
// queries' type parsers); bigint parses as a number (db/client.ts).
const dateOrNull = (v: string | null): Date | null => (v === null ? null : new Date(v));

/** A folder's path without the vendor's root: the folders of one company that a folder sees. */
const companyPath = (path: number[]) => (path.length > 1 ? path.slice(1) : path);

/** A folder's address (folder.address, domain api/folder.ts addressSchema): the fields the asset
 * calls read, for an asset's location and its GPS state's address. */
export interface FolderAddress {
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** spec 001 §3.3 Asset: a config's link to the device sensor it reads, as saved. */
export interface StoredSensorLink {
  deviceUid: number;
  port: number;
  offset?: number;
}

/** A config as saved (spec 001 §3.5, checked by its type's schema on save), with the fields the
 * asset calls read taken out once here. */
export interface AssetConfig {
  id: number;
  typeId: number;
  sensorUid: number | null;
  data: AssetDto['configs'][number];
  label: string;
  primaryConfig: boolean;
  sensor: StoredSensorLink | null;
}

/** An asset tank config as saved (configs.ts assetTankConfigSchema). */
export type StoredTankConfig = AssetTankInput & { tank: { stid?: number | null }; sensor: { offset?: number } | null };

export interface AssetRow extends EntityCommon {
  comment: string | null;
  mfgDate: string | null;
  modelName: string | null;
  serialNumber: string | null;
  isTemplate: boolean;
  product: { uid: number; name: string; sku: string; className: string | null } | null;
  folderUid: number;
  folderUidPath: number[];
  folderAddress: FolderAddress | null;
  maintenance: AssetMaintenance | null;
  configs: AssetConfig[];
  /** The tank type (tank-geometry.ts) of its asset tank config, if it has one. */
  tankTypeId: number | null;
}

export interface TankStateRow {
  assetUid: number;
  readingTime: Date | null;
  amountFull: number | null;
  inchesFull: number | null;
  inchesAir: number | null;
  capacity: number | null;
  maxFillAmount: number | null;
  percentFull: number | null;
  ullage: number | null;
  ullagePercent: number | null;
  adjustedUllage: number | null;
  zone: number | null;
  statusColor: string | null;
  lastFillAmount: number | null;
  lastFillDate: Date | null;
  lastUsageAmount: number | null;
  avg7Day: number | null;
  avgDaily: number | null;
  avgDaily60: number | null;
  avgWeekday: number | null;
  avgInventory30: number | null;
  avgInventory60: number | null;
  avgInventory90: number | null;
  dateEmpty: Date | null;
  daysLeft: number | null;
  status: number;
  statusMask: number;
  sensorUid: number | null;
}

export interface ValueStateRow {
  assetUid: number;
  configId: number;
  configTypeId: number;
  readingTime: Date;
  value: number | null;
  zone: number | null;
  statusColor: string | null;
  latitude: number | null;
  longitude: number | null;
  arriveDate: Date | null;
}

/** A device a config reads, and whether it lies in the caller's scope. */
export interface ConfigDeviceRow {
  uid: number;
  modelId: number;
  active: boolean;
  parentDeviceUid: number | null;
  label: string;
  inScope: boolean;
}

export interface SensorRow {
  uid: number;
  deviceUid: number;
  port: number;
  sensorTypeId: number;
}

/** An active asset whose tank config reads a sensor. */
export interface TankOnSensorRow {
  sensorUid: number;
  assetUid: number;
  label: string;
}

export interface StrappingTableRow {
  id: number;
  folderUid: number;
  make: string;
  model: string;
  height: number;
  capacity: number;
  step: number;
  tableValues: number[];
}

/** spec 001 §3.3 AssetFill, in stored units, with its tank's type for the amounts' measure. */
export interface FillRow {
  id: number;
  assetUid: number;
  label: string;
  productUid: number | null;
  amount: number;
  capacity: number;
  maxFillAmount: number;
  beforeAmount: number;
  afterAmount: number;
  dateTime: Date;
  includeInAnalysis: boolean;
  falseFill: boolean;
  tankTypeId: number | null;
}

/** A sensor's reading of an asset, with the state it gave (readings.table.ts sensor_data). */
export interface ReadingRow {
  sensorUid: number;
  readingTime: Date;
  reading: number;
  status: number;
  value: number | null;
  inchesFull: number | null;
  percentFull: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** One central day of an asset's usage (usage_daily). */
export interface UsageDayRow {
  day: string;
  usage: number;
  fillAmount: number;
  fills: number;
  avgInventory: number | null;
  readings: number;
}

/** The active asset tank config that reads a sensor. */
export interface TankConfigOnSensor {
  assetUid: number;
  config: StoredTankConfig;
}

/** The asset's own fields (asset table), as a save writes them. */
export interface AssetFields {
  comment: string | null;
  mfgDate: string | null;
  modelName: string | null;
  serialNumber: string | null;
  isTemplate: boolean;
  productUid: number | null;
}

/** Reads the configs of listed entities: the entity module's (passed in by the asset face). */
type ConfigsOf = Entities['configsOf'];

type AssetSqlRow = EntityCommonSql & {
  comment: string | null;
  mfg_date: string | null;
  model_name: string | null;
  serial_number: string | null;
  is_template: boolean;
  product_uid: number | null;
  product_name: string | null;
  sku: string | null;
  class_name: string | null;
  folder_uid: number;
  path: number[];
  address: FolderAddress | null;
  maintenance: AssetMaintenance | null;
};

type StrappingTableSqlRow = {
  id: number;
  folder_uid: number;
  make: string;
  model: string;
  height: number;
  capacity: number;
  step: number;
  table_values: number[];
};

const strappingTableOf = (r: StrappingTableSqlRow): StrappingTableRow => ({
  id: r.id,
  folderUid: r.folder_uid,
  make: r.make,
  model: r.model,
  height: r.height,
  capacity: r.capacity,
  step: r.step,
  tableValues: r.table_values,
});

/** A config as the entity module stores it, with the fields the asset calls read. */
function assetConfigOf(c: StoredConfig): AssetConfig {
  const sensor = c.data.sensor as StoredSensorLink | null | undefined;
  return {
    id: c.id,
    typeId: c.typeId,
    sensorUid: c.sensorUid,
    data: c.data as AssetConfig['data'],
    label: String(c.data.label ?? ''),
    primaryConfig: c.data.primaryConfig === true,
    sensor: sensor ?? null,
  };
}

/** The tank type of an asset's (first) asset tank config. */
function tankTypeOf(configs: StoredConfig[]): number | null {
  const tank = configs.find((c) => c.typeId === ConfigType.AssetTank)?.data.tank as { cmid?: unknown } | undefined;
  return typeof tank?.cmid === 'number' ? tank.cmid : null;
}

/**
 * Assets matching `where` (over `a` asset, `e` entity), each placed in the first folder of its
 * that lies in the caller's scope (its own before a copy).
 */
async function assetRows(db: Executor, configsOf: ConfigsOf, base: number, where: SQL, page?: RowPage): Promise<AssetRow[]> {
  // With a page: at most its limit + 1 by the keyset (label, uid) (docs/decisions/062-row-caps.md).
  const key = page?.after ? decodeKey(page.after, ['string', 'number'] as const) : null;
  const after = key ? sql`and (e.label, a.uid) > (${key[0]}::text, ${key[1]}::int8)` : sql``;
  const { rows } = await db.execute<AssetSqlRow>(sql`
    select a.uid, e.label, e.icon_name, e.active, e.tags, e.user_def_values, ${ENTITY_ALERTS} as alerts, a.comment, a.mfg_date::text as mfg_date,
           a.model_name, a.serial_number, a.is_template, a.product_uid, p.name as product_name, p.sku, pc.name as class_name,
           m.folder_uid, f.path, f.address,
           (select json_build_object('dueOn', am.due_on::text, 'intervalMonths', am.interval_months, 'lastDoneOn', am.last_done_on::text)
              from asset_maintenance am where am.asset_uid = a.uid) as maintenance
      from asset a
      join entity e on e.uid = a.uid
      join lateral (
        select fm.folder_uid from folder_membership fm join folder ff on ff.uid = fm.folder_uid
         where fm.entity_uid = a.uid and ff.path @> array[${base}::bigint]
         order by fm.is_copy, fm.created_at limit 1) m on true
      join folder f on f.uid = m.folder_uid
      left join product p on p.uid = a.product_uid
      left join product_class pc on pc.id = p.class_id
     where ${where} ${after}
     order by e.label, a.uid
     ${page ? sql`limit ${page.limit + 1}` : sql``}`);
  const configs = await configsOf(rows.map((r) => r.uid));
  return rows.map((r) => {
    const stored = configs.get(r.uid) ?? [];
    return {
      ...entityCommon(r, 'Tank'),
      comment: r.comment,
      mfgDate: r.mfg_date,
      modelName: r.model_name,
      serialNumber: r.serial_number,
      isTemplate: r.is_template,
      // product.uid references product (catalogue.table.ts): its name and sku are there.
      product:
        r.product_uid === null ? null : { uid: r.product_uid, name: r.product_name ?? '', sku: r.sku ?? '', className: r.class_name },
      folderUid: r.folder_uid,
      folderUidPath: r.path,
      folderAddress: r.address,
      maintenance: r.maintenance,
      configs: stored.map(assetConfigOf),
      tankTypeId: tankTypeOf(stored),
    };
  });
}

export function createAssetRepository(db: Db, configsOf: ConfigsOf) {
  const repo = {
    async get(base: number, uid: number): Promise<AssetRow | null> {
      return (await assetRows(db, configsOf, base, sql`a.uid = ${uid}`))[0] ?? null;
    },
    async getMany(base: number, uids: number[]): Promise<AssetRow[]> {
      return uids.length ? assetRows(db, configsOf, base, sql`a.uid = any(${bigintArray(uids)})`) : [];
    },
    async byFolder(base: number, folderUid: number, includeSubFolders: boolean, page: RowPage) {
      const inFolder = includeSubFolders
        ? sql`exists (select 1 from folder_membership fm join folder ff on ff.uid = fm.folder_uid where fm.entity_uid = a.uid and ff.path @> array[${folderUid}::bigint])`
        : sql`exists (select 1 from folder_membership fm where fm.entity_uid = a.uid and fm.folder_uid = ${folderUid})`;
      const rows = await assetRows(db, configsOf, base, sql`e.active and ${inFolder}`, page);
      return continueAfter(rows, page.limit, (r) => [r.label, r.uid]);
    },
    /** Templates anywhere in a company (docs/decisions/035: an asset never stands in a folder that
     * holds folders, so templates in the folders above one would be none). */
    async templatesFor(base: number, companyUid: number): Promise<AssetRow[]> {
      return assetRows(
        db,
        configsOf,
        base,
        sql`e.active and a.is_template and exists (select 1 from folder_membership fm join folder f on f.uid = fm.folder_uid
                                                   where fm.entity_uid = a.uid and f.path @> array[${companyUid}::bigint])`,
      );
    },
    async tankStates(uids: number[]): Promise<Map<number, TankStateRow>> {
      const out = new Map<number, TankStateRow>();
      if (uids.length === 0) return out;
      // Column types: readings.table.ts tank_state (float8, smallint, int; timestamptz as text).
      const { rows } = await db.execute<{
        asset_uid: number;
        reading_time: string | null;
        amount_full: number | null;
        inches_full: number | null;
        inches_air: number | null;
        capacity: number | null;
        max_fill_amount: number | null;
        percent_full: number | null;
        ullage: number | null;
        ullage_percent: number | null;
        adjusted_ullage: number | null;
        zone: number | null;
        status_color: string | null;
        last_fill_amount: number | null;
        last_fill_date: string | null;
        last_usage_amount: number | null;
        avg_7day: number | null;
        avg_daily: number | null;
        avg_daily60: number | null;
        avg_weekday: number | null;
        avg_inventory30: number | null;
        avg_inventory60: number | null;
        avg_inventory90: number | null;
        date_empty: string | null;
        days_left: number | null;
        status: number;
        status_mask: number;
        sensor_uid: number | null;
      }>(sql`
        select asset_uid, reading_time, amount_full, inches_full, inches_air, capacity, max_fill_amount, percent_full, ullage, ullage_percent,
               adjusted_ullage, zone, status_color, last_fill_amount, last_fill_date, last_usage_amount, avg_7day, avg_daily, avg_daily60,
               avg_weekday, avg_inventory30, avg_inventory60, avg_inventory90, date_empty, days_left, status, status_mask, sensor_uid
          from tank_state where asset_uid = any(${bigintArray(uids)})`);
      for (const r of rows) {
        out.set(r.asset_uid, {
          assetUid: r.asset_uid,
          readingTime: dateOrNull(r.reading_time),
          amountFull: r.amount_full,
          inchesFull: r.inches_full,
          inchesAir: r.inches_air,
          capacity: r.capacity,
          maxFillAmount: r.max_fill_amount,
          percentFull: r.percent_full,
          ullage: r.ullage,
          ullagePercent: r.ullage_percent,
          adjustedUllage: r.adjusted_ullage,
          zone: r.zone,
          statusColor: r.status_color,
          lastFillAmount: r.last_fill_amount,
          lastFillDate: dateOrNull(r.last_fill_date),
          lastUsageAmount: r.last_usage_amount,
          avg7Day: r.avg_7day,
          avgDaily: r.avg_daily,
          avgDaily60: r.avg_daily60,
          avgWeekday: r.avg_weekday,
          avgInventory30: r.avg_inventory30,
          avgInventory60: r.avg_inventory60,
          avgInventory90: r.avg_inventory90,
          dateEmpty: dateOrNull(r.date_empty),
          daysLeft: r.days_left,
          status: r.status,
          statusMask: r.status_mask,
          sensorUid: r.sensor_uid,
        });
      }
      return out;
    },
    async valueStates(uids: number[]): Promise<ValueStateRow[]> {
      if (uids.length === 0) return [];
      const { rows } = await db.execute<{
        asset_uid: number;
        config_id: number;
        config_type_id: number;
        reading_time: string;
        value: number | null;
        zone: number | null;
        status_color: string | null;
        latitude: number | null;
        longitude: number | null;
        arrive_date: string | null;
      }>(sql`
        select asset_uid, config_id, config_type_id, reading_time, value, zone, status_color, latitude, longitude, arrive_date
          from asset_value_state where asset_uid = any(${bigintArray(uids)}) order by asset_uid, config_id`);
      return rows.map((r) => ({
        assetUid: r.asset_uid,
        configId: r.config_id,
        configTypeId: r.config_type_id,
        readingTime: new Date(r.reading_time),
        value: r.value,
        zone: r.zone,
        statusColor: r.status_color,
        latitude: r.latitude,
        longitude: r.longitude,
        arriveDate: dateOrNull(r.arrive_date),
      }));
    },
    /** Devices (in the caller's scope) whose sensors a set of configs read. */
    async devicesByUid(base: number, uids: number[]): Promise<ConfigDeviceRow[]> {
      if (uids.length === 0) return [];
      const { rows } = await db.execute<{
        uid: number;
        model_id: number;
        active: boolean;
        parent_device_uid: number | null;
        label: string;
        in_scope: boolean;
      }>(sql`
        select d.uid, d.model_id, e.active, d.parent_device_uid, e.label,
               exists (select 1 from folder_membership fm join folder f on f.uid = fm.folder_uid
                        where fm.entity_uid = d.uid and f.path @> array[${base}::bigint]) as in_scope
          from device d join entity e on e.uid = d.uid where d.uid = any(${bigintArray(uids)})`);
      return rows.map((r) => ({
        uid: r.uid,
        modelId: r.model_id,
        active: r.active,
        parentDeviceUid: r.parent_device_uid,
        label: r.label,
        inScope: r.in_scope,
      }));
    },
    async sensorsOf(deviceUids: number[]): Promise<SensorRow[]> {
      if (deviceUids.length === 0) return [];
      const { rows } = await db.execute<{ uid: number; device_uid: number; port: number; sensor_type_id: number }>(
        sql`select uid, device_uid, port, sensor_type_id from sensor where device_uid = any(${bigintArray(deviceUids)})`,
      );
      return rows.map((r) => ({ uid: r.uid, deviceUid: r.device_uid, port: r.port, sensorTypeId: r.sensor_type_id }));
    },
    /** Other active assets whose tank config reads a sensor. */
    async tanksOnSensors(sensorUids: number[], exceptAsset: number | null): Promise<TankOnSensorRow[]> {
      if (sensorUids.length === 0) return [];
      const { rows } = await db.execute<{ sensor_uid: number; asset_uid: number; label: string }>(sql`
        select c.sensor_uid, c.entity_uid as asset_uid, e.label from entity_config c join entity e on e.uid = c.entity_uid and e.active
          join asset a on a.uid = c.entity_uid
         where c.type_id = ${TANK_CONFIG} and c.sensor_uid = any(${bigintArray(sensorUids)}) and c.entity_uid is distinct from ${exceptAsset}`);
      return rows.map((r) => ({ sensorUid: r.sensor_uid, assetUid: r.asset_uid, label: r.label }));
    },
    async strappingTable(id: number): Promise<StrappingTableRow | null> {
      const { rows } = await db.execute<StrappingTableSqlRow>(
        sql`select id, folder_uid, make, model, height, capacity, step, table_values from strapping_table where id = ${id}`,
      );
      const r = rows[0];
      return r ? strappingTableOf(r) : null;
    },
    async strappingTablesFor(folderPath: number[]): Promise<StrappingTableRow[]> {
      const visible = companyPath(folderPath);
      const { rows } = await db.execute<StrappingTableSqlRow>(
        sql`select id, folder_uid, make, model, height, capacity, step, table_values from strapping_table
             where folder_uid = any(${bigintArray(visible)}) order by make, model, id`,
      );
      return rows.map(strappingTableOf);
    },
    /** Active assets whose tank config reads its capacity from a strapping table (templates too). */
    async assetsOnStrappingTable(id: number): Promise<number[]> {
      const { rows } = await db.execute<{ uid: number }>(sql`
        select distinct c.entity_uid as uid from entity_config c join entity e on e.uid = c.entity_uid and e.active
         where c.type_id = ${TANK_CONFIG} and c.data->'tank'->>'stid' = ${String(id)} order by 1`);
      return rows.map((r) => r.uid);
    },
    /** Creates (no id) or updates a strapping table; null when the one to update is gone. */
    async saveStrappingTable(t: Omit<StrappingTableRow, 'id'> & { id?: number }): Promise<StrappingTableRow | null> {
      const values = `{${t.tableValues.join(',')}}`;
      const { rows } = t.id
        ? await db.execute<StrappingTableSqlRow>(sql`
            update strapping_table set folder_uid = ${t.folderUid}, make = ${t.make}, model = ${t.model}, height = ${t.height},
                   capacity = ${t.capacity}, step = ${t.step}, table_values = ${values}::float8[], updated_at = now()
             where id = ${t.id} returning id, folder_uid, make, model, height, capacity, step, table_values`)
        : await db.execute<StrappingTableSqlRow>(sql`
            insert into strapping_table (folder_uid, make, model, height, capacity, step, table_values)
            values (${t.folderUid}, ${t.make}, ${t.model}, ${t.height}, ${t.capacity}, ${t.step}, ${values}::float8[])
            returning id, folder_uid, make, model, height, capacity, step, table_values`);
      const r = rows[0];
      return r ? strappingTableOf(r) : null;
    },
    async folderPath(folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${folderUid}`);
      return rows[0]?.path ?? null;
    },
    /** Whether the folder holds folders (spec 000 §5: assets and devices go only where none are). */
    async hasChildFolders(folderUid: number): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from folder where parent_uid = ${folderUid} limit 1`);
      return rows.length > 0;
    },
    /** A product in the caller's scope, or in a folder above its base up to its company (a
     * branch's staff use the company's products). */
    async productInScope(productUid: number, base: number, basePath: number[]): Promise<boolean> {
      const { rows } = await db.execute(sql`
        select 1 from product p join entity pe on pe.uid = p.uid and pe.active join folder_membership fm on fm.entity_uid = p.uid join folder f on f.uid = fm.folder_uid
         where p.uid = ${productUid} and (f.path @> array[${base}::bigint] or f.uid = any(${bigintArray(companyPath(basePath))})) limit 1`);
      return rows.length > 0;
    },
    /** Newest first (the id breaks ties between assets). */
    async fills(target: { assetUid: number } | { folderUid: number } | { fillId: number }, from: Date, to: Date, page: RowPage) {
      const key = page.after ? decodeKey(page.after, ['number', 'number'] as const, [0]) : null;
      const after = key ? sql`and (f.date_time, f.id) < (${atMicros(key[0])}, ${key[1]}::int8)` : sql``;
      const where =
        'fillId' in target
          ? sql`f.id = ${target.fillId}`
          : 'assetUid' in target
            ? sql`f.asset_uid = ${target.assetUid}`
            : sql`exists (select 1 from folder_membership fm join folder ff on ff.uid = fm.folder_uid
                         where fm.entity_uid = f.asset_uid and ff.path @> array[${target.folderUid}::bigint])`;
      const { rows } = await db.execute<{
        id: number;
        asset_uid: number;
        label: string;
        product_uid: number | null;
        amount: number;
        capacity: number;
        max_fill_amount: number;
        before_amount: number;
        after_amount: number;
        date_time: string;
        include_in_analysis: boolean;
        false_fill: boolean;
        cmid: number | null;
        at_us: number;
      }>(sql`
        select f.id, f.asset_uid, e.label, f.product_uid, f.amount, f.capacity, f.max_fill_amount, f.before_amount, f.after_amount,
               f.date_time, f.include_in_analysis, f.false_fill, ${microsOf(sql`f.date_time`)} as at_us,
               (select (c.data->'tank'->>'cmid')::int from entity_config c where c.entity_uid = f.asset_uid and c.type_id = ${ConfigType.AssetTank} limit 1) as cmid
          from asset_fill f join entity e on e.uid = f.asset_uid
         where ${where} and f.date_time >= ${from.toISOString()}::timestamptz and f.date_time <= ${to.toISOString()}::timestamptz ${after}
         order by f.date_time desc, f.id desc limit ${page.limit + 1}`);
      const part = continueAfter(rows, page.limit, (r) => [r.at_us, r.id]);
      const fills: FillRow[] = part.rows.map((r) => ({
        id: r.id,
        assetUid: r.asset_uid,
        label: r.label,
        productUid: r.product_uid,
        amount: r.amount,
        capacity: r.capacity,
        maxFillAmount: r.max_fill_amount,
        beforeAmount: r.before_amount,
        afterAmount: r.after_amount,
        dateTime: new Date(r.date_time),
        includeInAnalysis: r.include_in_analysis,
        falseFill: r.false_fill,
        tankTypeId: r.cmid,
      }));
      return { rows: fills, next: part.next };
    },
    /** One fill, whenever it was. */
    async fill(id: number): Promise<FillRow | null> {
      const { rows } = await repo.fills({ fillId: id }, new Date(0), new Date(Date.UTC(2100, 0, 1)), { after: null, limit: 1 });
      return rows[0] ?? null;
    },
    /** spec 001 §3.3 AssetFill includeInAnalysis: leaves a fill out of analysis, or returns it. */
    async setFillIncluded(id: number, include: boolean): Promise<void> {
      await db.execute(sql`update asset_fill set include_in_analysis = ${include} where id = ${id}`);
    },
    /** Sensors an asset's configs read now or read before (config history), for its state history. */
    async sensorsOfAsset(assetUid: number, configTypeIds: number[]): Promise<number[]> {
      const { rows } = await db.execute<{ uid: number }>(sql`
        select sensor_uid as uid from entity_config where entity_uid = ${assetUid} and type_id = any(${intArray(configTypeIds)}) and sensor_uid is not null
        union
        select s.uid from config_history h
          join sensor s on s.device_uid = (h.data->'sensor'->>'deviceUid')::bigint and s.port = (h.data->'sensor'->>'port')::int
         where h.entity_uid = ${assetUid} and h.config_type_id = any(${intArray(configTypeIds)})`);
      return rows.map((r) => r.uid);
    },
    /** Oldest first, then by sensor (an asset read by two sensors over time). */
    async readings(assetUid: number, sensorUids: number[], from: Date, to: Date, page: RowPage) {
      if (sensorUids.length === 0) return { rows: [], next: null };
      const key = page.after ? decodeKey(page.after, ['number', 'number'] as const, [0]) : null;
      const after = key ? sql`and (reading_time, sensor_uid) > (${atMicros(key[0])}, ${key[1]}::int8)` : sql``;
      const { rows } = await db.execute<{
        sensor_uid: number;
        reading_time: string;
        reading: number;
        status: number;
        value: number | null;
        inches_full: number | null;
        percent_full: number | null;
        latitude: number | null;
        longitude: number | null;
        at_us: number;
      }>(sql`
        select sensor_uid, reading_time, reading, status, value, inches_full, percent_full, latitude, longitude,
               ${microsOf(sql`reading_time`)} as at_us
          from sensor_data
         where sensor_uid = any(${bigintArray(sensorUids)}) and asset_uid = ${assetUid}
           and reading_time >= ${from.toISOString()}::timestamptz and reading_time <= ${to.toISOString()}::timestamptz ${after}
         order by reading_time, sensor_uid limit ${page.limit + 1}`);
      const part = continueAfter(rows, page.limit, (r) => [r.at_us, r.sensor_uid]);
      const readings: ReadingRow[] = part.rows.map((r) => ({
        sensorUid: r.sensor_uid,
        readingTime: new Date(r.reading_time),
        reading: r.reading,
        status: r.status,
        value: r.value,
        inchesFull: r.inches_full,
        percentFull: r.percent_full,
        latitude: r.latitude,
        longitude: r.longitude,
      }));
      return { rows: readings, next: part.next };
    },
    async insertAsset(tx: Executor, uid: number, a: AssetFields) {
      await tx.execute(sql`
        insert into asset (uid, comment, mfg_date, model_name, serial_number, is_template, product_uid)
        values (${uid}, ${a.comment}, ${a.mfgDate}::date, ${a.modelName}, ${a.serialNumber}, ${a.isTemplate}, ${a.productUid})`);
    },
    async updateAsset(tx: Executor, uid: number, a: AssetFields) {
      await tx.execute(sql`
        update asset set comment = ${a.comment}, mfg_date = ${a.mfgDate}::date, model_name = ${a.modelName}, serial_number = ${a.serialNumber},
               is_template = ${a.isTemplate}, product_uid = ${a.productUid}
         where uid = ${uid}`);
    },
    /** Keeps (or, null, drops) a tank's maintenance plan (docs/decisions/065-maintenance-due.md). */
    async saveMaintenance(tx: Executor, uid: number, m: AssetMaintenance | null) {
      if (m === null) {
        await tx.execute(sql`delete from asset_maintenance where asset_uid = ${uid}`);
        return;
      }
      await tx.execute(sql`
        insert into asset_maintenance (asset_uid, due_on, interval_months, last_done_on)
        values (${uid}, ${m.dueOn}::date, ${m.intervalMonths}, ${m.lastDoneOn}::date)
        on conflict (asset_uid) do update set due_on = excluded.due_on, interval_months = excluded.interval_months,
          last_done_on = excluded.last_done_on`);
    },
    /** The active asset tank config that reads a sensor (one at most: asset validation sees to it). */
    async tankOnSensor(sensorUid: number): Promise<TankConfigOnSensor | null> {
      // data is an asset tank config as saved (type 2, checked by assetTankConfigSchema on save).
      const { rows } = await db.execute<{ asset_uid: number; data: StoredTankConfig }>(sql`
        select c.entity_uid as asset_uid, c.data from entity_config c join entity e on e.uid = c.entity_uid and e.active
         where c.sensor_uid = ${sensorUid} and c.type_id = ${TANK_CONFIG} order by c.id limit 1`);
      const r = rows[0];
      return r ? { assetUid: r.asset_uid, config: r.data } : null;
    },
    /** The active asset a sensor feeds (its tank config first). */
    async assetOnSensor(sensorUid: number): Promise<number | null> {
      const { rows } = await db.execute<{ asset_uid: number }>(sql`
        select c.entity_uid as asset_uid from entity_config c join entity e on e.uid = c.entity_uid and e.active
          join asset a on a.uid = c.entity_uid where c.sensor_uid = ${sensorUid} order by (c.type_id = ${TANK_CONFIG}) desc, c.id limit 1`);
      return rows[0]?.asset_uid ?? null;
    },
    async usageDays(assetUid: number, from: string, to: string): Promise<UsageDayRow[]> {
      const { rows } = await db.execute<{
        day: string;
        usage: number;
        fill_amount: number;
        fills: number;
        avg_inventory: number | null;
        readings: number;
      }>(sql`
        select day::text as day, usage, fill_amount, fills, avg_inventory, readings from usage_daily
         where asset_uid = ${assetUid} and day >= ${from}::date and day <= ${to}::date order by day`);
      return rows.map((r) => ({
        day: r.day,
        usage: r.usage,
        fillAmount: r.fill_amount,
        fills: r.fills,
        avgInventory: r.avg_inventory,
        readings: r.readings,
      }));
    },
    /** The fleet map's parts (docs/decisions/098-progressive-map.md): how many tanks (not
     * templates) stand in the folder's subtree, and the uid ranges that split them, the first of
     * `first` tanks and each other of `size`, read from the asset report rows. */
    async mapParts(path: readonly number[], first: number, size: number) {
      const range = scopeRange(path);
      const { rows } = await db.execute<{ asset_uid: number; rn: number; total: number }>(sql`
        with t as (select distinct r.asset_uid from asset_report_row r
                    where ${rowsInScope(sql.raw('r'), range)} and not r.is_template),
             n as (select asset_uid, row_number() over (order by asset_uid)::int as rn, count(*) over ()::int as total from t)
        select asset_uid, rn, total from n
         where rn = total or rn = ${first}::int or (rn > ${first}::int and (rn - ${first}::int) % ${size}::int = 0)
         order by rn`);
      const total = rows[0]?.total ?? 0;
      const parts: { from: number; through: number; tanks: number }[] = [];
      let from = 0;
      let done = 0;
      for (const r of rows) {
        if (r.rn === done) continue;
        parts.push({ from, through: r.asset_uid, tanks: r.rn - done });
        from = r.asset_uid;
        done = r.rn;
      }
      return { tanks: total, parts };
    },
    /** The located tanks of the folder's subtree with uids after `from` through `through`, at
     * most `limit` + 1, by uid: each once, where it stands first (its own folder before its
     * copies); its position is its GPS state's, else its folder's address's. */
    async mapTanks(path: readonly number[], from: number, through: number, limit: number): Promise<MapTankRow[]> {
      const range = scopeRange(path);
      const { rows } = await db.execute<{
        asset_uid: number;
        label: string;
        folder_uid: number;
        latitude: number;
        longitude: number;
        gps: boolean;
        status: number;
        zone: number | null;
        product_uid: number | null;
        product_name: string | null;
        percent_full: number | null;
        amount_full: number | null;
        capacity: number | null;
        tank_type: number | null;
        days_left: number | null;
        reading_time: string | null;
      }>(sql`
        select * from (
          select distinct on (r.asset_uid) r.asset_uid, r.label, r.folder_uid, r.status, r.zone, r.product_uid, r.product_name,
                 r.percent_full, r.amount_full, r.capacity, r.tank_type, r.days_left, r.reading_time,
                 coalesce(g.latitude, case when jsonb_typeof(f.address->'latitude') = 'number' then (f.address->>'latitude')::float8 end) as latitude,
                 coalesce(g.longitude, case when jsonb_typeof(f.address->'longitude') = 'number' then (f.address->>'longitude')::float8 end) as longitude,
                 g.latitude is not null as gps
            from asset_report_row r
            join folder f on f.uid = r.folder_uid
            left join lateral (
              select v.latitude, v.longitude from asset_value_state v
               where v.asset_uid = r.asset_uid and v.config_type_id = ${GPS_CONFIG} and v.latitude is not null and v.longitude is not null
               order by v.config_id limit 1) g on true
           where r.asset_uid > ${from} and r.asset_uid <= ${through}
             and ${rowsInScope(sql.raw('r'), range)} and not r.is_template
           order by r.asset_uid, r.mrank) t
         where latitude is not null and longitude is not null
         order by asset_uid
         limit ${limit + 1}`);
      return rows.map((r) => ({
        uid: r.asset_uid,
        label: r.label,
        folderUid: r.folder_uid,
        latitude: r.latitude,
        longitude: r.longitude,
        gps: r.gps,
        status: r.status,
        zone: r.zone,
        product: r.product_uid === null ? null : { uid: r.product_uid, name: r.product_name ?? '' },
        percentFull: r.percent_full,
        amountFull: r.amount_full,
        capacity: r.capacity,
        tankTypeId: r.tank_type,
        daysLeft: r.days_left,
        readingTime: dateOrNull(r.reading_time),
      }));
    },
  };
  return repo;
}
export type AssetRepository = ReturnType<typeof createAssetRepository>;
