// Reports menu > Dashboard end to end (issue 17; spec 000 §2 /report/dashboard): the real server,
// the demo world, Debian's Chromium. The manager opens the dashboard from the menu, reads the demo
// world's figures on its tiles and charts, and a tile leads into the asset report filtered to the
// tanks it counts.
import type { Page } from 'playwright-core';
import type { FolderDashboard } from '@ullage/domain/reports/dashboard-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const tile = (label: string) => page.getByRole('region', { name: 'At a glance' }).locator('.dashboard-tile', { hasText: label });

describe('Reports > Dashboard', () => {
  it('shows the demo figures and a tile leads into the filtered report', async () => {
    const token = await demoToken('demo-propane');
    const session = await api<{ baseFolderUid: number; baseFolder: { label: string } }>('User/GetSession', { token });
    const company = session.baseFolderUid;
    await signInAs(page, 'demo-propane', `/report/summary?fuid=${company}&uid=${company}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/dashboard');
    await page.getByRole('heading', { level: 1, name: session.baseFolder.label }).waitFor();

    const d = await api<FolderDashboard>(`Folder/${company}/Dashboard`, { token });
    expect(d.tanks.total).toBeGreaterThan(0);
    const due7 = d.dueWithin.find((x) => x.days === 7)!.tanks;
    expect(due7).toBeGreaterThan(0);
    const value = async (label: string) => (await tile(label).locator('.dashboard-tile-value').textContent())?.replace(/,/g, '');
    expect(await value('Due within 7 days')).toBe(String(due7));
    expect(await value('Late devices')).toBe(String(d.devices.late));
    expect(await value('Active alerts')).toBe(String(d.activeAlerts));
    await page.getByRole('link', { name: `${d.tanks.total.toLocaleString('en-US')} tanks` }).waitFor();
    for (const p of d.products) await page.getByRole('link', { name: p.productName, exact: true }).first().waitFor();

    // The 7-day tile opens the asset report with exactly those tanks.
    await tile('Due within 7 days').click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/asset');
    await page
      .locator('.report-row-count')
      .filter({ hasText: new RegExp(`^${due7.toLocaleString('en-US')} rows?$`) })
      .waitFor();
  });
});
