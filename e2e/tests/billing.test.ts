// Billing end to end (issue 18; spec 000 §2 Folder menu: Billing /billing; spec 001 §3.8, §4;
// docs/decisions/087, 088): the real server, the demo world, Debian's Chromium. The fuel
// distributor's administrator orders call blocks for a branch with a PO document, approves the
// order as its bill-to (the fuel bill-to invoices automatically, so the order completes), and
// opens the branch's charged-calls chart.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { openSettled, signInAs } from '../support/browser';
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
  status: number;
  stPoNumber: string;
  stPoDocumentId: number | null;
}

const run = Date.now().toString(36);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(`PO ${run}\n`.repeat(50)), Buffer.from('%%EOF\n')]);
let token: string;
let company: number;
let branch: Account;

beforeAll(async () => {
  token = await demoToken('demo-fuel');
  company = (await api<{ baseFolderUid: number }>('User/GetSession', { token })).baseFolderUid;
  const head = (await api<Account[]>(`Billing/ByChildFolder/${company}`, { token })).find((a) => a.billToAccountUid === null)!;
  branch = (await api<Account[]>(`Billing/${head.uid}/ShipToAccounts`, { token }))[0]!;
});

describe('Folder menu > Billing', () => {
  it('orders call blocks with a PO document, approves the order as the bill-to and sees it complete', async () => {
    const po = `PO-E2E-${run}`;
    await signInAs(page, 'demo-fuel', `/billing?fuid=${branch.folderUid}&uid=${branch.folderUid}`);
    const form = page.getByRole('form', { name: 'New order' });
    await form.getByLabel('Call block').selectOption('CB-1000');
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('PO Number').fill(po);
    await form.getByLabel('PO Document').setInputFiles({ name: 'purchase order.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Place order' }).click();
    await page
      .getByText(/Order \d+ created/)
      .first()
      .waitFor();
    const order = (await api<Order[]>(`Billing/${branch.uid}/Callblock/Orders`, { token })).find((o) => o.stPoNumber === po)!;
    expect(order.status).toBe(1);
    expect(order.stPoDocumentId).not.toBeNull();
    const row = page.locator(`tr[data-order="${order.id}"]`);
    await row.getByText('Order Created').first().waitFor();

    // The head office pays: its Billing page lists the branch's order with the bill-to's moves.
    await openSettled(page, `/billing?fuid=${company}&uid=${company}`, true);
    await row.getByLabel(`Comment on order ${order.id}`).fill('Approved for the winter');
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.locator('.bil-status', { hasText: 'Order Complete' }).waitFor();
    await row.getByText('Confirmed By Bill-To').first().waitFor();
    await row.getByText(/Approved for the winter/).waitFor();
    expect((await api<Order[]>(`Billing/${branch.uid}/Callblock/Orders`, { token })).find((o) => o.id === order.id)!.status).toBe(6);
  });

  it('shows the charged calls per day as a chart and per device as a table', async () => {
    await signInAs(page, 'demo-fuel', `/billing?fuid=${branch.folderUid}&uid=${branch.folderUid}`);
    await page.getByRole('tab', { name: 'Charged Calls' }).click();
    await page.locator('figure[aria-label="Charged calls per day"]').waitFor();
    const devices = (await api<{ monthly: boolean }[]>(`Billing/${branch.uid}/Devices`, { token })).filter((d) => !d.monthly);
    const rows = page.getByRole('table', { name: 'Charged calls by device' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(devices.length);
  });
});

describe('Billing > Devices, pricing and service agreements (ADR 099)', () => {
  interface Billed {
    deviceUid: number;
    serialNumber: string;
    activationState: number;
    nextStates: number[];
  }

  it("asks for a device's deactivation and withdraws it, as the table allows the account", async () => {
    const device = (await api<Billed[]>(`Billing/${branch.uid}/Devices`, { token })).find((d) => d.activationState === 1)!;
    await signInAs(page, 'demo-fuel', `/billing?fuid=${branch.folderUid}&uid=${branch.folderUid}`);
    await page.getByRole('tab', { name: 'Devices' }).click();
    const row = page.getByRole('table', { name: 'Billed devices' }).locator('tr', { hasText: device.serialNumber });
    await row.getByRole('cell', { name: 'Active', exact: true }).waitFor();
    // The account asks; only the provider deactivates, so the account's buttons are these.
    await row.getByRole('button', { name: `Request deactivation ${device.serialNumber}` }).click();
    await row.getByRole('cell', { name: 'Pending Deactivation', exact: true }).waitFor();
    expect(await row.getByRole('button').allTextContents()).toEqual(['Keep active']);
    await row.getByRole('button', { name: `Keep active ${device.serialNumber}` }).click();
    await row.getByRole('cell', { name: 'Active', exact: true }).waitFor();
    const after = (await api<Billed[]>(`Billing/${branch.uid}/Devices`, { token })).find((d) => d.deviceUid === device.deviceUid)!;
    expect(after.activationState).toBe(1);
  });

  it("edits the head office's price sheet and a service agreement", async () => {
    const head = (await api<Account[]>(`Billing/ByChildFolder/${company}`, { token })).find((a) => a.billToAccountUid === null)!;
    await signInAs(page, 'demo-fuel', `/billing?fuid=${company}&uid=${company}`);
    await page.getByRole('tab', { name: 'Profiles and Pricing' }).click();
    const pricing = page.getByRole('form', { name: 'Pricing' });
    const rows = pricing.locator('tbody tr');
    await rows.first().waitFor();
    const before = await rows.count();
    const part = `CB-E2E-${run}`;
    await pricing.getByRole('button', { name: 'Add part' }).click();
    await pricing.getByLabel(`Part Number of row ${before + 1}`).fill(part);
    await pricing.getByLabel(`Calls of row ${before + 1}`).fill('750');
    await pricing.getByLabel(`Price of row ${before + 1}`).fill('80');
    await pricing.getByRole('button', { name: 'Save pricing' }).click();
    await page.getByText('Pricing saved').first().waitFor();
    type Sheet = { custom: boolean; parts: { partNumber: string; calls: number; price: number }[] };
    const saved = await api<Sheet>(`Billing/${head.uid}/Callblock/Pricing`, { token });
    expect(saved.custom).toBe(true);
    expect(saved.parts.find((p) => p.partNumber === part)).toMatchObject({ calls: 750, price: 80 });
    // Removed again: the sheet is as it was.
    await pricing.getByRole('button', { name: `Remove ${part}` }).click();
    await pricing.getByRole('button', { name: 'Save pricing' }).click();
    await expect
      .poll(async () => (await api<Sheet>(`Billing/${head.uid}/Callblock/Pricing`, { token })).parts.some((p) => p.partNumber === part))
      .toBe(false);

    type Agreement = { uid: number; label: string; programFee: number };
    const agreement = (await api<Agreement[]>(`Billing/${head.uid}/Monthly/ServiceAgreements`, { token }))[0]!;
    const form = page.getByRole('form', { name: `Service agreement ${agreement.label}` });
    const fee = Math.round((agreement.programFee + 1.25) * 100) / 100;
    await form.getByLabel('Program Fee').fill(String(fee));
    await form.getByRole('button', { name: 'Save agreement' }).click();
    await expect
      .poll(async () => (await api<Agreement[]>(`Billing/${head.uid}/Monthly/ServiceAgreements`, { token }))[0]!.programFee)
      .toBe(fee);
  });
});

describe("the explorer's billing icons (showBillingIconsHierarchy)", () => {
  it('marks exactly the folders that hold a billing account, once the user asks for the icons', async () => {
    const session = await api<{ userUid: number }>('User/GetSession', { token });
    const user = await api<{ config: Record<string, unknown> }>(`User/${session.userUid}`, { token });
    const show = (on: boolean) =>
      api(`User/${session.userUid}`, { method: 'PUT', token, body: { config: { ...user.config, showBillingIconsHierarchy: on } } });
    const tree = () => page.getByRole('tree', { name: 'Explorer' });
    try {
      await signInAs(page, 'demo-fuel', `/billing?fuid=${company}&uid=${company}`);
      await tree().locator(`[data-key="f:${company}"]`).waitFor();
      expect(await tree().locator('[data-billing]').count()).toBe(0);

      await show(true);
      await openSettled(page, `/billing?fuid=${company}&uid=${company}`, true);
      const { folderUids } = await api<{ folderUids: number[] }>(`Billing/AccountFolders/${company}`, { token });
      const head = tree().locator(`[data-key="f:${company}"]`);
      await head.locator('[data-billing]').waitFor();
      expect(await head.getAttribute('aria-label')).toMatch(/, billing account$/);
      const rows = await tree()
        .locator('[role="treeitem"][data-key^="f:"]')
        .evaluateAll((els) =>
          els.map((e) => ({ uid: Number(e.getAttribute('data-key')!.slice(2)), billing: !!e.querySelector('[data-billing]') })),
        );
      expect(rows.length).toBeGreaterThan(1);
      for (const r of rows) expect(r.billing, `folder ${r.uid}`).toBe(folderUids.includes(r.uid));
    } finally {
      await show(false);
    }
  });
});
