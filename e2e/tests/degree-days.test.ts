// Degree-day forecasting in the manage modal (issue 17; docs/decisions/093-degree-day-forecasting.md):
// a demo heating-oil tank's Information tab shows its days left and run-out date by degree days
// beside the plain average's, with the K-factor, base load and fit quality they come from, and the
// company folder whose weather the forecast reads. The real server, the demo world, Chromium.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoSite, demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

interface AssetAnswer {
  uid: number;
  label: string;
  product: { sku: string } | null;
}

/** The first demo tank of the branch's sites that holds No. 2 heating oil. */
async function heatingOilTank(token: string) {
  for (let n = 0; n < 60; n++) {
    const site = await demoSite(token, 'Central Minnesota Branch', n);
    const node = await api<{ assets: { items: { uid: number }[] } }>(`Navigation/Node/${site.uid}`, { token });
    for (const a of node.assets.items) {
      const asset = await api<AssetAnswer>(`Asset/${a.uid}`, { token });
      if (asset.product?.sku === 'HO-2') return { site, asset };
    }
  }
  throw new Error('no heating-oil tank in the demo branch');
}

describe('the degree-day forecast', () => {
  it("shows beside the plain average on a heating-oil tank's Information tab", async () => {
    const token = await demoToken('demo-propane');
    const { site, asset } = await heatingOilTank(token);
    await signInAs(page, 'demo-propane', `/asset?fuid=${site.uid}&uid=${asset.uid}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: asset.label }).waitFor();
    const section = dialog.getByRole('region', { name: 'Degree-day forecast' });
    await section.waitFor();
    const table = section.getByRole('table', { name: 'Days left by forecast' });
    await table.getByRole('rowheader', { name: 'Degree days' }).waitFor();
    await table.getByRole('rowheader', { name: 'Plain average' }).waitFor();
    // What the page shows is what the server fitted for this tank.
    const f = await api<{ n: number; weatherFolderLabel: string; kFactor: number | null }>(`Forecast/Asset/${asset.uid}`, { token });
    await expect.poll(() => section.getByText(`over ${f.n} days`).count()).toBe(1);
    await section.getByText(f.weatherFolderLabel, { exact: true }).waitFor();
    await section.getByText('Drives days left').waitFor();
    expect(await table.getByRole('row').count()).toBe(3);
  });
});
