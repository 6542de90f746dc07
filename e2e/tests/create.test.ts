// /create end to end (issue 6, spec 000 §2 "/create (query fuid = target folder)"): a device with
// its serial number checked as it is typed, an asset on it from a tank type and dimensions or from a
// template, and a folder; each appears in the explorer and opens in its manage modal.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signInAs, treeItem } from '../support/browser';
import { demoSite, demoToken, pagePerTest, verticalCylinderGallons } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const tree = () => page.getByRole('tree', { name: 'Explorer' });
const dialog = () => page.getByRole('dialog');
const form = (name: string) => page.getByRole('form', { name });

async function waitForPath(pathname: string) {
  await page.waitForURL((u) => new URL(u).pathname === pathname, { timeout: 10_000 });
  return new URL(page.url());
}

describe('/create', () => {
  it('creates a device (its serial checked as typed) and a tank on it from a tank type and dimensions', async () => {
    const token = await demoToken('demo-fuel');
    const site = await demoSite(token, 'Permian Basin Branch', 4);
    const assetsBefore = (await api<{ counts: { assets: number } }>(`Navigation/Node/${site.uid}`, { token })).counts.assets;
    await signInAs(page, 'demo-fuel', `/home?fuid=${site.uid}&uid=${site.uid}`);

    // The folder's context menu: Add Object.
    await treeItem(tree(), site.label).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add Object' }).click();
    await waitForPath('/create');
    await page.getByRole('heading', { name: `Add to ${site.label}` }).waitFor();
    // A site holds assets and devices, so no folder goes in it (spec 000 §5).
    await expect(page.getByRole('radio', { name: 'Folder' }).isDisabled()).resolves.toBe(true);

    await page.getByRole('radio', { name: 'Device' }).click();
    const device = form('New device');
    const serial = device.getByLabel('Serial Number');
    await serial.fill(site.device.serialNumber);
    await device
      .getByRole('alert')
      .getByText(`Serial number ${site.device.serialNumber} is already in use by ${site.device.label}`)
      .waitFor();
    const newSerial = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await serial.fill(newSerial);
    await device.getByText('Serial number is available').waitFor();
    await device.getByLabel('Label').fill('Monitor for the new tank');
    await device.getByLabel('Model').selectOption({ label: 'CM-300 LTE-M Ultrasonic Monitor (CM-300U)' });
    await device.getByRole('button', { name: 'Create Device' }).click();
    await device.getByRole('alert').getByText('You must select a schedule').waitFor();
    await device.getByLabel('Schedule', { exact: true }).selectOption({ label: 'Daily at 6:00 AM' });
    await device.getByRole('button', { name: 'Create Device' }).click();
    const deviceUrl = await waitForPath('/device');
    const deviceUid = Number(deviceUrl.searchParams.get('uid'));
    await dialog().getByRole('heading', { name: 'Monitor for the new tank' }).waitFor();
    await dialog().getByText(newSerial).waitFor();
    expect((await api<{ serialNumber: string }>(`Device/${deviceUid}`, { token })).serialNumber).toBe(newSerial);
    await dialog().getByRole('button', { name: 'Close' }).click();

    // The tank, on the new device's level sensor.
    await page.goto(`${new URL(page.url()).origin}/create?fuid=${site.uid}`);
    await page.getByRole('radio', { name: 'Asset' }).click();
    await page.getByLabel('Device to read').selectOption({ label: `Monitor for the new tank (${newSerial})` });
    const asset = form('New asset');
    await asset.getByLabel('Tank Type').waitFor();
    await asset.getByRole('button', { name: 'Create Asset' }).click();
    await asset.getByRole('alert').getByText('Label: is required').waitFor();
    await asset.getByRole('alert').getByText('Tank Type: is required').waitFor();
    await asset.getByLabel('Label', { exact: true }).fill('New diesel tank');
    await asset.getByLabel('Tank Type').selectOption({ label: 'Vertical Cylinder' });
    await asset.getByLabel('Width * (in)').fill('64');
    await asset.getByLabel('Height * (in)').fill('80');
    await expect.poll(() => asset.getByLabel('Capacity (gal)').inputValue()).toBe(String(verticalCylinderGallons(64, 80)));
    await asset.getByRole('button', { name: 'Create Asset' }).click();
    const assetUrl = await waitForPath('/asset');
    const assetUid = Number(assetUrl.searchParams.get('uid'));
    await dialog().getByRole('heading', { name: 'New diesel tank' }).waitFor();
    await dialog().getByRole('link', { name: 'Monitor for the new tank' }).waitFor();
    const saved = await api<{ configs: { typeId: number; tank?: { capacity: number }; sensor?: { deviceUid: number; port: number } }[] }>(
      `Asset/${assetUid}`,
      { token },
    );
    expect(saved.configs.find((c) => c.typeId === 2)).toMatchObject({
      tank: { capacity: verticalCylinderGallons(64, 80) },
      sensor: { deviceUid, port: 1 },
    });

    // The explorer was refreshed: the new tank is in the site's assets (behind the modal, so found
    // by its text rather than its role).
    await page.locator('[role="treeitem"][aria-label="New diesel tank"]').first().waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    await tree()
      .getByRole('treeitem', { name: `Assets, ${assetsBefore + 1}`, exact: true })
      .first()
      .waitFor();
  });

  it('creates a tank from a template matching the device, and a folder', async () => {
    const token = await demoToken('demo-fuel');
    const site = await demoSite(token, 'Permian Basin Branch', 5);
    // A template in another site of the company, and a new monitor here with its sensors free.
    const other = await demoSite(token, 'Permian Basin Branch', 6);
    const template = await api<{
      label: string;
      configs: { typeId: number; tank?: Record<string, number> }[];
      product: { uid: number } | null;
    }>(`Asset/${other.asset.uid}`, { token });
    const tankCfg = template.configs.find((c) => c.typeId === 2)!;
    const templated = { ...tankCfg, tank: { ...tankCfg.tank, cmid: 2, width: 50, height: 70, length: 0, cylinderCap: 0 } };
    await api(`Asset/${other.asset.uid}`, {
      token,
      method: 'PUT',
      body: {
        label: template.label,
        isTemplate: true,
        productUid: template.product?.uid ?? null,
        configs: template.configs.map((c) => (c.typeId === 2 ? templated : c)),
      },
    });
    const monitor = await api<{ uid: number }>(`Device/ToFolder/${site.uid}`, {
      token,
      body: { label: 'Template monitor', serialNumber: `E2E-T-${Date.now().toString(36)}`, modelId: 22 },
    });

    await signInAs(page, 'demo-fuel', `/create?fuid=${site.uid}`);
    await page.getByRole('radio', { name: 'Asset' }).click();
    await page.getByLabel('Device to read').selectOption({ value: String(monitor.uid) });
    await page.getByRole('radio', { name: 'A template' }).check();
    await page.getByLabel('Template', { exact: true }).selectOption({ label: template.label });
    const asset = form('New asset');
    await expect.poll(() => asset.getByLabel('Tank Type').inputValue()).toBe('2');
    await expect.poll(() => asset.getByLabel('Capacity (gal)').inputValue()).toBe(String(verticalCylinderGallons(50, 70)));
    await asset.getByLabel('Label', { exact: true }).fill('Tank from a template');
    await asset.getByRole('button', { name: 'Create Asset' }).click();
    const assetUrl = await waitForPath('/asset');
    const created = await api<{
      isTemplate: boolean;
      configs: { typeId: number; tank?: { capacity: number; width: number }; sensor?: { deviceUid: number } }[];
    }>(`Asset/${assetUrl.searchParams.get('uid')}`, { token });
    expect(created.isTemplate).toBe(false);
    expect(created.configs.find((c) => c.typeId === 2)).toMatchObject({
      tank: { width: 50, capacity: verticalCylinderGallons(50, 70) },
      sensor: { deviceUid: monitor.uid },
    });

    // A folder, in the branch (a folder of folders).
    await page.goto(`${new URL(page.url()).origin}/create?fuid=${site.branch.uid}`);
    await expect(page.getByRole('radio', { name: 'Asset' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('radio', { name: 'Folder' }).click();
    const folder = form('New folder');
    await folder.getByLabel('Label').fill('E2E Yard');
    await folder.getByLabel('City').fill('Midland');
    await folder.getByRole('button', { name: 'Create Folder' }).click();
    const folderUrl = await waitForPath('/folder');
    await dialog().getByRole('heading', { name: 'E2E Yard' }).waitFor();
    await dialog().getByText('Midland').waitFor();
    expect(folderUrl.searchParams.get('fuid')).toBe(folderUrl.searchParams.get('uid'));
    // At the user's site level (a branch's folder): the row shows and says so.
    await page.locator('[role="treeitem"][aria-label="E2E Yard, site"]').waitFor();
  });
});
