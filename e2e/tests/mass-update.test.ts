// Mass Update end to end (issue 19; spec 001 §6 permission 38; docs/decisions/104-mass-update-and-webhook-events.md):
// the real server, the demo world, Debian's Chromium. A manager ticks two tanks in the asset report,
// gives them a product with a preview of what changes, and watches the update finish; a dispatcher
// (no Mass Update) has no such button.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoSite, demoToken, freshTank, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const run = Date.now().toString(36);
let token: string;
let site: Awaited<ReturnType<typeof demoSite>>;
let tanks: { uid: number; label: string }[];
let product: { uid: number; label: string };

beforeAll(async () => {
  token = await demoToken('demo-fuel');
  const company = (await api<{ baseFolderUid: number }>('User/GetSession', { token })).baseFolderUid;
  site = await demoSite(token, 'Permian Basin Branch', 5);
  tanks = [(await freshTank(token, site.uid, `Mass A ${run}`)).asset, (await freshTank(token, site.uid, `Mass B ${run}`)).asset];
  const products = await api<{ uid: number; label: string; active: boolean }[]>(`Product/ByFolder/${company}`, { token });
  product = products.find((p) => p.active)!;
});

/** The report's row of a tank, by its name. */
const rowOf = (label: string) => page.getByRole('row').filter({ hasText: label });

describe('Mass Update on the asset report', () => {
  it('gives the ticked tanks a product after showing what changes, with its progress', async () => {
    await signInAs(page, 'demo-fuel', `/report/asset?fuid=${site.uid}&uid=${site.uid}`);
    const button = page.getByRole('button', { name: /^Mass Update/ });
    await expect.poll(() => button.isDisabled()).toBe(true);
    for (const t of tanks) await rowOf(t.label).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Mass Update (2)' }).click();

    const form = page.getByRole('dialog').getByRole('form', { name: 'Mass Update' });
    await form.getByLabel('Change').selectOption({ label: 'Product' });
    await form.getByLabel('Product').selectOption({ label: product.label });
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = form.getByRole('region', { name: 'Preview' });
    await preview.getByText('2 of 2 rows change').waitFor();
    for (const t of tanks) {
      const row = preview.getByRole('row').filter({ hasText: t.label });
      await row.getByRole('cell', { name: 'No product' }).waitFor();
      await row.getByRole('cell', { name: product.label }).waitFor();
    }
    await form.getByRole('button', { name: 'Apply to 2 rows' }).click();
    await page.getByRole('dialog').getByText('Updated 2 of 2.').waitFor();
    // The audit: who changed what, on how many rows.
    await page
      .getByRole('region', { name: 'Recent mass updates' })
      .getByRole('row')
      .filter({ hasText: `Product: ${product.label}` })
      .filter({ hasText: 'demo-fuel' })
      .getByRole('cell', { name: '2 of 2', exact: true })
      .first()
      .waitFor();
    for (const t of tanks) {
      const asset = await api<{ product: { uid: number } | null }>(`Asset/${t.uid}`, { token });
      expect(asset.product?.uid).toBe(product.uid);
    }
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('is not offered without Mass Update (38)', async () => {
    const dispatcherToken = await demoToken('bkowalski.propane');
    const company = (await api<{ baseFolderUid: number }>('User/GetSession', { token: dispatcherToken })).baseFolderUid;
    await signInAs(page, 'bkowalski.propane', `/report/asset?fuid=${company}&uid=${company}`);
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    expect(await page.getByRole('button', { name: /^Mass Update/ }).count()).toBe(0);
  });
});
