// spec 001 §7 EntityReport UsageSchema / UsageData (startDate, endDate): the active tanks of a
// folder and its subfolders, one row each, with their usage over the range read from the daily
// totals ingestion keeps (usage_daily, by central day; docs/decisions/076-usage-report-and-analysis.md).
// The range's figures are correlated subqueries, so a page or count computes only those it shows,
// filters or sorts by; the range travels as parameters, so this definition is built per call.
import { sql, type SQL } from 'drizzle-orm';
import { ASSET_STATUS_TYPES } from '@ullage/domain/tanks/asset-status';
import { GridValueFormat } from '@ullage/domain/reports/display';
import { ReportType } from '@ullage/domain/reports/reports';
import { amount, TANK_ZONES } from './asset-report';
import { defineGridTable, type GridColumn } from './grid-query';
import {
  BY_WEIGHT,
  MEASURES,
  date,
  folderPathExpression,
  num,
  set,
  text,
  type ReportDefinition,
  type ReportViewer,
} from './report-definition';

/** The central days of the range, both included, as 'YYYY-MM-DD'. */
export interface UsageDays {
  fromDay: string;
  toDay: string;
}

function columns(viewer: ReportViewer, days: UsageDays): GridColumn[] {
  const over = (aggregate: string): SQL =>
    sql`(select ${sql.raw(aggregate)} from usage_daily u where u.asset_uid = r.asset_uid and u.day >= ${days.fromDay}::date and u.day <= ${days.toDay}::date)`;
  const usage = over('sum(u.usage)');
  const reported = over('count(*) filter (where u.readings > 0)');
  return [
    text('label', 'Tank', sql`r.label`, { defaultVisible: true }),
    text('folderLabel', 'Site', sql`r.folder_label`, { defaultVisible: true }),
    text('folderPath', 'Folder Path', folderPathExpression(viewer)),
    text('productName', 'Product', sql`r.product_name`, { defaultVisible: true }),
    text('productClass', 'Product Class', sql`r.product_class`),
    set('measuredBy', 'Measured By', sql`(case when ${BY_WEIGHT} then 'weight' else 'volume' end)`, MEASURES),
    ...amount('capacity', 'Capacity', sql`r.capacity`, true),
    ...amount('usage', 'Usage', usage, true),
    // Over the days the tank reported, so a tank that was silent for a week is not averaged down.
    ...amount('avgDailyUsage', 'Avg Daily Usage', sql`(${usage} / nullif(${reported}, 0))`, true),
    ...amount('fillAmount', 'Amount Delivered', over('sum(u.fill_amount)'), true),
    num('fills', 'Fills', over('sum(u.fills)::int'), { defaultVisible: true }),
    num('daysReported', 'Days Reported', reported, { defaultVisible: true }),
    ...amount('avgInventory', 'Avg Inventory', over('avg(u.avg_inventory)')),
    ...amount('amountFull', 'Volume', sql`r.amount_full`),
    num('percentFull', 'Percent Full', sql`r.percent_full`, { format: GridValueFormat.Percent, zoneColId: 'zone' }),
    set('zone', 'Zone', sql`r.zone`, TANK_ZONES, { zoneColId: 'zone' }),
    num('daysLeft', 'Days Left', sql`r.days_left`),
    set('status', 'Status', sql`r.status`, ASSET_STATUS_TYPES),
    date('readingTime', 'Last Reading', sql`r.reading_time`),
  ];
}

export function usageReport(viewer: ReportViewer, days: UsageDays): ReportDefinition {
  return {
    reportTypeId: ReportType.Usage,
    rows: 'asset',
    table: defineGridTable(columns(viewer, days), sql`r.asset_uid`),
    from: sql`asset_report_row r`,
    key: [sql`r.asset_uid`, sql`r.folder_uid`],
    rowKey: sql`r.asset_uid`,
  };
}
