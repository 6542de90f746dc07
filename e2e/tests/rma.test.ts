// Returns and the device inventory end to end (issue 18; spec 000 §2 Help menu Return Material
// Authorization /report/rma, Folder menu Devices /folder/device-inventory; spec 001 §4, §7 RMA): the
// real server, the demo world, Debian's Chromium. A manager (Request RMA, no Approve RMA Request)
// asks for the return of a device from its manage modal and sees its setup become read-only; the
// administrator approves it; the RMA report lists it; the inventory page shows the company's devices,
// a device's shipping history and the serialization settings.
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
let device: { uid: number };

beforeAll(async () => {
  const adminToken = await demoToken('demo-propane');
  const s = await demoSite(adminToken, 'Central Minnesota Branch', 6);
  const company = (await api<{ baseFolderUid: number }>('User/GetSession', { token: adminToken })).baseFolderUid;
  site = { uid: s.uid, company };
  device = (await freshTank(adminToken, s.uid, `RMA tank ${run}`)).device;
});

describe("a device's RMA", () => {
  it('is requested with a reason code from the manage modal, and the setup becomes read-only', async () => {
    await signInAs(page, 'dhanson.propane', `/device/setup?fuid=${site.uid}&uid=${device.uid}`);
    await dialog().getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(await dialog().getByText('this device has an open RMA').count()).toBe(0);

    await dialog().getByRole('link', { name: 'RMA', exact: true }).click();
    await dialog().getByText('This device has no RMAs.').waitFor();
    // Without a reason the server's message shows under the spec's title.
    await dialog().getByLabel('Comments').fill(`Battery flat ${run}`);
    await dialog().getByRole('button', { name: 'Request RMA' }).click();
    await dialog().getByText('Error saving request').waitFor();
    await dialog().getByLabel('Reason Code').selectOption({ label: 'Battery Drain' });
    await dialog().getByRole('button', { name: 'Request RMA' }).click();
    await dialog()
      .getByRole('heading', { name: /RMA \d+: Requested/ })
      .waitFor();

    await dialog().getByRole('link', { name: 'Setup' }).click();
    await dialog()
      .getByText('Device editing is disabled: this device has an open RMA, and only a user with Approve RMA Request can change it.')
      .waitFor();
    expect(await dialog().getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  });

  it('is approved by one holding Approve RMA Request and listed on the RMA report', async () => {
    await signInAs(page, 'demo-propane', `/device/rma?fuid=${site.uid}&uid=${device.uid}`);
    await dialog()
      .getByRole('heading', { name: /RMA \d+: Requested/ })
      .waitFor();
    await dialog().getByLabel('Status comment').fill('Approved, send it back');
    await dialog().getByRole('button', { name: 'Approve' }).click();
    await dialog()
      .getByRole('heading', { name: /RMA \d+: Approved/ })
      .waitFor();
    await dialog().getByRole('cell', { name: 'Approved, send it back' }).waitFor();

    await openSettled(page, `/report/rma?fuid=${site.company}&uid=${site.company}`, true);
    await page.getByText('Return Material Authorization').first().waitFor();
    await page.getByRole('gridcell', { name: 'Approved', exact: true }).first().waitFor();
  });
});

describe('Folder menu > Devices', () => {
  it("shows the company's devices, a device's shipping history and the serialization settings", async () => {
    await signInAs(page, 'demo-propane', `/folder/device-inventory?fuid=${site.company}&uid=${site.company}`);
    const table = page.getByRole('table', { name: 'Inventory devices' });
    await table.getByRole('row').nth(5).waitFor();
    await table.getByRole('row').nth(1).getByRole('button').click();
    await page.getByRole('table', { name: 'Shipments' }).getByRole('row').nth(1).waitFor();
    await expect(page.getByTestId('next-serial').textContent()).resolves.toMatch(/^PD-\d{6}$/);
    await page.getByLabel('Prefix').fill('pd');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Prefix: may hold only capital letters, digits and dashes').waitFor();
  });
});
