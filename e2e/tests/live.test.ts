// Live updates end to end (issue 17, docs/decisions/080-live-updates.md): the real server, the demo
// world, Debian's Chromium. A reading sent through the devices' ingestion call changes the tank's
// row in the open asset report and its line in the open summary, with no reload.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../support/browser';
import { demoSite, demoToken, freshTank, pagePerTest, sendReadings } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const stamp = Date.now().toString(36);
const grid = () => page.locator('.report-grid-body');

/** The text of the Percent Full cell of the grid row whose Asset cell is `label`. */
async function gridPercent(label: string): Promise<string> {
  const colId = await grid()
    .getByRole('columnheader')
    .filter({ has: page.locator('.ag-header-cell-text', { hasText: /^Percent Full$/ }) })
    .getAttribute('col-id');
  const cell = grid().locator('[role="row"][row-index]').filter({ hasText: label }).locator(`[role="gridcell"][col-id="${colId}"]`);
  return (await cell.count()) === 1 ? ((await cell.textContent()) ?? '') : '';
}

/** Marks the document, to tell afterwards that it was not reloaded. */
const mark = () => page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
const marked = () => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 1);

describe('live updates', () => {
  it('a reading posted through the ingestion API changes the report row and the summary without a reload', async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 6);
    const label = `Live tank ${stamp}`;
    const tank = await freshTank(token, site.uid, label);
    // 30 of 60 inches in a vertical tank: half full.
    await sendReadings(token, tank.device.uid, [{ daysAgo: 0.1, level: 30 }]);

    await signInAs(page, 'demo-propane', `/report/asset?fuid=${site.uid}&uid=${site.uid}`);
    await page.locator('.live-state[data-state="live"]').waitFor();
    await expect.poll(() => gridPercent(label), { timeout: 20_000 }).toMatch(/^50(\.0+)?%$/);
    await mark();

    await sendReadings(token, tank.device.uid, [{ daysAgo: 0.05, level: 45 }]);
    await expect.poll(() => gridPercent(label), { timeout: 20_000 }).toMatch(/^75(\.0+)?%$/);
    expect(await marked()).toBe(true);

    // The summary of the site, opened from the menu (no reload): the tank's line among those most in need.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: /Summary/ }).click();
    const need = page.getByRole('table', { name: 'Tanks most in need' });
    const line = need.getByRole('row').filter({ has: page.getByRole('link', { name: label, exact: true }) });
    await expect.poll(async () => (await line.textContent()) ?? '', { timeout: 20_000 }).toMatch(/75(\.0+)?%/);
    await sendReadings(token, tank.device.uid, [{ daysAgo: 0.01, level: 15 }]);
    await expect.poll(async () => (await line.textContent()) ?? '', { timeout: 20_000 }).toMatch(/25(\.0+)?%/);
    expect(await marked()).toBe(true);
  });
});
