// spec 000 §2 MFA challenge with a code by email, read from the outbox (no mail server), with and
// without "Remember this device".
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessToken, api, codeIn, latestMessage } from '../support/api';
import { launchBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const USER = 'smorrison.lube';
const PASSWORD = 'Demo1234!';
let browser: Browser;
let email: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // Turn on MFA by email for the user, through the enrolment calls.
  const token = await accessToken(USER, PASSWORD);
  const status = await api<{ emailAddress: string }>('User/MFA', { token });
  expect(status.emailAddress).toMatch(/\*\*\*@suncountrylube\.example$/);
  email = 'stacy.morrison@suncountrylube.example';
  const { secret } = await api<{ secret: string }>('User/MFA', { token, body: { mfaTypeId: 1 } });
  await api('Webview/MFA/SendOTP', { token, body: { secret, codeOption: 2, emailAddress: email } });
  const code = codeIn((await latestMessage(email)).body);
  await api('Webview/MFA/Verify', { token, body: { mfaType: 1, secret, code } });
});
afterAll(() => browser?.close());

async function signInWithCode(page: Page, remember: boolean) {
  await page.goto(baseUrl);
  await page.getByLabel('Username').fill(USER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText("Sorry, but we don't recognize this device. Please let us know that it's you.").waitFor();
  const before = (await latestMessage(email)).id;
  await page.getByLabel(/Email to/).check();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByText('A verification code has been sent to the contact email address').waitFor();
  const code = codeIn((await latestMessage(email, before)).body);
  expect(code).toMatch(/^\d{6}$/);
  if (remember) await page.getByRole('checkbox', { name: 'Remember this device' }).click();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  // spec 000 §2: Enter submits once 6 digits are present.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Log Out' }).waitFor();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Login' }).waitFor();
}

describe('MFA by email', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });

  it('asks again next time when "Remember this device" was not ticked', async () => {
    await signInWithCode(page, false);
    await logOut(page);
    await page.getByLabel('Username').fill(USER);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText("Sorry, but we don't recognize this device. Please let us know that it's you.").waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });

  it('skips the challenge on a remembered device, and only there', async () => {
    await signInWithCode(page, true);
    await logOut(page);
    await page.getByLabel('Username').fill(USER);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();

    // Another browser is another device.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(baseUrl);
    await otherPage.getByLabel('Username').fill(USER);
    await otherPage.getByLabel('Password').fill(PASSWORD);
    await otherPage.getByRole('button', { name: 'Login' }).click();
    await otherPage.getByText("Sorry, but we don't recognize this device. Please let us know that it's you.").waitFor();
    await other.close();
    await context.close();
  });
});
