// `npm run bench:lighthouse`: what a phone on a cell network gets (issue 21). Lighthouse (its
// default mobile preset: a mid-range phone, simulated slow 4G) in Debian's Chromium on the login
// page and on the signed-in summary, and the bytes on the wire (compressed as a browser asks):
// the login page in total, a 100-row report page and one tank's year of history. The server is
// the real one in its own process, serving web/dist (built first when stale). Records the figures
// in BENCHMARKS.md and bench/results/.
//
//   npm run bench:lighthouse                 the demo world (login, summary) and the kept
//                                            100,000-tank bench world (report page, history)
//   LIGHTHOUSE_REPORTS=/tmp/lh npm run bench:lighthouse   also each page's full Lighthouse report
//   npm run bench:lighthouse -- --runs 3     three flows on the same server, each cold; the table
//                                            gives every run and the median of each figure
//   npm run bench:lighthouse -- --pages-only the login page and the summary only (no bench world:
//                                            the API table of the last full run is kept)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFlow } from 'lighthouse';
import pg from 'pg';
import puppeteer from 'puppeteer-core';
import { BENCH_PASSWORD, BENCH_ADMIN, ensureWorld } from './world/build';
import { databaseUrl, freePort, machine, rewriteBenchmarks, root, serverUrl, signIn, startServer, stopServer } from './support';
import { ensureWebBuild } from './web-size';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'pages-only': { type: 'boolean', default: false },
  },
});

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_USER = 'demo-propane';
const DEMO_PASSWORD = 'Demo1234!';
const WEB_DIST = path.join(root, 'web/dist');

interface PageFigures {
  page: string;
  /** The run (1, 2, ...), or 'median' for the median of every figure over the runs. */
  run?: number | 'median';
  /** The 1-minute load average as the run started. */
  load?: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  requests: number;
}

type Lhr = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { transferSize?: number }[] } }>;
};

function figures(page: string, lhr: Lhr): PageFigures {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    page,
    performance: lhr.categories.performance.score ?? 0,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    transferKb: items.reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024,
    requests: items.length,
  };
}

/** The median of each figure over the runs of one page. */
function median(runs: PageFigures[]): PageFigures {
  const mid = (pick: (p: PageFigures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const n = sorted.length;
    return n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  };
  return {
    page: runs[0]!.page,
    run: 'median',
    performance: mid((p) => p.performance),
    fcpMs: mid((p) => p.fcpMs),
    lcpMs: mid((p) => p.lcpMs),
    tbtMs: mid((p) => p.tbtMs),
    cls: mid((p) => p.cls),
    transferKb: mid((p) => p.transferKb),
    requests: mid((p) => p.requests),
  };
}

/** Lighthouse on the login page (cold, signed out), then on the summary signed in: the flow signs
 * in on the page (the tokens live in the tab's session storage, spec 000 §2), then loads
 * /report/summary with an empty cache and the session kept. */
async function lighthouse(base: string, run: number): Promise<PageFigures[]> {
  const load = Math.round(os.loadavg()[0]! * 100) / 100;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, { config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } } });
    await flow.navigate(`${base}/`, { name: 'login page' });
    await page.type('input[autocomplete="username"]', DEMO_USER);
    await page.type('input[autocomplete="current-password"]', DEMO_PASSWORD);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.click('button[type="submit"]')]);
    await page.waitForFunction("location.pathname.startsWith('/report/summary')", { timeout: 30_000 });
    // Cold, as the login page was: the cache emptied by hand, since keeping the tab's session
    // storage (disableStorageReset) keeps Lighthouse from emptying it.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await flow.navigate(`${base}/report/summary`, { name: 'signed-in summary', disableStorageReset: true });
    const result = await flow.createFlowResult();
    // LIGHTHOUSE_REPORTS=<folder>: each page's full report too (what its largest paint was, the
    // request chains), to find what to improve next.
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      await mkdir(reports, { recursive: true });
      for (const s of result.steps)
        await writeFile(path.join(reports, `${s.name.replace(/\W+/g, '-')}${run > 1 ? `-${run}` : ''}.json`), JSON.stringify(s.lhr));
    }
    return result.steps.map((s) => ({ ...figures(s.name, s.lhr as unknown as Lhr), run, load }));
  } finally {
    await browser.close();
  }
}

/** The bytes of an answer as they cross the network (body as sent, plus the status line and
 * headers), asking as a browser does; and the body's size once decoded. */
function wireBytes(url: string, token: string): Promise<{ wire: number; body: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${res.rawHeaders
        .reduce<string[]>((lines, v, i) => (i % 2 ? [...lines.slice(0, -1), `${lines.at(-1)}: ${v}`] : [...lines, v]), [])
        .join('\r\n')}\r\n\r\n`;
      let body = 0;
      res.on('data', (chunk: Buffer) => (body += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        else resolve({ wire: Buffer.byteLength(head) + body, body, encoding: String(res.headers['content-encoding'] ?? 'identity') });
      });
    });
    req.on('error', reject);
  });
}

async function plainBytes(url: string, token: string): Promise<number> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

/** The API table of the block as it stands (a --pages-only run keeps the last full run's). */
async function keptApiLines(): Promise<string[]> {
  const text = await readFile(path.join(root, 'BENCHMARKS.md'), 'utf8');
  const block = text.slice(text.indexOf('<!-- bench:lighthouse:start -->'), text.indexOf('<!-- bench:lighthouse:end -->'));
  const at = block.indexOf('API answers on the');
  if (at < 0) return [];
  const runOf = /Run of ([\d-]+ [\d:]+) UTC/.exec(block)?.[1];
  const lines = block.slice(at).trimEnd().split('\n');
  if (lines[0]!.includes('(from the full run of')) return lines;
  return [`${lines[0]!.replace(/:$/, '')} (from the full run of ${runOf ?? 'an earlier date'}):`, ...lines.slice(1)];
}

async function main() {
  ensureWebBuild();
  const runs = Math.max(1, Number(args.runs));
  const at = new Date().toISOString();
  // The demo world, as a first start makes it (no history needed for these pages); one database
  // per run of this script, so two helpers' runs do not share one.
  const demoDb = `ullage_bench_lighthouse_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${demoDb} with (force)`);
  await admin.query(`create database ${demoDb}`);
  const demoPort = await freePort();
  const demo = await startServer({
    databaseUrl: databaseUrl(demoDb),
    port: demoPort,
    stdio: 'ignore',
    env: { SEED: 'demo', SIMULATE: 'off', WEB_DIST },
  });
  const loadBefore = os.loadavg().map((x) => Math.round(x * 100) / 100);
  const everyRun: PageFigures[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const figuresOfRun = await lighthouse(`http://127.0.0.1:${demoPort}`, run);
      for (const p of figuresOfRun)
        console.log(
          `  run ${run} (load ${p.load}): ${p.page}: ${p.performance.toFixed(2)}, LCP ${Math.round(p.lcpMs)} ms, ${p.transferKb.toFixed(1)} KB, ${p.requests} requests`,
        );
      everyRun.push(...figuresOfRun);
    }
  } finally {
    await stopServer(demo);
    await admin.query(`drop database if exists ${demoDb} with (force)`);
    await admin.end();
  }
  const pageNames = [...new Set(everyRun.map((p) => p.page))];
  const pages = runs === 1 ? everyRun : pageNames.map((name) => median(everyRun.filter((p) => p.page === name)));

  // The report page and the year of history on the bench world.
  const wire: { name: string; wire: number; body: number; plain: number; encoding: string }[] = [];
  let before: Awaited<ReturnType<typeof machine>> | undefined;
  let apiLines: string[];
  if (args['pages-only']) {
    apiLines = await keptApiLines();
  } else {
    const world = await ensureWorld({ tanks: 100_000 });
    const port = await freePort();
    const server = await startServer({ databaseUrl: world.url, port, stdio: 'ignore', env: { WEB_DIST } });
    const base = `http://127.0.0.1:${port}`;
    try {
      before = await machine();
      const { access } = await signIn(base, BENCH_ADMIN, BENCH_PASSWORD);
      const end = new Date(world.historyEnd);
      const start = new Date(end.getTime() - 365 * 86_400_000);
      const calls = [
        {
          name: 'report page, 100 rows (EntityReport/AssetData)',
          url: `/api/EntityReport/AssetData?folderUid=${world.regionUid}&startRow=0&endRow=100`,
        },
        {
          name: "one tank's year of history (Asset/{uid}/History/State/Tank/Lite)",
          url: `/api/Asset/${world.historyAssetUid}/History/State/Tank/Lite?startDate=${encodeURIComponent(start.toISOString())}&endDate=${encodeURIComponent(end.toISOString())}`,
        },
      ];
      for (const c of calls) {
        const w = await wireBytes(`${base}${c.url}`, access);
        wire.push({ name: c.name, ...w, plain: await plainBytes(`${base}${c.url}`, access) });
      }
    } finally {
      await stopServer(server);
    }
    apiLines = [
      `API answers on the ${world.tanks.toLocaleString('en-US')}-tank bench world, asking \`Accept-Encoding: gzip, deflate, br\` (headers included in "on the wire"):`,
      '',
      '| answer | on the wire | encoding | uncompressed body |',
      '|---|---|---|---|',
      ...wire.map(
        (w) => `| ${w.name} | ${w.wire.toLocaleString('en-US')} bytes | ${w.encoding} | ${w.plain.toLocaleString('en-US')} bytes |`,
      ),
    ];
  }

  const result = { at, machine: before ?? (await machine()), loadBefore, runs: everyRun, pages, wire };
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, 'bench/results', `lighthouse-${at.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const login = pages.find((p) => p.page === 'login page');
  const ms = (v: number) => `${(v / 1000).toFixed(2)} s`;
  const row = (p: PageFigures, label: string) =>
    `| ${label} | ${p.performance.toFixed(2)} | ${ms(p.fcpMs)} | ${ms(p.lcpMs)} | ${Math.round(p.tbtMs)} ms | ${p.cls.toFixed(3)} | ${p.transferKb.toFixed(1)} KB | ${p.requests} |`;
  const lines = [
    `Run of ${at.slice(0, 16).replace('T', ' ')} UTC: Lighthouse ${'12'} (mobile preset: simulated slow 4G, 4x CPU slowdown) in Debian's Chromium, the real server (own process) serving web/dist; load average ${loadBefore.join(' / ')} before${runs > 1 ? `; ${runs} runs, each cold, the median of each figure in bold (each run's 1-minute load average beside it)` : ''}.`,
    '',
    '| page | performance | FCP | LCP | TBT | CLS | bytes on the wire | requests |',
    '|---|---|---|---|---|---|---|---|',
    ...(runs === 1
      ? pages.map((p) => row(p, p.page))
      : pages.flatMap((m) => [
          ...everyRun.filter((p) => p.page === m.page).map((p) => row(p, `${p.page}, run ${p.run} (load ${p.load})`)),
          row(m, `**${m.page}, median**`),
        ])),
    '',
    'Goals: performance at least 0.9 and LCP under 2.5 s on both pages; the login page under 150 KB in all. ' +
      pages
        .map((p) => `${p.page}: ${p.performance >= 0.9 && p.lcpMs < 2500 ? 'met' : '**not met**'}`)
        .concat(login ? [`login page bytes: ${login.transferKb < 150 ? 'met' : '**not met**'}`] : [])
        .join('; ') +
      '.',
    ...(apiLines.length ? ['', ...apiLines] : []),
  ];
  await rewriteBenchmarks('bench:lighthouse', '## On the wire and on a phone (issue 21): `npm run bench:lighthouse`', lines);
  console.log(lines.join('\n'));
}

await main();
