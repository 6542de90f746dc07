// Keeping the report rows current from code: the TypeScript side of the database functions in
// functions/ that every writer of tank or device state calls (docs/decisions/033-report-rows.md). Structural
// changes (names, folders, memberships, configs, devices) reach the rows through triggers; the
// state a reading or a sweep writes reaches them here, in the writer's own transaction, because a
// trigger on every tank_state and device write would cost ingestion more than one statement per
// batch does. Every writer of tank_state, asset_value_state or a device's flags, battery, signal
// or call-in time calls refreshLive (or sends REFRESH_LIVE_SQL) before it commits.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { bigintArray } from './sql-arrays';
import type { Executor } from './transaction';

/** The state columns of these assets' rows, and of these devices' rows and their assets'.
 * Parameters: $1 asset uids, $2 device uids (bigint[]). */
export const REFRESH_LIVE_SQL = 'select report_refresh_live($1::bigint[], $2::bigint[])';

export async function refreshLive(
  x: Pick<Executor, 'execute'>,
  assetUids: readonly number[],
  deviceUids: readonly number[],
): Promise<void> {
  if (assetUids.length === 0 && deviceUids.length === 0) return;
  await x.execute(sql`select report_refresh_live(${bigintArray([...assetUids])}, ${bigintArray([...deviceUids])})`);
}

/** Every report row from scratch: for bulk loaders, after they load with the triggers deferred
 * (`set ullage.report_rows = 'deferred'`). Takes the row tables' locks until it commits. */
export async function rebuildReportRows(client: pg.Pool | pg.PoolClient): Promise<void> {
  await client.query('select report_rebuild()');
}
