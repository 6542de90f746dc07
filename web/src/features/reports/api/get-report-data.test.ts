import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getReportData, reportDataFetcher, reportPageQuery } from './get-report-data';

describe('reportPageQuery (spec 001 §7: startRow, endRow, filters (JSON), sorting (JSON), filterAndOr)', () => {
  it("passes AG Grid's block, filter model and sort model through in the spec's names", () => {
    const filterModel = {
      percentFull: { filterType: 'number', type: 'lessThan', filter: 25 },
      status: { filterType: 'set', values: ['3'] },
    };
    const query = reportPageQuery({ startRow: 100, endRow: 200, filterModel, sortModel: [{ colId: 'percentFull', sort: 'desc' }] }, 'or');
    expect(query).toEqual({
      startRow: 100,
      endRow: 200,
      filters: JSON.stringify(filterModel),
      sorting: '[{"colId":"percentFull","sort":"desc"}]',
      filterAndOr: 'or',
    });
  });

  it("leaves out empty models and AG Grid's sort type", () => {
    expect(reportPageQuery({ startRow: 0, endRow: 100, filterModel: {}, sortModel: [] }, 'and')).toEqual({
      startRow: 0,
      endRow: 100,
      filterAndOr: 'and',
    });
    expect(
      reportPageQuery(
        { startRow: 0, endRow: 100, filterModel: null, sortModel: [{ colId: 'label', sort: 'asc', type: 'default' } as never] },
        'and',
      ),
    ).toEqual({
      startRow: 0,
      endRow: 100,
      sorting: '[{"colId":"label","sort":"asc"}]',
      filterAndOr: 'and',
    });
  });
});

describe('getReportData', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: URL, init: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ rows: [{ uid: 1001, rowKey: '1001', label: 'Farm 7' }], lastRow: 1 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the report's data call for the folder, with the page query", async () => {
    const page = await getReportData(
      { kind: 'Asset', folderUid: 1234 },
      { startRow: 0, endRow: 100, sorting: '[{"colId":"label","sort":"asc"}]', filterAndOr: 'and' },
    );
    expect(page).toEqual({ rows: [{ uid: 1001, rowKey: '1001', label: 'Farm 7' }], lastRow: 1 });
    const url = new URL(String(fetchMock.mock.calls[0]![0]));
    expect(url.pathname).toBe('/api/EntityReport/AssetData');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      folderUid: '1234',
      startRow: '0',
      endRow: '100',
      sorting: '[{"colId":"label","sort":"asc"}]',
      filterAndOr: 'and',
    });
  });

  it('names the kind of Config report in reportTypeID, and only there', async () => {
    await reportDataFetcher({ kind: 'Config', folderUid: 9, reportTypeId: 6 })({ startRow: 0, endRow: 10, filterAndOr: 'and' });
    await reportDataFetcher({ kind: 'Device', folderUid: 9, reportTypeId: 6 })({ startRow: 0, endRow: 10, filterAndOr: 'and' });
    const [config, device] = fetchMock.mock.calls.map((c) => new URL(String(c[0])));
    expect(config!.pathname).toBe('/api/EntityReport/ConfigData');
    expect(config!.searchParams.get('reportTypeID')).toBe('6');
    expect(device!.pathname).toBe('/api/EntityReport/DeviceData');
    expect(device!.searchParams.has('reportTypeID')).toBe(false);
  });

  it('refuses an answer that is not a page of rows', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ rows: [{ label: 'no uid' }] }), { status: 200 }));
    await expect(getReportData({ kind: 'Asset', folderUid: 1 }, { startRow: 0, endRow: 1, filterAndOr: 'and' })).rejects.toThrow();
  });
});
