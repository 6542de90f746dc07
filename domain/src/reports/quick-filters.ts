// The quick filters of an emailed report (spec 001 §3.3 EmailRecurring quickFilters; the spec lists
// the field, not its values: ours, docs/decisions/091-entity-events.md). Each is a ready-made grid
// filter a dispatcher would otherwise build by hand ("only the critical tanks"); a run applies the
// chosen ones on top of the profile's filters, all of them AND-ed with the profile's result, so a
// profile's OR never widens them. Without zod: the email report form reads the list.
import type { GridFilterModel } from './api';
import { REPORT_TYPES, ReportType, type ReportTypeId } from './reports';
import { Zone } from '../tanks/zones';
import { AssetStatus } from '../tanks/asset-status';

export const QUICK_FILTERS = [
  {
    key: 'critical',
    label: 'Critical tanks only',
    reportTypeIds: [ReportType.Asset],
    filters: { zone: { filterType: 'set', values: [String(Zone.Critical)] } },
  },
  {
    key: 'warningOrCritical',
    label: 'Warning and critical tanks only',
    reportTypeIds: [ReportType.Asset],
    filters: { zone: { filterType: 'set', values: [String(Zone.Warning), String(Zone.Critical)] } },
  },
  {
    key: 'sensorLate',
    label: 'Late sensors only',
    reportTypeIds: [ReportType.Asset],
    filters: { status: { filterType: 'set', values: [String(AssetStatus.SensorLate)] } },
  },
  {
    key: 'sevenDaysLeft',
    label: 'Tanks with 7 days or less left',
    reportTypeIds: [ReportType.Asset],
    filters: { daysLeft: { filterType: 'number', type: 'lessThanOrEqual', filter: 7 } },
  },
] as const satisfies readonly {
  key: string;
  label: string;
  reportTypeIds: readonly ReportTypeId[];
  filters: GridFilterModel;
}[];

export type QuickFilterKey = (typeof QUICK_FILTERS)[number]['key'];
export const QUICK_FILTER_KEYS = QUICK_FILTERS.map((q) => q.key) as [QuickFilterKey, ...QuickFilterKey[]];

/** The quick filters of a report type, in the list's order. */
export const quickFiltersOf = (reportTypeId: number) =>
  QUICK_FILTERS.filter((q) => (q.reportTypeIds as readonly number[]).includes(reportTypeId));

/** The chosen quick filters as one filter model per filter (each AND-ed on its own: two on the same
 * column both apply). */
export const quickFilterModels = (keys: readonly string[]): GridFilterModel[] =>
  QUICK_FILTERS.filter((q) => keys.includes(q.key)).map((q) => q.filters as GridFilterModel);

/** What is wrong with choosing `keys` for a report of `reportTypeId` (a quick filter names columns
 * of one report type: on another it would match nothing); null when nothing is. */
export function quickFilterProblem(reportTypeId: number, keys: readonly string[]): string | null {
  const own = quickFiltersOf(reportTypeId).map((q) => q.key as string);
  const wrong = keys.filter((k) => !own.includes(k));
  if (wrong.length === 0) return null;
  const label = REPORT_TYPES.find((t) => t.id === reportTypeId)?.label ?? 'Unknown';
  return `Quick Filters: ${wrong.join(', ')} ${wrong.length === 1 ? 'is not a quick filter' : 'are not quick filters'} of the ${label} report`;
}
