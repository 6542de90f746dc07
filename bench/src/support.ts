// What the benchmark scripts share: percentiles, the machine's description, a terminal progress
// bar, the bench database's address, and the real server started as its own process.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { freePort, startServerProcess } from '../../server/test/server-process';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

/** The PostgreSQL server the bench uses: DATABASE_URL, or the machine's at 127.0.0.1:5432. */
export function serverUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** The same server, another database. */
export function databaseUrl(name: string): string {
  const u = new URL(serverUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export function summary(samples: number[]): { p50: number; p95: number; max: number; n: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), max: s.at(-1) ?? Number.NaN, n: s.length };
}

/** Times `run` (ms) `runs` times after `warmup` untimed runs, one after another. */
export async function timeRuns(run: () => Promise<unknown>, runs: number, warmup: number): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return samples;
}

/** Cores, RAM, Node, PostgreSQL and the load average at this moment. */
export async function machine(pool?: pg.Pool | pg.Client) {
  let postgres = '';
  if (pool)
    postgres = ((await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '').split(' ')[0] ?? '';
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    ramGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres,
    loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

/** A one-line progress bar on a terminal (a line every 5 s otherwise). */
export function progress(label: string, done: number, total: number): void {
  const share = total > 0 ? Math.min(1, done / total) : 1;
  if (process.stderr.isTTY) {
    const width = 30;
    const full = Math.round(share * width);
    process.stderr.write(
      `\r  ${label.padEnd(34)} [${'#'.repeat(full)}${' '.repeat(width - full)}] ${String(Math.round(share * 100)).padStart(3)}% ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}   `,
    );
    if (done >= total) process.stderr.write('\n');
    return;
  }
  const now = Date.now();
  const last = lastLine.get(label) ?? 0;
  if (done >= total || now - last > 5000) {
    lastLine.set(label, now);
    process.stderr.write(`  ${label}: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${Math.round(share * 100)}%)\n`);
  }
}
const lastLine = new Map<string, number>();

export { freePort };

export interface ServerOptions {
  databaseUrl: string;
  port: number;
  mqttUrl?: string | null;
  mqttClientId?: string;
  /** Extra node flags (e.g. --cpu-prof). */
  nodeArgs?: string[];
  env?: Record<string, string>;
  /** Where the server's output goes: inherited by default. */
  stdio?: 'inherit' | 'ignore';
}

/** Starts the real server (server/src/main.ts) in its own process, as the server tests do, and
 * waits for /healthz: no simulator, no demo history, the bench's signing key. */
export function startServer(o: ServerOptions): Promise<ChildProcess> {
  return startServerProcess(
    o.databaseUrl,
    o.port,
    {
      JWT_SECRET: BENCH_JWT_SECRET,
      MQTT_URL: o.mqttUrl ?? '',
      ...(o.mqttClientId ? { MQTT_CLIENT_ID: o.mqttClientId, MQTT_SHARED_GROUP: o.mqttClientId } : {}),
      ...o.env,
    },
    { nodeArgs: o.nodeArgs, stdio: o.stdio ?? 'inherit', timeoutMs: 120_000 },
  );
}

export async function stopServer(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/** Resident set size of a process in MB (from /proc; null when it is gone). */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** Signs in through the API; answers the access and refresh tokens. */
export async function signIn(base: string, userName: string, password: string): Promise<{ access: string; refresh: string }> {
  const res = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${userName} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; refresh_token: string };
  return { access: body.access_token, refresh: body.refresh_token };
}

/** Rewrites the lines between `<!-- {name}:start -->` and `<!-- {name}:end -->` in BENCHMARKS.md;
 * adds them under `heading` at the end when the markers are missing. */
export async function rewriteBenchmarks(name: string, heading: string, lines: string[]): Promise<void> {
  const file = path.join(root, 'BENCHMARKS.md');
  const text = await readFile(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = [start, ...lines, end].join('\n');
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  await writeFile(
    file,
    i >= 0 && j > i ? `${text.slice(0, i)}${block}${text.slice(j + end.length)}` : `${text.trimEnd()}\n\n${heading}\n\n${block}\n`,
  );
}

/**
 * The alerts the demo world carries while a bench ingests (issue 15), from ALERTS: `demo` (as
 * seeded: critical level on most tanks, theft on fuel and bulk tanks, late and silent-sensor on
 * every monitor, low battery on each company), `none` (every alert deleted: the figure without
 * alerts) or `every` (the seeded ones plus, on every tank, warning, critical, drain, theft,
 * delivery and high temperature, and low battery and sensor error on every device).
 */
export type AlertsOption = 'demo' | 'none' | 'every';
export function alertsOption(): AlertsOption {
  const v = process.env.ALERTS ?? 'demo';
  if (v !== 'demo' && v !== 'none' && v !== 'every') throw new Error(`ALERTS must be demo, none or every, not ${v}`);
  return v;
}

/** Sets the world's alerts for a run (alertsOption). */
export async function setAlerts(pool: pg.Pool, which: AlertsOption): Promise<void> {
  if (which === 'none') {
    await pool.query('delete from alert');
    return;
  }
  if (which === 'demo') return;
  // AlertType ids (domain/src/alerts/alerts.ts): 5 warning, 6 critical, 17 drain, 2 theft,
  // 16 delivery, 12 temperature high; on devices 3 low battery, 4 sensor error.
  await pool.query(
    `insert into alert (entity_uid, type_id, settings)
     select a.uid, t.type_id, '{}'::jsonb from asset a cross join unnest(array[5, 6, 17, 2, 16, 12]) as t(type_id)
      where not a.is_template and not exists (select 1 from alert x where x.entity_uid = a.uid and x.type_id = t.type_id)
     union all
     select d.uid, t.type_id, '{}'::jsonb from device d cross join unnest(array[3, 4]) as t(type_id)`,
  );
}

/**
 * Calls `fire(n)` (n = 0, 1, ...) `perSecond` times a second until stop(), each call's failure
 * logged under `label`: the steady stream of events a probe times (alert-latency.ts,
 * webhook-latency.ts). stop() waits for the calls still running, then up to `graceMs` for
 * `pending()` (what the probe still waits to see arrive) to reach 0.
 */
export function paced(perSecond: number, label: string, fire: (n: number) => Promise<unknown>) {
  let n = 0;
  const inFlight = new Set<Promise<unknown>>();
  const timer = setInterval(() => {
    const p = fire(n++).catch((err: Error) => console.error(`${label}: ${err.message}`));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }, 1000 / perSecond);
  return {
    async stop(pending: () => number, graceMs = 30_000): Promise<void> {
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
      const deadline = Date.now() + graceMs;
      while (pending() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    },
  };
}
