// The dispatcher's defaults on the asset report (issue 17, docs/decisions/092-delivery-planning.md):
// with no profile the report opens soonest-empty first; its preset quick filters beside the profile
// picker are ASSET_QUICK_FILTERS of quick-filters.ts. Zod-free: the report page's first paint reads it.
import { ReportType } from './reports';

type SortModel = { colId: string; sort: 'asc' | 'desc' }[];

/** The asset report's opening sort with no profile: days left, soonest first (blank last). */
export const ASSET_DEFAULT_SORT: SortModel = [{ colId: 'daysLeft', sort: 'asc' }];

/** The sort a report opens with when no profile or link says otherwise. */
export function defaultSortOf(reportTypeId: number): SortModel {
  return reportTypeId === ReportType.Asset ? ASSET_DEFAULT_SORT.map((s) => ({ ...s })) : [];
}
