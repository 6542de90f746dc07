// Crash restart on the embedded PostgreSQL (issue 20): a server killed with SIGKILL (or by the
// out-of-memory killer) cannot stop its postmaster, and the next start on the same DATA_DIR must
// still come up with every committed row; SIGTERM stops PostgreSQL cleanly. See
// docs/decisions/002-embedded-postgresql.md.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from './constants';
import { freePort, startServerProcess, stopServerProcess } from './server-process';

let dataDir: string;
let server: ChildProcess | null = null;
const postmasters = new Set<number>();

const pgDir = () => path.join(dataDir, 'pg');

/** The running postmaster's pid and port, from the first and fourth lines of its postmaster.pid. */
function postmaster(): { pid: number; port: number } | null {
  const file = path.join(pgDir(), 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie waiting for its new parent to reap it has stopped all the same.
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** pg_control's `state` (src/include/catalog/pg_control.h: after the system identifier and two
 * version numbers); 1 is DB_SHUTDOWNED, what a clean shutdown leaves and crash recovery needs not. */
function clusterState(): number {
  return readFileSync(path.join(pgDir(), 'global', 'pg_control')).readUInt32LE(16);
}

async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const running = postmaster();
  if (!running) throw new Error('no postmaster.pid: the embedded PostgreSQL is not running');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: running.port, user: 'postgres', password, database: 'ullage' });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function start(port: number): Promise<ChildProcess> {
  // No DATABASE_URL: the server starts its embedded PostgreSQL in DATA_DIR. The base world only.
  const child = await startServerProcess('', port, { DATA_DIR: dataDir, SEED: 'none', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
  const running = postmaster();
  if (running) postmasters.add(running.pid);
  return child;
}

async function signIn(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: TEST_ADMIN_PASSWORD }),
  });
  return res.status;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ullage-crash-'));
});
afterAll(async () => {
  await stopServerProcess(server, 'SIGKILL');
  // Whatever the outcome, leave no PostgreSQL behind.
  for (const pid of postmasters) if (isRunning(pid)) process.kill(pid, 'SIGQUIT');
  await rm(dataDir, { recursive: true, force: true });
});

describe('crash restart on the embedded PostgreSQL', () => {
  it('comes back with its data after a SIGKILL, and stops PostgreSQL cleanly on SIGTERM', async () => {
    const port = await freePort();
    server = await start(port);
    const first = postmaster();
    expect(first).not.toBeNull();
    await withDatabase(async (c) => {
      await c.query('create table crash_probe (note text)');
      await c.query("insert into crash_probe values ('written before the crash')");
    });

    // Killed as the out-of-memory killer would: no shutdown code runs, the postmaster is orphaned.
    await stopServerProcess(server, 'SIGKILL');

    server = await start(port);
    expect(await signIn(port)).toBe(200);
    expect(await withDatabase(async (c) => (await c.query<{ note: string }>('select note from crash_probe')).rows)).toEqual([
      { note: 'written before the crash' },
    ]);
    // The new start runs its own postmaster; the one the dead server left is gone.
    const second = postmaster();
    expect(second?.pid).not.toBe(first!.pid);
    expect(isRunning(first!.pid)).toBe(false);

    const exited = new Promise<number | null>((r) => server!.once('exit', (code) => r(code)));
    await stopServerProcess(server, 'SIGTERM');
    expect(await exited).toBe(0);
    server = null;
    expect(isRunning(second!.pid)).toBe(false);
    expect(postmaster()).toBeNull();
    expect(clusterState()).toBe(1);
  }, 180_000);
});
