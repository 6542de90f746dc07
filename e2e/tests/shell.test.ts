// The application shell end to end (issue 4): the real server, the demo world, Debian's Chromium.
// Fixtures are found through the API by name; every action is done through the UI.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, inject } from 'vitest';
import { signInAs, treeItem } from '../support/browser';
import { pagePerTest } from '../support/demo';

const baseUrl = inject('baseUrl');
const current = pagePerTest({}, (context) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl }));
let page: Page;
beforeEach(() => {
  page = current();
});

async function apiToken(userName: string, password = 'Demo1234!'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Child {
  uid: number;
  label: string;
  typeId: number;
  hasAssetsOrDevices?: boolean;
}
interface NodeAnswer {
  uid: number;
  label: string;
  counts: { folders: number; users: number; assets: number; devices: number };
  folders: { items: Child[] };
  assets: { items: Child[] };
}

/** Sites (folders with assets) under a branch whose names are unique there, each with its first asset. */
async function sitesOf(token: string, branchLabel: string, count: number) {
  const company = (await api<{ baseFolderUid: number }>(token, 'User/GetSession')).baseFolderUid;
  const top = await api<NodeAnswer>(token, `Navigation/Node/${company}`);
  const branch = top.folders.items.find((f) => f.label === branchLabel)!;
  const node = await api<NodeAnswer>(token, `Navigation/Node/${branch.uid}?limit=1000`);
  const names = node.folders.items.map((f) => f.label);
  const unique = node.folders.items.filter((f) => f.hasAssetsOrDevices && names.filter((n) => n === f.label).length === 1).slice(0, count);
  const sites = [];
  for (const f of unique) {
    const site = await api<NodeAnswer>(token, `Navigation/Node/${f.uid}`);
    sites.push({ uid: f.uid, label: f.label, asset: site.assets.items[0]!, assets: site.counts.assets });
  }
  return { branch, sites };
}

/** Signs in through the login page, then opens `path` (a deep link of the signed-in app). */
const signIn = (userName: string, path?: string) => signInAs(page, userName, path);

const tree = () => page.getByRole('tree', { name: 'Explorer' });
const row = (label: string) => treeItem(tree(), label);
const currentPath = (text: string) => page.locator('.current-path-text').filter({ hasText: new RegExp(`^${text}$`) });

async function waitForUrl(test: (url: URL) => boolean) {
  await page.waitForURL((u) => test(new URL(u)), { timeout: 10_000 });
}

describe('the explorer', () => {
  it('browses the folder tree, opens a collection node, and keeps recent folders', async () => {
    const token = await apiToken('demo-propane');
    const { branch, sites } = await sitesOf(token, 'Northern Wisconsin Branch', 1);
    const site = sites[0]!;
    await signIn('demo-propane');

    await row('Propane Distributor').waitFor();
    await row(branch.label).click();
    await waitForUrl((u) => u.searchParams.get('fuid') === String(branch.uid));
    await currentPath('Propane Distributor / Northern Wisconsin Branch').waitFor();
    await row(site.label).click();
    await waitForUrl((u) => u.searchParams.get('fuid') === String(site.uid));
    await page.getByRole('heading', { name: site.label }).waitFor();

    // The assets collection of the site opens in the tree with its chevron (selecting it opens
    // the asset report: reports.test.ts).
    const assets = tree().getByRole('treeitem', { name: `Assets, ${site.assets}`, exact: true });
    await assets.locator('.tree-toggle').click();
    await tree()
      .getByRole('treeitem', { name: `Assets, ${site.assets}`, exact: true, expanded: true })
      .waitFor();
    await row(site.asset.label).first().waitFor();
    await row(site.asset.label).first().click();
    await waitForUrl((u) => u.searchParams.get('uid') === String(site.asset.uid));
    // Issue 6: a selected asset opens its manage modal; closing it returns to the folder.
    await waitForUrl((u) => u.pathname === '/asset');
    await page.getByRole('dialog').getByRole('heading', { name: site.asset.label }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await waitForUrl((u) => u.searchParams.get('uid') === String(site.uid));

    // The folders visited are the recent folders, newest first.
    // The Current Path button is named by what it shows (WCAG 2.5.3), and lists the recent folders.
    await page.getByRole('button', { name: `Current Path Propane Distributor / ${branch.label} / ${site.label}`, exact: true }).click();
    const options = page.getByRole('listbox', { name: 'Recent folders' }).getByRole('option');
    await options.first().waitFor();
    const labels = await options.locator('.dropdown-item-label').allTextContents();
    expect(labels.slice(0, 3)).toEqual([site.label, branch.label, 'Propane Distributor']);
  });

  it('offers Copy UID in the context menu, in a dialog that copies it', async () => {
    const token = await apiToken('demo-propane');
    const { sites } = await sitesOf(token, 'Northern Wisconsin Branch', 1);
    const site = sites[0]!;
    await signIn('demo-propane', `/home?fuid=${site.uid}&uid=${site.asset.uid}`);
    const asset = row(site.asset.label).first();
    await asset.waitFor();
    await asset.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Copy UID' }).click();
    const dialog = page.getByRole('dialog', { name: `UID of ${site.asset.label}` });
    await expect(dialog.getByLabel('UID').inputValue()).resolves.toBe(String(site.asset.uid));
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await dialog.getByText('UID copied to clipboard').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(String(site.asset.uid));
  });

  it('moves and copies an asset: a refused target shows the rule, an accepted one does it', async () => {
    const token = await apiToken('demo-fuel');
    const { branch, sites } = await sitesOf(token, 'Permian Basin Branch', 3);
    const [from, to, alsoTo] = sites as [(typeof sites)[0], (typeof sites)[0], (typeof sites)[0]];
    await signIn('demo-fuel', `/home?fuid=${from.uid}&uid=${from.asset.uid}`);
    await row(from.asset.label).first().waitFor();

    await page.getByRole('button', { name: 'Move' }).click();
    let dialog = page.getByRole('dialog', { name: `Move ${from.asset.label}` });
    await dialog.getByRole('treeitem', { name: 'Fuel Distributor' }).waitFor();
    await dialog.getByRole('treeitem', { name: branch.label }).click();
    await dialog.getByRole('alert').getByText("Can't move asset to folder containing folders").waitFor();
    await expect(dialog.getByRole('button', { name: 'Move', exact: true }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('treeitem', { name: branch.label }).press('ArrowRight');
    await dialog.getByRole('treeitem', { name: to.label }).click();
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // Back at the source's folder, the hierarchy reloaded: one asset fewer there, one more in the target.
    await waitForUrl((u) => u.searchParams.get('fuid') === String(from.uid) && u.searchParams.get('uid') === String(from.uid));
    const moved = await api<{ folderUid: number }[]>(token, `Entity/${from.asset.uid}/Folder`);
    expect(moved.map((m) => m.folderUid)).toEqual([to.uid]);
    // The folder's summary counts again after the move: wait for the new count rather than read the old.
    await page
      .locator('.summary-figures div')
      .filter({ has: page.getByRole('term').filter({ hasText: /^Tanks$/ }) })
      .locator('dd')
      .filter({ hasText: new RegExp(`^${from.assets - 1}$`) })
      .waitFor();

    // Copy the moved asset from its new folder to a third one.
    await page.goto(`${baseUrl}/home?fuid=${to.uid}&uid=${from.asset.uid}`);
    await row(from.asset.label).first().waitFor();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    dialog = page.getByRole('dialog', { name: `Copy ${from.asset.label}` });
    await dialog.getByRole('treeitem', { name: branch.label }).press('ArrowRight');
    await dialog.getByRole('treeitem', { name: to.label }).click();
    await dialog.getByRole('alert').getByText('Source and destination folders are the same').waitFor();
    await dialog.getByRole('treeitem', { name: alsoTo.label }).click();
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const copied = await api<{ folderUid: number; copy: boolean }[]>(token, `Entity/${from.asset.uid}/Folder`);
    expect(copied).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ folderUid: to.uid, copy: false }),
        expect.objectContaining({ folderUid: alsoTo.uid, copy: true }),
      ]),
    );
    await page.goto(`${baseUrl}/home?fuid=${alsoTo.uid}&uid=${from.asset.uid}`);
    await row(`${from.asset.label}, copy`).waitFor();
  });

  it('renames an asset; an unchanged name sends nothing', async () => {
    const token = await apiToken('demo-fuel');
    const { sites } = await sitesOf(token, 'Oklahoma Branch', 1);
    const site = sites[0]!;
    await signIn('demo-fuel', `/home?fuid=${site.uid}&uid=${site.asset.uid}`);
    const renames: string[] = [];
    page.on('request', (r) => r.url().includes('/Rename') && renames.push(r.method()));

    await row(site.asset.label).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    let dialog = page.getByRole('dialog', { name: `Rename ${site.asset.label}` });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(renames).toEqual([]);

    await row(site.asset.label).first().click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    dialog = page.getByRole('dialog', { name: `Rename ${site.asset.label}` });
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Label: is required').waitFor();
    await dialog.getByLabel('Name').fill('East yard tank');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await row('East yard tank').waitFor();
    await page.getByRole('heading', { name: 'East yard tank' }).waitFor();
    expect(renames).toEqual(['PUT']);
  });
});

describe('sharing', () => {
  it('copies the link and sends it to a user', async () => {
    const token = await apiToken('demo-propane');
    const { sites } = await sitesOf(token, 'Northern Wisconsin Branch', 1);
    const site = sites[0]!;
    await signIn('demo-propane', `/report/summary?fuid=${site.uid}&uid=${site.uid}`);
    await page.getByRole('heading', { name: site.label }).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: `Share ${site.label}` });
    const link = await dialog.getByLabel('Link', { exact: true }).inputValue();
    expect(link).toBe(`${baseUrl}/report/summary?fuid=${site.uid}&uid=${site.uid}`);
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Link copied to clipboard').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);

    await expect(dialog.getByRole('button', { name: 'Send Link' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Recipient').fill('kowal');
    await dialog.getByRole('option', { name: /Brenda Kowalski/ }).click();
    await dialog.getByLabel('Note').fill('Please check this site');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/Webview/Email/Link'));
    await dialog.getByRole('button', { name: 'Send Link' }).click();
    expect((await sent).status()).toBe(200);
    await page.getByText('Link sent to user').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('search', () => {
  it("refuses a too-short term with the spec's message, and lists real results grouped by type", async () => {
    await signIn('demo-propane');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('ab');
    await box.press('Enter');
    await page.getByRole('alert').getByText('Search term must be at least three characters in length.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/report/summary');

    await box.fill('Wisconsin');
    await box.press('Enter');
    await waitForUrl((u) => u.pathname === '/search' && u.searchParams.get('term') === 'Wisconsin');
    const folders = page.getByRole('region', { name: 'Folders' });
    await folders.getByRole('link', { name: 'Northern Wisconsin Branch' }).waitFor();
    await folders.getByText('Name: Northern Wisconsin Branch').waitFor();
    await folders.getByRole('link', { name: 'Northern Wisconsin Branch' }).click();
    await waitForUrl((u) => u.pathname === '/report/summary');
    // The tree selects the folder once the page behind the link has loaded it.
    await treeItem(tree(), 'Northern Wisconsin Branch', { selected: true }).waitFor();
  });
});

describe('notifications and theme', () => {
  it("shows the vendor's notifications in a strip, each dismissable", async () => {
    const admin = await apiToken('admin', inject('adminPassword'));
    const published = await api<{ rid: number }>(admin, 'Notification', {
      method: 'POST',
      body: JSON.stringify({ notificationLevel: 2, message: 'Maintenance tonight at 10 PM' }),
    });
    await signIn('demo-lube');
    const strip = page.getByRole('region', { name: 'Notifications', exact: true });
    await strip.getByText('Maintenance tonight at 10 PM').waitFor();
    // Its own banner: the demo world's active alerts in the strip may be warnings too.
    await strip.getByRole('status').filter({ hasText: 'Maintenance tonight at 10 PM' }).getByText('Warning!').waitFor();
    // The demo world's active alerts share the strip (issue 15): this one goes, they stay.
    await strip.getByRole('button', { name: 'Dismiss notification: Maintenance tonight at 10 PM' }).click();
    await strip.getByText('Maintenance tonight at 10 PM').waitFor({ state: 'detached' });
    await page.reload();
    await tree().waitFor();
    await expect(page.getByText('Maintenance tonight at 10 PM').count()).resolves.toBe(0);
    // Ended for everyone else: the other browser tests see no strip.
    await fetch(`${baseUrl}/api/Notification/${published.rid}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } });
  });

  it('keeps Dark Mode across a reload and a new sign-in', async () => {
    await signIn('demo-lube');
    const darkMode = page.getByRole('switch', { name: 'Dark Mode' });
    if ((await darkMode.getAttribute('aria-checked')) !== 'true') await darkMode.click();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await page.reload();
    await tree().waitFor();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await signIn('demo-lube');
    await expect(page.getByRole('switch', { name: 'Dark Mode' }).getAttribute('aria-checked')).resolves.toBe('true');
  });
});
