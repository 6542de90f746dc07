// `npm run bench:map -w bench` (issue 17): how long the map of the bench world's region (100,000
// tanks) takes to show its first clusters in Chromium. The real app (web/dist served by the server,
// in process) on the bench world; each run a fresh browser context signs in as the bench
// administrator through the login page, then opens /report/map on the region: the time from that
// navigation to the first cluster drawn (`.map-cluster`, or `.map-spot` for tanks at one position), the route's code not yet cached (cold),
// and again in the same context (warm); and the time until every part is drawn (the count
// "N of M tanks" replaces "Loading ... of M tanks", docs/decisions/098-progressive-map.md). The tile server is not reachable here: the clusters draw on
// the map's plain background, as they do with no tiles. Prints the figures (BENCHMARKS.md records them).
//
//   npm run bench:map -w bench -- --runs 3          (BENCH_TANKS: the world, 100,000)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/src/app';
import { createDatabase } from '../../server/src/db/client';
import { createLogger } from '../../server/src/lib/logger';
import { machine, root, summary } from './support';
import { ensureWebBuild } from './web-size';
import { BENCH_ADMIN, BENCH_PASSWORD, ensureWorld } from './world/build';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(args.runs);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const world = await ensureWorld({ tanks: Number(process.env.BENCH_TANKS ?? 100_000) });
ensureWebBuild();
const { chromium } = await import('playwright-core');
const database = createDatabase(world.url, 6);
const app = await buildApp({
  database,
  logger: createLogger('silent'),
  signingKey: randomBytes(32),
  webDist: path.join(root, 'web/dist'),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const cold: number[] = [];
const warm: number[] = [];
/** From the navigation to every part drawn ("N of M tanks" replaces "Loading ... tanks"). */
const whole: number[] = [];
try {
  const before = await machine(database.pool);
  const url = `${base}/report/map?fuid=${world.regionUid}&uid=${world.regionUid}`;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    await page.getByLabel('Username').fill(BENCH_ADMIN);
    await page.getByLabel('Password').fill(BENCH_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname !== '/');
    for (const times of [cold, warm]) {
      const t0 = performance.now();
      await page.goto(url);
      // A cluster, or a spot (tanks no zoom separates: the bench world's sites stand at one position each).
      await page.locator('.map-cluster, .map-spot').first().waitFor({ timeout: 120_000 });
      times.push(performance.now() - t0);
      await page.getByText(/^[\d,]+ of [\d,]+ tanks$/).waitFor({ timeout: 300_000 });
      whole.push(performance.now() - t0);
    }
    await context.close();
  }
  const after = await machine(database.pool);
  const c = summary(cold);
  const w = summary(warm);
  console.log(
    `map of ${world.regionTanks.toLocaleString('en-US')} tanks, first clusters: cold ${cold.map((x) => Math.round(x)).join(', ')} ms (median ${Math.round(c.p50)}), warm ${warm.map((x) => Math.round(x)).join(', ')} ms (median ${Math.round(w.p50)}); every tank drawn ${whole.map((x) => Math.round(x)).join(', ')} ms; load ${before.loadavg.join(' ')} -> ${after.loadavg.join(' ')}; goal under 2 s: ${c.max < 2000 ? 'met' : 'NOT met'}`,
  );
} finally {
  await browser.close();
  await app.close();
  await database.pool.end();
}
