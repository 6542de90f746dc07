// MapView end to end (issue 17; spec 000 §2 Reports menu MapView /report/map; spec 001 §3.3
// Geofence): the real server, the demo world, Debian's Chromium, no internet (no tile loads: the
// markers, clusters and fences draw on the map's plain background). The company's tanks show in
// clusters; zooming into one reaches single tanks, whose popup opens the tank's manage modal; an
// administrator draws a circle with the drawing tools, names it, and finds it saved.
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
interface Fence {
  uid: number;
  label: string;
  circular: boolean;
  radius: number;
  folderUid: number;
}

const run = Date.now().toString(36);
const map = () => page.getByRole('region', { name: "Map of the folder's tanks and geofences" });
/** The map once its view has settled (it is busy while it pans or zooms). */
const settled = () => page.locator('.map-canvas[aria-busy="false"]').waitFor();

async function openMap(userName: string): Promise<{ token: string; session: Session }> {
  const token = await demoToken(userName);
  const session = await api<Session>('User/GetSession', { token });
  const company = session.baseFolderUid;
  await signInAs(page, userName, `/report/map?fuid=${company}&uid=${company}`);
  await page.getByRole('heading', { level: 1, name: session.baseFolder.label }).waitFor();
  await page.getByText(/^[\d,]+ of [\d,]+ tanks$/).waitFor();
  return { token, session };
}

/** Clicks into the smallest cluster until single tanks show; returns the last tank marker drawn
 * (tanks of one site stand at its address, one marker over another: the last is on top). */
async function zoomToATank() {
  const tanks = map().locator('.map-tank');
  const titles = () =>
    map()
      .locator('.leaflet-marker-icon')
      .evaluateAll((els) => els.map((e) => e.getAttribute('title')).join('|'));
  await settled();
  for (let i = 0; i < 25 && (await tanks.count()) === 0; i++) {
    const before = await titles();
    const clusters = map().locator('.map-cluster');
    const counts = (await clusters.locator('.map-cluster-count').allTextContents()).map(Number);
    await clusters.nth(counts.indexOf(Math.min(...counts))).click();
    // The view flies to the cluster's expansion zoom; the markers are drawn again when it lands.
    await expect.poll(titles, { timeout: 15_000 }).not.toBe(before);
    await settled();
  }
  return tanks.last();
}

describe('MapView', () => {
  it("shows the company's tanks in clusters, and a tank's popup opens its manage modal", async () => {
    const { token, session } = await openMap('demo-propane');
    // The located tanks of every part the map reads (docs/decisions/098-progressive-map.md).
    const plan = await api<{ parts: { from: number; through: number }[] }>(`Asset/ByFolder/${session.baseFolderUid}/Map/Parts`, { token });
    let located = 0;
    for (const p of plan.parts) {
      located += (
        await api<{ uid: number[] }>(`Asset/ByFolder/${session.baseFolderUid}/Map/Tanks?from=${p.from}&through=${p.through}`, { token })
      ).uid.length;
    }
    expect(located).toBeGreaterThan(10);
    await expect
      .poll(() => page.getByText(`${located.toLocaleString('en-US')} of ${located.toLocaleString('en-US')} tanks`).count())
      .toBe(1);
    // Clusters, each counting its tanks: together they hold every tank in view.
    await map().locator('.map-cluster').first().waitFor();
    const counts = await map().locator('.map-cluster-count').allTextContents();
    expect(counts.length).toBeGreaterThan(0);
    for (const c of counts) expect(Number(c)).toBeGreaterThan(1);

    const tank = await zoomToATank();
    const label = await tank.getAttribute('title');
    expect(label).toBeTruthy();
    await tank.click();
    const popup = map().locator('.map-popup');
    await popup.getByText(label as string, { exact: true }).waitFor();
    for (const fact of ['Level', 'Volume', 'Days left', 'Last reading']) await popup.getByText(fact, { exact: true }).waitFor();
    await popup.getByRole('link', { name: 'Open tank' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/asset');
    await page
      .getByRole('dialog')
      .getByText(label as string)
      .first()
      .waitFor();
  });

  it('filters the tanks by zone', async () => {
    await openMap('demo-propane');
    const total = await page.getByText(/^[\d,]+ of [\d,]+ tanks$/).textContent();
    await page.getByLabel('Zone').selectOption({ label: 'Critical' });
    await expect.poll(() => page.getByText(/^[\d,]+ of [\d,]+ tanks$/).textContent()).not.toBe(total);
    const [shown, all] = ((await page.getByText(/^[\d,]+ of [\d,]+ tanks$/).textContent()) ?? '').match(/[\d,]+/g) ?? [];
    expect(Number(shown?.replace(/,/g, ''))).toBeLessThan(Number(all?.replace(/,/g, '')));
  });

  it('draws a circle geofence, names it and finds it saved', async () => {
    const { token, session } = await openMap('demo-propane');
    const label = `Yard ${run}`;
    await map().getByRole('button', { name: 'Draw Circle' }).click();
    const box = await map().boundingBox();
    if (!box) throw new Error('the map has no box');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.click(cx, cy);
    await page.mouse.click(cx + 80, cy);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'New geofence' }).waitFor();
    await dialog.getByLabel('Label').fill(label);
    await dialog.getByLabel(/^Warehouse/).check();
    await dialog.getByRole('button', { name: 'Save geofence' }).click();
    await dialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Geofences' });
    await table.getByRole('cell', { name: label, exact: true }).waitFor();
    const saved = (await api<Fence[]>(`Geofence/ByFolder/${session.baseFolderUid}`, { token })).find((f) => f.label === label);
    expect(saved).toMatchObject({ circular: true, folderUid: session.baseFolderUid });
    expect(saved!.radius).toBeGreaterThan(0);
    // Drawn on the map, and gone from it and the list when deleted.
    await expect.poll(() => map().locator('path.map-fence-warehouse').count()).toBeGreaterThan(0);
    await table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: label, exact: true }) })
      .getByRole('button', { name: 'Delete' })
      .click();
    await table.getByRole('cell', { name: label, exact: true }).waitFor({ state: 'detached' });
  });
});

describe('MapView spots', () => {
  it('lists the tanks that stand at one spot, and each of them opens its own manage modal', async () => {
    const token = await demoToken('demo-propane');
    const session = await api<Session>('User/GetSession', { token });
    const company = session.baseFolderUid;
    // A site whose tanks stand at its address, two or more at one position.
    const plan = await api<{ parts: { from: number; through: number }[] }>(`Asset/ByFolder/${company}/Map/Parts`, { token });
    const at = new Map<string, { folderUid: number; labels: string[] }>();
    for (const p of plan.parts) {
      const part = await api<{ label: string[]; folderUid: number[]; latitude: number[]; longitude: number[] }>(
        `Asset/ByFolder/${company}/Map/Tanks?from=${p.from}&through=${p.through}`,
        { token },
      );
      part.label.forEach((label, i) => {
        const key = `${part.folderUid[i]}:${part.latitude[i]},${part.longitude[i]}`;
        const spot = at.get(key) ?? { folderUid: part.folderUid[i]!, labels: [] };
        spot.labels.push(label);
        at.set(key, spot);
      });
    }
    const site = [...at.values()].find((s) => s.labels.length >= 2 && s.labels.length <= 4 && new Set(s.labels).size === s.labels.length);
    if (!site) throw new Error('no demo site with two or more tanks at one position');
    const n = site.labels.length;
    await signInAs(page, 'demo-propane', `/report/map?fuid=${site.folderUid}&uid=${site.folderUid}`);
    await page.getByText(`${n} of ${n} tanks`, { exact: true }).waitFor();
    for (const label of site.labels) {
      await settled();
      // One marker for the spot, counting its tanks; its popup lists them by name.
      await map().getByTitle(`${n} tanks at this spot`, { exact: true }).click();
      const popup = map().locator('.map-spot-popup');
      await popup.getByText(`${n} tanks at this spot`, { exact: true }).waitFor();
      expect(await popup.getByRole('link').allTextContents()).toEqual([...site.labels].sort((a, b) => a.localeCompare(b)));
      await popup.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((u) => new URL(u).pathname === '/asset');
      await page.getByRole('dialog').getByText(label, { exact: true }).first().waitFor();
      await page.goBack();
      await page.waitForURL((u) => new URL(u).pathname === '/report/map');
    }
  });
});

describe('MapView devices', () => {
  it("draws the fuel distributor's gauge consoles apart from the tanks, and a console's popup opens the device", async () => {
    await openMap('demo-fuel');
    const toggle = page.getByLabel(/^Devices apart from tanks \(\d+\)$/);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    const devices = map().locator('.map-device');
    const groups = map().locator('.map-device-group');
    await expect.poll(async () => (await devices.count()) + (await groups.count())).toBeGreaterThan(0);
    // Into the smallest group of devices until single devices show.
    for (let i = 0; i < 25 && (await devices.count()) === 0; i++) {
      const counts = (await groups.locator('.map-cluster-count').allTextContents()).map(Number);
      await groups.nth(counts.indexOf(Math.min(...counts))).click();
      await settled();
    }
    const device = devices.first();
    const label = await device.getAttribute('title');
    expect(label).toBeTruthy();
    await device.click();
    const popup = map().locator('.map-popup');
    await popup.getByText(label as string, { exact: true }).waitFor();
    for (const fact of ['Serial Number', 'Model', 'Kind', 'Last call']) await popup.getByText(fact, { exact: true }).waitFor();
    await popup.getByText(/^Gateway \(\d+ devices in its slots\)$/).waitFor();
    await popup.getByRole('link', { name: 'Open device' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/device');
    // Hidden with its box, the layer leaves the map.
    await page.goBack();
    await page.getByLabel(/^Devices apart from tanks/).uncheck();
    await expect.poll(async () => (await devices.count()) + (await groups.count())).toBe(0);
  });
});
