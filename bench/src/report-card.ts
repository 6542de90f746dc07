// The report card of the 100,000-tank bench region for a month (issue 16 "Done when": under 2 s),
// beside the fill, usage and inventory analysis of the same folder and month
// (docs/decisions/076-usage-report-and-analysis.md). Builds or reuses the bench world
// (world/build.ts), starts the real server in its own process, signs in as the bench company's
// administrator and times the calls over HTTP; prints p50/p95 and writes
// bench/results/report-card-<date>.json. The month is the 30 days ending on the world's last
// readings, so its fills and daily totals are the world's own.
//
//   npm run bench:report-card -w bench
//   BENCH_TANKS=1000 RUNS=5 npm run bench:report-card -w bench     (a small world, a quick look)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BENCH_ADMIN, BENCH_PASSWORD, ensureWorld } from './world/build';
import { freePort, machine, root, signIn, startServer, stopServer, summary, timeRuns } from './support';

const TANKS = Number(process.env.BENCH_TANKS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 20);
const WARMUP = 2;
const TARGET_MS = 2_000;

/** A central timestamp (spec 001 §9) of a day. */
const day = (ms: number) => new Date(ms - 6 * 3_600_000).toISOString().slice(0, 10);

async function main() {
  const world = await ensureWorld({ tanks: TANKS });
  const end = Date.parse(world.historyEnd);
  const range = `startDate=${day(end - 29 * 86_400_000)}T00:00:00&endDate=${day(end)}T23:59:59`;
  const port = await freePort();
  const server = await startServer({ databaseUrl: world.url, port, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const { access } = await signIn(base, BENCH_ADMIN, BENCH_PASSWORD);
    const calls = [
      { label: `Analysis/ReportCard of the ${world.regionTanks.toLocaleString('en-US')}-tank region, 30 days`, path: 'ReportCard' },
      { label: 'Analysis/Fill of the region, 30 days', path: 'Fill' },
      { label: 'Analysis/Usage of the region, 30 days (and the 30 before)', path: 'Usage' },
      { label: 'Analysis/Inventory of the region, 30 days', path: 'Inventory' },
    ];
    const figures = [];
    for (const c of calls) {
      const url = `${base}/api/Analysis/${c.path}/${world.regionUid}?${range}`;
      let bytes = 0;
      const samples = await timeRuns(
        async () => {
          const res = await fetch(url, { headers: { authorization: `Bearer ${access}` } });
          if (!res.ok) throw new Error(`${c.path} answered ${res.status}: ${await res.text()}`);
          bytes = (await res.arrayBuffer()).byteLength;
        },
        RUNS,
        WARMUP,
      );
      const s = summary(samples);
      figures.push({ label: c.label, ...s, bytes });
      console.log(
        `  ${c.label.padEnd(70)} p50 ${s.p50.toFixed(0).padStart(6)} ms  p95 ${s.p95.toFixed(0).padStart(6)} ms  ${(bytes / 1024).toFixed(0)} KB`,
      );
    }
    const card = figures[0]!;
    console.log(`report card p95 ${card.p95.toFixed(0)} ms: ${card.p95 < TARGET_MS ? 'under' : 'OVER'} the ${TARGET_MS} ms target`);
    const at = new Date().toISOString().replace(/[:.]/g, '-');
    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    await writeFile(
      path.join(root, `bench/results/report-card-${at}.json`),
      JSON.stringify({ at, tanks: TANKS, regionTanks: world.regionTanks, range, runs: RUNS, machine: await machine(), figures }, null, 2),
    );
  } finally {
    await stopServer(server);
  }
}

await main();
