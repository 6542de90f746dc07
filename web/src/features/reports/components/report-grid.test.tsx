// The grid's wiring in jsdom: AG Grid's infinite row model calling the data fetcher with the
// spec's query, the column chooser, and CSV export (the server's file of the rows on screen) with cancel.
// Scrolling, sorting and filtering by hand are for the browser tests of the report pages.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportColumn, ReportDataResponse } from '@ullage/domain/reports/api';
import { GridValueFormat } from '@ullage/domain/reports/display';
import { TimeZone } from '@ullage/domain/time-zones';
import { Zone } from '@ullage/domain/tanks/zones';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportCsvDownloader, ReportCsvRequest, ReportPageQuery } from '../api/get-report-data';
import { REPORT_COLUMNS } from '../utils/report-fixture';
import { ReportGrid } from './report-grid';

const COLUMNS = REPORT_COLUMNS;

const TOTAL = 2500;
function rowAt(i: number) {
  return {
    uid: 1000 + i,
    rowKey: String(1000 + i),
    label: i === 0 ? '=danger' : `Tank ${i}`,
    percentFull: 0.5,
    volume: 1000,
    zone: Zone.Safe,
  };
}

interface PendingPage {
  query: ReportPageQuery;
  resolve: () => void;
}

let pending: PendingPage[];
let fetchPage: ReturnType<typeof vi.fn<(query: ReportPageQuery, signal?: AbortSignal) => Promise<ReportDataResponse>>>;
let downloads: { name: string; text: Promise<string> }[];
/** CSV calls made, each answered when the test lets it through. */
let csvCalls: { request: ReportCsvRequest; signal?: AbortSignal; resolve: () => void }[];
let downloadCsv: ReturnType<typeof vi.fn<ReportCsvDownloader>>;

beforeEach(() => {
  pending = [];
  downloads = [];
  csvCalls = [];
  downloadCsv = vi.fn(
    (request: ReportCsvRequest, signal?: AbortSignal) =>
      new Promise<{ blob: Blob; fileName: string }>((resolve) => {
        csvCalls.push({
          request,
          signal,
          resolve: () =>
            resolve({ blob: new Blob(['\uFEFFAsset\r\nTank 1\r\n'], { type: 'text/csv' }), fileName: 'asset-report-2026-11-28.csv' }),
        });
      }),
  );
  // Each page waits until the test lets it through, so progress can be watched.
  fetchPage = vi.fn(
    (query: ReportPageQuery) =>
      new Promise<ReportDataResponse>((resolve) => {
        const rows: ReturnType<typeof rowAt>[] = [];
        for (let i = query.startRow; i < Math.min(query.endRow, TOTAL); i++) rows.push(rowAt(i));
        pending.push({ query, resolve: () => resolve({ rows, lastRow: TOTAL }) });
      }),
  );
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function release(count = pending.length) {
  await act(async () => {
    for (const p of pending.splice(0, count)) p.resolve();
  });
}

function renderGrid(onVisibleColumnsChange = vi.fn()) {
  render(
    <ReportGrid
      title="Asset Report"
      columns={COLUMNS}
      fetchPage={fetchPage}
      downloadCsv={downloadCsv}
      units={{ volumeUnitId: 2, weightUnitId: 1, temperatureUnitId: 1, dimensionUnitId: 1 }}
      timeZone={{ timeZoneId: TimeZone.Eastern, observeDst: true }}
      onVisibleColumnsChange={onVisibleColumnsChange}
    />,
  );
  return onVisibleColumnsChange;
}

describe('ReportGrid', () => {
  it("asks the data fetcher for the first block in the spec's terms and shows the row count", async () => {
    renderGrid();
    await waitFor(() => expect(fetchPage).toHaveBeenCalled());
    expect(fetchPage.mock.calls[0]![0]).toEqual({ startRow: 0, endRow: 100, filterAndOr: 'and' });
    await release();
    expect(await screen.findByText('2,500 rows')).toBeTruthy();
  });

  it('says rows are loading while a block is on its way, and stops saying it when it arrives', async () => {
    renderGrid();
    await waitFor(() => expect(fetchPage).toHaveBeenCalled());
    expect(screen.getByText('Loading rows…')).toBeTruthy();
    await release();
    await screen.findByText('2,500 rows');
    expect(screen.queryByText('Loading rows…')).toBeNull();
  });

  it("downloads the server's CSV of the rows on screen: their columns in order, filters and sort", async () => {
    renderGrid();
    await waitFor(() => expect(pending).toHaveLength(1));
    await release();
    await screen.findByText('2,500 rows');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(csvCalls).toHaveLength(1));
    expect(csvCalls[0]!.request).toEqual({ columns: ['label', 'percentFull', 'volume'], filters: {}, sorting: [], filterAndOr: 'and' });
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Exporting...')).toBeTruthy();
    await act(async () => csvCalls[0]!.resolve());
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('asset-report-2026-11-28.csv');
    expect((await downloads[0]!.text).replace(/^\uFEFF/, '')).toBe('Asset\r\nTank 1\r\n');
    // The grid never paged through the result itself.
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('stops an export when cancelled and downloads nothing', async () => {
    renderGrid();
    await waitFor(() => expect(pending).toHaveLength(1));
    await release();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(csvCalls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(csvCalls[0]!.signal?.aborted).toBe(true);
    await act(async () => csvCalls[0]!.resolve());
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(downloads).toEqual([]);
  });

  it('reports the columns the user picks, in order, for saving as custom columns', async () => {
    const onChange = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose columns' });
    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Zone' }));
    expect(onChange).toHaveBeenLastCalledWith(['label', 'percentFull', 'volume', 'zone']);
    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Volume' }));
    expect(onChange).toHaveBeenLastCalledWith(['label', 'percentFull', 'zone']);
    fireEvent.click(within(chooser).getByRole('button', { name: 'Default columns' }));
    expect(onChange).toHaveBeenLastCalledWith(['label', 'percentFull', 'volume']);
  });

  it("shows the chosen columns in the chosen order, and the defaults in the report's order again", async () => {
    renderGrid();
    const headers = () =>
      [...document.querySelectorAll('[role="columnheader"]')]
        .sort((a, b) => Number(a.getAttribute('aria-colindex')) - Number(b.getAttribute('aria-colindex')))
        .map((h) => h.querySelector('.ag-header-cell-text')?.textContent);
    await waitFor(() => expect(headers()).toEqual(['Asset', 'Percent Full', 'Volume']));
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose columns' });
    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Asset' }));
    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Zone' }));
    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Asset' }));
    await waitFor(() => expect(headers()).toEqual(['Percent Full', 'Volume', 'Zone', 'Asset']));
    fireEvent.click(within(chooser).getByRole('button', { name: 'Default columns' }));
    await waitFor(() => expect(headers()).toEqual(['Asset', 'Percent Full', 'Volume']));
  });
});

describe('ReportGrid rows and cells', () => {
  const tankCol: ReportColumn = {
    colId: 'label',
    header: 'Tank',
    type: 'text',
    format: null,
    defaultVisible: true,
    sortable: true,
    filterable: true,
  };

  function renderRows(columns: ReportColumn[], rows: ReportDataResponse['rows']) {
    render(
      <ReportGrid
        title="Report"
        columns={columns}
        fetchPage={async () => ({ rows, lastRow: rows.length })}
        downloadCsv={downloadCsv}
        units={{ volumeUnitId: 1, weightUnitId: 1, temperatureUnitId: 1, dimensionUnitId: 1 }}
        timeZone={{ timeZoneId: TimeZone.Eastern, observeDst: true }}
        onVisibleColumnsChange={vi.fn()}
      />,
    );
  }

  /** The cell of column `colId` in the row showing `text`. */
  async function cellBeside(text: string, colId: string): Promise<HTMLElement> {
    const row = (await screen.findByText(text)).closest('[role="row"]')!;
    return row.querySelector<HTMLElement>(`[col-id="${colId}"]`)!;
  }

  it('colours a temperature by its zone: Hot and Cold in their colours, Safe between, none without a reading', async () => {
    renderRows(
      [
        tankCol,
        {
          colId: 'temperature',
          header: 'Temperature',
          type: 'number',
          format: GridValueFormat.Temperature,
          defaultVisible: true,
          sortable: true,
          filterable: true,
          zoneColId: 'temperatureZone',
        },
      ],
      [
        { uid: 1, rowKey: '1', label: 'Hot tank', temperature: 130, temperatureZone: Zone.Hot },
        { uid: 2, rowKey: '2', label: 'Cold tank', temperature: -20, temperatureZone: Zone.Cold },
        { uid: 3, rowKey: '3', label: 'Mild tank', temperature: 60, temperatureZone: Zone.Safe },
        { uid: 4, rowKey: '4', label: 'Quiet tank', temperature: null, temperatureZone: null },
      ],
    );
    expect((await cellBeside('Hot tank', 'temperature')).className).toContain('report-zone-hot');
    expect((await cellBeside('Cold tank', 'temperature')).className).toContain('report-zone-cold');
    expect((await cellBeside('Mild tank', 'temperature')).className).toContain('report-zone-safe');
    expect((await cellBeside('Quiet tank', 'temperature')).className).not.toContain('report-zone');
  });

  it('shows every row of a config report, two configs of one asset included', async () => {
    renderRows(
      [
        tankCol,
        { colId: 'configLabel', header: 'Config', type: 'text', format: null, defaultVisible: true, sortable: true, filterable: true },
      ],
      [
        { uid: 7, rowKey: '7:70', label: 'Line', configLabel: 'Inlet' },
        { uid: 7, rowKey: '7:71', label: 'Line', configLabel: 'Outlet' },
        { uid: 8, rowKey: '8:80', label: 'Other line', configLabel: 'Main' },
      ],
    );
    expect(await screen.findByText('Inlet')).toBeTruthy();
    expect(await screen.findByText('Outlet')).toBeTruthy();
    expect(await screen.findByText('Main')).toBeTruthy();
    expect(await screen.findByText('3 rows')).toBeTruthy();
    // Each row is its own to the grid (a shared id mixes the rows up as blocks reload and refresh).
    const ids = [...new Set([...document.querySelectorAll('[role="row"][row-id]')].map((r) => r.getAttribute('row-id')))];
    expect(ids.sort()).toEqual(['7:70', '7:71', '8:80']);
  });
});
