// The grid's wiring in jsdom: AG Grid's infinite row model calling the data fetcher with the
// spec's query, the column chooser, and CSV export of the whole result with progress and cancel.
// Scrolling, sorting and filtering by hand are for the browser tests of the report pages.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportColumn, ReportDataResponse } from '@ullage/domain/reports/api';
import { GridValueFormat } from '@ullage/domain/reports/display';
import { TimeZone } from '@ullage/domain/time-zones';
import { Zone } from '@ullage/domain/tanks/zones';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportPageQuery } from '../api/get-report-data';
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

beforeEach(() => {
  pending = [];
  downloads = [];
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

  it('exports the whole result, not the loaded block, showing progress, as the grid formats it', async () => {
    renderGrid();
    await waitFor(() => expect(pending).toHaveLength(1));
    await release();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]!.query).toEqual({ startRow: 0, endRow: 1000, filterAndOr: 'and' });
    await release();
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Exporting 1,000 of 2,500 rows')).toBeTruthy();
    expect(within(status).getByLabelText('Export progress')).toHaveProperty('value', 1000);
    await waitFor(() => expect(pending).toHaveLength(1));
    await release();
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]!.query).toMatchObject({ startRow: 2000, endRow: 3000 });
    await release();
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toMatch(/^asset-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await downloads[0]!.text).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Asset,Percent Full,Volume');
    // Formulas typed into labels are defused; values in the viewer's units (liters here).
    expect(lines[1]).toBe(`'=danger,50%,"3,785.4 ltr"`);
    expect(lines[2500]).toBe('Tank 2499,50%,"3,785.4 ltr"');
    expect(lines).toHaveLength(TOTAL + 2);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('stops an export when cancelled and downloads nothing', async () => {
    renderGrid();
    await waitFor(() => expect(pending).toHaveLength(1));
    await release();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    await release();
    await screen.findByText('Exporting 1,000 of 2,500 rows');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await release();
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(fetchPage).toHaveBeenCalledTimes(3);
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
