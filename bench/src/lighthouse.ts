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
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import pg from 'pg';
import puppeteer from 'puppeteer-core';
import { BENCH_PASSWORD, BENCH_ADMIN, ensureWorld } from './world/build';
import { databaseUrl, freePort, machine, rewriteBenchmarks, root, serverUrl, signIn, startServer, stopServer } from './support';
import { ensureWebBuild } from './web-size';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_USER = 'demo-propane';
const DEMO_PASSWORD = 'Demo1234!';
const WEB_DIST = path.join(root, 'web/dist');

interface PageFigures {
  page: string;
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

/** Lighthouse on the login page (cold, signed out), then on the summary signed in: the flow signs
 * in on the page (the tokens live in the tab's session storage, spec 000 §2), then loads
 * /report/summary with an empty cache and the session kept. */
async function lighthouse(base: string): Promise<PageFigures[]> {
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
      for (const s of result.steps) await writeFile(path.join(reports, `${s.name.replace(/\W+/g, '-')}.json`), JSON.stringify(s.lhr));
    }
    return result.steps.map((s) => figures(s.name, s.lhr as unknown as Lhr));
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

async function main() {
  ensureWebBuild();
  const at = new Date().toISOString();
  // The demo world, as a first start makes it (no history needed for these pages).
  const demoDb = `ullage_bench_lighthouse`;
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
  let pages: PageFigures[];
  try {
    pages = await lighthouse(`http://127.0.0.1:${demoPort}`);
  } finally {
    await stopServer(demo);
    await admin.query(`drop database if exists ${demoDb} with (force)`);
    await admin.end();
  }

  // The report page and the year of history on the bench world.
  const world = await ensureWorld({ tanks: 100_000 });
  const port = await freePort();
  const server = await startServer({ databaseUrl: world.url, port, stdio: 'ignore', env: { WEB_DIST } });
  const base = `http://127.0.0.1:${port}`;
  let wire: { name: string; wire: number; body: number; plain: number; encoding: string }[];
  let before: Awaited<ReturnType<typeof machine>>;
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
    wire = [];
    for (const c of calls) {
      const w = await wireBytes(`${base}${c.url}`, access);
      wire.push({ name: c.name, ...w, plain: await plainBytes(`${base}${c.url}`, access) });
    }
  } finally {
    await stopServer(server);
  }

  const result = { at, machine: before, pages, wire };
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, 'bench/results', `lighthouse-${at.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const login = pages.find((p) => p.page === 'login page');
  const ms = (v: number) => `${(v / 1000).toFixed(2)} s`;
  const lines = [
    `Run of ${at.slice(0, 16).replace('T', ' ')} UTC: Lighthouse ${'12'} (mobile preset: simulated slow 4G, 4x CPU slowdown) in Debian's Chromium, the real server (own process) serving web/dist; load average ${before.loadavg.join(' / ')} before.`,
    '',
    '| page | performance | FCP | LCP | TBT | CLS | bytes on the wire | requests |',
    '|---|---|---|---|---|---|---|---|',
    ...pages.map(
      (p) =>
        `| ${p.page} | ${p.performance.toFixed(2)} | ${ms(p.fcpMs)} | ${ms(p.lcpMs)} | ${Math.round(p.tbtMs)} ms | ${p.cls.toFixed(3)} | ${p.transferKb.toFixed(1)} KB | ${p.requests} |`,
    ),
    '',
    'Goals: performance at least 0.9 and LCP under 2.5 s on both pages; the login page under 150 KB in all. ' +
      pages
        .map((p) => `${p.page}: ${p.performance >= 0.9 && p.lcpMs < 2500 ? 'met' : '**not met**'}`)
        .concat(login ? [`login page bytes: ${login.transferKb < 150 ? 'met' : '**not met**'}`] : [])
        .join('; ') +
      '.',
    '',
    `API answers on the ${world.tanks.toLocaleString('en-US')}-tank bench world, asking \`Accept-Encoding: gzip, deflate, br\` (headers included in "on the wire"):`,
    '',
    '| answer | on the wire | encoding | uncompressed body |',
    '|---|---|---|---|',
    ...wire.map(
      (w) => `| ${w.name} | ${w.wire.toLocaleString('en-US')} bytes | ${w.encoding} | ${w.plain.toLocaleString('en-US')} bytes |`,
    ),
  ];
  await rewriteBenchmarks('bench:lighthouse', '## On the wire and on a phone (issue 21): `npm run bench:lighthouse`', lines);
  console.log(lines.join('\n'));
}

await main();
