// Debian's Chromium through playwright-core (never a downloaded browser).
import { chromium, type Browser, type Locator, type Page, type Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import { trackRequests } from './requests';

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
  // Attached rather than shown: on a phone the explorer waits, hidden, in its drawer.
  await page.locator('[role="tree"][aria-label="Explorer"]').waitFor({ state: 'attached' });
  if (path) {
    await page.goto(`${baseUrl}${path}`);
    // By CSS: a modal opened by the path hides the tree from the accessibility tree.
    await page.locator('[role="tree"][aria-label="Explorer"]').waitFor({ state: 'attached' });
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An explorer row by the label it shows. Its accessible name is that label followed by what the row
 * shows beside it, comma-separated (WCAG 2.5.3; explorer-tree.tsx): the folder's level by the user's
 * settings ("Adams Residence, site"), which this leaves open, and "copy" or "read-only", which
 * `label` names when it matters. A collection row is named with its count: "Assets, 3". */
export function treeItem(scope: Page | Locator, label: string, options: { selected?: boolean; expanded?: boolean } = {}): Locator {
  return scope.getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(label)}(, (organisation|site))?$`), ...options });
}

/** Opens `url` (a path of the served portal) and waits until the page has settled: its calls done, no
 * loader or busy region left. A signed-in page must still be itself, not sent elsewhere (to the
 * login page, say). Returns the document's answer. */
export async function openSettled(page: Page, url: string, signedIn: boolean): Promise<Response | null> {
  const quiet = trackRequests(page);
  const res = await page.goto(`${inject('baseUrl')}${url}`);
  if (signedIn) await page.locator('#main-content').waitFor();
  await quiet();
  await page.waitForFunction(() => !document.querySelector('.loader, [aria-busy="true"], .route-loading'), undefined, { timeout: 15_000 });
  if (signedIn) expect(new URL(page.url()).pathname, url).toBe(new URL(url, 'http://x').pathname);
  return res;
}
