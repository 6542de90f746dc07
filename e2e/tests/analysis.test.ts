// The Analysis menu end to end (issue 16; spec 000 §2 Analysis: Fill, Inventory, Usage, Report
// Card): the real server, the demo world, Debian's Chromium. A manager opens each page from the
// menu, changes the range, and follows a figure into the tanks behind it; a fill of a fresh tank is
// left out of analysis from its history and the fill analysis says so; a dispatcher has no Report
// Card. Other test files share the database: counts are read, not assumed.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoSite, demoToken, freshTank, pagePerTest, sendReadings } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

interface Session {
  baseFolderUid: number;
  baseFolder: { label: string };
}

const run = Date.now().toString(36);
const dialog = () => page.getByRole('dialog');
/** Waits until a report grid says how many rows match. */
const rowCount = (counter: ReturnType<Page['locator']>) => counter.filter({ hasText: /^[\d,]+ rows?$/ }).waitFor();

/** Signs in on the company's summary and opens an Analysis menu item, as a person would. */
async function openFromMenu(userName: string, item: string, path: string): Promise<Session> {
  const token = await demoToken(userName);
  const session = await api<Session>('User/GetSession', { token });
  const company = session.baseFolderUid;
  await signInAs(page, userName, `/report/summary?fuid=${company}&uid=${company}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Analysis' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.waitForURL((u) => new URL(u).pathname === path);
  await page.getByRole('heading', { name: session.baseFolder.label }).waitFor();
  return session;
}

describe('Analysis menu', () => {
  it('Fill Analysis: figures, the deliveries chart and tables; the Fills figure opens the asset report of those tanks', async () => {
    const session = await openFromMenu('demo-propane', 'Fill Analysis', '/analysis/fill-analysis');
    await page.getByRole('figure', { name: 'Deliveries by day' }).locator('canvas').waitFor();
    const figures = page.getByRole('definition').first();
    await figures.waitFor();
    await page.getByText(/fills? (was|were) left out of analysis/).waitFor();
    // The range: a standard one in the URL, then custom dates.
    await page.getByLabel('Range', { exact: true }).selectOption({ label: 'Last 7 days' });
    await page.waitForURL((u) => new URL(u).searchParams.get('range') === 'last7');
    await page.getByLabel('Range', { exact: true }).selectOption({ label: 'Custom dates' });
    await page.getByLabel('From', { exact: true }).fill('2024-01-10');
    await page.getByLabel('To', { exact: true }).fill('2024-01-01');
    await page.getByRole('alert').filter({ hasText: 'End Date: must not be before the start date' }).waitFor();
    await page.getByLabel('To', { exact: true }).fill('2024-01-31');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(
      (u) => new URL(u).searchParams.get('from') === '2024-01-10' && new URL(u).searchParams.get('to') === '2024-01-31',
    );
    await page.getByText('2024-01-10 to 2024-01-31').waitFor();

    await page
      .getByRole('term')
      .filter({ hasText: /^Fills$/ })
      .waitFor();
    await page
      .locator('dl[aria-label="Fill figures"] div')
      .filter({ hasText: /^Fills/ })
      .getByRole('link')
      .click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/asset');
    expect(new URL(page.url()).searchParams.get('fuid')).toBe(String(session.baseFolderUid));
    await rowCount(page.locator('.report-row-count'));
  });

  it("Fill Analysis: a table downloads as PDF, recorded as a FillReport event on the company's folder", async () => {
    const session = await openFromMenu('demo-propane', 'Fill Analysis', '/analysis/fill-analysis');
    const block = page.getByRole('region', { name: 'Fills by product' });
    const table = block.getByRole('table', { name: 'Fills by product' });
    await table.waitFor();
    const rows = (await table.getByRole('row').count()) - 1;
    expect(rows).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), block.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^fills-by-product-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const token = await demoToken('demo-propane');
    const events = await api<{ eventType: string; description: string; userName: string }[]>(
      `Entity/${session.baseFolderUid}/Events?startDate=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 19)}Z&endDate=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 19)}Z`,
      { token },
    );
    expect(events[0]).toMatchObject({ eventType: 'FillReport', userName: 'demo-propane' });
    expect(events[0]!.description).toMatch(new RegExp(`^Fills by product of .* printed as PDF \\(${rows} rows?\\)$`));
  });

  it('Inventory Analysis: the volume chart, and a product links to the asset report of its tanks', async () => {
    await openFromMenu('demo-propane', 'Inventory Analysis', '/analysis/inventory-analysis');
    await page.getByRole('figure', { name: 'Volume on hand by day' }).locator('canvas').waitFor();
    const products = page.getByRole('table', { name: 'Inventory by product' });
    const first = products.getByRole('row').nth(1).getByRole('link');
    const product = (await first.textContent())!;
    await first.click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/asset');
    const filters = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}') as Record<string, { filter: string }>;
    expect(filters.productName?.filter).toBe(product);
    await rowCount(page.locator('.report-row-count'));
    const cells = page.locator('.report-grid-body [role="row"][row-index] [role="gridcell"][col-id="productName"]');
    await cells.first().waitFor();
    expect(new Set(await cells.allTextContents())).toEqual(new Set([product]));
  });

  it('Usage Analysis: the charts over the Usage report grid of the same range', async () => {
    await openFromMenu('demo-propane', 'Usage Analysis', '/analysis/usage');
    await page.getByRole('figure', { name: 'Usage by day' }).locator('canvas').waitFor();
    await page.getByRole('figure', { name: 'Average usage by weekday' }).locator('canvas').waitFor();
    await page.getByRole('table', { name: 'Usage by product' }).waitFor();
    const report = page.getByRole('region', { name: 'Usage report' });
    await rowCount(report.locator('.report-row-count'));
    await report.locator('.report-grid-body [role="gridcell"][col-id="usage"]').first().waitFor();
    // A product of the table opens the asset report of its tanks.
    await page.getByRole('table', { name: 'Usage by product' }).getByRole('row').nth(1).getByRole('link').click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/asset');
  });

  it('Report Card: a manager reads the figures; a dispatcher has no Report Card', async () => {
    await openFromMenu('demo-propane', 'Report Card', '/analysis/report-card');
    expect(new URL(page.url()).searchParams.get('range')).toBeNull();
    const card = page.locator('dl[aria-label="Report card"]');
    for (const figure of ['Stops', 'Gallons per Stop', 'Average Fill Percent', 'Run-outs', 'Late Devices', 'Failed Devices', 'Alerts']) {
      await card
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${figure}$`) })
        .waitFor();
    }
    await card
      .locator('div')
      .filter({ hasText: /^Late Devices/ })
      .getByRole('link')
      .click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/device');

    await page.getByRole('button', { name: 'Log Out' }).click();
    const token = await demoToken('bkowalski.propane');
    const session = await api<Session>('User/GetSession', { token });
    await signInAs(page, 'bkowalski.propane', `/report/summary?fuid=${session.baseFolderUid}&uid=${session.baseFolderUid}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Analysis' }).click();
    await page.getByRole('menuitem', { name: 'Fill Analysis' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Report Card' }).count()).toBe(0);
  });

  it("leaves a fill out of analysis from the tank's history; the fill analysis lists it so and links back to the tank", async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 2);
    const tank = await freshTank(token, site.uid, `Analysed tank ${run}`);
    await sendReadings(token, tank.device.uid, [
      { daysAgo: 6, level: 14 },
      { daysAgo: 5, level: 13 },
      { daysAgo: 4, level: 12 },
      { daysAgo: 3, level: 40 },
      { daysAgo: 2, level: 39 },
    ]);
    await signInAs(page, 'demo-propane', `/asset/history?fuid=${site.uid}&uid=${tank.asset.uid}`);
    const fills = dialog().getByRole('region', { name: 'Fills' });
    await fills.getByRole('button', { name: 'Leave out of analysis' }).click();
    await page.getByText('The fill is left out of analysis').first().waitFor();
    await fills.getByRole('cell', { name: 'Left out of analysis' }).waitFor();

    await page.goto(`${new URL(page.url()).origin}/analysis/fill-analysis?fuid=${site.uid}&uid=${site.uid}&range=last7`);
    const listed = page.getByRole('table', { name: 'Fills', exact: true }).getByRole('row').filter({ hasText: tank.asset.label });
    await listed.getByRole('cell', { name: 'Left out of analysis' }).waitFor();
    const leftOut = page
      .locator('dl[aria-label="Fill figures"] div')
      .filter({ hasText: /^Fills Left Out/ })
      .getByRole('definition');
    expect(Number((await leftOut.textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    await listed.getByRole('link', { name: tank.asset.label }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/asset/history' && new URL(u).searchParams.get('uid') === String(tank.asset.uid));
    await dialog().getByRole('region', { name: 'Fills' }).getByRole('button', { name: 'Return to analysis' }).click();
    await page.getByText('The fill is counted in analysis again').first().waitFor();
  });
});
