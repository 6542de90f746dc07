// Where a report opens, as a link: /report/asset?fuid=&uid=&filters=&sorting=&andOr= (./report-url.ts
// reads it back). Apart from the reading, which checks the models with the domain's schemas, so
// that the summary's chart links (a signed-in page's first paint) do without zod
// (docs/decisions/073-first-paint-bytes.md).
import type { CONFIG_REPORT_TYPE_IDS, EntityReportKey, FilterAndOr, GridFilterModel, GridSortModel } from '@ullage/domain/reports/api';
import { RMA_REPORT_PATH } from '@ullage/domain/billing/rma-paths';
import { ReportType } from '@ullage/domain/reports/reports';

export const REPORT_PATHS: Readonly<Record<EntityReportKey, string>> = {
  Asset: '/report/asset',
  Device: '/report/device',
  Config: '/report/config',
  Usage: '/analysis/usage',
  RMA: RMA_REPORT_PATH,
};

export type ConfigReportTypeId = (typeof CONFIG_REPORT_TYPE_IDS)[number];

/** The models a report opens with; absent ones are the report's defaults. */
export interface ReportUrlView {
  filters?: GridFilterModel;
  sorting?: GridSortModel;
  filterAndOr?: FilterAndOr;
}

export interface ReportLink extends ReportUrlView {
  kind: EntityReportKey;
  folderUid: number;
  /** The Config report's kind; Tank Config when absent. */
  reportTypeId?: ConfigReportTypeId;
}

export function reportHref({ kind, folderUid, reportTypeId, filters, sorting, filterAndOr }: ReportLink): string {
  const params = new URLSearchParams({ fuid: String(folderUid), uid: String(folderUid) });
  if (kind === 'Config') params.set('reportTypeId', String(reportTypeId ?? ReportType.TankConfig));
  if (filters && Object.keys(filters).length > 0) params.set('filters', JSON.stringify(filters));
  if (sorting && sorting.length > 0) params.set('sorting', JSON.stringify(sorting));
  if (filterAndOr === 'or') params.set('andOr', 'or');
  return `${REPORT_PATHS[kind]}?${params.toString()}`;
}
