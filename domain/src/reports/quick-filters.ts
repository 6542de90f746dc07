// The quick filters: ready-made grid filters a dispatcher would otherwise build by hand ("only the
// critical tanks"). One list serves the asset report's preset buttons beside the profile picker
// (ASSET_PRESET_KEYS; issue 17, docs/decisions/092-delivery-planning.md) and an emailed report's
// quickFilters (spec 001 §3.3 EmailRecurring; the spec lists the field, not its values: ours,
// docs/decisions/091-entity-events.md), which a run applies on top of the profile's filters, each
// AND-ed with the profile's result, so a profile's OR never widens them. Number filters are in
// display values (percent as 30 for 30%), as the grid sends them. Without zod: the report page's
// first paint and the email report form read the list.
import { DUE_SOON_DAYS, LOW_PERCENT } from '../delivery/planning';
import { REPORT_TYPES, ReportType, type ReportTypeId } from './reports';
import { Zone } from '../tanks/zones';

/** A column filter as the grid's filter model holds it (reports/api.ts parses it on the server). */
interface QuickColumnFilter {
  filterType: 'set' | 'number' | 'text';
  type?: string;
  filter?: number;
  values?: readonly string[];
}

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
    key: 'dueSoon',
    label: `Due in ${DUE_SOON_DAYS} days`,
    reportTypeIds: [ReportType.Asset],
    filters: { daysLeft: { filterType: 'number', type: 'lessThanOrEqual', filter: DUE_SOON_DAYS } },
  },
  {
    key: 'low',
    label: `Below ${LOW_PERCENT * 100}%`,
    reportTypeIds: [ReportType.Asset],
    filters: { percentFull: { filterType: 'number', type: 'lessThan', filter: LOW_PERCENT * 100 } },
  },
  {
    key: 'late',
    label: 'Late monitors',
    reportTypeIds: [ReportType.Asset],
    filters: { deviceLate: { filterType: 'text', type: 'true' } },
  },
] as const satisfies readonly {
  key: string;
  label: string;
  reportTypeIds: readonly ReportTypeId[];
  filters: Readonly<Record<string, QuickColumnFilter>>;
}[];

export type QuickFilterKey = (typeof QUICK_FILTERS)[number]['key'];
export const QUICK_FILTER_KEYS = QUICK_FILTERS.map((q) => q.key) as [QuickFilterKey, ...QuickFilterKey[]];

/** The quick filters of a report type, in the list's order. */
export const quickFiltersOf = (reportTypeId: number) =>
  QUICK_FILTERS.filter((q) => (q.reportTypeIds as readonly number[]).includes(reportTypeId));

/** The asset report's preset buttons beside the profile picker (the dispatcher's defaults). */
const ASSET_PRESET_KEYS: readonly QuickFilterKey[] = ['dueSoon', 'low', 'late'];
export const ASSET_QUICK_FILTERS = QUICK_FILTERS.filter((q) => ASSET_PRESET_KEYS.includes(q.key));

/** The chosen quick filters as one filter model per filter (each AND-ed on its own: two on the same
 * column both apply). */
export const quickFilterModels = (keys: readonly string[]) => QUICK_FILTERS.filter((q) => keys.includes(q.key)).map((q) => q.filters);

/** What is wrong with choosing `keys` for a report of `reportTypeId` (a quick filter names columns
 * of one report type: on another it would match nothing); null when nothing is. */
export function quickFilterProblem(reportTypeId: number, keys: readonly string[]): string | null {
  const own = quickFiltersOf(reportTypeId).map((q) => q.key as string);
  const wrong = keys.filter((k) => !own.includes(k));
  if (wrong.length === 0) return null;
  const label = REPORT_TYPES.find((t) => t.id === reportTypeId)?.label ?? 'Unknown';
  return `Quick Filters: ${wrong.join(', ')} ${wrong.length === 1 ? 'is not a quick filter' : 'are not quick filters'} of the ${label} report`;
}
