// Security headers in the browser (issue 20, docs/decisions/053-security-headers.md): every page
// the router has, signed out and signed in, and Swagger UI load under the Content-Security-Policy
// with no violation; an injected inline script is refused; the login page will not be framed; the
// token hand-over and the Share dialog still work.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it, inject } from 'vitest';
import { api } from '../support/api';
import { DEMO_PASSWORD, signInAs } from '../support/browser';
import { trackRequests } from '../support/requests';
import { demoSite, demoToken, pagePerTest } from '../support/demo';

const baseUrl = inject('baseUrl');

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Every CSP violation the pages of a test reported: the documents' `securitypolicyviolation`
 * events, and Chromium's console errors about the policy (which also name the ones an event
 * listener cannot see, such as a refused frame). */
let violations: (Violation | string)[] = [];

async function countViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('reportCspViolation', (_source, v: Violation) => void violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (v: Violation) => void }).reportCspViolation;
      report({ page: location.pathname, directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

const current = pagePerTest({ viewport: { width: 1400, height: 900 } }, countViolations);
let page: Page;
beforeEach(() => {
  page = current();
  violations = [];
});

/** Opens `path` under the policy (a page without one would count no violation) and waits for what
 * shows the page is there, then for its calls and lazy chunks to settle. */
async function visit(path: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  const quiet = trackRequests(page);
  const res = await page.goto(`${baseUrl}${path}`);
  expect(res?.headers()['content-security-policy'], path).toMatch(/style-src 'self' 'nonce-/);
  await ready(page);
  await quiet();
}

const heading =
  (name: string | RegExp, level = 1) =>
  (p: Page) =>
    p.getByRole('heading', { level, name }).first().waitFor();
const dialogHeading = (name: string) => (p: Page) => p.getByRole('dialog').getByRole('heading', { name }).first().waitFor();
const gridRows = (p: Page) => p.locator('.report-grid-body [role="row"][row-index] [role="gridcell"]').first().waitFor();

describe('the Content-Security-Policy', () => {
  it('is sent with the app and refuses an injected inline script, which the count sees', async () => {
    const res = await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");

    // What an injection would try: an inline <script> and an on* attribute. Neither runs.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'document.title = "injected"');
      img.src = 'data:,';
      document.body.append(img);
    });
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(await page.title()).not.toBe('injected');
    expect(violations).toContainEqual(expect.objectContaining({ directive: 'script-src-elem' }));
    expect(violations).toContainEqual(expect.objectContaining({ directive: 'script-src-attr' }));
  });

  it('keeps the login page out of frames', async () => {
    await page.setContent(`<iframe title="portal" src="${baseUrl}/"></iframe>`);
    await expect.poll(() => violations.some((v) => typeof v === 'string' && v.includes("frame-ancestors 'none'"))).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.frameLocator('iframe').getByRole('button', { name: 'Login' }).count()).toBe(0);
  });

  it('lets every signed-out page load without a violation', async () => {
    await visit('/', (p) => p.getByRole('button', { name: 'Login' }).waitFor());
    // The branded login pages: the demo page's dropdown, a company's banner and products.
    await visit('/demo', (p) => p.getByRole('button', { name: 'Login' }).waitFor());
    await visit('/propane', heading('Great Lakes Propane Co.'));
    await visit('/tlogin', (p) => p.getByRole('button', { name: 'Login' }).waitFor());
    await visit('/forgot-password', heading('Forgot your password?'));
    await visit('/change-password?requestId=00000000-0000-0000-0000-000000000000', (p) =>
      p.getByRole('link', { name: /login/i }).waitFor(),
    );
    // The sign-in form's check (loaded when the visitor first types) and the answer to a wrong password.
    await visit('/', (p) => p.getByRole('button', { name: 'Login' }).waitFor());
    await page.getByLabel('Username').fill('demo-propane');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid Username or Password').waitFor();
    expect(violations).toEqual([]);
  });

  it('lets the token hand-over sign a user in, with no violation', async () => {
    const { access_token: at, refresh_token: rt } = await api<{ access_token: string; refresh_token: string }>('Auth/Login', {
      body: { userName: 'demo-propane', password: DEMO_PASSWORD },
    });
    const res = await page.goto(`${baseUrl}/handover?at=${encodeURIComponent(at)}&rt=${encodeURIComponent(rt)}&cb=propane`);
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.waitForURL((u) => new URL(u).pathname === '/report/summary');
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    expect(page.url()).not.toContain(at);
    expect(violations).toEqual([]);
  });

  it('lets every signed-in page load without a violation: summary, reports, search, manage modal, create, share', async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 0);
    const at = `fuid=${site.uid}&uid=${site.uid}`;
    await signInAs(page, 'demo-propane');
    await page.getByRole('list', { name: 'Tanks by zone' }).waitFor();

    await visit(`/report/summary?${at}`, (p) => p.getByRole('list', { name: 'Tanks by zone' }).waitFor());
    await visit(`/home?${at}`, heading(site.label));
    for (const report of ['asset', 'device', 'config']) await visit(`/report/${report}?${at}`, gridRows);
    await visit(`/search?term=${encodeURIComponent(site.label)}`, (p) => p.getByRole('link', { name: site.label }).first().waitFor());

    const asset = `fuid=${site.uid}&uid=${site.asset.uid}`;
    await visit(`/asset?${asset}`, dialogHeading(site.asset.label));
    await visit(`/asset/setup?${asset}`, (p) => p.getByRole('dialog').getByRole('group', { name: 'Tank' }).waitFor());
    await visit(`/asset/history?${asset}`, (p) =>
      p.getByRole('dialog').getByRole('figure', { name: 'Level and volume' }).locator('canvas').waitFor(),
    );
    const device = `fuid=${site.uid}&uid=${site.device.uid}`;
    await visit(`/device?${device}`, dialogHeading(site.device.label));
    await visit(`/device/setup?${device}`, dialogHeading(site.device.label));
    await visit(`/device/history?${device}`, (p) => p.getByRole('dialog').getByRole('region', { name: 'Commands' }).waitFor());
    await visit(`/folder?${at}`, dialogHeading(site.label));
    await visit(`/folder/setup?${at}`, dialogHeading(site.label));
    // Folder menu > Users (issue 14): its three tabs.
    await visit(`/folder/users?${at}`, (p) =>
      p.getByRole('table', { name: 'Users' }).or(p.getByText('No users in this folder.')).waitFor(),
    );
    await visit(`/folder/users?${at}&tab=contacts`, (p) => p.getByRole('region', { name: 'Contacts and contact groups' }).waitFor());
    await visit(`/folder/users?${at}&tab=roles`, (p) => p.getByRole('table', { name: 'Roles' }).waitFor());
    await visit(`/create?fuid=${site.uid}`, heading(`Add to ${site.label}`));
    // The user manage modal (issue 14): one's own information and setup with its MFA section.
    const me = (await api<{ userUid: number }>('User/GetSession', { token })).userUid;
    await visit(`/user?uid=${me}`, dialogHeading('demo-propane'));
    await visit(`/user/setup?uid=${me}`, (p) => p.getByRole('dialog').getByRole('group', { name: 'Multi-factor sign-in' }).waitFor());

    // The Share dialog copies the page's link (spec 000 §2).
    await visit(`/home?${at}`, heading(site.label));
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog').waitFor();
    expect(violations).toEqual([]);
  });

  it("lets the system administrator's pages load without a violation", async () => {
    await signInAs(page, 'admin', undefined, inject('adminPassword'));
    await visit('/admin/outbox', heading('Outbox'));
    await visit('/admin/brands', heading('Company brandings'));
    expect(violations).toEqual([]);
  });

  it('lets Swagger UI render the API description without a violation', async () => {
    const res = await page.goto(`${baseUrl}/api/docs`);
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.locator('.swagger-ui .info .title').filter({ hasText: 'Ullage API' }).waitFor();
    await page.locator('.swagger-ui .opblock').first().waitFor();
    // An operation opened, with its schemas.
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await page.locator('.swagger-ui .opblock-body').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
