// CSV export takes the WHOLE result, not the blocks the grid happens to hold: it pages through the
// data call with the grid's filters and sort, one page after another, reporting progress and
// stopping at once when cancelled.
import { REPORT_PAGE_MAX_ROWS, type ReportRow } from '@ullage/domain/reports/api';
import type { ReportPageFetcher, ReportPageQuery } from '../api/get-report-data';

export interface FetchProgress {
  loaded: number;
  /** Rows matching the filters, as the last page counted them. */
  total: number;
}

export interface FetchAllRowsOptions {
  signal?: AbortSignal;
  pageSize?: number;
  onProgress?: (progress: FetchProgress) => void;
}

/** Every row of the result, in the grid's order. Rejects with the AbortError when cancelled. */
export async function fetchAllRows(
  fetchPage: ReportPageFetcher,
  query: Omit<ReportPageQuery, 'startRow' | 'endRow'>,
  { signal, pageSize = REPORT_PAGE_MAX_ROWS, onProgress }: FetchAllRowsOptions = {},
): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (;;) {
    signal?.throwIfAborted();
    const startRow = rows.length;
    const page = await fetchPage({ ...query, startRow, endRow: startRow + pageSize }, signal);
    signal?.throwIfAborted();
    rows.push(...page.rows);
    onProgress?.({ loaded: rows.length, total: Math.max(page.lastRow, rows.length) });
    // Done when the count is reached, or when a page comes back short (rows deleted meanwhile).
    if (rows.length >= page.lastRow || page.rows.length < pageSize) return rows;
  }
}
