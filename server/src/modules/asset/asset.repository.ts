// The only SQL of the asset area: assets with their configs and states, strapping tables,
// fills and state history. Rows come back with the spec's field names.
import { ConfigType } from '@ullage/domain/configs';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Entities, StoredConfig } from '../entity';
import { bigintArray, intArray } from '../../db/sql-arrays';

type Executor = Pick<Db, 'execute'>;

/** A folder's path without the vendor's root: the folders of one company that a folder sees. */
const companyPath = (path: number[]) => (path.length > 1 ? path.slice(1) : path);

export interface AssetRow {
  uid: number;
  label: string;
  iconName: string;
  active: boolean;
  tags: unknown[];
  userDefValues: unknown[];
  alerts: unknown[];
  comment: string | null;
  mfgDate: string | null;
  modelName: string | null;
  serialNumber: string | null;
  isTemplate: boolean;
  product: { uid: number; name: string; sku: string; className: string | null } | null;
  folderUid: number;
  folderUidPath: number[];
  folderAddress: Record<string, unknown> | null;
  configs: StoredConfig[];
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

/**
 * Assets matching `where` (over `a` asset, `e` entity), each placed in the first folder of its
 * that lies in the caller's scope (its own before a copy).
 */
/** Reads the configs of listed entities: the entity module's (passed in by the asset face). */
type ConfigsOf = Entities['configsOf'];

async function assetRows(db: Executor, configsOf: ConfigsOf, base: number, where: SQL, limit = 5000): Promise<AssetRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select a.uid, e.label, e.icon_name, e.active, e.tags, e.user_def_values, e.alerts, a.comment, a.mfg_date::text as mfg_date,
           a.model_name, a.serial_number, a.is_template, a.product_uid, p.name as product_name, p.sku, pc.name as class_name,
           m.folder_uid, f.path, f.address
      from asset a
      join entity e on e.uid = a.uid
      join lateral (
        select fm.folder_uid from folder_membership fm join folder ff on ff.uid = fm.folder_uid
         where fm.entity_uid = a.uid and ff.path @> array[${base}::bigint]
         order by fm.is_copy, fm.created_at limit 1) m on true
      join folder f on f.uid = m.folder_uid
      left join product p on p.uid = a.product_uid
      left join product_class pc on pc.id = p.class_id
     where ${where}
     order by e.label, a.uid
     limit ${limit}`);
  const configs = await configsOf(rows.map((r) => Number(r.uid)));
  return rows.map((r) => ({
    uid: Number(r.uid),
    label: String(r.label),
    iconName: (r.icon_name as string | null) ?? 'Tank',
    active: Boolean(r.active),
    tags: (r.tags as unknown[]) ?? [],
    userDefValues: (r.user_def_values as unknown[]) ?? [],
    alerts: (r.alerts as unknown[]) ?? [],
    comment: (r.comment as string | null) ?? null,
    mfgDate: (r.mfg_date as string | null) ?? null,
    modelName: (r.model_name as string | null) ?? null,
    serialNumber: (r.serial_number as string | null) ?? null,
    isTemplate: Boolean(r.is_template),
    product:
      r.product_uid === null
        ? null
        : {
            uid: Number(r.product_uid),
            name: String(r.product_name),
            sku: String(r.sku),
            className: (r.class_name as string | null) ?? null,
          },
    folderUid: Number(r.folder_uid),
    folderUidPath: r.path as number[],
    folderAddress: (r.address as Record<string, unknown> | null) ?? null,
    configs: configs.get(Number(r.uid)) ?? [],
  }));
}

export function createAssetRepository(db: Db, configsOf: ConfigsOf) {
  return {
    db,
    async get(base: number, uid: number): Promise<AssetRow | null> {
      return (await assetRows(db, configsOf, base, sql`a.uid = ${uid}`))[0] ?? null;
    },
    async getMany(base: number, uids: number[]): Promise<AssetRow[]> {
      return uids.length ? assetRows(db, configsOf, base, sql`a.uid = any(${bigintArray(uids)})`) : [];
    },
    async byFolder(base: number, folderUid: number, opts: { includeSubFolders: boolean; templatesOnly?: boolean }): Promise<AssetRow[]> {
      const inFolder = opts.includeSubFolders
        ? sql`exists (select 1 from folder_membership fm join folder ff on ff.uid = fm.folder_uid where fm.entity_uid = a.uid and ff.path @> array[${folderUid}::bigint])`
        : sql`exists (select 1 from folder_membership fm where fm.entity_uid = a.uid and fm.folder_uid = ${folderUid})`;
      return assetRows(db, configsOf, base, sql`e.active and ${inFolder} and (${opts.templatesOnly ?? false} = false or a.is_template)`);
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
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select asset_uid, reading_time, amount_full, inches_full, inches_air, capacity, max_fill_amount, percent_full, ullage, ullage_percent,
               adjusted_ullage, zone, status_color, last_fill_amount, last_fill_date, last_usage_amount, avg_7day, avg_daily, avg_daily60,
               avg_weekday, avg_inventory30, avg_inventory60, avg_inventory90, date_empty, days_left, status, status_mask, sensor_uid
          from tank_state where asset_uid = any(${bigintArray(uids)})`);
      const d = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
      const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      for (const r of rows) {
        out.set(Number(r.asset_uid), {
          assetUid: Number(r.asset_uid),
          readingTime: d(r.reading_time),
          amountFull: n(r.amount_full),
          inchesFull: n(r.inches_full),
          inchesAir: n(r.inches_air),
          capacity: n(r.capacity),
          maxFillAmount: n(r.max_fill_amount),
          percentFull: n(r.percent_full),
          ullage: n(r.ullage),
          ullagePercent: n(r.ullage_percent),
          adjustedUllage: n(r.adjusted_ullage),
          zone: n(r.zone),
          statusColor: (r.status_color as string | null) ?? null,
          lastFillAmount: n(r.last_fill_amount),
          lastFillDate: d(r.last_fill_date),
          lastUsageAmount: n(r.last_usage_amount),
          avg7Day: n(r.avg_7day),
          avgDaily: n(r.avg_daily),
          avgDaily60: n(r.avg_daily60),
          avgWeekday: n(r.avg_weekday),
          avgInventory30: n(r.avg_inventory30),
          avgInventory60: n(r.avg_inventory60),
          avgInventory90: n(r.avg_inventory90),
          dateEmpty: d(r.date_empty),
          daysLeft: n(r.days_left),
          status: Number(r.status),
          statusMask: Number(r.status_mask),
          sensorUid: n(r.sensor_uid),
        });
      }
      return out;
    },
    async valueStates(uids: number[]): Promise<ValueStateRow[]> {
      if (uids.length === 0) return [];
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select asset_uid, config_id, config_type_id, reading_time, value, zone, status_color, latitude, longitude, arrive_date
          from asset_value_state where asset_uid = any(${bigintArray(uids)}) order by asset_uid, config_id`);
      return rows.map((r) => ({
        assetUid: Number(r.asset_uid),
        configId: Number(r.config_id),
        configTypeId: Number(r.config_type_id),
        readingTime: new Date(r.reading_time as string),
        value: r.value === null ? null : Number(r.value),
        zone: r.zone === null ? null : Number(r.zone),
        statusColor: (r.status_color as string | null) ?? null,
        latitude: r.latitude === null ? null : Number(r.latitude),
        longitude: r.longitude === null ? null : Number(r.longitude),
        arriveDate: r.arrive_date === null ? null : new Date(r.arrive_date as string),
      }));
    },
    /** Devices (in the caller's scope) whose sensors a set of configs read. */
    async devicesByUid(base: number, uids: number[]) {
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
      return rows;
    },
    async sensorsOf(deviceUids: number[]) {
      if (deviceUids.length === 0) return [];
      const { rows } = await db.execute<{ uid: number; device_uid: number; port: number; sensor_type_id: number }>(
        sql`select uid, device_uid, port, sensor_type_id from sensor where device_uid = any(${bigintArray(deviceUids)})`,
      );
      return rows;
    },
    /** Other active assets whose tank config reads a sensor. */
    async tanksOnSensors(sensorUids: number[], exceptAsset: number | null) {
      if (sensorUids.length === 0) return [];
      const { rows } = await db.execute<{ sensor_uid: number; asset_uid: number; label: string }>(sql`
        select c.sensor_uid, c.entity_uid as asset_uid, e.label from entity_config c join entity e on e.uid = c.entity_uid and e.active
          join asset a on a.uid = c.entity_uid
         where c.type_id = 2 and c.sensor_uid = any(${bigintArray(sensorUids)}) and c.entity_uid is distinct from ${exceptAsset}`);
      return rows;
    },
    async strappingTable(id: number) {
      const { rows } = await db.execute<{
        id: number;
        folder_uid: number;
        make: string;
        model: string;
        height: number;
        capacity: number;
        step: number;
        table_values: number[];
      }>(sql`select id, folder_uid, make, model, height, capacity, step, table_values from strapping_table where id = ${id}`);
      const r = rows[0];
      return r
        ? {
            id: r.id,
            folderUid: r.folder_uid,
            make: r.make,
            model: r.model,
            height: r.height,
            capacity: r.capacity,
            step: r.step,
            tableValues: r.table_values,
          }
        : null;
    },
    async strappingTablesFor(folderPath: number[]) {
      const visible = companyPath(folderPath);
      const { rows } = await db.execute<{
        id: number;
        folder_uid: number;
        make: string;
        model: string;
        height: number;
        capacity: number;
        step: number;
        table_values: number[];
      }>(
        sql`select id, folder_uid, make, model, height, capacity, step, table_values from strapping_table
             where folder_uid = any(${bigintArray(visible)}) order by make, model, id`,
      );
      return rows.map((r) => ({
        id: r.id,
        folderUid: r.folder_uid,
        make: r.make,
        model: r.model,
        height: r.height,
        capacity: r.capacity,
        step: r.step,
        tableValues: r.table_values,
      }));
    },
    async saveStrappingTable(t: {
      id?: number;
      folderUid: number;
      make: string;
      model: string;
      height: number;
      capacity: number;
      step: number;
      tableValues: number[];
    }) {
      const values = `{${t.tableValues.join(',')}}`;
      const { rows } = t.id
        ? await db.execute<{ id: number }>(sql`
            update strapping_table set folder_uid = ${t.folderUid}, make = ${t.make}, model = ${t.model}, height = ${t.height},
                   capacity = ${t.capacity}, step = ${t.step}, table_values = ${values}::float8[], updated_at = now()
             where id = ${t.id} returning id`)
        : await db.execute<{ id: number }>(sql`
            insert into strapping_table (folder_uid, make, model, height, capacity, step, table_values)
            values (${t.folderUid}, ${t.make}, ${t.model}, ${t.height}, ${t.capacity}, ${t.step}, ${values}::float8[]) returning id`);
      return rows[0]?.id ?? null;
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
        select 1 from product p join folder_membership fm on fm.entity_uid = p.uid join folder f on f.uid = fm.folder_uid
         where p.uid = ${productUid} and (f.path @> array[${base}::bigint] or f.uid = any(${bigintArray(companyPath(basePath))})) limit 1`);
      return rows.length > 0;
    },
    async fills(target: { assetUid: number } | { folderUid: number }, from: Date, to: Date) {
      const where =
        'assetUid' in target
          ? sql`f.asset_uid = ${target.assetUid}`
          : sql`exists (select 1 from folder_membership fm join folder ff on ff.uid = fm.folder_uid
                         where fm.entity_uid = f.asset_uid and ff.path @> array[${target.folderUid}::bigint])`;
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select f.id, f.asset_uid, e.label, f.product_uid, f.amount, f.capacity, f.max_fill_amount, f.before_amount, f.after_amount,
               f.date_time, f.include_in_analysis, f.false_fill,
               (select (c.data->'tank'->>'cmid')::int from entity_config c where c.entity_uid = f.asset_uid and c.type_id = ${ConfigType.AssetTank} limit 1) as cmid
          from asset_fill f join entity e on e.uid = f.asset_uid
         where ${where} and f.date_time >= ${from.toISOString()}::timestamptz and f.date_time <= ${to.toISOString()}::timestamptz
         order by f.date_time desc limit 10000`);
      return rows;
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
    async readings(assetUid: number, sensorUids: number[], from: Date, to: Date) {
      if (sensorUids.length === 0) return [];
      const { rows } = await db.execute<{
        sensor_uid: number;
        reading_time: Date;
        reading: number;
        status: number;
        value: number | null;
        inches_full: number | null;
        percent_full: number | null;
        latitude: number | null;
        longitude: number | null;
      }>(sql`
        select sensor_uid, reading_time, reading, status, value, inches_full, percent_full, latitude, longitude from sensor_data
         where sensor_uid = any(${bigintArray(sensorUids)}) and asset_uid = ${assetUid}
           and reading_time >= ${from.toISOString()}::timestamptz and reading_time <= ${to.toISOString()}::timestamptz
         order by reading_time limit 50000`);
      return rows;
    },
    async insertAsset(
      tx: Executor,
      uid: number,
      a: {
        comment: string | null;
        mfgDate: string | null;
        modelName: string | null;
        serialNumber: string | null;
        isTemplate: boolean;
        productUid: number | null;
      },
    ) {
      await tx.execute(sql`
        insert into asset (uid, comment, mfg_date, model_name, serial_number, is_template, product_uid)
        values (${uid}, ${a.comment}, ${a.mfgDate}::date, ${a.modelName}, ${a.serialNumber}, ${a.isTemplate}, ${a.productUid})`);
    },
    async updateAsset(
      tx: Executor,
      uid: number,
      a: {
        comment: string | null;
        mfgDate: string | null;
        modelName: string | null;
        serialNumber: string | null;
        isTemplate: boolean;
        productUid: number | null;
      },
    ) {
      await tx.execute(sql`
        update asset set comment = ${a.comment}, mfg_date = ${a.mfgDate}::date, model_name = ${a.modelName}, serial_number = ${a.serialNumber},
               is_template = ${a.isTemplate}, product_uid = ${a.productUid}
         where uid = ${uid}`);
    },
    /** The active asset tank config that reads a sensor (one at most: asset validation sees to it). */
    async tankOnSensor(sensorUid: number) {
      const { rows } = await db.execute<{ asset_uid: number; data: Record<string, unknown> }>(sql`
        select c.entity_uid as asset_uid, c.data from entity_config c join entity e on e.uid = c.entity_uid and e.active
         where c.sensor_uid = ${sensorUid} and c.type_id = 2 order by c.id limit 1`);
      return rows[0] ?? null;
    },
    /** The active asset a sensor feeds (its tank config first). */
    async assetOnSensor(sensorUid: number): Promise<number | null> {
      const { rows } = await db.execute<{ asset_uid: number }>(sql`
        select c.entity_uid as asset_uid from entity_config c join entity e on e.uid = c.entity_uid and e.active
          join asset a on a.uid = c.entity_uid where c.sensor_uid = ${sensorUid} order by (c.type_id = 2) desc, c.id limit 1`);
      return rows[0]?.asset_uid ?? null;
    },
    async usageDays(assetUid: number, from: string, to: string) {
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
      return rows;
    },
  };
}
export type AssetRepository = ReturnType<typeof createAssetRepository>;
