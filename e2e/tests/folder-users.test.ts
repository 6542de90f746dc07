// The Folder menu's Users page end to end (issue 14; spec 000 §2 Folder menu: Users /folder/users):
// the real server, the demo world, Debian's Chromium. An administrator finds the company's users
// and their roles, makes and deletes a role, and is told why a role in use cannot go; a manager
// without Edit Permissions sees the roles read-only; a tank's Information tab names its customer.
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

interface Session {
  baseFolderUid: number;
  baseFolder: { label: string };
}
interface Role {
  id: number;
  label: string;
  permissions: number[];
  userCount: number;
}

const usersTable = () => page.getByRole('table', { name: 'Users' });
const rolesTable = () => page.getByRole('table', { name: 'Roles' });
const dialog = () => page.getByRole('dialog');

/** Signs in and opens Folder menu > Users of the user's company folder, as a person would. */
async function openUsersPage(userName: string): Promise<{ token: string; session: Session }> {
  const token = await demoToken(userName);
  const session = await api<Session>('User/GetSession', { token });
  const company = session.baseFolderUid;
  await signInAs(page, userName, `/report/summary?fuid=${company}&uid=${company}`);
  // The Folder menu is titled with the selected folder's name (spec 000 §2).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: session.baseFolder.label }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.waitForURL((u) => new URL(u).pathname === '/folder/users');
  await page.getByRole('heading', { name: session.baseFolder.label }).waitFor();
  return { token, session };
}

describe('Folder menu > Users', () => {
  it("shows the company's users with their roles, searched and filtered by role", async () => {
    await openUsersPage('demo-propane');
    const row = (userName: string) =>
      usersTable()
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: userName, exact: true }) });
    await row('dhanson.propane').waitFor();
    await expect(row('dhanson.propane').getByRole('cell', { name: 'Manager', exact: true }).count()).resolves.toBe(1);
    await expect(row('bkowalski.propane').getByRole('cell', { name: 'Dispatcher', exact: true }).count()).resolves.toBe(1);
    await expect(row('bkowalski.propane').getByRole('cell', { name: 'Brenda Kowalski' }).count()).resolves.toBe(1);

    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Dispatcher' });
    await row('dhanson.propane').waitFor({ state: 'detached' });
    await row('bkowalski.propane').waitFor();
    await row('tlindquist.propane').waitFor();
    const roles = await usersTable().locator('tbody tr td:nth-child(4)').allTextContents();
    expect(roles.length).toBeGreaterThanOrEqual(2);
    expect(new Set(roles)).toEqual(new Set(['Dispatcher']));

    await page.getByLabel('Search users').fill('lindquist');
    await row('bkowalski.propane').waitFor({ state: 'detached' });
    await expect(usersTable().locator('tbody tr').count()).resolves.toBe(1);
    // A row opens the user's manage modal.
    await row('tlindquist.propane').getByRole('cell', { name: 'Tom Lindquist' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/user');
    await dialog().getByText('tlindquist.propane').first().waitFor();
  });

  it('creates a role by ticking permissions, lists it, deletes it; a role in use is refused with the reason', async () => {
    const { token, session } = await openUsersPage('demo-propane');
    await page.getByRole('link', { name: 'Roles' }).click();
    await rolesTable().getByRole('cell', { name: 'Dispatcher', exact: true }).waitFor();

    await page.getByRole('button', { name: 'New role' }).click();
    await dialog().getByRole('heading', { name: 'New role' }).waitFor();
    await dialog().getByLabel('Role Name').fill('Night dispatcher');
    await dialog().getByRole('group', { name: 'People' }).getByLabel('Edit Contacts').check();
    await dialog().getByRole('group', { name: 'Assets & devices' }).getByLabel('Edit Schedules').check();
    // A company administrator does not hold Access Support, so cannot grant it, and is told why.
    await expect(dialog().getByLabel('Access Support').isDisabled()).resolves.toBe(true);
    await dialog().getByText('Greyed-out permissions: You do not hold this permission, so you cannot grant it.').waitFor();
    // Nor a rank above their own (2).
    await expect(dialog().getByLabel('Rank').locator('option[value="1"]').isDisabled()).resolves.toBe(true);
    await dialog().getByLabel('Rank').selectOption('5');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Role saved').waitFor();
    await dialog().waitFor({ state: 'detached' });

    const created = rolesTable()
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Night dispatcher', exact: true }) });
    await created.waitFor();
    await expect(created.locator('td').allTextContents()).resolves.toEqual([
      'Night dispatcher',
      '5',
      session.baseFolder.label,
      '0',
      '2',
      expect.any(String),
    ]);
    const saved = (await api<Role[]>(`Permission/Role/ByFolder/${session.baseFolderUid}`, { token })).find(
      (r) => r.label === 'Night dispatcher',
    );
    expect(saved?.permissions.sort((a, b) => a - b)).toEqual([11, 23]);

    await page.getByRole('button', { name: 'Delete role Night dispatcher' }).click();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    // (The open dialog hides the page from the accessibility tree: look once it has closed.)
    await dialog().waitFor({ state: 'detached' });
    await rolesTable().getByRole('cell', { name: 'Dispatcher', exact: true }).waitFor();
    await expect(created.count()).resolves.toBe(0);
    const after = await api<Role[]>(`Permission/Role/ByFolder/${session.baseFolderUid}`, { token });
    expect(after.some((r) => r.label === 'Night dispatcher')).toBe(false);

    // Dispatchers hold the Dispatcher role: the server refuses, and the dialog says why.
    const holders = after.find((r) => r.label === 'Dispatcher')!.userCount;
    expect(holders).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Delete role Dispatcher' }).click();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await dialog()
      .getByRole('alert')
      .getByText(`Role 'Dispatcher' is held by ${holders} user${holders === 1 ? '' : 's'}: give them another role before deleting it.`)
      .waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await rolesTable().getByRole('cell', { name: 'Dispatcher', exact: true }).waitFor();
  });

  it('shows a manager without Edit Permissions the roles read-only', async () => {
    await openUsersPage('dhanson.propane');
    await page.getByRole('link', { name: 'Roles' }).click();
    await page.getByText('You can view the roles but not change them: that needs the Edit Permissions permission.').waitFor();
    await rolesTable().getByRole('cell', { name: 'Dispatcher', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'New role' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Delete role/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'View role Dispatcher' }).click();
    await expect(dialog().getByLabel('Edit Contacts').isChecked()).resolves.toBe(true);
    await expect(dialog().getByLabel('Edit Contacts').isDisabled()).resolves.toBe(true);
    await expect(dialog().getByLabel('Role Name').isDisabled()).resolves.toBe(true);
    await expect(dialog().getByRole('button', { name: 'Save', exact: true }).count()).resolves.toBe(0);
  });
});

describe('the customer behind a tank', () => {
  it("shows the site's contact with a phone number to call on the tank's Information tab", async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 0);
    const contacts = await api<{ label: string; config: { phoneNumber: string } }[]>(`Contact/ByFolder/${site.uid}`, { token });
    const contact = contacts.find((c) => c.config.phoneNumber !== '');
    expect(contact).toBeDefined();
    await signInAs(page, 'demo-propane', `/asset?fuid=${site.uid}&uid=${site.asset.uid}`);
    const customer = dialog().getByRole('region', { name: 'Customer' });
    const card = customer.getByRole('listitem', { name: contact!.label });
    await card.waitFor();
    // Demo numbers are United States ones, written in its mask and dialled with its code.
    const phone = card.getByRole('link', { name: contact!.config.phoneNumber });
    await expect(phone.getAttribute('href')).resolves.toBe(`tel:+1${contact!.config.phoneNumber.replace(/\D/g, '')}`);
  });

  it("offers the site contact's phone as an optional column of the asset report", async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 0);
    const phones = (await api<{ config: { phoneNumber: string } }[]>(`Contact/ByFolder/${site.uid}`, { token })).map(
      (c) => c.config.phoneNumber,
    );
    // A user of their own: the column choice is saved as theirs.
    await signInAs(page, 'dhanson.propane', `/report/asset?fuid=${site.uid}&uid=${site.uid}`);
    const grid = page.locator('.report-grid-body');
    await grid.getByRole('columnheader').first().waitFor();
    await expect(grid.locator('[role="columnheader"][col-id="contactPhone"]').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('dialog', { name: 'Choose columns' }).getByRole('checkbox', { name: 'Contact Phone', exact: true }).click();
    await grid.locator('[role="columnheader"][col-id="contactPhone"]').waitFor();
    const cell = grid.locator('[role="row"][row-index] [role="gridcell"][col-id="contactPhone"]').first();
    await expect.poll(async () => phones.includes((await cell.textContent()) ?? '')).toBe(true);
  });

  it("shows a site's customer number on its setup, read-only without Overwrite Customer Number, and saves a new one", async () => {
    const token = await demoToken('demo-propane');
    const identitiesOf = async (uid: number) =>
      (await api<{ id: number; typeId: number; identifier: string }[]>(`Entity/${uid}/Config`, { token })).filter((c) => c.typeId === 34);
    // Most demo sites carry a customer number: the first of the branch's sites that does.
    let site = await demoSite(token, 'Central Minnesota Branch', 0);
    for (let n = 1; (await identitiesOf(site.uid)).length === 0; n++) site = await demoSite(token, 'Central Minnesota Branch', n);
    const identities = () => identitiesOf(site.uid);
    const before = await identities();
    await signInAs(page, 'demo-propane', `/folder/setup?fuid=${site.uid}&uid=${site.uid}`);
    const identity = dialog().getByRole('group', { name: 'Identity' });
    await identity.waitFor();
    for (const [i, stored] of before.entries()) {
      const field = identity.getByRole('group', { name: `Identifier ${i + 1}` }).getByLabel('Identifier', { exact: true });
      await expect.poll(() => field.inputValue()).toBe(stored.identifier);
      await expect(field.isDisabled()).resolves.toBe(true);
    }
    if (before.length > 0)
      await identity
        .getByText('Changing or removing an existing identifier needs the Overwrite Customer Number permission.')
        .first()
        .waitFor();

    const identifier = `E2E-${Date.now().toString(36)}`;
    await identity.getByRole('button', { name: 'Add identifier' }).click();
    const added = identity.getByRole('group', { name: `Identifier ${before.length + 1}` });
    await added.getByLabel('Identifier', { exact: true }).fill(identifier);
    await added
      .getByLabel('Identity Group')
      .selectOption({ label: 'Customer Number (The account number of the customer at a site, as the billing system knows it)' });
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Folder saved').waitFor();
    await expect.poll(async () => (await identities()).map((c) => c.identifier)).toEqual([...before.map((c) => c.identifier), identifier]);
    // Saved, it is an existing identifier too.
    await expect
      .poll(() =>
        identity
          .getByRole('group', { name: `Identifier ${before.length + 1}` })
          .getByLabel('Identifier', { exact: true })
          .isDisabled(),
      )
      .toBe(true);
  });
});
