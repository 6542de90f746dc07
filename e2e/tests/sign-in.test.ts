// The served SPA end to end: the real server, the demo world, Debian's Chromium.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser } from '../support/browser';

let browser: Browser;
let page: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  const context = await browser.newContext();
  page = await context.newPage();
});

async function signIn(userName: string, password: string) {
  await page.goto(baseUrl);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('the portal in a browser', () => {
  it('serves the login page at /', async () => {
    const res = await page.goto(baseUrl);
    expect(res?.status()).toBe(200);
    // The form shows once the page's brand is known (spec 000 §2).
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.getByRole('heading', { name: 'Ullage' }).waitFor();
  });

  it('shows the login screen for any other address when signed out', async () => {
    const res = await page.goto(`${baseUrl}/report/asset?fuid=1&uid=1`);
    expect(res?.status()).toBe(200);
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });

  it('signs a demo user in, keeps the session across a reload, and signs out', async () => {
    await signIn('demo-propane', 'Demo1234!');
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    // spec 000 §2, §4: landing on the summary of the user's base folder.
    expect(new URL(page.url()).pathname).toBe('/report/summary');
    await expect(page.getByText('Propane Distributor').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('demo-propane').first().isVisible()).resolves.toBe(true);

    await page.reload();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // spec 000 §4: back to the company's own login page, still branded.
    expect(new URL(page.url()).pathname).toBe('/propane');
    await page.getByRole('heading', { name: 'Great Lakes Propane Co.' }).waitFor();
    // The tokens are gone: the signed-in frame sends back to login.
    await page.goto(`${baseUrl}/report/summary`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });

  it('signs in on the demo page through the company-type dropdown', async () => {
    await page.goto(`${baseUrl}/demo`);
    await page.getByRole('heading', { name: 'Ullage Demo' }).waitFor();
    await page.getByLabel('Select Company Type').selectOption({ label: 'Fuel Distributor' });
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe('Demo1234!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    await expect(page.getByText('demo-fuel').first().isVisible()).resolves.toBe(true);
  });

  it('shows the news, the featured products and the footer, and the Contact Us modal', async () => {
    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Asset templates' }).waitFor();
    await page.getByText('TM-10 Tote Monitor').waitFor();
    await page.getByRole('button', { name: 'Contact Us' }).click();
    await page.getByRole('dialog').getByText('Technical support', { exact: true }).waitFor();
  });

  it('hides featured products for a brand that has none', async () => {
    await page.goto(`${baseUrl}/lube`);
    await page.getByRole('heading', { name: 'Sun Country Lubricants, Inc.' }).waitFor();
    await page.getByRole('heading', { name: 'Asset templates' }).waitFor();
    await expect(page.getByText('Featured products').count()).resolves.toBe(0);
  });

  it('says "Invalid Username or Password" for a wrong password and stays on the login page', async () => {
    await signIn('demo-propane', 'wrong-password');
    await page.getByText('Invalid Username or Password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('sends nothing when a field is empty', async () => {
    await page.goto(baseUrl);
    let loginCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/Auth/Login')) loginCalls++;
    });
    await page.getByLabel('Username').fill('demo-propane');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Password: is required').waitFor();
    expect(loginCalls).toBe(0);
  });

  it('remembers Dark Mode across a reload', async () => {
    await signIn('demo-lube', 'Demo1234!');
    const darkMode = page.getByRole('switch', { name: 'Dark Mode' });
    await darkMode.waitFor();
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await darkMode.click();
    const after = await page.evaluate(() => document.documentElement.dataset.theme);
    expect(after).not.toBe(before);
    await page.reload();
    await page.getByRole('switch', { name: 'Dark Mode' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(after);
  });
});
