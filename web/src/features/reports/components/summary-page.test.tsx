// The summary page in jsdom with only fetch faked: what it asks (Folder/{uid}/Summary with the
// gateways/monitors choice) and what a user reads and follows (figures, chart links, the tanks
// most in need in the viewer's units and time zone).
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime, type DisplayUnits } from '@ullage/domain/reports/display';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import type { SummaryDevices } from '../api/get-folder-summary';
import { readReportUrl } from '../utils/report-url';
import { SUMMARY } from '../utils/summary-fixture';
import { SummaryPage } from './summary-page';

let requests: URL[];
let answer: () => Response;

beforeEach(() => {
  requests = [];
  answer = () => new Response(JSON.stringify(SUMMARY), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL) => {
      requests.push(new URL(String(input)));
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GALLONS: DisplayUnits = { volumeUnitId: 1, weightUnitId: 1, temperatureUnitId: 1, dimensionUnitId: 1 };

function Harness({ units = GALLONS }: { units?: DisplayUnits }) {
  const [devices, setDevices] = useState<SummaryDevices>('all');
  return (
    <SummaryPage
      folderUid={12}
      devices={devices}
      onDevicesChange={setDevices}
      units={units}
      // Eastern standard time, as the shell would format it for the viewer.
      formatDateTime={(at) => formatDateTime(at, -5)}
      tankHref={(t) => `/asset?fuid=${t.folderUid}&uid=${t.uid}`}
      folderHref={(uid) => `/report/summary?fuid=${uid}&uid=${uid}`}
    />
  );
}

function renderPage(units?: DisplayUnits) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Harness units={units} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const filtersOf = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href')!, 'http://portal.test');
  return { path: url.pathname, ...readReportUrl(url.searchParams) };
};

describe('SummaryPage', () => {
  it('asks for the folder summary and shows its figures and when it was made', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'North Yard' })).toBeTruthy();
    expect(requests[0]!.pathname).toBe('/api/Folder/12/Summary');
    expect([...requests[0]!.searchParams.keys()]).toEqual([]);
    expect(screen.getByText('As of 1/6/2025 10:00 AM')).toBeTruthy();
    const figures = Object.fromEntries(
      [...document.querySelectorAll('.summary-figures div')].map((d) => [
        d.querySelector('dt')!.textContent,
        d.querySelector('dd')!.textContent,
      ]),
    );
    expect(figures).toEqual({
      Tanks: '49',
      Reporting: '48',
      Devices: '30',
      Gateways: '4',
      Monitors: '20',
      'In gateway slots': '6',
      'Devices flagged': '5',
    });
  });

  it('links chart items into the reports filtered to what they count', async () => {
    renderPage();
    const zones = await screen.findByRole('list', { name: 'Tanks by zone' });
    const critical = within(zones).getByRole('link', { name: /Critical/ });
    expect(critical.textContent).toBe('Critical48%');
    expect(filtersOf(critical)).toEqual({ path: '/report/asset', filters: { zone: { filterType: 'set', values: ['3'] } } });
    const statuses = screen.getByRole('list', { name: 'Tanks by status' });
    expect(filtersOf(within(statuses).getByRole('link', { name: /Delivery/ }))).toEqual({
      path: '/report/asset',
      filters: { status: { filterType: 'set', values: ['3'] } },
    });
    // A status no tank has is shown, without a link.
    expect(within(statuses).getByText('Drain').closest('a')).toBeNull();
    const flags = screen.getByRole('list', { name: 'Devices by flag' });
    expect(filtersOf(within(flags).getByRole('link', { name: /Low Battery/ })).path).toBe('/report/device');
    const products = screen.getByRole('list', { name: 'Volume by product' });
    expect(within(products).getByRole('link', { name: /Propane/ }).textContent).toContain('12,000 gal of 20,000 gal (60%)');
  });

  it("lists the tanks most in need with their asset pages, in the viewer's units and time zone", async () => {
    renderPage({ volumeUnitId: 2, weightUnitId: 1, temperatureUnitId: 1, dimensionUnitId: 1 });
    const table = await screen.findByRole('table', { name: 'Tanks most in need' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Smith Farm 500', 'Smith Farm', 'Propane', '12%', '227.1 ltr', '1,287 ltr', '1.5', 'Delivery', '1/6/2025 7:30 AM (2.5 hours ago)'],
      ['Depot 2', 'Depot', '', '', '', '', '', 'Sensor Late', 'Never'],
    ]);
    expect(within(table).getByRole('link', { name: 'Smith Farm 500' }).getAttribute('href')).toBe('/asset?fuid=14&uid=9001');
    expect(within(table).getByText('12%').className).toContain('report-zone-critical');
  });

  it('counts gateways only or monitors only when asked', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'North Yard' });
    fireEvent.click(screen.getByRole('radio', { name: 'Gateways only' }));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('gatewaysOnly')).toBe('true'));
    fireEvent.click(screen.getByRole('radio', { name: 'Monitors only' }));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('monitorsOnly')).toBe('true'));
    expect(requests.at(-1)!.searchParams.has('gatewaysOnly')).toBe(false);
  });

  it('says so when the folder is out of reach', async () => {
    answer = () => new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be found/);
  });
});
