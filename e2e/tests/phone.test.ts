// The signed-in portal on a phone, 390 x 844 (issue 20, docs/decisions/070-accessibility-and-the-phone-layout.md):
// no page scrolls sideways (a wide table scrolls in its own box), the header keeps the brand and
// reaches every menu item through one Menu button, and the explorer is a drawer that the pane
// button opens and Escape, a tap outside it, its Close button or choosing a node closes.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { openSettled, signInAs, treeItem } from '../support/browser';
import { demoSite, demoToken, pagePerTest, type DemoSite } from '../support/demo';
import { isAdminPage, routedPages, signedInVisits, type RoutedPage } from '../support/routes';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const current = pagePerTest({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
let page: Page;
beforeEach(() => {
  page = current();
});

const USER = 'demo-propane';
let fixtures: { site: DemoSite; userUid: number };
let pages: RoutedPage[];
beforeAll(async () => {
  pages = (await routedPages()).filter((p) => p.signedIn);
  const token = await demoToken(USER);
  const site = await demoSite(token, 'Central Minnesota Branch', 0);
  const { userUid } = await api<{ userUid: number }>('User/GetSession', { token });
  fixtures = { site, userUid };
});

/** How far the page, its main area and any open dialog reach past their width, each as a line. */
async function sidewaysScroll(where: string): Promise<string[]> {
  const over = await page.evaluate(() => {
    const boxes: [string, Element][] = [
      ['the page', document.documentElement],
      ['the main area', document.querySelector('main')!],
      ...Array.from(document.querySelectorAll('[role="dialog"], [role="dialog"] .modal-body')).map((d): [string, Element] => [
        `the dialog ${d.getAttribute('aria-labelledby') ? (document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent ?? '') : d.className}`,
        d,
      ]),
    ];
    return boxes.map(([name, el]) => [name, el.scrollWidth - el.clientWidth] as const).filter(([, px]) => px > 0);
  });
  return over.map(([name, px]) => `${where}: ${name} is ${px} px wider than the screen`);
}

describe('on a phone (390 x 844)', () => {
  it('no signed-in page scrolls sideways: a wide table scrolls in its own box', async () => {
    const found: string[] = [];
    await signInAs(page, USER);
    for (const { path } of pages.filter((p) => !isAdminPage(p.path))) {
      for (const url of signedInVisits(path, fixtures)) {
        await openSettled(page, url, true);
        found.push(...(await sidewaysScroll(url)));
      }
    }
    // The company's own summary: its table of the tanks most in need is wider than a phone.
    await openSettled(page, '/report/summary', true);
    const table = page.getByRole('table', { name: 'Tanks most in need' });
    expect(await table.evaluate((t) => t.scrollWidth)).toBeGreaterThan(PHONE.width);
    found.push(...(await sidewaysScroll('/report/summary')));
    expect(found).toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await signInAs(page, 'admin', undefined, inject('adminPassword'));
    for (const { path } of pages.filter((p) => isAdminPage(p.path))) {
      for (const url of signedInVisits(path, fixtures)) {
        await openSettled(page, url, true);
        found.push(...(await sidewaysScroll(url)));
      }
    }
    expect(found).toEqual([]);
  }, 240_000);

  it('keeps the brand in the header and reaches every menu item, Dark Mode and Log Out through one Menu button', async () => {
    const { site, userUid } = fixtures;
    await signInAs(page, USER, `/report/summary?fuid=${site.uid}&uid=${site.uid}`);
    const header = page.locator('header.shell-header');
    await header.getByText('Great Lakes Propane Co.').waitFor();
    // Everything in the header is on the screen, nothing on top of anything else.
    const boxes = await header.evaluate((h) => Array.from(h.children).map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    for (const b of boxes) expect(b.left >= 0 && b.right <= PHONE.width, JSON.stringify(b)).toBe(true);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
    await expect(header.getByRole('button', { name: 'Log Out' }).count()).resolves.toBe(0);

    const menu = async () => {
      await header.getByRole('button', { name: 'Menu' }).click();
      return page.getByRole('menu');
    };
    // The reports, the folder menu titled with the folder's name, the user's menu.
    let open = await menu();
    await open.getByRole('group', { name: 'Reports' }).getByRole('menuitem', { name: 'Company or Folder Summary' }).waitFor();
    await open.getByRole('group', { name: site.label }).getByRole('menuitem', { name: 'Users' }).waitFor();
    await open.getByRole('group', { name: USER }).getByRole('menuitem', { name: 'Information' }).waitFor();
    await open.getByRole('menuitem', { name: 'Assets (Tanks)' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/report/asset' && new URL(u).searchParams.get('fuid') === String(site.uid));

    open = await menu();
    await open.getByRole('menuitem', { name: 'Information' }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/user' && new URL(u).searchParams.get('uid') === String(userUid));
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Dark Mode from the keyboard: the menu stays open and says the new state.
    await header.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    const darkMode = page.getByRole('menuitemcheckbox', { name: 'Dark Mode' });
    const wasDark = (await darkMode.getAttribute('aria-checked')) === 'true';
    await darkMode.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(wasDark ? 'light' : 'dark');
    await expect(darkMode.getAttribute('aria-checked')).resolves.toBe(String(!wasDark));
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Menu');

    open = await menu();
    await open.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });

  it('opens the explorer as a drawer that Escape, a tap outside and Close shut, and choosing a node goes there', async () => {
    const { site } = fixtures;
    await signInAs(page, USER, `/report/summary?fuid=${site.uid}&uid=${site.uid}`);
    const button = page.getByRole('button', { name: 'Show explorer' });
    const drawer = page.getByRole('dialog', { name: 'Explorer' });
    const tree = drawer.getByRole('tree', { name: 'Explorer' });
    const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName);
    await expect(drawer.count()).resolves.toBe(0);

    // Open: the keyboard is in the tree, the page behind takes no input. Escape: back to the button.
    await button.click();
    await tree.waitFor();
    await expect.poll(focusedRole).toBe('tree');
    await expect(page.locator('.shell-main-panel').getAttribute('inert')).resolves.not.toBeNull();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show explorer');

    // A tap outside it, and its Close button.
    await button.click();
    await tree.waitFor();
    await page.touchscreen.tap(PHONE.width - 15, PHONE.height / 2);
    await drawer.waitFor({ state: 'hidden' });
    await button.click();
    await drawer.getByRole('button', { name: 'Close explorer' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // Opening a branch keeps it open; choosing a folder goes to it and closes the drawer.
    await button.click();
    const branch = treeItem(tree, site.branch.label);
    await branch.waitFor();
    await expect(branch.getAttribute('aria-expanded')).resolves.toBe('true');
    await branch.locator('.tree-toggle').tap();
    await expect.poll(() => branch.getAttribute('aria-expanded')).toBe('false');
    await expect(drawer.isVisible()).resolves.toBe(true);
    await branch.tap();
    await page.waitForURL((u) => new URL(u).searchParams.get('fuid') === String(site.branch.uid));
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: site.branch.label }).waitFor();

    // From the keyboard: Home goes to the top of the tree, Enter opens it.
    await button.click();
    await expect.poll(focusedRole).toBe('tree');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => new URL(u).searchParams.get('fuid') !== String(site.branch.uid));
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Propane Distributor' }).waitFor();
    expect(new URL(page.url(), baseUrl).pathname).toBe('/report/summary');
  });
});
