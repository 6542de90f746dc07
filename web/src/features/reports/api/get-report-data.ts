// spec 001 §7 EntityReport data calls (AssetData, DeviceData, ConfigData with reportTypeID): the
// folder in folderUid, AG Grid's block in startRow/endRow, its filter and sort models as JSON in
// filters/sorting, and filterAndOr (docs/decisions/016-report-grid-queries.md).
import {
  ENTITY_REPORTS,
  reportDataResponseSchema,
  type EntityReportKey,
  type FilterAndOr,
  type GridFilterModel,
  type GridSortModel,
  type ReportDataResponse,
} from '@ullage/domain/reports/api';
import { apiFetch } from '../../../lib/api-client';
import { apiDownload } from '../../../lib/api-download';

/** What AG Grid's infinite row model asks its datasource for (IGetRowsParams). */
export interface GridBlockRequest {
  startRow: number;
  endRow: number;
  /** AG Grid's filter model: one filter per column id. */
  filterModel: Readonly<Record<string, unknown>> | null | undefined;
  sortModel: readonly { colId: string; sort: 'asc' | 'desc' }[];
}

/** A data call's query parameters in the spec's names. Empty models are left out. */
export interface ReportPageQuery {
  startRow: number;
  endRow: number;
  filters?: string;
  sorting?: string;
  filterAndOr: FilterAndOr;
}

export function reportPageQuery(block: GridBlockRequest, filterAndOr: FilterAndOr): ReportPageQuery {
  const filterModel = block.filterModel ?? {};
  const query: ReportPageQuery = { startRow: block.startRow, endRow: block.endRow, filterAndOr };
  if (Object.keys(filterModel).length > 0) query.filters = JSON.stringify(filterModel);
  // Only the key and direction: AG Grid adds a sort `type` the server has no use for.
  if (block.sortModel.length > 0) query.sorting = JSON.stringify(block.sortModel.map(({ colId, sort }) => ({ colId, sort })));
  return query;
}

/** Fetches one page of a report; the grid pages through it. */
export type ReportPageFetcher = (query: ReportPageQuery, signal?: AbortSignal) => Promise<ReportDataResponse>;

/** The Usage report's range: central timestamps (spec 001 §7 UsageData startDate, endDate). */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

/** Which report of which folder: the Config report also names its kind (reportTypeID), the Usage
 * report its range. */
export interface ReportTarget {
  kind: EntityReportKey;
  folderUid: number;
  reportTypeId?: number;
  range?: ReportRange;
}

export function getReportData(target: ReportTarget, query: ReportPageQuery, signal?: AbortSignal): Promise<ReportDataResponse> {
  const report = ENTITY_REPORTS.find((r) => r.key === target.kind);
  if (!report) throw new Error(`Unknown report ${target.kind}`);
  return apiFetch(report.dataPath, {
    query: {
      folderUid: target.folderUid,
      reportTypeID: target.kind === 'Config' ? target.reportTypeId : undefined,
      ...(target.kind === 'Usage' ? target.range : undefined),
      ...query,
    },
    signal,
    schema: reportDataResponseSchema,
  });
}

/** What a CSV download takes (POST EntityReport/{kind}Csv/{folderUid}, docs/decisions/097): the
 * grid's shown columns in order and the filters, sort and and/or of the rows on screen. */
export interface ReportCsvRequest {
  columns: string[];
  filters: GridFilterModel;
  sorting: GridSortModel;
  filterAndOr: FilterAndOr;
}

/** Downloads a report's CSV as the server writes it: every row, streamed. */
export type ReportCsvDownloader = (request: ReportCsvRequest, signal?: AbortSignal) => Promise<{ blob: Blob; fileName: string }>;

export function reportCsvDownloader(target: ReportTarget): ReportCsvDownloader {
  const report = ENTITY_REPORTS.find((r) => r.key === target.kind);
  if (!report) throw new Error(`Unknown report ${target.kind}`);
  return (request, signal) =>
    apiDownload(
      `${report.csvPath}/${target.folderUid}`,
      {
        body: {
          ...request,
          ...(target.kind === 'Config' ? { reportTypeID: target.reportTypeId } : undefined),
          ...(target.kind === 'Usage' ? target.range : undefined),
        },
      },
      signal,
    );
}

/** The data fetcher a ReportGrid takes for one report of one folder. */
export function reportDataFetcher(target: ReportTarget): ReportPageFetcher {
  return (query, signal) => getReportData(target, query, signal);
}
