// Products, comments and documents end to end (issue 19; spec 000 §2 Folder menu: Products
// /folder/products; spec 001 §3.3 Product, EntityComment, Document; §7 Product and Entity calls):
// the real server, the demo world, Debian's Chromium. An administrator adds a product on the
// Products page and gives it to a tank on the tank's Setup tab; its delete is then refused with
// how many tanks hold it. He writes an internal comment that a manager without View RMA Internal
// Comments (33) does not see, and uploads a document that downloads byte for byte.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { openSettled, signInAs } from '../support/browser';
import { demoSite, demoToken, freshTank, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const run = Date.now().toString(36);
const dialog = () => page.getByRole('dialog');
let site: { uid: number; company: number };
let tank: { uid: number; label: string };
let adminToken: string;

beforeAll(async () => {
  adminToken = await demoToken('demo-propane');
  const s = await demoSite(adminToken, 'Central Minnesota Branch', 5);
  const company = (await api<{ baseFolderUid: number }>('User/GetSession', { token: adminToken })).baseFolderUid;
  site = { uid: s.uid, company };
  tank = (await freshTank(adminToken, s.uid, `Collab tank ${run}`)).asset;
});

describe('Folder menu > Products', () => {
  it('adds a product, gives it to a tank, and is told the product cannot be deleted while the tank holds it', async () => {
    const name = `E2E Propane ${run}`;
    await signInAs(page, 'demo-propane', `/folder/products?fuid=${site.company}&uid=${site.company}`);
    await page.getByRole('button', { name: 'Add product' }).click();
    await dialog().getByLabel('Name').fill(name);
    await dialog().getByLabel('SKU').fill(`SKU-${run}`);
    await dialog().getByLabel('Density').fill('0,51');
    await dialog().getByLabel('Default Max Fill Percent (%)').fill('150');
    await dialog().getByRole('button', { name: 'Create Product' }).click();
    // The server's message, on the field, before anything is sent.
    await dialog().getByText('Default Max Fill Percent: must be between 1 and 100').waitFor();
    await dialog().getByLabel('Default Max Fill Percent (%)').fill('85');
    await dialog().getByLabel('Tags').fill('Bulk, Winter');
    await dialog().getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Product created').first().waitFor();
    const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell', { name: '85%' }).count()).resolves.toBe(1);
    await expect(row.getByRole('cell', { name: 'Bulk, Winter' }).count()).resolves.toBe(1);

    await openSettled(page, `/asset/setup?fuid=${site.uid}&uid=${tank.uid}`, true);
    await dialog()
      .getByLabel('Product')
      .selectOption({ label: `${name} (SKU-${run})` });
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Asset saved').first().waitFor();
    const saved = await api<{ product: { name: string } | null }>(`Asset/${tank.uid}`, { token: adminToken });
    expect(saved.product?.name).toBe(name);

    await openSettled(page, `/folder/products?fuid=${site.company}&uid=${site.company}`, true);
    await row.getByRole('cell', { name: '1', exact: true }).waitFor();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await dialog().getByText(`${name} is the product of 1 tank: give it another product first.`).waitFor();
  });
});

describe('Comments tab', () => {
  const secret = `Credit hold ${run}`;
  const open = `Gate code ${run}`;

  it('lets an administrator add an external and an internal comment', async () => {
    await signInAs(page, 'demo-propane', `/asset/comments?fuid=${site.uid}&uid=${tank.uid}`);
    await dialog().getByRole('textbox', { name: 'New comment' }).fill(open);
    await dialog().getByRole('button', { name: 'Post comment' }).click();
    await dialog().getByText(open).waitFor();
    await dialog().getByRole('textbox', { name: 'New comment' }).fill(secret);
    await dialog().getByLabel('Visibility').selectOption({ label: 'Internal (View RMA Internal Comments only)' });
    await dialog().getByRole('button', { name: 'Post comment' }).click();
    const item = dialog().getByRole('listitem').filter({ hasText: secret });
    await item.getByText('Internal', { exact: true }).waitFor();
  });

  it('hides the internal comment from a manager without View RMA Internal Comments (33)', async () => {
    await signInAs(page, 'dhanson.propane', `/asset/comments?fuid=${site.uid}&uid=${tank.uid}`);
    await dialog().getByText(open).waitFor();
    await expect(dialog().getByText(secret).count()).resolves.toBe(0);
    await expect(dialog().getByLabel('Visibility').count()).resolves.toBe(0);
  });
});

describe('Documents tab', () => {
  it('uploads a document and downloads the same bytes', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`e2e ${run}`.repeat(200))]);
    await signInAs(page, 'demo-propane', `/asset/documents?fuid=${site.uid}&uid=${tank.uid}`);
    await dialog()
      .getByLabel('File (PDF, PNG, JPEG, GIF or WebP)')
      .setInputFiles({ name: `gauge ${run}.png`, mimeType: 'image/png', buffer: png });
    await dialog().getByLabel('Comments').fill('Gauge at install');
    await dialog().getByRole('button', { name: 'Upload' }).click();
    const link = dialog().getByRole('button', { name: `Download gauge ${run}.png` });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`gauge ${run}.png`);
    const bytes = await readFile((await download.path())!);
    expect(Buffer.compare(bytes, png)).toBe(0);

    // An executable renamed .pdf is refused with the server's message.
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(100)]);
    await dialog()
      .getByLabel('File (PDF, PNG, JPEG, GIF or WebP)')
      .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: elf });
    await dialog().getByRole('button', { name: 'Upload' }).click();
    await dialog().getByText('File: must be a PDF, PNG, JPEG, GIF or WebP file (judged by its content, not its name)').waitFor();
  });
});

describe('Events tab', () => {
  it('shows what an integration posted and records an event from the form', async () => {
    // An integration's camera motion, as it posts it (spec 001 §9 IPCamMotionDetection).
    await api(`Entity/${tank.uid}/Event`, {
      method: 'PUT',
      token: adminToken,
      body: { eventTypeId: 2, description: `Motion at the gate ${run}` },
    });
    await signInAs(page, 'demo-propane', `/asset/events?fuid=${site.uid}&uid=${tank.uid}`);
    const list = dialog().getByRole('table', { name: 'Event list' });
    const motion = list.getByRole('row').filter({ hasText: `Motion at the gate ${run}` });
    await motion.getByRole('cell', { name: 'IP Camera Motion Detection' }).waitFor();
    await motion.getByRole('cell', { name: 'demo-propane' }).waitFor();

    await dialog().getByLabel('Event type').selectOption({ label: 'Keep Full Report' });
    await dialog().getByLabel('Description').fill(`Keep-full list sent ${run}`);
    await dialog().getByRole('button', { name: 'Record event' }).click();
    await list
      .getByRole('row')
      .filter({ hasText: `Keep-full list sent ${run}` })
      .getByRole('cell', { name: 'Keep Full Report' })
      .waitFor();
    // Newest first.
    await expect(list.getByRole('row').nth(1).textContent()).resolves.toContain(`Keep-full list sent ${run}`);
    const stored = await api<{ eventType: string; description: string }[]>(
      `Entity/${tank.uid}/Events?startDate=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 19)}Z&endDate=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 19)}Z`,
      { token: adminToken },
    );
    expect(stored.map((e) => e.eventType).slice(0, 2)).toEqual(['KeepFullReport', 'IPCamMotionDetection']);
  });

  it('lists without a form for one who may not edit the tank', async () => {
    await signInAs(page, 'jnowak.propane', `/asset/events?fuid=${site.uid}&uid=${tank.uid}`);
    await dialog().getByRole('table', { name: 'Event list' }).getByText(`Motion at the gate ${run}`).waitFor();
    await expect(dialog().getByRole('button', { name: 'Record event' }).count()).resolves.toBe(0);
  });
});
