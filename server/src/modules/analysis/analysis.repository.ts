// The only SQL of the analysis calls: the tanks of a folder's subtree as the report rows place them
// (one row per tank, copies shown once; tanks measured by weight and templates left out), their
// fills, daily totals and inventory, and the devices and alert events of the subtree
// (docs/decisions/076-usage-report-and-analysis.md).
import { sql, type SQL } from 'drizzle-orm';
import { AlertEventState } from '@ullage/domain/alerts/alert-api';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import type { Db } from '../../db/client';
import { BY_WEIGHT, representative, rowsInScope, scopeRange } from '../report';

type Range = ReturnType<typeof scopeRange>;
const R = sql.raw('r');

/** The tanks of the scope: one row each, measured by volume, not templates. */
function tanks(range: Range): SQL {
  return sql`tanks as (
    select r.asset_uid, r.label, r.folder_uid, r.folder_label, coalesce(r.product_name, 'No Product') as product_name,
           r.product_class, coalesce(r.capacity, 0) as capacity
      from asset_report_row r
     where ${rowsInScope(R, range)} and ${representative('asset', range)} and not ${BY_WEIGHT} and not r.is_template)`;
}

export interface AnalysisFolder {
  uid: number;
  label: string;
  path: number[];
  active: boolean;
}

export interface FillFactRow {
  id: number;
  assetUid: number;
  label: string;
  folderUid: number;
  folderLabel: string;
  productName: string;
  className: string | null;
  amount: number;
  capacity: number;
  beforeAmount: number;
  afterAmount: number;
  maxFillAmount: number;
  dateTime: Date;
  includeInAnalysis: boolean;
  falseFill: boolean;
  classMaxFillPercent: number | null;
  classFullPercent: number | null;
}

export interface DailyRow {
  assetUid: number;
  day: string;
  usage: number;
  avgInventory: number | null;
}

export interface TankRow {
  assetUid: number;
  folderUid: number;
  folderLabel: string;
  productName: string;
  className: string | null;
  capacity: number;
}

export function createAnalysisRepository(db: Db, reader: Db) {
  return {
    async folder(uid: number): Promise<AnalysisFolder | null> {
      const { rows } = await db.execute<{ uid: number; label: string; path: number[]; active: boolean }>(
        sql`select f.uid, e.label, f.path, e.active from folder f join entity e on e.uid = f.uid where f.uid = ${uid}`,
      );
      return rows[0] ?? null;
    },

    async tanks(path: number[]): Promise<TankRow[]> {
      const { rows } = await reader.execute<{
        asset_uid: number;
        folder_uid: number;
        folder_label: string;
        product_name: string;
        product_class: string | null;
        capacity: number;
      }>(sql`with ${tanks(scopeRange(path))} select * from tanks`);
      return rows.map((r) => ({
        assetUid: r.asset_uid,
        folderUid: r.folder_uid,
        folderLabel: r.folder_label,
        productName: r.product_name,
        className: r.product_class,
        capacity: r.capacity,
      }));
    },

    /** The fills of the scope's tanks between two instants, newest first. The product is the
     * fill's (what was delivered), else the tank's. */
    async fills(path: number[], from: Date, to: Date): Promise<FillFactRow[]> {
      const { rows } = await reader.execute<{
        id: number;
        asset_uid: number;
        label: string;
        folder_uid: number;
        folder_label: string;
        product_name: string;
        class_name: string | null;
        amount: number;
        capacity: number;
        before_amount: number;
        after_amount: number;
        max_fill_amount: number;
        date_time: string;
        include_in_analysis: boolean;
        false_fill: boolean;
        class_max_fill: number | null;
        class_full_percent: number | null;
      }>(sql`
        with ${tanks(scopeRange(path))}
        select f.id, f.asset_uid, t.label, t.folder_uid, t.folder_label, coalesce(p.name, t.product_name) as product_name,
               coalesce(pc.name, t.product_class) as class_name, f.amount, f.capacity, f.before_amount, f.after_amount,
               f.max_fill_amount, f.date_time, f.include_in_analysis, f.false_fill,
               pc.default_max_fill_percent as class_max_fill, pc.fill_analysis_max_capacity as class_full_percent
          from tanks t
          join asset_fill f on f.asset_uid = t.asset_uid
          left join product p on p.uid = f.product_uid
          left join product_class pc on pc.id = p.class_id
         where f.date_time >= ${from.toISOString()}::timestamptz and f.date_time <= ${to.toISOString()}::timestamptz
         order by f.date_time desc, f.id desc`);
      return rows.map((r) => ({
        id: r.id,
        assetUid: r.asset_uid,
        label: r.label,
        folderUid: r.folder_uid,
        folderLabel: r.folder_label,
        productName: r.product_name,
        className: r.class_name,
        amount: r.amount,
        capacity: r.capacity,
        beforeAmount: r.before_amount,
        afterAmount: r.after_amount,
        maxFillAmount: r.max_fill_amount,
        dateTime: new Date(r.date_time),
        includeInAnalysis: r.include_in_analysis,
        falseFill: r.false_fill,
        classMaxFillPercent: r.class_max_fill,
        classFullPercent: r.class_full_percent,
      }));
    },

    /** The scope's tanks' daily inventories from `fromDay` to `toDay`, and each tank's last day
     * with one before `fromDay` (what carries into the range). */
    async inventories(path: number[], fromDay: string, toDay: string): Promise<DailyRow[]> {
      const before = sql`union all
          select t.asset_uid, b.day::text as day, 0::float8 as usage, b.avg_inventory
            from tanks t cross join lateral (
              select u.day, u.avg_inventory from usage_daily u
               where u.asset_uid = t.asset_uid and u.day < ${fromDay}::date and u.avg_inventory is not null
               order by u.day desc limit 1) b`;
      const { rows } = await reader.execute<{ asset_uid: number; day: string; usage: number; avg_inventory: number | null }>(sql`
        with ${tanks(scopeRange(path))}
        select t.asset_uid, u.day::text as day, u.usage, u.avg_inventory
          from tanks t join usage_daily u on u.asset_uid = t.asset_uid
         where u.day >= ${fromDay}::date and u.day <= ${toDay}::date and u.avg_inventory is not null
        ${before}`);
      return rows.map((r) => ({ assetUid: r.asset_uid, day: r.day, usage: r.usage, avgInventory: r.avg_inventory }));
    },

    /** How many tanks the scope holds (the report card's). */
    async tankCount(path: number[]): Promise<number> {
      const { rows } = await reader.execute<{ n: number }>(sql`with ${tanks(scopeRange(path))} select count(*)::int as n from tanks`);
      return rows[0]?.n ?? 0;
    },

    /** The scope's usage per day and product from `fromDay` to `toDay`, summed in the database
     * (a region's tanks times days would be millions of rows). */
    async usageByDayAndProduct(
      path: number[],
      fromDay: string,
      toDay: string,
    ): Promise<{ day: string; productName: string; usage: number }[]> {
      const { rows } = await reader.execute<{ day: string; product_name: string; usage: number }>(sql`
        with ${tanks(scopeRange(path))}
        select u.day::text as day, t.product_name, sum(u.usage)::float8 as usage
          from tanks t join usage_daily u on u.asset_uid = t.asset_uid
         where u.day >= ${fromDay}::date and u.day <= ${toDay}::date
         group by u.day, t.product_name`);
      return rows.map((r) => ({ day: r.day, productName: r.product_name, usage: r.usage }));
    },

    /** The scope's devices now: how many, flagged Late, flagged Error. */
    async devices(path: number[]): Promise<{ devices: number; late: number; failed: number }> {
      const range = scopeRange(path);
      const { rows } = await reader.execute<{ devices: number; late: number; failed: number }>(sql`
        select count(*)::int as devices,
               count(*) filter (where (r.flags & ${sql.raw(String(DeviceFlag.Late))}) <> 0)::int as late,
               count(*) filter (where (r.flags & ${sql.raw(String(DeviceFlag.Error))}) <> 0)::int as failed
          from device_report_row r
         where ${rowsInScope(R, range)} and ${representative('device', range)}`);
      return rows[0] ?? { devices: 0, late: 0, failed: 0 };
    },

    /** Alert events raised between two instants on the scope's tanks, devices and folders. */
    async alertsRaised(path: number[], from: Date, to: Date): Promise<number> {
      const range = scopeRange(path);
      const folderUid = path[path.length - 1]!;
      const { rows } = await reader.execute<{ n: number }>(sql`
        select count(*)::int as n from alert_event e
         where e.state_id = ${AlertEventState.Raised}
           and e.occurred_at >= ${from.toISOString()}::timestamptz and e.occurred_at <= ${to.toISOString()}::timestamptz
           and (exists (select 1 from asset_report_row r where r.asset_uid = e.entity_uid and ${rowsInScope(R, range)})
             or exists (select 1 from device_report_row r where r.device_uid = e.entity_uid and ${rowsInScope(R, range)})
             or exists (select 1 from folder f where f.uid = e.entity_uid and f.path @> array[${folderUid}::bigint]))`);
      return rows[0]?.n ?? 0;
    },
  };
}
export type AnalysisRepository = ReturnType<typeof createAnalysisRepository>;
