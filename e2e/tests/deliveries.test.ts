// Deliveries end to end (issue 17; docs/decisions/092-delivery-planning.md): the real server, the
// demo world (its yard's warehouse fence is the depot), Debian's Chromium, no internet (no tiles:
// the route lines draw on the map's plain background). A dispatcher opens Reports > Deliveries,
// plans two weeks ahead with a 2,000-gallon truck, and sees the same loads the API plans: a table
// per load in route order and a route line per load on the map; the plan downloads as CSV.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

interface Session {
  baseFolderUid: number;
  baseFolder: { label: string };
}
interface Plan {
  depot: { label: string } | null;
  loads: { number: number; stops: { label: string; sequence: number }[] }[];
}

describe('Deliveries', () => {
  it('builds a delivery plan and shows its route on the map', async () => {
    const token = await demoToken('demo-propane');
    const session = await api<Session>('User/GetSession', { token });
    const company = session.baseFolderUid;
    const plan = await api<Plan>(`Delivery/Plan/${company}?days=14&truckCapacity=2000`, { token });
    expect(plan.depot).not.toBeNull();
    expect(plan.loads.length).toBeGreaterThan(0);

    await signInAs(page, 'demo-propane', `/report/deliveries?fuid=${company}&uid=${company}`);
    await page.getByRole('heading', { level: 1, name: session.baseFolder.label }).waitFor();
    const settings = page.getByRole('form', { name: 'Plan settings' });
    await settings.getByLabel('Due within (days)').fill('14');
    await settings.getByLabel(/^Truck capacity/).fill('2000');
    await settings.getByRole('button', { name: 'Plan deliveries' }).click();

    // A table per load, its stops in the API's route order.
    const firstLoad = page.getByRole('table', { name: 'Load 1', exact: true });
    await expect.poll(() => page.getByRole('table', { name: /^Load \d+$/ }).count(), { timeout: 20_000 }).toBe(plan.loads.length);
    const labels = await firstLoad.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(labels).toEqual(plan.loads[0]!.stops.map((s) => s.label));

    // The map: the depot, a route line per load and a numbered mark per stop.
    const map = page.getByRole('region', { name: 'Map of the delivery routes' });
    await expect.poll(() => map.locator('path.delivery-route').count()).toBe(plan.loads.length);
    await expect(map.locator('.delivery-depot').getAttribute('title')).resolves.toBe(`Depot: ${plan.depot!.label}`);
    const stops = plan.loads.reduce((n, l) => n + l.stops.length, 0);
    expect(await map.locator('.delivery-stop').count()).toBe(stops);
    const first = plan.loads[0]!.stops[0]!;
    await expect(map.locator('.delivery-stop').first().getAttribute('title')).resolves.toBe(`Load 1, stop 1: ${first.label}`);

    // The plan as CSV: a line per stop after the header.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const csv = (await readFile(path, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toMatch(/^Load,Stop,Tank,/);
    expect(csv).toHaveLength(stops + 1);
  });
});
