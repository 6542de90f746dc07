// The reports end to end (issue #6): the summary and the report grids through the real server,
// the demo world (with its days of history) and Debian's Chromium. What is asserted is what a
// user sees: figures, row counts, cell text and order, and the exported file.
import { readFile } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it, inject } from 'vitest';
import { accessToken, api } from '../support/api';
import { DEMO_PASSWORD, signInAs, treeItem } from '../support/browser';
import { pagePerTest } from '../support/demo';

const baseUrl = inject('baseUrl');
const current = pagePerTest({ viewport: { width: 1500, height: 950 }, acceptDownloads: true });
let page: Page;
beforeEach(() => {
  page = current();
});

interface SummaryCount {
  id: number;
  label: string;
  count: number;
}
interface Summary {
  folderUid: number;
  label: string;
  assets: { total: number; byStatus: SummaryCount[]; byZone: SummaryCount[] };
  devices: { total: number; byFlag: SummaryCount[] };
}

/** The user's base folder and its summary, asked of the API as the user. */
async function companyOf(userName: string) {
  const token = await accessToken(userName, DEMO_PASSWORD);
  const session = await api<{ baseFolderUid: number; baseFolder: { label: string } }>('User/GetSession', { token });
  const summary = await api<Summary>(`Folder/${session.baseFolderUid}/Summary`, { token });
  return { token, uid: session.baseFolderUid, label: session.baseFolder.label, summary };
}

interface NodeAnswer {
  counts: { assets: number; folders: number };
  folders: { items: { uid: number; label: string; hasAssetsOrDevices?: boolean }[] };
  assets: { items: { uid: number; label: string }[] };
}

/** A site (a folder with assets and no subfolders) of the company's first branch, named uniquely there. */
async function aSite(token: string, companyUid: number) {
  const company = await api<NodeAnswer>(`Navigation/Node/${companyUid}`, { token });
  const branch = await api<NodeAnswer>(`Navigation/Node/${company.folders.items[0]!.uid}?limit=1000`, { token });
  const names = branch.folders.items.map((f) => f.label);
  for (const f of branch.folders.items.filter((f) => f.hasAssetsOrDevices && names.indexOf(f.label) === names.lastIndexOf(f.label))) {
    const site = await api<NodeAnswer>(`Navigation/Node/${f.uid}`, { token });
    if (site.counts.folders === 0 && site.counts.assets > 0)
      return { uid: f.uid, label: f.label, assets: site.counts.assets, firstAsset: site.assets.items[0]!.label };
  }
  throw new Error('no site with assets in the first branch');
}

/** Signs in through the login page, then opens `path` (a deep link of the signed-in app). */
const signIn = (userName: string, path?: string) => signInAs(page, userName, path);

/** The demo's levels follow the calendar, so which categories hold tanks varies by day: the first
 * of these labels that counts something (and not everything). */
function someOf(counts: SummaryCount[], labels: string[], total: number): SummaryCount {
  const found = labels.map((l) => counts.find((c) => c.label === l)!).find((c) => c.count > 0 && c.count < total);
  if (!found) throw new Error(`none of ${labels.join(', ')} counts anything in the demo world today`);
  return found;
}

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;
/** Waits until the grid says how many rows match. */
const rowCount = (n: number) =>
  page
    .locator('.report-row-count')
    .filter({ hasText: new RegExp(`^${count(n)}$`) })
    .waitFor();

const grid = () => page.locator('.report-grid-body');
/** The column headers, in the order shown. */
const headerTexts = () =>
  grid()
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells
        // The ticking column of Mass Update (permission 38) is no report column.
        .filter((c) => c.getAttribute('col-id') !== 'ag-Grid-SelectionColumn')
        .sort((a, b) => Number(a.getAttribute('aria-colindex')) - Number(b.getAttribute('aria-colindex')))
        .map((c) => c.querySelector('.ag-header-cell-text')?.textContent ?? ''),
    );

/** The grid's column id behind a header a user reads. */
async function colIdOf(header: string): Promise<string> {
  const cell = grid()
    .getByRole('columnheader')
    .filter({ has: page.locator('.ag-header-cell-text', { hasText: new RegExp(`^${header}$`) }) });
  return (await cell.getAttribute('col-id'))!;
}

/** A column's cells in the rendered rows. */
const cellsOf = (colId: string) => grid().locator(`[role="row"][row-index] [role="gridcell"][col-id="${colId}"]`);

/** The text of a column's cells in the rendered rows, top to bottom, with each row's index. */
async function columnText(colId: string): Promise<{ index: number; text: string }[]> {
  return grid()
    .locator('[role="row"][row-index]')
    .evaluateAll(
      (rows, id) =>
        rows
          .map((r) => ({
            index: Number(r.getAttribute('row-index')),
            text: r.querySelector(`[role="gridcell"][col-id="${id}"]`)?.textContent ?? '',
          }))
          .filter((r) => Number.isFinite(r.index))
          .sort((a, b) => a.index - b.index),
      colId,
    );
}

/** "45.2%" -> 45.2; blank -> null. */
const percent = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[%,]/g, '')));

function descending(values: (number | null)[]): boolean {
  // Blanks sort last in both directions (ADR 016).
  const known = values.filter((v): v is number => v !== null);
  const firstBlank = values.indexOf(null);
  return known.every((v, i) => i === 0 || known[i - 1]! >= v) && (firstBlank < 0 || values.slice(firstBlank).every((v) => v === null));
}

/** Opens a column's filter from its header. */
async function openFilter(header: string) {
  const colId = await colIdOf(header);
  await grid().locator(`[role="columnheader"][col-id="${colId}"] .ag-header-cell-filter-button`).click();
  return page.locator('.ag-filter');
}

/** Our set filter: only the given values ticked. */
async function chooseOnly(header: string, labels: string[]) {
  const filter = await openFilter(header);
  const group = filter.getByRole('group', { name: 'Show values' });
  await group.getByRole('checkbox', { name: '(Select All)' }).uncheck();
  for (const label of labels) await group.getByRole('checkbox', { name: label, exact: true }).check();
  await page.keyboard.press('Escape');
}

async function openReportsMenu(item: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('the folder summary', () => {
  it("is where a user lands, with the company's figures and charts; a chart link opens the report filtered to what it counts", async () => {
    const company = await companyOf('demo-propane');
    await signIn('demo-propane');
    await page.waitForURL((u) => new URL(u).pathname === '/report/summary' && new URL(u).searchParams.get('fuid') === String(company.uid));
    await page.getByRole('heading', { level: 1, name: company.label }).waitFor();
    const tanks = page.locator('.summary-figures div').filter({ has: page.getByRole('term').filter({ hasText: /^Tanks$/ }) });
    expect(await tanks.locator('dd').textContent()).toBe(company.summary.assets.total.toLocaleString('en-US'));

    // Tanks by zone: the legend reads the summary's counts; a zone leads to the tanks in it.
    const zone = someOf(company.summary.assets.byZone, ['Critical', 'Warning'], company.summary.assets.total);
    const zones = page.getByRole('list', { name: 'Tanks by zone' });
    const link = zones.getByRole('link', { name: new RegExp(`^${zone.label}`) });
    expect(await link.locator('.chart-legend-value').textContent()).toBe(zone.count.toLocaleString('en-US'));
    await link.click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/asset');
    await page.getByRole('heading', { level: 1, name: company.label }).waitFor();
    await rowCount(zone.count);
    // Every tank listed is in that zone: its percent full is painted the zone's colour.
    const percentCol = await colIdOf('Percent Full');
    const cells = cellsOf(percentCol);
    await cells.first().waitFor();
    // Read once AG Grid has painted the page's rows: right after the row count appears, the
    // rows of the first block may still be rendering (seen on a loaded machine).
    const painted = () => cells.evaluateAll((els) => els.map((e) => e.className));
    await expect
      .poll(async () => (await painted()).every((c) => c.includes(`report-zone-${zone.label.toLowerCase()}`)), { timeout: 10_000 })
      .toBe(true);
    const classes = await painted();
    expect(classes.length).toBeGreaterThan(0);
    for (const c of classes) expect(c).toContain(`report-zone-${zone.label.toLowerCase()}`);

    // The explorer's Home icon: the root folder's summary again (spec 000 §2).
    await page.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/summary' && new URL(u).searchParams.get('fuid') === String(company.uid));
    await page.getByRole('list', { name: 'Tanks by zone' }).waitFor();
  });

  it('counts monitors only when asked, and links a device flag to the device report of those monitors flagged so', async () => {
    const company = await companyOf('demo-fuel');
    const monitors = await api<Summary>(`Folder/${company.uid}/Summary?monitorsOnly=true`, { token: company.token });
    expect(monitors.devices.total).toBeLessThan(company.summary.devices.total);
    await signIn('demo-fuel');
    const devices = page
      .locator('.summary-figures div')
      .filter({ has: page.getByRole('term').filter({ hasText: /^Devices$/ }) })
      .locator('dd');
    await devices.filter({ hasText: new RegExp(`^${company.summary.devices.total.toLocaleString('en-US')}$`) }).waitFor();
    await page.locator('label.segmented-item', { hasText: 'Monitors only' }).click();
    // Waits for the check: a click's state change can land after the click returns (a flake under load).
    await page.getByRole('radio', { name: 'Monitors only', checked: true }).waitFor({ state: 'attached' });
    await page.waitForURL((u) => new URL(u).searchParams.get('devices') === 'monitors');
    await devices.filter({ hasText: new RegExp(`^${monitors.devices.total.toLocaleString('en-US')}$`) }).waitFor();
    const flag = someOf(monitors.devices.byFlag, ['Low Battery', 'Late', 'Error'], monitors.devices.total);
    await page
      .getByRole('list', { name: 'Devices by flag' })
      .getByRole('link', { name: new RegExp(`^${flag.label}`) })
      .click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/device');
    await rowCount(flag.count);
    // The block's rows render before their values arrive: wait for the values, then every one says Yes.
    const flagCol = await colIdOf(flag.label);
    await expect.poll(async () => new Set((await columnText(flagCol)).map((c) => c.text))).toEqual(new Set(['Yes']));
    // Gateways and the devices in their slots are left out.
    const kinds = await columnText(await colIdOf('Gateway or Monitor'));
    expect(kinds.map((k) => k.text)).not.toContain('Gateway');
  });
});

describe('the asset report', () => {
  it('sorts by percent full, filters by status, scrolls past the first block and exports the whole result', async () => {
    const company = await companyOf('demo-propane');
    const status = someOf(company.summary.assets.byStatus, ['Delivery', 'Sensor Low Battery', 'Setpoint'], company.summary.assets.total);
    await signIn('demo-propane');
    await openReportsMenu('Assets (Tanks)');
    await page.waitForURL((u) => new URL(u).pathname === '/report/asset');
    await rowCount(company.summary.assets.total);
    expect(company.summary.assets.total).toBeGreaterThan(150);

    // Percent full, highest first: two clicks on its header.
    const percentCol = await colIdOf('Percent Full');
    const header = grid().locator(`[role="columnheader"][col-id="${percentCol}"]`);
    await header.locator('.ag-header-cell-label').click();
    await grid().locator(`[role="columnheader"][col-id="${percentCol}"][aria-sort="ascending"]`).waitFor();
    await header.locator('.ag-header-cell-label').click();
    await grid().locator(`[role="columnheader"][col-id="${percentCol}"][aria-sort="descending"]`).waitFor();
    await expect.poll(async () => (await columnText(percentCol))[0]?.text ?? '').not.toBe('');
    const top = (await columnText(percentCol)).map((c) => percent(c.text));
    expect(descending(top)).toBe(true);

    // Past the first block of 100 rows: the grid loads the next block as it scrolls there.
    const viewport = grid().locator('.ag-grid-viewport');
    await viewport.evaluate((el) => {
      el.scrollTop = (el.querySelector('.ag-row')?.getBoundingClientRect().height ?? 40) * 140;
    });
    await expect.poll(async () => (await columnText(percentCol)).find((c) => c.index === 150)?.text ?? '').toMatch(/%$/);
    const deeper = (await columnText(percentCol)).filter((c) => c.index >= 100);
    expect(deeper.length).toBeGreaterThan(0);
    const deeperValues = deeper.map((c) => percent(c.text));
    expect(descending([...top.slice(0, 1), ...deeperValues])).toBe(true);
    expect(Math.min(...top.filter((v): v is number => v !== null))).toBeGreaterThanOrEqual(
      Math.max(...deeperValues.filter((v): v is number => v !== null)),
    );

    // Status: one status only (Delivery, on most days).
    await viewport.evaluate((el) => {
      el.scrollTop = 0;
    });
    await chooseOnly('Status', [status.label]);
    await rowCount(status.count);
    const statusCol = await colIdOf('Status');
    await expect.poll(async () => [...new Set((await columnText(statusCol)).map((c) => c.text))]).toEqual([status.label]);
    const filteredTop = (await columnText(percentCol)).map((c) => percent(c.text));
    expect(descending(filteredTop)).toBe(true);

    // Export: the whole filtered result, sorted as on screen, with the grid's headers.
    // The server writes the file (POST EntityReport/AssetCsv, streamed); the page pages nothing itself.
    const headers = await headerTexts();
    const calls: { method: string; url: string; body: string | null }[] = [];
    const onRequest = (r: Request) => {
      if (r.url().includes('/api/EntityReport/')) calls.push({ method: r.method(), url: r.url(), body: r.postData() });
    };
    page.on('request', onRequest);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    page.off('request', onRequest);
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([`POST /api/EntityReport/AssetCsv/${company.uid}`]);
    expect(JSON.parse(calls[0]!.body!)).toMatchObject({ sorting: [{ colId: percentCol, sort: 'desc' }], filterAndOr: 'and' });
    const text = (await readFile(file!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toBe(headers.map((h) => (/[",]/.test(h) ? `"${h.replace(/"/g, '""')}"` : h)).join(','));
    expect(lines).toHaveLength(status.count + 1);
    const statusAt = headers.indexOf('Status');
    const percentAt = headers.indexOf('Percent Full');
    const rows = lines.slice(1).map(parseCsvLine);
    expect(new Set(rows.map((r) => r[statusAt]))).toEqual(new Set([status.label]));
    expect(descending(rows.map((r) => percent(r[percentAt]!)))).toBe(true);
    // The first exported rows are the rows on screen, cell for cell as the grid shows them.
    expect(rows.slice(0, filteredTop.length).map((r) => percent(r[percentAt]!))).toEqual(filteredTop);
    for (const name of ['Tank', 'Status', 'Percent Full']) {
      const at = headers.indexOf(name);
      expect(at, name).toBeGreaterThanOrEqual(0);
      const onScreen = await columnText(await colIdOf(name));
      expect(onScreen.length).toBeGreaterThan(0);
      expect(
        onScreen.map((c) => rows[c.index]?.[at]),
        name,
      ).toEqual(onScreen.map((c) => c.text));
    }
  });

  it('opens when the Assets collection node of a folder is selected in the explorer', async () => {
    const company = await companyOf('demo-lube');
    const site = await aSite(company.token, company.uid);
    await signIn('demo-lube', `/report/summary?fuid=${site.uid}&uid=${site.uid}`);
    await page.getByRole('heading', { level: 1, name: site.label }).waitFor();
    const tree = page.getByRole('tree', { name: 'Explorer' });
    // Selecting the site opens it in the tree: its users, assets and devices show.
    await treeItem(tree, site.label).click();
    const assets = tree.getByRole('treeitem', { name: `Assets, ${site.assets}`, exact: true });
    await assets.click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/asset' && new URL(u).searchParams.get('fuid') === String(site.uid));
    await page.getByRole('heading', { level: 1, name: site.label }).waitFor();
    await rowCount(site.assets);
    await tree.getByRole('treeitem', { name: `Assets, ${site.assets}`, exact: true, selected: true }).waitFor();
    const tanks = await columnText(await colIdOf('Tank'));
    expect(tanks.map((t) => t.text)).toContain(site.firstAsset);
  });

  it("keeps the column choice after a reload: it is saved as the user's custom columns", async () => {
    const company = await companyOf('demo-fuel');
    await signIn('demo-fuel', `/report/asset?fuid=${company.uid}&uid=${company.uid}`);
    await rowCount(company.summary.assets.total);
    const before = await headerTexts();
    expect(before).toContain('Product');
    expect(before).not.toContain('Zone');
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose columns' });
    let saved = page.waitForResponse((r) => r.url().includes('/api/EntityReport/CustomColumns/') && r.request().method() === 'POST');
    await chooser.getByRole('checkbox', { name: 'Product', exact: true }).click();
    expect((await saved).status()).toBe(200);
    saved = page.waitForResponse((r) => r.url().includes('/api/EntityReport/CustomColumns/') && r.request().method() === 'POST');
    await chooser.getByRole('checkbox', { name: 'Zone', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const chosen = [...before.filter((h) => h !== 'Product'), 'Zone'];
    await expect.poll(() => headerTexts()).toEqual(chosen);

    await page.reload();
    await rowCount(company.summary.assets.total);
    await expect.poll(() => headerTexts()).toEqual(chosen);

    // Back to the defaults for the other tests.
    await page.getByRole('button', { name: 'Columns' }).click();
    saved = page.waitForResponse((r) => r.url().includes('/api/EntityReport/CustomColumns/') && r.request().method() === 'POST');
    await page.getByRole('dialog', { name: 'Choose columns' }).getByRole('button', { name: 'Default columns' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => headerTexts()).toEqual(before);
  });

  it("re-applies a saved profile's filter", async () => {
    const company = await companyOf('demo-lube');
    const zone = someOf(company.summary.assets.byZone, ['Critical', 'Warning'], company.summary.assets.total);
    await signIn('demo-lube', `/report/asset?fuid=${company.uid}&uid=${company.uid}`);
    await rowCount(company.summary.assets.total);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('dialog', { name: 'Choose columns' }).getByRole('checkbox', { name: 'Zone', exact: true }).click();
    await page.keyboard.press('Escape');
    await chooseOnly('Zone', [zone.label]);
    await rowCount(zone.count);

    await page.getByRole('button', { name: 'Save as…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save profile as' });
    await dialog.getByLabel('Name').fill(`${zone.label} tanks`);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/EntityReport/Profile') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });

    // A fresh report shows every tank; choosing the profile brings the filter back.
    await page.goto(`${baseUrl}/report/asset?fuid=${company.uid}&uid=${company.uid}`);
    await rowCount(company.summary.assets.total);
    await page.getByLabel('Profile', { exact: true }).selectOption({ label: `${zone.label} tanks` });
    await rowCount(zone.count);
    const zoneCol = await colIdOf('Zone');
    await expect.poll(async () => [...new Set((await columnText(zoneCol)).map((c) => c.text))]).toEqual([zone.label]);
  });
});

describe('the login page', () => {
  it('does not download AG Grid or the report code', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /vendor-grid|report-|summary-/.test(s))).toEqual([]);
  });
});

/** One CSV line (RFC 4180 quoting) as its fields. */
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}
