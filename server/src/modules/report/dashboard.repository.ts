// The SQL of GET Folder/{uid}/Dashboard (issue 17, domain/src/reports/dashboard-api.ts): over the
// report rows of a folder's subtree, run side by side like the summary's.
import { sql } from 'drizzle-orm';
import { DASHBOARD_DUE_DAYS, DASHBOARD_TREND_DAYS } from '@ullage/domain/reports/dashboard-api';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import type { Db } from '../../db/client';
import { BY_WEIGHT, inScope, representative } from './report-definition';

type Range = { from: string; to: string };
const R = sql.raw('r');

export interface DashboardRows {
  zones: { zone: number; tanks: number; due: number[] }[];
  devices: { total: number; late: number; lowBattery: number };
  activeAlerts: number;
  products: {
    productUid: number | null;
    productName: string | null;
    byWeight: boolean;
    tanks: number;
    amountFull: number;
    capacity: number;
  }[];
  trend: { productUid: number | null; byWeight: boolean; day: string; amount: number }[];
}

export function createDashboardRepository(db: Db) {
  return {
    async dashboard(range: Range): Promise<DashboardRows> {
      const assets = sql`${inScope(R, range)} and ${representative('asset', range)}`;
      const due = sql.join(
        DASHBOARD_DUE_DAYS.map((d) => sql`count(*) filter (where r.days_left <= ${sql.raw(String(d))})::int`),
        sql`, `,
      );
      const zones = db.execute<{ zone: number; n: number; due: number[] }>(sql`
        select coalesce(r.zone, 0)::int as zone, count(*)::int as n, array[${due}] as due
          from asset_report_row r where ${assets} group by 1`);
      const devices = db.execute<{ n: number; late: number; low: number }>(sql`
        select count(*)::int as n,
               count(*) filter (where (r.flags & ${sql.raw(String(DeviceFlag.Late))}) <> 0)::int as late,
               count(*) filter (where (r.flags & ${sql.raw(String(DeviceFlag.LowBattery))}) <> 0)::int as low
          from device_report_row r where ${inScope(R, range)} and ${representative('device', range)}`);
      const alerts = db.execute<{ n: number }>(sql`
        select count(*)::int as n from alert_state s
         where s.raised and (
           exists (select 1 from asset_report_row r where r.asset_uid = s.entity_uid and ${inScope(R, range)})
           or exists (select 1 from device_report_row r where r.device_uid = s.entity_uid and ${inScope(R, range)})
           or exists (select 1 from report_folder r where r.folder_uid = s.entity_uid and ${inScope(R, range)}))`);
      const products = db.execute<{
        product_uid: number | null;
        product_name: string | null;
        by_weight: boolean;
        n: number;
        amount_full: number;
        capacity: number;
      }>(sql`
        select r.product_uid, max(r.product_name) as product_name, ${BY_WEIGHT} as by_weight, count(*)::int as n,
               coalesce(sum(r.amount_full), 0)::float8 as amount_full, coalesce(sum(r.capacity), 0)::float8 as capacity
          from asset_report_row r where ${assets} group by r.product_uid, 3`);
      const trend = db.execute<{ product_uid: number | null; by_weight: boolean; day: string; amount: number }>(sql`
        select r.product_uid, ${BY_WEIGHT} as by_weight, u.day::text as day, sum(u.avg_inventory)::float8 as amount
          from asset_report_row r join usage_daily u on u.asset_uid = r.asset_uid
         where ${assets} and u.avg_inventory is not null
           and u.day > current_date - ${sql.raw(String(DASHBOARD_TREND_DAYS))}
         group by r.product_uid, 2, u.day order by u.day`);
      const [z, d, a, p, t] = await Promise.all([zones, devices, alerts, products, trend]);
      const dev = d.rows[0];
      return {
        zones: z.rows.map((r) => ({ zone: r.zone, tanks: r.n, due: r.due })),
        devices: { total: dev?.n ?? 0, late: dev?.late ?? 0, lowBattery: dev?.low ?? 0 },
        activeAlerts: a.rows[0]?.n ?? 0,
        products: p.rows.map((r) => ({
          productUid: r.product_uid,
          productName: r.product_name,
          byWeight: r.by_weight,
          tanks: r.n,
          amountFull: r.amount_full,
          capacity: r.capacity,
        })),
        trend: t.rows.map((r) => ({ productUid: r.product_uid, byWeight: r.by_weight, day: r.day, amount: r.amount })),
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
