// The config snapshot end to end (issue 19; spec 001 §2 "config snapshot"; §7 GET Entity/{uid}/Config
// with ?at=, docs/decisions/103): the real server, the demo world, Debian's Chromium. A tank gets an
// address and then a changed one; its manage modal's Config tab shows the configs as saved now, and,
// at the saved version that added the address, the old address with what it is now. A device has
// the tab too.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoSite, demoToken, freshTank, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

interface Asset {
  label: string;
  configs: { id: number; typeId: number; [field: string]: unknown }[];
}

const ADDRESS = 27;
const run = Date.now().toString(36);

describe('the Config tab (config snapshot)', () => {
  it("shows a tank's configs now, and as they stood at a saved version with what has changed since", async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Northern Wisconsin Branch', 2);
    const { asset } = await freshTank(token, site.uid, `Snapshot ${run}`);
    const save = async (configs: unknown[]) =>
      api<Asset>(`Asset/${asset.uid}`, { method: 'PUT', token, body: { label: asset.label, configs } });
    const created = await api<Asset>(`Asset/${asset.uid}`, { token });
    const withOld = await save([
      ...created.configs,
      { typeId: ADDRESS, address1: `1 Old Road ${run}`, city: 'Wausau', state: 'WI', zip: '54401' },
    ]);
    // A second apart: each save is a version of its own in the list.
    await new Promise((r) => setTimeout(r, 1100));
    await save(withOld.configs.map((c) => (c.typeId === ADDRESS ? { ...c, address1: `2 New Road ${run}` } : c)));

    await signInAs(page, 'demo-propane', `/asset/config?fuid=${site.uid}&uid=${asset.uid}`);
    const dialog = page.getByRole('dialog');
    const snapshot = dialog.getByRole('region', { name: 'Config snapshot' });
    await snapshot.getByRole('heading', { name: 'Config snapshot' }).waitFor();
    await expect(dialog.getByRole('link', { name: 'Config' }).getAttribute('aria-current')).resolves.toBe('page');
    await snapshot.getByText('As the configs are saved now').waitFor();
    const address = snapshot.getByRole('article', { name: 'Address' });
    await address.getByText(`2 New Road ${run}`).waitFor();
    await expect(address.getByText('Wausau').count()).resolves.toBe(1);
    await snapshot.getByRole('article', { name: 'Asset Tank (Level)' }).waitFor();

    // The version that added the address: the old one, with what it is now.
    const versions = snapshot.getByLabel('Saved version');
    const added = versions.locator('option', { hasText: 'Created Address' });
    await added.waitFor({ state: 'attached' });
    await versions.selectOption((await added.getAttribute('value'))!);
    await snapshot.getByText(/^As the configs stood on \d+\/\d+\/\d{4}/).waitFor();
    await address.getByText(`1 Old Road ${run}`).waitFor();
    await address.getByText(`(now 2 New Road ${run})`).waitFor();
    await snapshot.getByText(/since then 1 changed or removed, 0 added/).waitFor();

    // A time before the tank was made: no configs.
    await snapshot.getByLabel('As of').fill('2001-01-01T08:00');
    await snapshot.getByRole('button', { name: 'Show' }).click();
    await snapshot.getByText('No configs at that time.').waitFor();

    // Now again.
    await snapshot.getByRole('button', { name: 'Now' }).click();
    await address.getByText(`2 New Road ${run}`).waitFor();
    await expect(snapshot.getByText(/\(now /).count()).resolves.toBe(0);
  });

  it("shows a device's configs on its Config tab", async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Northern Wisconsin Branch', 0);
    const configs = await api<{ typeId: number }[]>(`Entity/${site.device.uid}/Config`, { token });
    await signInAs(page, 'demo-propane', `/device?fuid=${site.uid}&uid=${site.device.uid}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Config' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/device/config');
    const snapshot = dialog.getByRole('region', { name: 'Config snapshot' });
    await snapshot.getByText('As the configs are saved now').waitFor();
    await expect.poll(() => snapshot.getByRole('article').count()).toBe(configs.length);
    expect(configs.length).toBeGreaterThan(0);
  });
});
