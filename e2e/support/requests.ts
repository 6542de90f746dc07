// Waiting for a page to settle when 'networkidle' never comes (shared by the browser tests and
// bench:web).
import type { Page } from 'playwright-core';

/** Counts the page's requests from now on; the function returned waits until none has been in
 * flight for 500 ms. Playwright's 'networkidle' never comes on a signed-in page: its live updates
 * stream stays open (docs/decisions/080-live-updates.md), and is not counted here. */
export function trackRequests(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const live = (url: string) => url.includes('/api/Live/Stream');
  page.on('request', (r) => {
    if (live(r.url())) return;
    inFlight.add(r);
    lastChange = Date.now();
  });
  const done = (r: unknown) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 30_000;
    while (inFlight.size > 0 || Date.now() - lastChange < 500) {
      if (Date.now() > deadline) throw new Error(`requests still in flight: ${inFlight.size}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
}
