// The dispatcher's defaults on the asset report (issue 17, docs/decisions/092-delivery-planning.md):
// with no profile the report opens soonest-empty first, and offers preset quick filters beside the
// profile picker. Zod-free: the report page's first paint reads it.
import { DUE_SOON_DAYS, LOW_PERCENT } from '../delivery/planning';
import { ReportType } from './reports';

type SortModel = { colId: string; sort: 'asc' | 'desc' }[];

/** The asset report's opening sort with no profile: days left, soonest first (blank last). */
export const ASSET_DEFAULT_SORT: SortModel = [{ colId: 'daysLeft', sort: 'asc' }];

/** The sort a report opens with when no profile or link says otherwise. */
export function defaultSortOf(reportTypeId: number): SortModel {
  return reportTypeId === ReportType.Asset ? ASSET_DEFAULT_SORT.map((s) => ({ ...s })) : [];
}

/** The asset report's quick filters: column filter models as the grid sends them (number filters in
 * the caller's display values: percent as 30 for 30%). */
export const ASSET_QUICK_FILTERS = [
  {
    key: 'dueSoon',
    label: `Due in ${DUE_SOON_DAYS} days`,
    filters: { daysLeft: { filterType: 'number', type: 'lessThanOrEqual', filter: DUE_SOON_DAYS } },
  },
  {
    key: 'low',
    label: `Below ${LOW_PERCENT * 100}%`,
    filters: { percentFull: { filterType: 'number', type: 'lessThan', filter: LOW_PERCENT * 100 } },
  },
  {
    key: 'late',
    label: 'Late monitors',
    filters: { deviceLate: { filterType: 'text', type: 'true' } },
  },
] as const;
