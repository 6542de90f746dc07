// Report files (issue 16 "Done when"): a 5,000-row PDF in under 10 s. The rows are the bench
// world's own: the first 5,000 rows of the 100,000-tank region's asset report (its data call, eight
// columns as text), printed by the analysis pages' PDF call (POST Analysis/Inventory/{uid}/Pdf: the
// pdfkit table writer the emailed reports use, server/src/lib/pdf-table.ts) over HTTP to the real
// server; the figure is the call's time, upload of the table included. Builds or reuses the bench
// world (world/build.ts); prints p50/p95 and writes bench/results/report-files-<date>.json.
//
//   npm run bench:report-files -w bench
//   BENCH_TANKS=1000 ROWS=1000 RUNS=3 npm run bench:report-files -w bench     (a quick look)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BENCH_ADMIN, BENCH_PASSWORD, ensureWorld } from './world/build';
import { freePort, machine, root, signIn, startServer, stopServer, summary, timeRuns } from './support';

const TANKS = Number(process.env.BENCH_TANKS ?? 100_000);
const ROWS = Number(process.env.ROWS ?? 5_000);
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = 10_000;
const COLUMNS = ['label', 'folderLabel', 'productName', 'percentFull', 'amountFull', 'daysLeft', 'readingTime', 'deviceSerial'];

async function main() {
  const world = await ensureWorld({ tanks: TANKS });
  const port = await freePort();
  const server = await startServer({ databaseUrl: world.url, port, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const { access } = await signIn(base, BENCH_ADMIN, BENCH_PASSWORD);
    const headers = { authorization: `Bearer ${access}` };
    const rows: string[][] = [];
    while (rows.length < ROWS) {
      const q = new URLSearchParams({
        folderUid: String(world.regionUid),
        startRow: String(rows.length),
        endRow: String(Math.min(rows.length + 1000, ROWS)),
        sorting: JSON.stringify([{ colId: 'label', sort: 'asc' }]),
      });
      const res = await fetch(`${base}/api/EntityReport/AssetData?${q}`, { headers });
      if (!res.ok) throw new Error(`AssetData answered ${res.status}: ${await res.text()}`);
      const page = (await res.json()) as { rows: Record<string, unknown>[] };
      if (page.rows.length === 0) break;
      rows.push(...page.rows.map((r) => COLUMNS.map((c) => (r[c] === null || r[c] === undefined ? '' : String(r[c])))));
    }
    const body = JSON.stringify({
      title: 'Bench asset table',
      startDate: '2026-01-01T00:00:00',
      endDate: '2026-01-31T23:59:59',
      columns: COLUMNS,
      rows,
    });
    let bytes = 0;
    const samples = await timeRuns(
      async () => {
        const res = await fetch(`${base}/api/Analysis/Inventory/${world.regionUid}/Pdf`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        });
        if (!res.ok) throw new Error(`the PDF answered ${res.status}: ${await res.text()}`);
        bytes = (await res.arrayBuffer()).byteLength;
      },
      RUNS,
      1,
    );
    const s = summary(samples);
    const label = `${rows.length.toLocaleString('en-US')}-row PDF (8 columns), POST Analysis/Inventory/{uid}/Pdf`;
    console.log(`  ${label}  p50 ${s.p50.toFixed(0)} ms  p95 ${s.p95.toFixed(0)} ms  ${(bytes / 1024).toFixed(0)} KB`);
    console.log(`PDF p95 ${s.p95.toFixed(0)} ms: ${s.p95 < TARGET_MS ? 'under' : 'OVER'} the ${TARGET_MS} ms target`);
    const at = new Date().toISOString().replace(/[:.]/g, '-');
    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    await writeFile(
      path.join(root, `bench/results/report-files-${at}.json`),
      JSON.stringify(
        { at, tanks: TANKS, rows: rows.length, runs: RUNS, machine: await machine(), figures: [{ label, ...s, bytes }] },
        null,
        2,
      ),
    );
  } finally {
    await stopServer(server);
  }
}

await main();
