// The web build's weight: the gzipped JavaScript a cold visit downloads, counted in Chromium
// (every script response of the page, gzipped here at level 9 as a server or CDN would send it).
// The login page as a visitor sees it, and each signed-in route reached through the login, the
// largest of them reported. Builds web/ first when web/dist is missing or older than web/src.
//
//   npm run bench:web -w bench      (prints the sizes; `npm run bench` records them)
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { buildApp } from '../../server/src/app';
import { createDatabase } from '../../server/src/db/client';
import { createLogger } from '../../server/src/lib/logger';
import { trackRequests } from '../../e2e/support/requests';
import { root } from './support';
import { BENCH_ADMIN, BENCH_PASSWORD, type WorldInfo } from './world/build';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = path.join(root, 'web/dist');
/** Signed-in routes (web/src/app/router.tsx) and who may open them. */
const ROUTES = ['/home', '/search?term=tank'];

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds web/ when its dist is missing or older than its sources. */
export function ensureWebBuild(): void {
  const index = path.join(WEB_DIST, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newest(path.join(root, 'web/src'))) return;
  console.log('  building web/ (npm run build)...');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

export interface PageWeight {
  route: string;
  kb: number;
  files: { name: string; kb: number }[];
}

export async function webSizes(world: Pick<WorldInfo, 'url'>): Promise<{ login: PageWeight; routes: PageWeight[]; largest: PageWeight }> {
  ensureWebBuild();
  const { chromium } = await import('playwright-core');
  const database = createDatabase(world.url, 4);
  const app = await buildApp({ database, logger: createLogger('silent'), signingKey: randomBytes(32), webDist: WEB_DIST });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    /** Opens a fresh page (empty cache), runs `go`, and sums the scripts it fetched. */
    const weigh = async (route: string, go: (page: Page) => Promise<void>): Promise<PageWeight> => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, Promise<number>>();
      page.on('response', (res) => {
        const url = res.url();
        if (res.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(url)) {
          scripts.set(
            url,
            res
              .body()
              .then((b) => gzipSync(b, { level: 9 }).length)
              .catch(() => 0),
          );
        }
      });
      // Settled: no request in flight but the live updates' stream, which stays open.
      const quiet = trackRequests(page);
      await go(page);
      await quiet();
      const files = await Promise.all(
        [...scripts].map(async ([url, size]) => ({ name: new URL(url).pathname, kb: Math.round((await size) / 102.4) / 10 })),
      );
      await context.close();
      files.sort((a, b) => b.kb - a.kb);
      return { route, kb: Math.round(files.reduce((n, f) => n + f.kb, 0) * 10) / 10, files };
    };
    const login = await weigh('/', async (page) => {
      await page.goto(base);
      await page.getByLabel('Username').waitFor();
    });
    const routes: PageWeight[] = [];
    for (const route of ROUTES) {
      routes.push(
        await weigh(route, async (page) => {
          await page.goto(base);
          await page.getByLabel('Username').fill(BENCH_ADMIN);
          await page.getByLabel('Password').fill(BENCH_PASSWORD);
          await page.getByRole('button', { name: 'Login' }).click();
          await page.waitForURL((u) => u.pathname !== '/');
          await page.goto(`${base}${route}`);
        }),
      );
    }
    const largest = routes.reduce((a, b) => (b.kb > a.kb ? b : a));
    console.log(`  login page: ${login.kb} KB gzipped (${login.files.map((f) => `${path.basename(f.name)} ${f.kb}`).join(', ')})`);
    for (const r of routes) console.log(`  ${r.route} (through the login): ${r.kb} KB gzipped`);
    return { login, routes, largest };
  } finally {
    await browser.close();
    await app.close();
    await database.pool.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ensureWorld } = await import('./world/build');
  const tanks = Number(process.env.BENCH_TANKS ?? 100_000);
  await webSizes(await ensureWorld({ tanks }));
}
