// The report page's own work in jsdom, through the real grid, query client and API client with only
// fetch faked: where the report opens (a link's filters, else the default profile), the column
// choice saved as custom columns, and profiles saved with the grid's filters, sort and columns.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportProfileBody } from '@ullage/domain/reports/api';
import { ReportType } from '@ullage/domain/reports/reports';
import { TimeZone } from '@ullage/domain/time-zones';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { REPORT_COLUMNS } from '../utils/report-fixture';
import type { ReportUrlView } from '../utils/report-url';
import { ReportPage } from './report-page';

const COLUMNS = REPORT_COLUMNS;

const critical = { zone: { filterType: 'set' as const, values: ['3'] } };

let profiles: ReportProfileBody[];
let customColumns: { fieldName: string }[];
let calls: { method: string; url: URL; body: unknown }[];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  profiles = [
    {
      id: 7,
      uid: 42,
      folderUid: 12,
      label: 'Critical first',
      default: true,
      andOr: 'or',
      typeId: ReportType.Asset,
      filters: critical,
      sorting: [{ colId: 'percentFull', sort: 'asc' }],
      columns: [],
    },
    {
      id: 8,
      uid: 42,
      folderUid: 12,
      label: 'Late devices',
      default: true,
      andOr: 'and',
      typeId: ReportType.Device,
      filters: {},
      sorting: [],
      columns: [],
    },
  ];
  customColumns = [{ fieldName: 'percentFull' }, { fieldName: 'label' }];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init: RequestInit) => {
      const url = new URL(String(input));
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      switch (`${method} ${url.pathname}`) {
        case 'GET /api/EntityReport/AssetSchema':
          return json(200, { reportTypeId: ReportType.Asset, columns: COLUMNS });
        case 'GET /api/EntityReport/AssetData':
          return json(200, { rows: [{ uid: 1, rowKey: '1', label: 'Tank 1', percentFull: 0.2, zone: 3 }], lastRow: 1 });
        case 'GET /api/EntityReport/CustomColumns/42':
          return json(200, customColumns);
        case 'POST /api/EntityReport/CustomColumns/42':
          customColumns = body as typeof customColumns;
          return json(200, customColumns);
        case 'GET /api/EntityReport/Profiles':
          return json(200, profiles);
        case 'POST /api/EntityReport/Profile': {
          const saved = { ...(body as ReportProfileBody), id: 9 };
          profiles = [...profiles, saved];
          return json(200, saved);
        }
        case 'DELETE /api/EntityReport/Profile/7':
          profiles = profiles.filter((p) => p.id !== 7);
          return new Response(null, { status: 204 });
        case 'PUT /api/EntityReport/Profile': {
          const saved = body as ReportProfileBody;
          profiles = profiles.map((p) => (p.id === saved.id ? saved : p));
          return json(200, saved);
        }
        default:
          return json(404, { message: 'Not Found' });
      }
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(fromUrl: ReportUrlView = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ReportPage
          kind="Asset"
          reportTypeId={ReportType.Asset}
          folderUid={12}
          folderLabel="North Yard"
          userUid={42}
          units={{ volumeUnitId: 1, weightUnitId: 1, temperatureUnitId: 1, dimensionUnitId: 1 }}
          timeZone={{ timeZoneId: TimeZone.Central, observeDst: true }}
          fromUrl={fromUrl}
          openKey="first"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The grid has shown its first page (AG Grid's first import in a test run takes seconds). */
const gridReady = () => screen.findByText('1 row', {}, { timeout: 15_000 });
const dataCalls = () => calls.filter((c) => c.url.pathname === '/api/EntityReport/AssetData');
const lastDataQuery = () => Object.fromEntries(dataCalls().at(-1)!.url.searchParams);

describe('ReportPage', { timeout: 20_000 }, () => {
  it('titles the report with its folder and opens with the default profile of its type', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'North Yard' })).toBeTruthy();
    expect(screen.getByText('Assets (Tanks)')).toBeTruthy();
    await gridReady();
    expect(lastDataQuery()).toMatchObject({
      folderUid: '12',
      filters: JSON.stringify(critical),
      sorting: '[{"colId":"percentFull","sort":"asc"}]',
      filterAndOr: 'or',
    });
    expect((screen.getByLabelText('Profile') as HTMLSelectElement).value).toBe('7');
    expect(screen.getByRole('option', { name: 'Critical first (default)' })).toBeTruthy();
    // The other report type's profile is not offered here.
    expect(screen.queryByRole('option', { name: /Late devices/ })).toBeNull();
    // The user's custom columns, in their order.
    const headers = () =>
      [...document.querySelectorAll('[role="columnheader"]')]
        .sort((a, b) => Number(a.getAttribute('aria-colindex')) - Number(b.getAttribute('aria-colindex')))
        .map((h) => h.querySelector('.ag-header-cell-text')?.textContent);
    await waitFor(() => expect(headers()).toEqual(['Percent Full', 'Asset']));
  });

  it("opens a link's filters rather than the default profile", async () => {
    renderPage({ filters: { label: { filterType: 'text', type: 'contains', filter: 'Farm' } } });
    await gridReady();
    expect(lastDataQuery()).toMatchObject({
      filters: '{"label":{"filterType":"text","type":"contains","filter":"Farm"}}',
      filterAndOr: 'and',
    });
    expect(lastDataQuery().sorting).toBeUndefined();
    expect((screen.getByLabelText('Profile') as HTMLSelectElement).value).toBe('');
  });

  it("saves the column choice as the user's custom columns", async () => {
    renderPage();
    await gridReady();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose columns' });
    fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Zone' }));
    await waitFor(() => expect(customColumns).toEqual([{ fieldName: 'percentFull' }, { fieldName: 'label' }, { fieldName: 'zone' }]));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/EntityReport/CustomColumns/42');
    expect(post.url.searchParams.get('reportTypeId')).toBe('1');
  });

  it('applies a profile, and without one shows the report unfiltered', async () => {
    renderPage();
    await gridReady();
    fireEvent.change(screen.getByLabelText('Profile'), { target: { value: '' } });
    await waitFor(() => expect(lastDataQuery().filters).toBeUndefined());
    expect(lastDataQuery().filterAndOr).toBe('and');
    fireEvent.change(screen.getByLabelText('Profile'), { target: { value: '7' } });
    await waitFor(() => expect(lastDataQuery().filters).toBe(JSON.stringify(critical)));
  });

  it('saves the grid as a new profile with its filters, sort, columns and andOr; a missing name is refused', async () => {
    renderPage();
    await gridReady();
    fireEvent.change(screen.getByLabelText('Show rows matching'), { target: { value: 'and' } });
    await waitFor(() => expect(lastDataQuery().filterAndOr).toBe('and'));
    fireEvent.click(screen.getByRole('button', { name: 'Save as…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save profile as' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(await within(dialog).findByText('Label: is required')).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'Critical, all filters' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save profile as' })).toBeNull());
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/EntityReport/Profile')!;
    expect(post.body).toEqual({
      id: 0,
      uid: 42,
      label: 'Critical, all filters',
      default: false,
      andOr: 'and',
      typeId: ReportType.Asset,
      folderUid: 12,
      filters: critical,
      sorting: [{ colId: 'percentFull', sort: 'asc' }],
      columns: ['percentFull', 'label'],
    });
    await waitFor(() => expect((screen.getByLabelText('Profile') as HTMLSelectElement).value).toBe('9'));
  });

  it('makes a profile the default, or no longer the default', async () => {
    renderPage();
    await gridReady();
    fireEvent.click(screen.getByRole('button', { name: 'Remove default' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ id: 7, default: false, filters: critical });
    expect(await screen.findByRole('button', { name: 'Make default' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Critical first' })).toBeTruthy();
  });

  it('deletes a profile after asking, keeping the grid as it is', async () => {
    renderPage();
    await gridReady();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete profile' });
    expect(within(dialog).getByText(/Critical first/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(screen.queryByRole('option', { name: /Critical first/ })).toBeNull());
    expect((screen.getByLabelText('Profile') as HTMLSelectElement).value).toBe('');
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/EntityReport/Profile/7')).toBe(true);
    // The grid stays as it was: the same filters, the same rows.
    expect(lastDataQuery().filters).toBe(JSON.stringify(critical));
    expect(screen.getByText('1 row')).toBeTruthy();
  });
});
