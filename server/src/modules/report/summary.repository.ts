// The SQL of GET Folder/{uid}/Summary (spec 001 §7): three queries over the report rows of a
// folder's subtree, run side by side: the tanks grouped by product, measure, status, zone and
// whether they report (one pass, one small hash table; the service folds the groups into counts
// and sums), the tanks most in need (through the days-left index), and the devices' counts.
import { sql, type SQL } from 'drizzle-orm';
import { SUMMARY_MOST_IN_NEED, type SummaryTank } from '@ullage/domain/reports/summary-api';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import type { Db } from '../../db/client';
import { intArray } from '../../db/sql-arrays';
import { BY_WEIGHT, GATEWAY_MODEL_IDS, inScope, representative } from './report-definition';

type Range = { from: string; to: string };
export type Side = 'all' | 'gateways' | 'monitors';

const R = sql.raw('r');
const GATEWAY_MODELS = intArray(GATEWAY_MODEL_IDS);
const flagged = (bit: number) => sql`(r.flags & ${sql.raw(String(bit))}) <> 0`;

/** Which tanks a side counts: those fed by a gateway (the device is one, or sits in one's slot),
 * or those fed by a stand-alone monitor. */
function assetSide(side: Side): SQL {
  if (side === 'gateways') return sql` and (r.device_parent_uid is not null or r.device_model_id = any(${GATEWAY_MODELS}))`;
  if (side === 'monitors') {
    return sql` and (r.device_uid is not null and r.device_parent_uid is null and not (r.device_model_id = any(${GATEWAY_MODELS})))`;
  }
  return sql``;
}

function deviceSide(side: Side): SQL {
  if (side === 'gateways') return sql` and (r.parent_uid is not null or r.model_id = any(${GATEWAY_MODELS}))`;
  if (side === 'monitors') return sql` and (r.parent_uid is null and not (r.model_id = any(${GATEWAY_MODELS})))`;
  return sql``;
}

/** One group of the folder's tanks: product, measure, status, zone and whether they report. */
export interface AssetGroup {
  productUid: number | null;
  productName: string | null;
  productClass: string | null;
  measure: SummaryTank['measure'];
  status: number;
  /** 0: no reading. */
  zone: number;
  reporting: boolean;
  tanks: number;
  capacity: number;
  amountFull: number;
  ullage: number;
  adjustedUllage: number;
}

/** The devices of one activation state, or (`isTotal`) of every state. */
export interface DeviceCounts {
  isTotal: boolean;
  activationState: number | null;
  devices: number;
  gateways: number;
  monitors: number;
  inSlots: number;
  late: number;
  lowBattery: number;
  error: number;
  notReported: number;
  ok: number;
}

type AssetGroupRow = {
  product_uid: number | null;
  product_name: string | null;
  product_class: string | null;
  by_weight: boolean;
  status: number;
  zone: number;
  reporting: boolean;
  n: number;
  capacity: number;
  amount_full: number;
  ullage: number;
  adjusted_ullage: number;
};

type NeedRow = {
  asset_uid: number;
  folder_uid: number;
  label: string;
  folder_label: string;
  product_name: string | null;
  by_weight: boolean;
  percent_full: number | null;
  amount_full: number | null;
  adjusted_ullage: number | null;
  days_left: number | null;
  status: number;
  zone: number | null;
  /** ISO-8601 UTC text. */
  reading_time: string | null;
};

type DeviceAggregateRow = {
  ga: number;
  activation_state: number | null;
  n: number;
  gateways: number;
  monitors: number;
  in_slots: number;
  late: number;
  low_battery: number;
  error: number;
  not_reported: number;
  ok: number;
};

const measureOf = (byWeight: boolean): SummaryTank['measure'] => (byWeight ? 'weight' : 'volume');

const toAssetGroup = (r: AssetGroupRow): AssetGroup => ({
  productUid: r.product_uid,
  productName: r.product_name,
  productClass: r.product_class,
  measure: measureOf(r.by_weight),
  status: r.status,
  zone: r.zone,
  reporting: r.reporting,
  tanks: r.n,
  capacity: r.capacity,
  amountFull: r.amount_full,
  ullage: r.ullage,
  adjustedUllage: r.adjusted_ullage,
});

const toTank = (r: NeedRow): SummaryTank => ({
  uid: r.asset_uid,
  folderUid: r.folder_uid,
  label: r.label,
  folderLabel: r.folder_label,
  productName: r.product_name,
  measure: measureOf(r.by_weight),
  percentFull: r.percent_full,
  amountFull: r.amount_full,
  adjustedUllage: r.adjusted_ullage,
  daysLeft: r.days_left,
  status: r.status,
  zone: r.zone,
  lastReadingTime: r.reading_time,
});

const toDeviceCounts = (r: DeviceAggregateRow): DeviceCounts => ({
  // grouping() is 1 on the grand total of the grouping sets.
  isTotal: r.ga !== 0,
  activationState: r.activation_state,
  devices: r.n,
  gateways: r.gateways,
  monitors: r.monitors,
  inSlots: r.in_slots,
  late: r.late,
  lowBattery: r.low_battery,
  error: r.error,
  notReported: r.not_reported,
  ok: r.ok,
});

export function createSummaryRepository(db: Db) {
  return {
    /** The folder's tank groups, its tanks most in need (first first) and its device counts. */
    async summary(range: Range, side: Side): Promise<{ groups: AssetGroup[]; need: SummaryTank[]; devices: DeviceCounts[] }> {
      const assets = sql`${inScope(R, range)} and ${representative('asset', range)}${assetSide(side)}`;
      // One pass, one small hash table: the service folds the groups into counts and sums.
      const groups = db.execute<AssetGroupRow>(sql`
        select r.product_uid, max(r.product_name) as product_name, max(r.product_class) as product_class, ${BY_WEIGHT} as by_weight,
               r.status, coalesce(r.zone, 0)::int as zone, r.reading_time is not null as reporting, count(*)::int as n,
               coalesce(sum(r.capacity), 0)::float8 as capacity, coalesce(sum(r.amount_full), 0)::float8 as amount_full,
               coalesce(sum(r.ullage), 0)::float8 as ullage, coalesce(sum(r.adjusted_ullage), 0)::float8 as adjusted_ullage
          from asset_report_row r
         where ${assets}
         group by r.product_uid, 4, r.status, 6, 7`);
      const need = db.execute<NeedRow>(sql`
        select r.asset_uid, r.folder_uid, r.label, r.folder_label, r.product_name, ${BY_WEIGHT} as by_weight, r.percent_full,
               r.amount_full, r.adjusted_ullage, r.days_left, r.status, r.zone,
               to_char(r.reading_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as reading_time
          from asset_report_row r
         where ${assets} and r.percent_full is not null
         order by r.days_left asc nulls last, r.percent_full asc nulls last, r.asset_uid
         limit ${SUMMARY_MOST_IN_NEED}`);
      const devices = db.execute<DeviceAggregateRow>(sql`
        select grouping(r.activation_state) as ga, r.activation_state, count(*)::int as n,
               count(*) filter (where r.model_id = any(${GATEWAY_MODELS}))::int as gateways,
               count(*) filter (where r.parent_uid is null and not (r.model_id = any(${GATEWAY_MODELS})))::int as monitors,
               count(*) filter (where r.parent_uid is not null and not (r.model_id = any(${GATEWAY_MODELS})))::int as in_slots,
               count(*) filter (where ${flagged(DeviceFlag.Late)})::int as late,
               count(*) filter (where ${flagged(DeviceFlag.LowBattery)})::int as low_battery,
               count(*) filter (where ${flagged(DeviceFlag.Error)})::int as error,
               count(*) filter (where ${flagged(DeviceFlag.NotReported)})::int as not_reported,
               count(*) filter (where r.flags = 0)::int as ok
          from device_report_row r
         where ${inScope(R, range)} and ${representative('device', range)}${deviceSide(side)}
         group by grouping sets ((r.activation_state), ())`);
      const [g, n, d] = await Promise.all([groups, need, devices]);
      return { groups: g.rows.map(toAssetGroup), need: n.rows.map(toTank), devices: d.rows.map(toDeviceCounts) };
    },
  };
}
export type SummaryRepository = ReturnType<typeof createSummaryRepository>;
