// Accessibility (issue 20, docs/decisions/070-accessibility-and-the-phone-layout.md): axe-core on
// every page the router has (support/routes.ts reads the list from the web app's route table, so
// a new page is visited without editing this file), signed out and signed in, in the light and the
// dark theme, with the Content-Security-Policy on; then the shell's menus, dropdowns and dialogs
// open, the phone layout's drawer and menu, and the colour contrast of every company theme. A
// serious or critical violation fails, named by rule, page and element.
import { BRAND_THEMES, INPUT_THEMES } from '@ullage/domain/brands';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { accessToken, api } from '../support/api';
import { axeViolations } from '../support/axe';
import { openSettled, signInAs, treeItem } from '../support/browser';
import { demoSite, demoToken, pagePerTest, type DemoSite } from '../support/demo';
import { isAdminPage, routedPages, signedInVisits, type RoutedPage } from '../support/routes';

const baseUrl = inject('baseUrl');
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** The company user who visits the signed-in pages, and the site, tank and device they open. */
const USER = 'demo-propane';
interface Fixtures {
  site: DemoSite;
  userUid: number;
  /** A working change-password link (the form itself; a spent or made-up one shows an error). */
  changePasswordLink: string;
}
let fixtures: Fixtures;
let pages: RoutedPage[];

beforeAll(async () => {
  pages = await routedPages();
  const token = await demoToken(USER);
  const site = await demoSite(token, 'Central Minnesota Branch', 0);
  const { userUid } = await api<{ userUid: number }>('User/GetSession', { token });
  // A password change asked for as a visitor would, read from the outbox as the Outbox screen shows it.
  const admin = await accessToken('admin', inject('adminPassword'));
  const [before] = await api<{ id: number }[]>('Admin/Outbox?limit=1', { token: admin });
  await api('Public/ForgotPassword', { body: { userName: 'demo-lube' } });
  let changePasswordLink = '';
  for (let i = 0; i < 50 && !changePasswordLink; i++) {
    const messages = await api<{ id: number; body: string }[]>('Admin/Outbox?limit=5', { token: admin });
    const m = messages.find((x) => x.id > (before?.id ?? 0) && x.body.includes('/change-password?requestId='));
    changePasswordLink = m ? /\/change-password\?requestId=\S+/.exec(m.body)![0] : '';
    if (!changePasswordLink) await new Promise((r) => setTimeout(r, 100));
  }
  expect(changePasswordLink).not.toBe('');
  fixtures = { site, userUid, changePasswordLink };
});

// --- How to open each page ------------------------------------------------------------------------

/** A signed-out page's visits: the routed path with what it needs. A route not named here is
 * opened at its path as it is. */
function signedOutVisits(path: string): string[] {
  switch (path) {
    // The catch-all: the branded login pages (/demo, a company's own path).
    case '/*':
      return ['/demo', '/propane'];
    // A made-up request (the "Invalid request" page) and a real one (the form).
    case '/change-password':
      return ['/change-password?requestId=00000000-0000-0000-0000-000000000000', fixtures.changePasswordLink];
    // The token hand-over shows nothing of its own: it signs the visitor in and opens the summary,
    // which is visited signed in.
    case '/handover':
      return [];
    default:
      return [path];
  }
}

/** Opens `url` settled, with its Content-Security-Policy on (the pages are checked as served). */
async function open(page: Page, url: string, signedIn: boolean): Promise<void> {
  const res = await openSettled(page, url, signedIn);
  expect(res?.headers()['content-security-policy'], url).toContain("script-src 'self'");
}

function themed(theme: Theme) {
  return pagePerTest({}, async (context) => {
    await context.addInitScript((t) => localStorage.setItem('dataTheme', t), theme);
  });
}

describe.each(THEMES)('in the %s theme', (theme) => {
  const current = themed(theme);
  let page: Page;
  beforeEach(() => {
    page = current();
  });

  it('every signed-out page has no serious or critical violation', async () => {
    // The help pages open signed out too (spec 000 §2 "/help/*"), in their own frame.
    const visits = pages.filter((p) => !p.signedIn || p.path.startsWith('/help/')).flatMap((p) => signedOutVisits(p.path));
    expect(visits).toContain('/help/user-guide');
    expect(visits).toContain('/forgot-password');
    const found: string[] = [];
    for (const url of visits) {
      await open(page, url, false);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      found.push(...(await axeViolations(page, `${url} (${theme})`)));
    }
    expect(found).toEqual([]);
  }, 180_000);

  it("every signed-in page has none, each a company user's page with its fixture or a system administrator's", async () => {
    const signedIn = pages.filter((p) => p.signedIn);
    expect(signedIn.map((p) => p.path)).toContain('/report/summary');
    const found: string[] = [];
    await signInAs(page, USER);
    for (const { path } of signedIn.filter((p) => !isAdminPage(p.path))) {
      for (const url of signedInVisits(path, fixtures)) {
        await open(page, url, true);
        found.push(...(await axeViolations(page, `${url} (${theme})`)));
      }
    }
    await page.getByRole('button', { name: 'Log Out' }).click();
    await signInAs(page, 'admin', undefined, inject('adminPassword'));
    for (const { path } of signedIn.filter((p) => isAdminPage(p.path))) {
      for (const url of signedInVisits(path, fixtures)) {
        await open(page, url, true);
        found.push(...(await axeViolations(page, `${url} (${theme})`)));
      }
    }
    expect(found).toEqual([]);
  }, 420_000);

  it("the shell's menus, dropdowns, context menu and dialogs, open, have none", async () => {
    const { site } = fixtures;
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await axeViolations(page, `${state} (${theme})`)));
    await signInAs(page, USER, `/home?fuid=${site.uid}&uid=${site.asset.uid}`);
    await treeItem(page.getByRole('tree', { name: 'Explorer' }), site.asset.label)
      .first()
      .waitFor();

    // Each main navigation menu and the user's menu.
    const header = page.locator('header.shell-header');
    const triggers = header.locator('.main-nav-trigger');
    const count = await triggers.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < count; i++) {
      const trigger = triggers.nth(i);
      const name = await trigger.innerText();
      await trigger.click();
      await page.getByRole('menu').waitFor();
      await check(`the ${name} menu`);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }
    // The Current Path's recent folders.
    await page.getByRole('button', { name: /^Current Path / }).click();
    await page.getByRole('listbox', { name: 'Recent folders' }).waitFor();
    await check('the recent folders');
    await page.keyboard.press('Escape');
    // The explorer's context menu on the tank.
    await treeItem(page.getByRole('tree', { name: 'Explorer' }), site.asset.label)
      .first()
      .click({ button: 'right' });
    await page.getByRole('menu').waitFor();
    await check("the explorer's context menu");
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // The Move dialog with its folder picker, and the Share dialog.
    await page.getByRole('toolbar', { name: 'Explorer actions' }).getByRole('button', { name: 'Move' }).click();
    await page.getByRole('dialog').getByRole('treeitem').first().waitFor();
    await check('the Move dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog').getByLabel('Link', { exact: true }).waitFor();
    await check('the Share dialog');
    expect(found).toEqual([]);
  }, 120_000);

  it('the phone layout (390 x 844): the page, its explorer drawer and its menu, have none', async () => {
    const { site } = fixtures;
    const found: string[] = [];
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(baseUrl);
    await page.getByLabel('Username').fill(USER);
    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.locator('#main-content').waitFor();
    await open(page, `/report/summary?fuid=${site.uid}&uid=${site.uid}`, true);
    found.push(...(await axeViolations(page, `the summary on a phone (${theme})`)));
    await page.getByRole('button', { name: 'Show explorer' }).click();
    await page.getByRole('dialog', { name: 'Explorer' }).getByRole('tree').waitFor();
    found.push(...(await axeViolations(page, `the explorer drawer (${theme})`)));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menu').waitFor();
    found.push(...(await axeViolations(page, `the header menu on a phone (${theme})`)));
    expect(found).toEqual([]);
  }, 120_000);

  it("every company theme's colours have enough contrast, signed out and signed in", async () => {
    const { site } = fixtures;
    const found: string[] = [];
    // What brand-theme.ts sets from the company's branding (spec 001 §9), tried in turn.
    const eachTheme = async (where: string) => {
      for (const brand of BRAND_THEMES) {
        for (const input of INPUT_THEMES) {
          await page.evaluate(
            ([b, i]) => Object.assign(document.documentElement.dataset, { brandTheme: b, inputTheme: i }),
            [brand.toLowerCase(), input],
          );
          found.push(...(await axeViolations(page, `${where}, ${brand} theme, ${input} inputs (${theme})`, ['color-contrast'])));
        }
      }
    };
    await open(page, '/', false);
    await page.getByLabel('Username').fill(USER);
    await eachTheme('the login page');
    await signInAs(page, USER);
    await open(page, `/report/summary?fuid=${site.uid}&uid=${site.uid}`, true);
    await eachTheme('the summary');
    await open(page, `/asset/setup?fuid=${site.uid}&uid=${site.asset.uid}`, true);
    await eachTheme("a tank's setup form");
    expect(found).toEqual([]);
  }, 240_000);
});
