// Builds the app once per test file over a fresh database cloned from the seeded template.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import type { Clock } from '../src/lib/clock';
import { createDatabase, type Database } from '../src/db/client';
import { createLogger } from '../src/lib/logger';
import { DEMO_PASSWORD, TEST_JWT_SECRET } from './constants';

/** A clock tests move by hand (code expiry, token lifetime, rate-limit windows). */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let t = start;
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

export type TestAppOptions = Partial<
  Pick<
    AppOptions,
    'clock' | 'mail' | 'publicUrl' | 'webDist' | 'readingsRetentionMonths' | 'webhookAllowPrivate' | 'webhookRetry' | 'documentMaxBytes'
  >
>;

export interface TestContext {
  app: FastifyInstance;
  /** A second server instance on the same database (state shared across instances). */
  anotherInstance(): Promise<FastifyInstance>;
  database: Database;
  /** URL of this file's own database (for a test that runs a real server process on it). */
  databaseUrl: string;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  login(userName: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

function serverDatabaseUrl(database: string): string {
  const u = new URL(inject('pgServerUrl'));
  u.pathname = `/${database}`;
  return u.toString();
}

export async function createTestContext(options: TestAppOptions = {}): Promise<TestContext> {
  const name = `ullage_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  const databaseUrl = serverDatabaseUrl(name);
  const database = createDatabase(databaseUrl, 4);
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const build = async (db: Database) => {
    const instance = await buildApp({
      database: db,
      logger: createLogger('info', sink),
      signingKey: new TextEncoder().encode(TEST_JWT_SECRET),
      publicUrl: 'https://portal.ullage.test',
      ...options,
    });
    await instance.ready();
    return instance;
  };
  const app = await build(database);
  const others: { app: FastifyInstance; database: Database }[] = [];
  return {
    app,
    async anotherInstance() {
      const db = createDatabase(serverDatabaseUrl(name), 2);
      const other = await build(db);
      others.push({ app: other, database: db });
      return other;
    },
    database,
    databaseUrl,
    logs,
    async login(userName, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName, password } });
      if (res.statusCode !== 200) throw new Error(`login ${userName} failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { access_token: string }).access_token;
    },
    async close() {
      for (const o of others) {
        await o.app.close();
        await o.database.pool.end();
      }
      await app.close();
      await database.pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
