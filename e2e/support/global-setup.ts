// Starts the real server (built SPA, demo world) the way `npm start` does, on a free port, against
// a fresh database: embedded in a temporary DATA_DIR, or a new database on DATABASE_URL's server.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
  }
}

/** Days of demo history the browser tests run on. */
const DEMO_HISTORY_DAYS = 3;
/** pino's warn level: lines at or above it are passed through to the test output. */
const WARN = 40;

/** Passes the server's warnings and errors through and resolves when the demo history is written. */
function watchLog(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: server.stdout! });
    lines.on('line', (line) => {
      let entry: { level?: number; msg?: string } | undefined;
      try {
        entry = JSON.parse(line) as { level?: number; msg?: string };
      } catch {
        process.stdout.write(`${line}\n`);
        return;
      }
      if ((entry.level ?? WARN) >= WARN) process.stdout.write(`${line}\n`);
      if (entry.msg === 'demo history written') resolve();
    });
  });
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_PASSWORD = 'E2e-Admin-1234!';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ullage-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    ADMIN_PASSWORD,
    // Links in emails (password change) point at the served portal.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The browser tests need the demo world with a few days of readings (levels, zones, statuses
    // and device flags for the reports and the summary; about 3 s), not 90 days or live devices.
    SIMULATE: 'off',
    DEMO_HISTORY_DAYS: String(DEMO_HISTORY_DAYS),
    // Info lines are read for the end of the demo history below; only warnings and errors are shown.
    LOG_LEVEL: 'info',
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `ullage_e2e_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    env.DATABASE_URL = u.toString();
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const historyWritten = watchLog(server);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /healthz within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  // The demo history is written after the server listens; the tests start once it is there.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(deadline - Date.now(), 30_000));
  });
  const outcome = await Promise.race([historyWritten, late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    server.kill('SIGTERM');
    throw new Error('the demo history was not written within 120 s of the start');
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminPassword', ADMIN_PASSWORD);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  };
}
