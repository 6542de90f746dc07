// People (issue 14): an administrator creates a user with a restricted role from /create, the
// invitation reaches the outbox, the new user sets a password from its link, signs in and meets
// only what the role allows; a user switches to litres and Celsius and the asset report follows;
// a contact group is made with two contacts.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { api, latestMessage } from '../support/api';
import { signInAs, treeItem } from '../support/browser';
import { demoSite, demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const baseUrl = () => inject('baseUrl');
const tree = () => page.getByRole('tree', { name: 'Explorer' });
const form = (name: string) => page.getByRole('form', { name });

async function waitForPath(pathname: string) {
  await page.waitForURL((u) => new URL(u).pathname === pathname, { timeout: 15_000 });
  return new URL(page.url());
}

interface Role {
  id: number;
  label: string;
}

describe('users', () => {
  it('creates a read-only customer user who sets a password from the invitation and meets only what the role allows', async () => {
    const token = await demoToken('demo-fuel');
    const session = await api<{ baseFolderUid: number; baseFolder: { label: string } }>('User/GetSession', { token });
    const company = session.baseFolder;
    const companyUid = session.baseFolderUid;
    const role = (await api<Role[]>(`Permission/Role/ByFolder/${companyUid}`, { token })).find((r) => r.label === 'Customer (read only)')!;
    expect(role).toBeTruthy();
    const site = await demoSite(token, 'Permian Basin Branch', 1);
    const stamp = Date.now().toString(36);
    const userName = `viewer.${stamp}`;
    const email = `viewer.${stamp}@customer.example`;

    await signInAs(page, 'demo-fuel', `/create?fuid=${companyUid}`);
    await page.getByRole('heading', { name: `Add to ${company.label}` }).waitFor();
    await page.getByRole('radio', { name: 'User' }).click();
    const create = form('New user');
    // The server's message, word for word, before anything is sent.
    await create.getByRole('button', { name: 'Create User' }).click();
    await create.getByText('Username is required and must be less than 50 characters').waitFor();
    await create.getByText('Security Role must be selected').waitFor();

    await create.getByLabel('Username').fill(userName);
    await create.getByLabel('Security Role').selectOption(String(role.id));
    await create.getByLabel('First Name').fill('Vera');
    await create.getByLabel('Last Name').fill('Viewer');
    await create.getByLabel('Email Address').fill(email);
    await create.getByLabel('Phone Number').pressSequentially('4325550142');
    // spec 001 §9: the United States mask.
    await expect(create.getByLabel('Phone Number').inputValue()).resolves.toBe('(432) 555-0142');
    await create.getByRole('button', { name: 'Create User' }).click();

    // The new user's manage modal, and where the invitation went (masked).
    const newUid = (await waitForPath('/user')).searchParams.get('uid');
    await page.getByText(/An invitation to set a password went to v\S*@customer\.example/).waitFor();
    await page.getByRole('dialog', { name: userName }).getByText('Not set yet (invitation unused)').waitFor();

    // The admin still may add objects to the company.
    await page.keyboard.press('Escape');
    await tree().getByRole('treeitem', { name: company.label, exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add Object' }).waitFor();
    await page.keyboard.press('Escape');

    // The invitation in the outbox, with a one-time link to set a password.
    const message = await latestMessage(email);
    const link = /https?:\/\/\S+\/change-password\?requestId=[^\s"<]+/.exec(message.body)?.[0];
    expect(link).toBeTruthy();
    const viewer = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1400, height: 900 } });
    const p = await viewer.newPage();
    await p.goto(link!.replace(/^https?:\/\/[^/]+/, baseUrl()));
    await p.getByLabel('New password', { exact: true }).fill('Viewer-Pass-2026!');
    await p.getByText('Password is Valid').waitFor();
    await p.getByLabel('Confirm new password').fill('Viewer-Pass-2026!');
    await p.getByRole('button', { name: 'Change Password' }).click();
    await p.getByText('Password Updated').waitFor();

    await p.getByLabel('Username').fill(userName);
    await p.getByLabel('Password').fill('Viewer-Pass-2026!');
    await p.getByRole('button', { name: 'Login' }).click();
    await p.getByRole('tree', { name: 'Explorer' }).waitFor();

    // Only what the role allows: no Add Object, a tank's setup to look at but not to save.
    const viewerTree = p.getByRole('tree', { name: 'Explorer' });
    await viewerTree.getByRole('treeitem', { name: company.label, exact: true }).click({ button: 'right' });
    await p.getByRole('menuitem', { name: 'Copy UID' }).waitFor();
    await expect(p.getByRole('menuitem', { name: 'Add Object' }).count()).resolves.toBe(0);
    await p.keyboard.press('Escape');
    await expect(p.getByRole('toolbar', { name: 'Explorer actions' }).getByRole('button', { name: 'Add Object' }).count()).resolves.toBe(0);

    await p.goto(`${baseUrl()}/asset/setup?fuid=${site.uid}&uid=${site.asset.uid}`);
    await p.getByText("You can view this asset's setup but not change it.").waitFor();
    await expect(p.getByRole('button', { name: 'Save', exact: true }).count()).resolves.toBe(0);

    // Their own setup: the role is not theirs to change.
    await p.goto(`${baseUrl()}/user/setup?uid=${newUid}`);
    const setup = p.getByRole('form', { name: 'User setup' });
    await setup.waitFor();
    await expect(setup.getByLabel('Security Role').isDisabled()).resolves.toBe(true);
    await setup.getByText('You cannot change your own role.').waitFor();
    await viewer.close();
  });

  it('switches to litres and Celsius in /user/setup, and the asset report shows litres at once', async () => {
    const token = await demoToken('cpruitt.fuel');
    const session = await api<{ userUid: number; baseFolderUid: number }>('User/GetSession', { token });
    await signInAs(page, 'cpruitt.fuel', `/report/asset?fuid=${session.baseFolderUid}&uid=${session.baseFolderUid}`);
    const grid = page.getByRole('treegrid').or(page.getByRole('grid'));
    await grid.getByRole('gridcell').filter({ hasText: / gal$/ }).first().waitFor({ timeout: 30_000 });

    // The right navigation's Setup.
    await page.goto(`${baseUrl()}/user/setup?uid=${session.userUid}`);
    const setup = form('User setup');
    await setup.waitFor();
    await setup.getByLabel('Volume').selectOption({ label: 'Liters' });
    await setup.getByLabel('Temperature').selectOption({ label: 'Celsius' });
    await setup.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your settings are saved').waitFor();

    await page.getByRole('dialog').getByRole('link', { name: 'Information' }).click();
    await page.getByRole('dialog').getByText('Liters, Inches, Pounds, Celsius').waitFor();

    await page.goto(`${baseUrl()}/report/asset?fuid=${session.baseFolderUid}&uid=${session.baseFolderUid}`);
    await grid.getByRole('gridcell').filter({ hasText: / ltr$/ }).first().waitFor({ timeout: 30_000 });
    await expect(grid.getByRole('gridcell').filter({ hasText: / gal$/ }).count()).resolves.toBe(0);
  });
});

describe('hierarchy settings', () => {
  it('names organisations by the folder levels, and with auto-hide keeps only the way to the selection open', async () => {
    const token = await demoToken('lhollis.fuel');
    const session = await api<{ userUid: number; baseFolderUid: number }>('User/GetSession', { token });
    const top = await api<{ folders: { items: { uid: number; label: string }[] } }>(`Navigation/Node/${session.baseFolderUid}`, { token });
    const [a, b] = top.folders.items;
    await signInAs(page, 'lhollis.fuel', `/user/setup?uid=${session.userUid}`);
    // spec 001 §9: organisation level 2 by default, one below the company.
    // Its name says so too, after the label (WCAG 2.5.3).
    await tree()
      .getByRole('treeitem', { name: `${a!.label}, organisation`, exact: true })
      .getByText('organisation')
      .waitFor();

    const setup = form('User setup');
    await setup.getByLabel(/Auto-hide the hierarchy/).check();
    // Saving one's own settings reloads the session, which the explorer follows.
    const sessionReloaded = page.waitForResponse((r) => r.url().endsWith('/api/User/GetSession') && r.ok());
    await setup.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your settings are saved').waitFor();
    await sessionReloaded;
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const item = (label: string) => treeItem(tree(), label);
    await item(a!.label).click();
    await expect.poll(() => item(a!.label).getAttribute('aria-expanded')).toBe('true');
    // Back to the company: the branch on the way to the last selection closes by itself.
    await page.getByRole('toolbar', { name: 'Explorer actions' }).getByRole('button', { name: 'Home' }).click();
    await expect.poll(() => item(a!.label).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => item(b!.label).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('contacts', () => {
  it('makes a contact group with two new contacts of a site', async () => {
    const token = await demoToken('demo-fuel');
    const site = await demoSite(token, 'Permian Basin Branch', 2);
    const stamp = Date.now().toString(36);
    const people = [
      { first: 'Rita', last: `Gate${stamp}`, email: `rita.${stamp}@ranch.example`, note: 'Gate code 4411; the dog is friendly' },
      { first: 'Hank', last: `Pump${stamp}`, email: `hank.${stamp}@ranch.example`, note: '' },
    ];
    await signInAs(page, 'demo-fuel', `/folder/users?fuid=${site.uid}&uid=${site.uid}&tab=contacts`);
    const panel = page.getByRole('region', { name: 'Contacts and contact groups' });
    await panel.waitFor();

    for (const p of people) {
      await panel.getByRole('button', { name: 'Add contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'New contact' });
      await dialog.getByLabel('First Name').fill(p.first);
      await dialog.getByLabel('Last Name').fill(p.last);
      await dialog.getByLabel('Email Address').fill(p.email);
      await dialog.getByLabel('Mobile Number').pressSequentially('4325550199');
      if (p.note) await dialog.getByLabel(/Delivery note/).fill(p.note);
      await dialog.getByRole('button', { name: 'Create Contact' }).click();
      await dialog.waitFor({ state: 'detached' });
      await panel
        .getByRole('row')
        .filter({ hasText: `${p.first} ${p.last}` })
        .waitFor();
    }
    await panel.getByRole('cell', { name: 'Gate code 4411; the dog is friendly' }).waitFor();
    await panel
      .getByRole('row')
      .filter({ hasText: `Hank Pump${stamp}` })
      .getByText('(432) 555-0199')
      .waitFor();

    await panel.getByRole('tab', { name: 'Contact Groups' }).click();
    await panel.getByRole('button', { name: 'Add contact group' }).click();
    const label = `Morning deliveries ${stamp}`;
    let dialog = page.getByRole('dialog', { name: 'New contact group' });
    await dialog.getByLabel('Label').fill(label);
    await dialog.getByRole('button', { name: 'Create Contact Group' }).click();

    // The new group stays open for its members.
    dialog = page.getByRole('dialog', { name: label });
    const toAdd = dialog.getByRole('list', { name: 'Contacts to add' });
    await dialog.getByLabel('Find contacts to add').fill(stamp);
    for (const p of people) await toAdd.getByRole('checkbox', { name: new RegExp(`${p.first} ${p.last}`) }).check();
    await dialog.getByRole('button', { name: 'Add to group' }).click();
    const members = dialog.getByRole('list', { name: 'Members' });
    for (const p of people) await members.getByText(`${p.first} ${p.last}`).waitFor();
    await page.keyboard.press('Escape');
    await panel.getByRole('row').filter({ hasText: label }).getByRole('cell', { name: '2', exact: true }).waitFor();

    // As the server has it.
    const groups = await api<{ uid: number; label: string }[]>(`ContactGroup/ByFolder/${site.uid}`, { token });
    const group = groups.find((g) => g.label === label)!;
    const inGroup = await api<{ config: { lastName: string } }[]>(`ContactGroup/${group.uid}/Entity/Contact`, { token });
    expect(inGroup.map((c) => c.config.lastName).sort()).toEqual(people.map((p) => p.last).sort());
  });
});
