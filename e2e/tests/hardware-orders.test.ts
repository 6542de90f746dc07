// Order Hardware and the sales rep on /billing end to end (issue 18; spec 001 §6 permissions 25 and
// 40, §3.8 custom part numbers, §3.5 SalesRep; docs/decisions/099, 102): the real server, the demo
// world, Debian's Chromium. The fuel distributor's administrator fills a cart of parts for a branch,
// sees the company's own part numbers and the order awaiting its bill-to; a manager without Order
// Hardware sees no such tab; the provider's administrator sets a folder's sales rep.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { accessToken, api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

interface Account {
  uid: number;
  folderUid: number;
  billToAccountUid: number | null;
}
interface Order {
  id: number;
  kind: number;
  status: number;
  stPoNumber: string;
  stPoDocumentId: number | null;
  shipToAddress: { address1: string; city: string } | null;
  lineItems: { partNumber: string; customerPartNumber: string; quantity: number }[];
}

const run = Date.now().toString(36);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(`Hardware PO ${run}\n`.repeat(40)), Buffer.from('%%EOF\n')]);
let token: string;
let company: number;
let branch: Account;

beforeAll(async () => {
  token = await demoToken('demo-fuel');
  company = (await api<{ baseFolderUid: number }>('User/GetSession', { token })).baseFolderUid;
  const head = (await api<Account[]>(`Billing/ByChildFolder/${company}`, { token })).find((a) => a.billToAccountUid === null)!;
  branch = (await api<Account[]>(`Billing/${head.uid}/ShipToAccounts`, { token }))[0]!;
});

describe('Billing > Order Hardware', () => {
  it('orders parts from the price sheet, shipped to an address, and lists the order for the bill-to', async () => {
    const po = `PO-HW-${run}`;
    await signInAs(page, 'demo-fuel', `/billing?fuid=${branch.folderUid}&uid=${branch.folderUid}`);
    await page.getByRole('tab', { name: 'Order Hardware' }).click();
    const form = page.getByRole('form', { name: 'Order hardware' });
    const sheet = form.getByRole('table', { name: 'Hardware price sheet' });
    // The company's own part number beside the provider's (the demo fuel company's FUE-MON-100).
    await expect.poll(() => sheet.getByRole('row', { name: /CM-100/ }).textContent()).toContain('FUE-MON-100');
    await form.getByLabel('Quantity of CM-100').fill('4');
    await form.getByLabel('Quantity of BAT-LI-36').fill('4');
    await form.getByLabel('Address 1').fill(`${run} Depot Road`);
    await form.getByLabel('City').fill('Fargo');
    await form.getByLabel('PO Number').fill(po);
    await form.getByLabel('PO Document').setInputFiles({ name: 'hardware po.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByLabel('I accept the terms and conditions').check();
    await expect.poll(() => form.getByText(/2 parts, /).count()).toBe(1);
    await form.getByRole('button', { name: 'Place hardware order' }).click();
    await page
      .getByText(/Hardware order \d+ placed/)
      .first()
      .waitFor();
    const order = (await api<Order[]>(`Billing/${branch.uid}/Hardware/Orders`, { token })).find((o) => o.stPoNumber === po)!;
    expect(order).toMatchObject({ kind: 2, status: 1, shipToAddress: { address1: `${run} Depot Road`, city: 'Fargo' } });
    expect(order.stPoDocumentId).not.toBeNull();
    expect(order.lineItems.map((l) => [l.partNumber, l.customerPartNumber, l.quantity])).toEqual([
      ['CM-100', 'FUE-MON-100', 4],
      ['BAT-LI-36', 'FUE-BAT-36', 4],
    ]);
    const row = page.getByRole('table', { name: 'Hardware orders' }).locator(`tr[data-order="${order.id}"]`);
    await expect.poll(() => row.textContent()).toContain('Order Created');
    expect(await row.textContent()).toContain('4 × CM-100 (FUE-MON-100)');
    expect(await row.textContent()).toContain(`${run} Depot Road, Fargo`);
    // The administrator is the bill-to too: it may approve or cancel, the Call-Block orders do not list it.
    await expect.poll(() => row.getByRole('button', { name: 'Approve' }).count()).toBe(1);
    const callBlocks = await api<Order[]>(`Billing/${branch.uid}/Callblock/Orders`, { token });
    expect(callBlocks.some((o) => o.id === order.id)).toBe(false);
  });

  it("keeps the company's own part numbers, which the hardware price sheet then shows", async () => {
    const own = `FUE-GW-${run}`;
    await signInAs(page, 'demo-fuel', `/billing?fuid=${company}&uid=${company}`);
    await page.getByRole('tab', { name: 'Profiles and Pricing' }).click();
    const form = page.getByRole('form', { name: 'Part Numbers' });
    await form.getByLabel('Your part number for ENC-GW').fill(own);
    await form.getByRole('button', { name: 'Save part numbers' }).click();
    await page.getByText('Part numbers saved').first().waitFor();
    const saved = await api<{ partNumbers: { partNumber: string; customerPartNumber: string }[] }>(`Billing/${branch.uid}/PartNumbers`, {
      token,
    });
    expect(saved.partNumbers).toContainEqual({ partNumber: 'ENC-GW', customerPartNumber: own });
    // The seeded numbers are kept.
    expect(saved.partNumbers).toContainEqual({ partNumber: 'CM-100', customerPartNumber: 'FUE-MON-100' });
    // The head office pays and has no ship-to profile: its Order Hardware tab shows the sheet alone.
    await page.getByRole('tab', { name: 'Order Hardware' }).click();
    const sheet = page.getByRole('table', { name: 'Hardware price sheet' });
    await expect.poll(() => sheet.getByRole('row', { name: /ENC-GW/ }).textContent()).toContain(own);
    expect(await page.getByRole('button', { name: 'Place hardware order' }).count()).toBe(0);
  });

  it('is hidden from a user without Order Hardware', async () => {
    await signInAs(page, 'cpruitt.fuel', `/billing?fuid=${company}&uid=${company}`);
    await page.getByRole('tab', { name: 'Orders' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Order Hardware' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Sales Rep' }).count()).toBe(0);
  });
});

describe('Billing > Sales Rep', () => {
  it("sets a folder's sales rep as the provider, which the API then gives", async () => {
    const admin = await accessToken('admin', inject('adminPassword'));
    const groups = await api<{ uid: number; label: string }[]>(`ContactGroup/ByFolder/${company}`, { token: admin });
    const group = groups[0]!;
    await signInAs(page, 'admin', `/billing?fuid=${company}&uid=${company}`, inject('adminPassword'));
    await page.getByRole('tab', { name: 'Sales Rep' }).click();
    const form = page.getByRole('form', { name: 'Sales Rep' });
    await form.getByLabel('RMA Alert Group').selectOption(String(group.uid));
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sales rep saved').first().waitFor();
    const saved = await api<{ rmaAlertGroupUid: number }>(`Entity/${company}/Config/SalesRep`, { token: admin });
    expect(saved.rmaAlertGroupUid).toBe(group.uid);
  });
});
