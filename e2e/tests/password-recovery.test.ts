// spec 000 §2, §4: forgot password -> email (read by the system administrator in the Outbox screen,
// as the demo has no mail server) -> change password -> sign in with the new one.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('password recovery', () => {
  it('goes from "Forgot your Password?" to a changed password', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(baseUrl);
    await page.getByLabel('Username').fill('pshah.lube');
    await page.getByRole('link', { name: 'Forgot your Password?' }).click();
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe('pshah.lube');
    await page.getByRole('button', { name: 'Request Password Change' }).click();
    await page.getByText(/An email has been sent to the email address on record/).waitFor();

    // The system administrator reads the email in the portal's outbox.
    const admin = await (await browser.newContext()).newPage();
    await admin.goto(baseUrl);
    await admin.getByLabel('Username').fill('admin');
    await admin.getByLabel('Password').fill(inject('adminPassword'));
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.getByRole('link', { name: 'Outbox' }).click();
    await admin.getByLabel('Recipient').fill('priya.shah@suncountrylube.example');
    const row = admin.getByRole('row').filter({ hasText: 'Change your Ullage password' }).first();
    await row.waitFor();
    const link = /http:\/\/\S+\/change-password\?requestId=\S+/.exec(await row.innerText())?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('Lube-Shop-2025!');
    await page.getByText('Password is Valid').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel('Confirm new password').fill('Lube-Shop-2025!');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password Updated').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByLabel('Username').fill('pshah.lube');
    await page.getByLabel('Password').fill('Lube-Shop-2025!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();

    // The link worked once.
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Invalid request' }).waitFor();
  });
});
