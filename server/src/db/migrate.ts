import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(HERE, '../../drizzle');
/** The current definitions of the database's functions and triggers (docs/decisions/051). */
export const FUNCTIONS_DIR = path.resolve(HERE, 'functions');

/** Session-level advisory lock ids, so concurrent instances migrate and seed one at a time. */
export const LOCK_MIGRATE = 7_242_001;
export const LOCK_SEED = 7_242_002;

export async function withAdvisoryLock<T>(pool: pg.Pool, lockId: number, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    try {
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockId]);
    }
  } finally {
    client.release();
  }
}

export interface FunctionFile {
  name: string;
  sql: string;
}

/** Every `*.sql` file of the functions folder, in the order they are applied: by name. */
export async function readFunctionFiles(dir = FUNCTIONS_DIR): Promise<FunctionFile[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })));
}

// Each CREATE OR REPLACE TRIGGER takes a SHARE ROW EXCLUSIVE lock on its table until the commit,
// and another instance may be serving while this one starts. Waiting for a lock at most this long
// (under PostgreSQL's default deadlock_timeout, 1 s) makes the start, never a request's
// transaction, the one that gives way when the two would deadlock; it then tries again.
const FUNCTIONS_LOCK_TIMEOUT = '500ms';
const FUNCTIONS_ATTEMPTS = 10;
const DEADLOCK_DETECTED = '40P01';
const LOCK_NOT_AVAILABLE = '55P03';

/** Applies the function files in one transaction (docs/decisions/051-database-functions-in-files.md).
 * Returns the number of attempts it took. */
export async function applyFunctionFiles(client: pg.ClientBase): Promise<number> {
  const files = await readFunctionFiles();
  for (let attempt = 1; ; attempt++) {
    let file = '';
    try {
      await client.query('begin');
      await client.query(`set local lock_timeout = '${FUNCTIONS_LOCK_TIMEOUT}'`);
      for (const f of files) {
        file = f.name;
        await client.query(f.sql);
      }
      await client.query('commit');
      return attempt;
    } catch (err) {
      await client.query('rollback');
      const code = (err as { code?: string }).code;
      if ((code === LOCK_NOT_AVAILABLE || code === DEADLOCK_DETECTED) && attempt < FUNCTIONS_ATTEMPTS) {
        await sleep(100 * attempt);
        continue;
      }
      throw new Error(`${path.join(FUNCTIONS_DIR, file)}: ${(err as Error).message}`, { cause: err });
    }
  }
}

/** The monthly partitions of the readings kept at every start and by the upkeep job (ADR 072):
 * from this many months back (the demo history's 90 days land in their own months) to this many
 * ahead. */
export const READING_PARTITIONS_BACK = 4;
export const READING_PARTITIONS_AHEAD = 3;

/** Applies the one migration history (drizzle-kit generated SQL in server/drizzle), then the
 * current definitions of the functions and triggers (server/src/db/functions, ADR 051). */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  await withAdvisoryLock(pool, LOCK_MIGRATE, async (client) => {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    await applyFunctionFiles(client);
    await client.query('select reading_partitions_ensure($1, $2)', [READING_PARTITIONS_BACK, READING_PARTITIONS_AHEAD]);
  });
}
