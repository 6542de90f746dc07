import type { ReportDataResponse } from '@ullage/domain/reports/api';
import { describe, expect, it, vi } from 'vitest';
import type { ReportPageQuery } from '../api/get-report-data';
import { fetchAllRows, type FetchProgress } from './fetch-all-rows';

/** A server holding `total` rows, answering pages as the data call does. */
function server(total: number) {
  const asked: ReportPageQuery[] = [];
  const fetchPage = vi.fn(async (query: ReportPageQuery, _signal?: AbortSignal): Promise<ReportDataResponse> => {
    asked.push(query);
    const rows: { uid: number; rowKey: string }[] = [];
    for (let i = query.startRow; i < Math.min(query.endRow, total); i++) rows.push({ uid: 1000 + i, rowKey: String(1000 + i) });
    return { rows, lastRow: total };
  });
  return { fetchPage, asked };
}

describe('fetchAllRows (CSV export of the whole result)', () => {
  it("pages through the whole result in order, one page after another, with the grid's filters and sort", async () => {
    const { fetchPage, asked } = server(2500);
    const progress: FetchProgress[] = [];
    const rows = await fetchAllRows(
      fetchPage,
      { filters: '{"x":1}', sorting: '[]', filterAndOr: 'or' },
      { onProgress: (p) => progress.push(p) },
    );
    expect(rows).toHaveLength(2500);
    expect(rows[0]).toEqual({ uid: 1000, rowKey: '1000' });
    expect(rows.at(-1)).toEqual({ uid: 3499, rowKey: '3499' });
    expect(asked).toEqual([
      { filters: '{"x":1}', sorting: '[]', filterAndOr: 'or', startRow: 0, endRow: 1000 },
      { filters: '{"x":1}', sorting: '[]', filterAndOr: 'or', startRow: 1000, endRow: 2000 },
      { filters: '{"x":1}', sorting: '[]', filterAndOr: 'or', startRow: 2000, endRow: 3000 },
    ]);
    expect(progress).toEqual([
      { loaded: 1000, total: 2500 },
      { loaded: 2000, total: 2500 },
      { loaded: 2500, total: 2500 },
    ]);
  });

  it('stops after one call for an empty or exactly full result', async () => {
    const empty = server(0);
    expect(await fetchAllRows(empty.fetchPage, { filterAndOr: 'and' })).toEqual([]);
    expect(empty.asked).toHaveLength(1);
    const exact = server(1000);
    expect(await fetchAllRows(exact.fetchPage, { filterAndOr: 'and' })).toHaveLength(1000);
    expect(exact.asked).toHaveLength(1);
  });

  it('ends on a short page even if the count promised more (rows deleted meanwhile)', async () => {
    const fetchPage = vi.fn(async (q: ReportPageQuery) => ({
      rows:
        q.startRow === 0
          ? [
              { uid: 1, rowKey: '1' },
              { uid: 2, rowKey: '2' },
            ]
          : [],
      lastRow: 10,
    }));
    expect(await fetchAllRows(fetchPage, { filterAndOr: 'and' }, { pageSize: 2 })).toEqual([
      { uid: 1, rowKey: '1' },
      { uid: 2, rowKey: '2' },
    ]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops at once when cancelled, asking for no further page', async () => {
    const { fetchPage } = server(5000);
    const abort = new AbortController();
    const result = fetchAllRows(
      fetchPage,
      { filterAndOr: 'and' },
      {
        signal: abort.signal,
        onProgress: (p) => {
          if (p.loaded === 2000) abort.abort();
        },
      },
    );
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage.mock.calls[1]![1]).toBe(abort.signal);
  });
});
