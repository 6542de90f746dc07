// The catalogue end to end (issue 19; spec 000 §2 Folder menu > Templates /folder/asset-templates;
// spec 001 §3.3 StrappingTable, §7 Asset/Templates/ByFolder and Asset/StrappingTable): the real
// server, the demo world, Debian's Chromium. An administrator makes an asset template on the
// Templates page and makes a tank from it on Add Object; he pastes a strapping table from a
// spreadsheet, and when he corrects it the tank that reads it shows the new volume.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { openSettled, signInAs } from '../support/browser';
import { demoSite, demoToken, freshTank, pagePerTest, sendReadings, verticalCylinderGallons } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const run = Date.now().toString(36);
const dialog = () => page.getByRole('dialog');
let token: string;
let company: number;
let site: Awaited<ReturnType<typeof demoSite>>;

beforeAll(async () => {
  token = await demoToken('demo-fuel');
  company = (await api<{ baseFolderUid: number }>('User/GetSession', { token })).baseFolderUid;
  site = await demoSite(token, 'Permian Basin Branch', 4);
});

describe('Folder menu > Templates', () => {
  it('makes a template that Add Object then offers for a new tank', async () => {
    const name = `E2E 1,000 gal vertical ${run}`;
    await signInAs(page, 'demo-fuel', `/folder/asset-templates?fuid=${company}&uid=${company}`);
    // The demo company's own templates are listed.
    await page.getByRole('table', { name: 'Asset templates' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    const form = dialog().getByRole('form', { name: 'New template' });
    await form.getByLabel('Label', { exact: true }).fill(name);
    await form.getByLabel('Tank Type').selectOption({ label: 'Vertical Cylinder' });
    await form.getByLabel('Width * (in)').fill('64');
    await form.getByLabel('Height * (in)').fill('72');
    await form.getByRole('button', { name: 'Create Template' }).click();
    await page.getByText('Template created').first().waitFor();
    const row = page.getByRole('table', { name: 'Asset templates' }).getByRole('row').filter({ hasText: name });
    await row.getByRole('cell', { name: 'Vertical Cylinder' }).waitFor();
    await row
      .getByRole('cell', {
        name: `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(verticalCylinderGallons(64, 72))} gal`,
      })
      .waitFor();

    const monitor = await api<{ uid: number }>(`Device/ToFolder/${site.uid}`, {
      token,
      body: { label: `Template monitor ${run}`, serialNumber: `E2E-C-${run}`, modelId: 22 },
    });
    await openSettled(page, `/create?fuid=${site.uid}`, true);
    await page.getByRole('radio', { name: 'Asset' }).click();
    await page.getByLabel('Device to read').selectOption({ value: String(monitor.uid) });
    await page.getByRole('radio', { name: 'A template' }).check();
    await page.getByLabel('Template', { exact: true }).selectOption({ label: name });
    const asset = page.getByRole('form', { name: 'New asset' });
    await expect.poll(() => asset.getByLabel('Capacity (gal)').inputValue()).toBe(String(verticalCylinderGallons(64, 72)));
    await asset.getByLabel('Label', { exact: true }).fill(`Tank from ${name}`);
    await asset.getByRole('button', { name: 'Create Asset' }).click();
    await page.waitForURL((u) => u.pathname === '/asset');
    const created = await api<{ isTemplate: boolean; configs: { typeId: number; tank?: { width: number; height: number } }[] }>(
      `Asset/${new URL(page.url()).searchParams.get('uid')}`,
      { token },
    );
    expect(created.isTemplate).toBe(false);
    expect(created.configs.find((c) => c.typeId === 2)?.tank).toMatchObject({ width: 64, height: 72 });
  });
});

describe('Strapping tables', () => {
  it("takes a chart pasted from a spreadsheet, and a corrected chart moves the tank's volume", async () => {
    const model = `Sphere ${run}`;
    await signInAs(page, 'demo-fuel', `/folder/asset-templates?fuid=${company}&uid=${company}`);
    await page.getByRole('button', { name: 'New strapping table' }).click();
    const form = dialog().getByRole('form', { name: 'Strapping table' });
    await form.getByLabel('Make').fill('E2E Charts');
    await form.getByLabel('Model').fill(model);
    await form.getByLabel('Height (in)').fill('40');
    await form.getByLabel('Capacity (gal)').fill('1000');
    await form.getByLabel('Step (in)').fill('5');
    const rows = form.getByLabel(/^Rows/);
    await rows.fill('Level\tVolume\n0\t0\n10\t100\n20\tten');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('Table Values: row 3 is not a number').waitFor();
    await rows.fill('Level\tVolume\n0\t0\n10\t100\n20\t400\n30\t800\n40\t1,000');
    await form.getByRole('figure', { name: 'Level to volume' }).waitFor();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Strapping table saved').first().waitFor();
    const list = page.getByRole('table', { name: 'Strapping tables' }).getByRole('row').filter({ hasText: model });
    await list.getByRole('cell', { name: '5', exact: true }).waitFor();
    const tables = await api<{ id: number; model: string; step: number; tableValues: number[] }[]>(
      `Asset/StrappingTable/ByFolder/${site.uid}`,
      {
        token,
      },
    );
    const table = tables.find((t) => t.model === model)!;
    // The pasted levels gave the step.
    expect(table).toMatchObject({ step: 10, tableValues: [0, 100, 400, 800, 1000] });

    // A tank read through the chart: 25 inches is 600 gallons.
    const { asset, device } = await freshTank(token, site.uid, `Strapped tank ${run}`);
    const full = await api<{ label: string; configs: { typeId: number; tank?: Record<string, unknown> }[] }>(`Asset/${asset.uid}`, {
      token,
    });
    await api(`Asset/${asset.uid}`, {
      token,
      method: 'PUT',
      body: {
        label: full.label,
        configs: full.configs.map((c) =>
          c.typeId === 2 ? { ...c, tank: { ...c.tank, cmid: 11, stid: table.id, capacity: 0, height: 0 } } : c,
        ),
      },
    });
    await sendReadings(token, device.uid, [{ daysAgo: 0, level: 25 }]);
    const amount = async () =>
      (await api<{ states: { tank: { amountFull: number } } }>(`Asset/${asset.uid}`, { token })).states.tank.amountFull;
    expect(await amount()).toBe(600);

    await openSettled(page, `/folder/asset-templates?fuid=${company}&uid=${company}`, true);
    await page.getByRole('button', { name: `Edit E2E Charts ${model}` }).click();
    await dialog().getByLabel(/^Rows/).fill('0\n200\n500\n900\n1000');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Strapping table saved').first().waitFor();
    expect(await amount()).toBe(700);
  });
});

describe('User-defined fields', () => {
  it("adds a field to the company's setup and sets its value on a tank", async () => {
    const label = `Gate Code ${run}`;
    await signInAs(page, 'demo-fuel', `/folder/setup?fuid=${company}&uid=${company}`);
    const fields = dialog().getByRole('table', { name: 'User-defined fields' });
    // The demo company's own fields are there.
    await fields.getByRole('textbox').first().waitFor();
    const before = await fields.getByRole('row').count();
    await dialog().getByRole('button', { name: 'Add field' }).click();
    const n = before; // header row + existing rows: the new field is number `before`
    await dialog().getByLabel(`Label of field ${n}`).fill(label);
    await dialog().getByLabel(`Data type of field ${n}`).selectOption({ label: 'Text' });
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Folder saved').first().waitFor();
    await expect
      .poll(async () => (await api<{ label: string }[]>(`Folder/${company}/UserDefSetup`, { token })).map((f) => f.label))
      .toContain(label);
    const setupId = (await api<{ id: number; label: string }[]>(`Folder/${company}/UserDefSetup`, { token })).find(
      (f) => f.label === label,
    )!.id;

    await openSettled(page, `/asset/setup?fuid=${site.uid}&uid=${site.asset.uid}`, true);
    await dialog().getByLabel(label).fill('4471#');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Asset saved').first().waitFor();
    const saved = await api<{ userDefValues: { setupId: number; value: unknown }[] }>(`Asset/${site.asset.uid}`, { token });
    expect(saved.userDefValues).toContainEqual({ setupId, value: '4471#' });

    // The field is a column of the asset report (ADR 100): chosen in Columns, filtered like the others.
    await openSettled(page, `/report/asset?fuid=${site.uid}&uid=${site.uid}`, true);
    const grid = page.locator('.report-grid-body');
    await grid.getByRole('gridcell', { name: site.asset.label, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose columns' });
    const chosen = page.waitForResponse((r) => r.url().includes('/api/EntityReport/CustomColumns/') && r.request().method() === 'POST');
    await chooser.getByRole('checkbox', { name: label, exact: true }).click();
    expect((await chosen).status()).toBe(200);
    await page.keyboard.press('Escape');
    const header = grid.getByRole('columnheader').filter({ hasText: label });
    await header.waitFor();
    const colId = await header.getAttribute('col-id');
    await grid.locator(`[role="columnheader"][col-id="${colId}"] .ag-header-cell-filter-button`).click();
    await page.locator('.ag-filter').getByRole('textbox').first().fill('4471');
    await page.getByText(/^1 row$/).waitFor();
    const row = grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: site.asset.label, exact: true }) });
    await row.getByRole('gridcell', { name: '4471#', exact: true }).waitFor();

    // Back to the default columns for the other tests.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Columns' }).click();
    const reset = page.waitForResponse((r) => r.url().includes('/api/EntityReport/CustomColumns/') && r.request().method() === 'POST');
    await chooser.getByRole('button', { name: 'Default columns' }).click();
    expect((await reset).status()).toBe(200);
  });
});
