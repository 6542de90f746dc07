import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';

// bigint (int8) uids fit JavaScript numbers (the sequence would need 2^53 entities to overflow);
// parse them as numbers in raw queries too, and their arrays (folder paths).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1016 as Parameters<typeof pg.types.setTypeParser>[0], (v: string) =>
  v === '{}' ? [] : v.slice(1, -1).split(',').map(Number),
);

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
}

/** Planner settings of every connection of the portal (docs/decisions/041-planner-settings.md). */
export const PLANNER_OPTIONS = '-c random_page_cost=1.1 -c jit=off';

export function createDatabase(url: string, max = 10, onIdleError?: (err: Error) => void): Database {
  // Planner settings on every connection (both are session settings, so any PostgreSQL works):
  // - random_page_cost 1.1 (PostgreSQL's default, 4, prices a random read as a spinning disk's):
  //   the portal's data is on SSD or in cache, and at 10,000 members a folder's counts and first
  //   page otherwise read the whole entity table instead of 20,000 primary-key probes (ADR 041).
  // - JIT compilation off: every query here is an OLTP-sized one, and a plan whose estimate
  //   crosses jit_above_cost (a report count over 100,000 rows) spent a second compiling to save
  //   milliseconds (docs/decisions/033-report-rows.md).
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'ullage', options: PLANNER_OPTIONS });
  // An idle connection dropped by the server (restart, admin command) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on('error', (err) => onIdleError?.(err));
  return { pool, db: drizzle(pool, { schema }) };
}

/** Fails with a message naming the server when the database cannot be reached. */
export async function checkConnection(pool: pg.Pool, url: string): Promise<void> {
  try {
    await pool.query('select 1');
  } catch (err) {
    const u = new URL(url);
    throw new Error(
      `Cannot reach PostgreSQL at ${u.hostname}:${u.port || 5432}/${u.pathname.slice(1)}: ${(err as Error).message}. ` +
        'Check DATABASE_URL, or unset it to use the embedded database in DATA_DIR.',
    );
  }
}
