// Report files (issue 16 "Done when"): the CSV of the 100,000-tank bench world's asset report
// streamed in under 5 s with the server's memory growing by under 100 MB, and a 5,000-row PDF in
// under 10 s, both over HTTP to the real server.
// - CSV: POST EntityReport/AssetCsv/{region} (docs/decisions/097-streamed-report-csv.md), the
//   region's every tank sorted by label, default columns, read by this client as a stream (bytes
//   and lines counted, nothing kept). The server's resident memory (/proc/<pid>/status VmRSS) is
//   sampled every 10 ms: the figure is the peak during a download less the RSS just before it
//   (and, beside it, the highest peak of all the downloads less the RSS before the first).
//   The line count is checked against the data call's row count.
// - PDF: the first 5,000 rows of the same report (its data call, eight columns as text), printed
//   by the analysis pages' PDF call (POST Analysis/Inventory/{uid}/Pdf: the pdfkit table writer
//   the emailed reports use, server/src/lib/pdf-table.ts); the figure is the call's time, upload of
//   the table included.
// Builds or reuses the bench world (world/build.ts); prints p50/p95 and writes
// bench/results/report-files-<date>.json.
//
//   npm run bench:report-files -w bench
//   BENCH_TANKS=1000 ROWS=1000 RUNS=3 npm run bench:report-files -w bench     (a quick look)
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN, BENCH_PASSWORD, ensureWorld } from './world/build';
import { freePort, machine, root, rssMb, signIn, startServer, stopServer, summary, timeRuns } from './support';

const TANKS = Number(process.env.BENCH_TANKS ?? 100_000);
const ROWS = Number(process.env.ROWS ?? 5_000);
const RUNS = Number(process.env.RUNS ?? 5);
const TARGET_MS = 10_000;
const CSV_TARGET_MS = 5_000;
const CSV_MEMORY_TARGET_MB = 100;
const CSV_RUNS = Number(process.env.CSV_RUNS ?? 5);
const COLUMNS = ['label', 'folderLabel', 'productName', 'percentFull', 'amountFull', 'daysLeft', 'readingTime', 'deviceSerial'];

async function main() {
  const world = await ensureWorld({ tanks: TANKS });
  const port = await freePort();
  const server = await startServer({ databaseUrl: world.url, port, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const { access } = await signIn(base, BENCH_ADMIN, BENCH_PASSWORD);
    const headers = { authorization: `Bearer ${access}` };
    const pid = server.pid!;
    const loadBefore = os.loadavg();
    console.log(`load average at start: ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}`);

    // The CSV: every row of the region's asset report, streamed.
    const count = new URLSearchParams({ folderUid: String(world.regionUid), startRow: '0', endRow: '1' });
    const counted = await fetch(`${base}/api/EntityReport/AssetData?${count}`, { headers });
    const expectedRows = ((await counted.json()) as { lastRow: number }).lastRow;
    const csvBody = JSON.stringify({ sorting: [{ colId: 'label', sort: 'asc' }] });
    const csvRuns: { ms: number; bytes: number; lines: number; rssBeforeMb: number; rssPeakMb: number; growthMb: number }[] = [];
    for (let i = 0; i < CSV_RUNS; i++) {
      const rssBeforeMb = rssMb(pid) ?? Number.NaN;
      let rssPeakMb = rssBeforeMb;
      const sampler = setInterval(() => {
        const now = rssMb(pid);
        if (now !== null && now > rssPeakMb) rssPeakMb = now;
      }, 10);
      const t0 = process.hrtime.bigint();
      const res = await fetch(`${base}/api/EntityReport/AssetCsv/${world.regionUid}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: csvBody,
      });
      if (!res.ok) throw new Error(`AssetCsv answered ${res.status}: ${await res.text()}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        for (const b of chunk) if (b === 10) lines++;
      }
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      clearInterval(sampler);
      const after = rssMb(pid);
      if (after !== null && after > rssPeakMb) rssPeakMb = after;
      if (lines !== expectedRows + 1) throw new Error(`the CSV has ${lines} lines for ${expectedRows} rows`);
      csvRuns.push({ ms, bytes, lines, rssBeforeMb, rssPeakMb, growthMb: rssPeakMb - rssBeforeMb });
      console.log(
        `  CSV run ${i + 1}: ${ms.toFixed(0)} ms, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${lines - 1} rows; server RSS ${rssBeforeMb} -> peak ${rssPeakMb} MB (+${rssPeakMb - rssBeforeMb} MB)`,
      );
    }
    const csvSummary = summary(csvRuns.map((r) => r.ms));
    const csvGrowth = Math.max(...csvRuns.map((r) => r.growthMb));
    // Over the runs one after another: the highest peak above the RSS before the first (the heap
    // the downloads' garbage leaves until a major collection).
    const csvAcrossRunsMb = Math.max(...csvRuns.map((r) => r.rssPeakMb)) - (csvRuns[0]?.rssBeforeMb ?? Number.NaN);
    const csvLabel = `${expectedRows.toLocaleString('en-US')}-row asset report as CSV, POST EntityReport/AssetCsv/{uid}`;
    console.log(
      `  ${csvLabel}  p50 ${csvSummary.p50.toFixed(0)} ms  p95 ${csvSummary.p95.toFixed(0)} ms  RSS growth at most ${csvGrowth} MB a download, ${csvAcrossRunsMb} MB over the ${CSV_RUNS} downloads`,
    );
    console.log(
      `CSV p95 ${csvSummary.p95.toFixed(0)} ms: ${csvSummary.p95 < CSV_TARGET_MS ? 'under' : 'OVER'} the ${CSV_TARGET_MS} ms target; ` +
        `memory +${csvGrowth} MB: ${csvGrowth < CSV_MEMORY_TARGET_MB ? 'under' : 'OVER'} the ${CSV_MEMORY_TARGET_MB} MB target`,
    );

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
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}`,
    );
    const at = new Date().toISOString().replace(/[:.]/g, '-');
    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    await writeFile(
      path.join(root, `bench/results/report-files-${at}.json`),
      JSON.stringify(
        {
          at,
          tanks: TANKS,
          rows: rows.length,
          runs: RUNS,
          loadAverageAtStart: loadBefore,
          machine: await machine(),
          figures: [
            { label: csvLabel, ...csvSummary, rssGrowthMb: csvGrowth, rssAcrossRunsMb: csvAcrossRunsMb, runs: csvRuns },
            { label, ...s, bytes },
          ],
        },
        null,
        2,
      ),
    );
  } finally {
    await stopServer(server);
  }
}

await main();
