import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

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

/** Applies the one migration history (drizzle-kit generated SQL in server/drizzle). */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  await withAdvisoryLock(pool, LOCK_MIGRATE, (client) => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR }));
}
