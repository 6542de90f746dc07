// Debian's Chromium through playwright-core (never a downloaded browser).
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The demo world's users' password. */
export const DEMO_PASSWORD = 'Demo1234!';

/** Signs a user in through the login page and waits for the signed-in frame, then opens `path`
 * (a deep link of the signed-in app) when given. */
export async function signInAs(page: Page, userName: string, path?: string, password = DEMO_PASSWORD): Promise<void> {
  const baseUrl = inject('baseUrl');
  await page.goto(baseUrl);
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('tree', { name: 'Explorer' }).waitFor();
  if (path) {
    await page.goto(`${baseUrl}${path}`);
    // By CSS: a modal opened by the path hides the tree from the accessibility tree.
    await page.locator('[role="tree"][aria-label="Explorer"]').waitFor();
  }
}
