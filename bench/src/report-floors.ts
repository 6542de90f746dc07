// The floors of the report calls (issue 6): the same rows as EntityReport AssetData and
// Folder/{uid}/Summary, by plain SQL over the report rows, the page and its count side by side as
// the server runs them. Shared by bench.ts (the bench world) and reports.ts (a synthetic region).
import type pg from 'pg';
import { scopeRange } from '../../server/src/modules/report/report-definition';

/** The first page (by percent full, one status) and its count, for the folder at `path`. */
export function assetPageFloor(pool: pg.Pool, path: readonly number[], status: number, page = 100, start = 0) {
  const { from, to } = scopeRange(path);
  return () =>
    Promise.all([
      pool.query(
        `select r.* from asset_report_row r where r.scope_key >= $1 and r.scope_key < $2 and r.status = $3
          order by r.percent_full desc nulls last, r.asset_uid limit ${page} offset ${start}`,
        [from, to, status],
      ),
      pool.query('select count(*) from asset_report_row r where r.scope_key >= $1 and r.scope_key < $2 and r.status = $3', [
        from,
        to,
        status,
      ]),
    ]);
}

/** The summary's groupings: tanks by status, zone, reporting and product; the ten most in need;
 * devices by activation state and flag. */
export function summaryFloor(pool: pg.Pool, path: readonly number[]) {
  const { from, to } = scopeRange(path);
  return () =>
    Promise.all([
      pool.query(
        `select status, zone, product_uid, count(*), sum(capacity), sum(amount_full), sum(ullage), sum(adjusted_ullage)
           from asset_report_row r where r.scope_key >= $1 and r.scope_key < $2
          group by grouping sets ((status), (zone), (reading_time is not null), (product_uid), ())`,
        [from, to],
      ),
      pool.query(
        `select * from asset_report_row r where r.scope_key >= $1 and r.scope_key < $2 and percent_full is not null
          order by days_left asc nulls last, percent_full asc nulls last, asset_uid limit 10`,
        [from, to],
      ),
      pool.query(
        `select activation_state, count(*), count(*) filter (where flags & 1 <> 0), count(*) filter (where flags & 2 <> 0),
                count(*) filter (where flags & 4 <> 0), count(*) filter (where flags & 8 <> 0), count(*) filter (where flags = 0)
           from device_report_row r where r.scope_key >= $1 and r.scope_key < $2 group by grouping sets ((activation_state), ())`,
        [from, to],
      ),
    ]);
}
