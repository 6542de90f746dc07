// The manage modal end to end (issue 6, spec 000 §2 "manage 925x750" at /asset, /asset/setup,
// /asset/history, /device...): the real server, the demo world, Debian's Chromium. Fixtures are
// found through the API; readings arrive through the devices' ingestion call; every action is done
// through the UI.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, inject } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoSite, demoToken, freshTank, pagePerTest, sendReadings, verticalCylinderGallons } from '../support/demo';

const baseUrl = inject('baseUrl');
const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const tree = () => page.getByRole('tree', { name: 'Explorer' });
const dialog = () => page.getByRole('dialog');

describe("an asset's manage modal", () => {
  it('opens from the explorer; its setup recomputes the capacity as the dimensions change, and keeps it once saved', async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 0);
    await signInAs(page, 'demo-propane', `/home?fuid=${site.uid}&uid=${site.asset.uid}`);

    // A selected asset node opens its information (spec 000 §2).
    await tree().getByRole('treeitem', { name: site.asset.label, exact: true }).first().click();
    await page.waitForURL((u) => new URL(u).pathname === '/asset' && new URL(u).searchParams.get('uid') === String(site.asset.uid));
    await dialog().getByRole('heading', { name: site.asset.label }).waitFor();
    await dialog().getByText('Devices feeding it').waitFor();
    await dialog().getByRole('link', { name: site.device.label }).waitFor();

    await dialog().getByRole('link', { name: 'Setup' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/asset/setup');
    // The device and port feeding the tank show once their lists have loaded.
    const tankDevice = dialog().getByRole('group', { name: 'Tank' }).getByLabel('Device', { exact: true });
    await expect.poll(() => tankDevice.inputValue()).toBe(String(site.device.uid));
    await expect.poll(() => dialog().getByRole('group', { name: 'Tank' }).getByLabel('Port', { exact: true }).inputValue()).toBe('1');
    const capacity = dialog().getByLabel('Capacity (gal)');
    await dialog().getByLabel('Tank Type').selectOption({ label: 'Vertical Cylinder' });
    await dialog().getByLabel('Width * (in)').fill('48');
    await dialog().getByLabel('Height * (in)').fill('60');
    await expect.poll(() => capacity.inputValue()).toBe(String(verticalCylinderGallons(48, 60)));
    await dialog().getByLabel('Height * (in)').fill('72');
    await expect.poll(() => capacity.inputValue()).toBe(String(verticalCylinderGallons(48, 72)));
    // A required dimension left empty shows the spec's message (spec 001 §5).
    await dialog().getByLabel('Width * (in)').fill('');
    await dialog().getByLabel('Height * (in)').focus();
    await dialog().getByRole('alert').getByText('Width: is required').waitFor();
    await dialog().getByLabel('Width * (in)').fill('48');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Asset saved').waitFor();

    // Closed and opened again from the context menu: the saved tank.
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    await tree().getByRole('treeitem', { name: site.asset.label, exact: true }).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Setup' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/asset/setup');
    await expect.poll(() => dialog().getByLabel('Capacity (gal)').inputValue()).toBe(String(verticalCylinderGallons(48, 72)));
    await expect(dialog().getByLabel('Tank Type').inputValue()).resolves.toBe('2');
    await expect(dialog().getByLabel('Height * (in)').inputValue()).resolves.toBe('72');
    // Lower it again and save: both versions are in its config history, with who made the change.
    await dialog().getByLabel('Height * (in)').fill('60');
    await expect.poll(() => dialog().getByLabel('Capacity (gal)').inputValue()).toBe(String(verticalCylinderGallons(48, 60)));
    const put = page.waitForResponse((r) => r.url().endsWith(`/api/Asset/${site.asset.uid}`) && r.request().method() === 'PUT');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    expect((await put).status()).toBe(200);
    await page.getByText('Asset saved').first().waitFor();
    const saved = await api<{ configs: { typeId: number; tank?: { capacity: number; height: number } }[] }>(`Asset/${site.asset.uid}`, {
      token,
    });
    expect(saved.configs.find((c) => c.typeId === 2)?.tank).toMatchObject({ height: 60, capacity: verticalCylinderGallons(48, 60) });

    await dialog().getByRole('link', { name: 'History' }).click();
    const change = dialog()
      .getByRole('region', { name: 'Config history' })
      .getByRole('listitem')
      .filter({ hasText: 'Updated Asset Tank' })
      .first();
    await change.getByText('demo-propane').waitFor();
    await change.getByText('Tank Height: 72 in → 60 in').waitFor();
    await change.getByText(`Tank Capacity: ${verticalCylinderGallons(48, 72)} gal → ${verticalCylinderGallons(48, 60)} gal`).waitFor();
  });

  it('charts the level and volume of the readings in the chosen range, with the fill marked', async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 1);
    const tank = await freshTank(token, site.uid, 'Charted tank');
    // Four readings 9 to 12 days ago, then five in the last week with a delivery three days ago.
    await sendReadings(token, tank.device.uid, [
      { daysAgo: 12, level: 20 },
      { daysAgo: 11, level: 19 },
      { daysAgo: 10, level: 18 },
      { daysAgo: 9, level: 17 },
      { daysAgo: 5, level: 16 },
      { daysAgo: 4, level: 15 },
      { daysAgo: 3, level: 30 },
      { daysAgo: 2, level: 29 },
      { daysAgo: 1, level: 28 },
    ]);
    await signInAs(page, 'demo-propane', `/asset/history?fuid=${site.uid}&uid=${tank.asset.uid}`);
    const chart = dialog().getByRole('figure', { name: 'Level and volume' });
    await chart.locator('canvas').waitFor();
    const summary = dialog().getByTestId('level-summary');
    await expect.poll(() => summary.textContent()).toMatch(/^9 readings, 1 fill; last [\d,.]+ gal$/);
    await expect(chart.getAttribute('data-series')).resolves.toBe('3');
    const legend = await chart.locator('.u-legend .u-label').allTextContents();
    expect(legend).toEqual(['Time', 'Volume (gal)', 'Level (in)', 'Fills']);
    // Hovering the plot shows the values under the cursor in the legend.
    const plot = chart.locator('.u-over');
    const box = (await plot.boundingBox())!;
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
    await expect.poll(async () => chart.locator('.u-legend .u-series').nth(2).locator('.u-value').textContent()).toMatch(/^28 in$/);

    // The last 7 days load only that range.
    const asked = page.waitForRequest((r) => r.url().includes(`/api/Asset/${tank.asset.uid}/History/State/Tank/Lite`));
    await dialog().getByRole('button', { name: 'Last 7 days' }).click();
    const url = new URL((await asked).url());
    const days = (Date.parse(`${url.searchParams.get('endDate')}Z`) - Date.parse(`${url.searchParams.get('startDate')}Z`)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    await expect.poll(() => summary.textContent()).toMatch(/^5 readings, 1 fill; /);
    await dialog().getByRole('region', { name: 'Fills' }).getByRole('row').nth(1).waitFor();
    await expect(dialog().getByRole('region', { name: 'Fills' }).getByRole('row').count()).resolves.toBe(2);
    await dialog().getByRole('figure', { name: 'Usage by weekday' }).locator('canvas').waitFor();
  });
});

describe('a read-only user (Customer, spec 001 §4)', () => {
  it('sees the setup of his tank and its device with every field disabled and no Save', async () => {
    const token = await demoToken('gwendt.propane');
    const session = await api<{ baseFolderUid: number }>('User/GetSession', { token });
    const node = await api<{ assets: { items: { uid: number; label: string }[] } }>(`Navigation/Node/${session.baseFolderUid}`, { token });
    const asset = node.assets.items[0]!;
    const devices = await api<{ uid: number }[]>(`Asset/${asset.uid}/Entity/Device`, { token });
    await signInAs(page, 'gwendt.propane', `/asset/setup?fuid=${session.baseFolderUid}&uid=${asset.uid}`);
    await dialog().getByLabel('Label', { exact: true }).waitFor();
    await expect(dialog().getByLabel('Label', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(dialog().getByLabel('Tank Type').isDisabled()).resolves.toBe(true);
    await expect(dialog().getByRole('button', { name: 'Save', exact: true }).count()).resolves.toBe(0);
    await dialog().getByText("You can view this asset's setup but not change it.").waitFor();

    await page.goto(`${baseUrl}/device/setup?fuid=${session.baseFolderUid}&uid=${devices[0]!.uid}`);
    await dialog().getByText('Device editing is disabled').waitFor();
    await expect(dialog().getByLabel('Label', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(dialog().getByLabel('Schedule', { exact: true }).isDisabled()).resolves.toBe(true);
    await expect(dialog().getByRole('button', { name: 'Save', exact: true }).count()).resolves.toBe(0);
    await dialog().getByRole('link', { name: 'Information' }).click();
    await expect(dialog().getByRole('button', { name: 'Set Realtime Mode' }).isDisabled()).resolves.toBe(true);
  });
});

describe("a device's manage modal", () => {
  it('offers the schedules its model keeps, saves one, and records a command in its history', async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 2);
    await signInAs(page, 'demo-propane', `/device/setup?fuid=${site.uid}&uid=${site.device.uid}`);
    const schedule = dialog().getByLabel('Schedule', { exact: true });
    await schedule.waitFor();
    // The demo device keeps the schedule it reports on; its choices are its model's (Day Specific).
    await dialog().getByText('Day Specific: every 6 hours from 12:00 AM, every day').waitFor();
    // The company's own schedules come first, named with their folder ("Cellular (Propane
    // Distributor)"; the schedules test adds some to this company); then the system ones.
    const offered = (await schedule.locator('option').allTextContents()).slice(1);
    const system = offered.filter((label) => !/ \(.+\)$/.test(label));
    expect(system).toEqual(['Daily at 6:00 AM', 'Every 6 hours', 'Every 4 hours', 'Every 12 hours', 'Weekdays at 6:00 AM']);
    expect(offered.slice(offered.length - system.length)).toEqual(system);
    // Saving without a schedule gives the spec's message.
    await schedule.selectOption({ label: 'Select a schedule' });
    await dialog().getByText('This model keeps Day Specific schedules.').waitFor();
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await dialog().getByRole('alert').getByText('You must select a schedule').waitFor();
    await schedule.selectOption({ label: 'Daily at 6:00 AM' });
    await dialog().getByText('Day Specific: once a day at 6:00 AM, every day').waitFor();
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Device saved').waitFor();

    await dialog().getByRole('link', { name: 'Information' }).click();
    await dialog().getByRole('button', { name: 'Set Realtime Mode' }).click();
    await page.getByText('Realtime mode requested').waitFor();
    await dialog().getByRole('link', { name: 'History' }).click();
    const commands = dialog().getByRole('region', { name: 'Commands' });
    await commands.getByRole('cell', { name: 'Set Realtime Mode' }).waitFor();
    await commands.getByRole('cell', { name: 'demo-propane' }).waitFor();
    const change = dialog()
      .getByRole('region', { name: 'Config history' })
      .getByRole('listitem')
      .filter({ hasText: 'Updated Entity Schedule' })
      .first();
    await change.getByText('Schedule: Every 6 hours → Daily at 6:00 AM').waitFor();
  });
});
