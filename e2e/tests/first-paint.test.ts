// What a signed-in page downloads before it is drawn (issue 21, docs/decisions/073-first-paint-bytes.md):
// a reload of the summary (a bookmark, the page after a sign-in) fetches the frame and the summary,
// and none of the libraries that load on first use: zod (the answers drawn first are not parsed),
// the form library, the toasts, Radix's menus, tooltips, popovers and dialogs, and on a phone the
// wide frame's chunk (the wide header and the resizable pane), which only a wide window draws.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signInAs } from '../support/browser';

const baseUrl = inject('baseUrl');
const USER = 'demo-propane';
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const WIDE: BrowserContextOptions = { viewport: { width: 1400, height: 900 } };

/** What gives each library away in a script the page fetched: its chunk's name (web/vite.config.ts)
 * or a name its code keeps after minification. */
const LIBRARIES: Record<string, { chunk?: RegExp; marker?: string }> = {
  zod: { chunk: /vendor-zod/, marker: 'ZodError' },
  'react-hook-form': { chunk: /vendor-forms/ },
  'react-toastify': { chunk: /vendor-toast/, marker: 'Toastify' },
  // Every Radix overlay (menu, tooltip, popover, dialog) dismisses through its DismissableLayer.
  'Radix overlays': { marker: 'DismissableLayer' },
  // Not a library: the wide window's part of the frame (app/shell/wide-frame.tsx).
  'the wide frame': { chunk: /wide-frame/ },
};

let browser: Browser;
let session: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // Signed in once; each load below starts from an empty cache with this tab's session storage, as
  // a reload of the page does (the tokens and the session live there: spec 000 §3).
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signInAs(page, USER);
  session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  await context.close();
});
afterAll(() => browser?.close());

/** Opens `path` cold, signed in, and returns the scripts fetched until `drawn` has seen the page
 * drawn, each with the libraries it holds. */
async function scriptsBeforeDrawn(options: BrowserContextOptions, path: string, drawn: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext(options);
  try {
    await context.addInitScript((entries: string) => {
      if (sessionStorage.length === 0)
        for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
    }, session);
    const page = await context.newPage();
    const bodies = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.set(
        new URL(response.url()).pathname,
        response.text().catch(() => ''),
      );
    });
    await page.goto(`${baseUrl}${path}`);
    await drawn(page);
    const found: Record<string, string[]> = {};
    for (const [file, body] of [...bodies]) {
      const text = await body;
      const held = Object.entries(LIBRARIES)
        .filter(([, { chunk, marker }]) => chunk?.test(file) || (marker !== undefined && text.includes(marker)))
        .map(([library]) => library);
      found[file] = held;
    }
    return found;
  } finally {
    await context.close();
  }
}

const librariesIn = (found: Record<string, string[]>) => [...new Set(Object.values(found).flat())].sort();

describe("a signed-in page's first load", () => {
  it("on a phone, the summary is drawn without zod, the form library, the toasts, Radix or the wide frame's chunk", async () => {
    const found = await scriptsBeforeDrawn(PHONE, '/report/summary', (page) =>
      page.getByRole('table', { name: 'Tanks most in need' }).waitFor(),
    );
    expect(Object.keys(found).length).toBeGreaterThan(3);
    expect(librariesIn(found)).toEqual([]);
  });

  it('in a wide window, the wide frame (header and resizable pane) comes with the frame; still no zod, form library, toasts or Radix', async () => {
    const found = await scriptsBeforeDrawn(WIDE, '/report/summary', async (page) => {
      await page.getByRole('table', { name: 'Tanks most in need' }).waitFor();
      await page.getByRole('separator', { name: 'Resize the explorer' }).waitFor();
    });
    expect(librariesIn(found)).toEqual(['the wide frame']);
  });
});
