// Shared steps of the report tests: tank states and call-ins for a company's tanks and devices,
// written into the real tables and pushed into the report rows as ingestion does; a report read
// page by page; rows as the grid evaluator (grid-evaluator.ts) takes them.
import { reportDataResponseSchema, type GridColumnFilter, type ReportColumn, type ReportRow } from '@ullage/domain/reports/api';
import { timeZoneConfigSchema, unitConfigSchema } from '@ullage/domain/configs';
import type { GridColumn, GridQueryContext } from '../src/modules/report/grid-query';
import type { GridRow } from './grid-evaluator';
import type { TestContext } from './helpers';
import type { Api } from './shell-helpers';

/** Gives `share` of the tanks standing in `folderUid` a tank state (percent full in whole
 * percents, so sorts meet ties; a spread of statuses, zones, days left, fills) and their devices a
 * call-in (battery, signal, flags), then refreshes their report rows as ingestion does. */
export async function seedStates(
  t: TestContext,
  folderUid: number,
  seed = 0.17,
  share = 0.95,
): Promise<{ assets: number[]; devices: number[] }> {
  const client = await t.database.pool.connect();
  try {
    await client.query('begin');
    await client.query('select setseed($1)', [seed]);
    const { rows: assets } = await client.query<{ uid: number }>(
      `with tanks as (
         select distinct on (a.uid) a.uid, c.id as config_id, c.sensor_uid, (c.data #>> '{tank,capacity}')::float8 as cap,
                coalesce((c.data #>> '{tank,ullagePercent}')::float8, 1) as uf
           from asset a
           join folder_membership m on m.entity_uid = a.uid
           join folder f on f.uid = m.folder_uid
           join entity_config c on c.entity_uid = a.uid and c.type_id = 2
          where f.path @> array[$1::bigint] and not m.is_copy
          order by a.uid, c.id),
       r as (select *, round(random()::numeric, 2)::float8 as pf, random() as x, random() as y from tanks order by uid)
       insert into tank_state (asset_uid, config_id, sensor_uid, reading_time, reading, amount_full, inches_full, capacity, max_fill_amount,
                               percent_full, ullage, adjusted_ullage, zone, days_left, date_empty, avg_daily, avg_7day, last_fill_date,
                               last_fill_amount, last_usage_amount, status, status_mask)
       select uid, config_id, sensor_uid, now() - x * interval '5 days', pf * 40, round((pf * cap)::numeric, 2), round((pf * 40)::numeric, 2), cap,
              round((cap * uf)::numeric, 2), pf, round(((1 - pf) * cap)::numeric, 2), round(((uf - pf) * cap)::numeric, 2),
              case when pf <= 0.2 then 3 when pf <= 0.3 then 2 else 1 end,
              case when y < 0.1 then null else round((y * 40)::numeric, 1) end,
              case when y < 0.1 then null else now() + y * 40 * interval '1 day' end,
              round((y * 12)::numeric, 2), round((y * 11)::numeric, 2),
              case when x < 0.3 then now() - (x * 30) * interval '1 day' end, case when x < 0.3 then round((x * 900)::numeric, 1) end,
              round((y * 9)::numeric, 2),
              s.status, case when s.status = 0 then 0 else 1 << s.status end
         from r cross join lateral (select (array[0, 0, 0, 0, 3, 3, 12, 8, 10, 1])[1 + floor(r.y * 10)::int] as status) s
        where r.x < $2
       returning asset_uid as uid`,
      [folderUid, share],
    );
    const { rows: devices } = await client.query<{ uid: number }>(
      `update device d set battery_strength = case when x.r < 0.1 then null else round((50 + x.r * 50)::numeric, 1) end,
              signal_strength = round((-110 + x.r * 60)::numeric), flags = (x.r * 100)::int % 16,
              last_update_at = case when x.r < 0.1 then null else now() - x.r * interval '2 days' end
         from (select d2.uid, random() as r from device d2
                 join folder_membership m on m.entity_uid = d2.uid join folder f on f.uid = m.folder_uid
                where f.path @> array[$1::bigint] and not m.is_copy order by d2.uid) x
        where d.uid = x.uid
       returning d.uid`,
      [folderUid],
    );
    const assetUids = assets.map((a) => Number(a.uid));
    const deviceUids = devices.map((d) => Number(d.uid));
    await client.query('select report_refresh_live($1::bigint[], $2::bigint[])', [assetUids, deviceUids]);
    await client.query('commit');
    return { assets: assetUids, devices: deviceUids };
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

export type ReportKind = 'Asset' | 'Device' | 'Config';

export interface ReportQuery {
  filters?: Record<string, GridColumnFilter>;
  sorting?: { colId: string; sort: 'asc' | 'desc' }[];
  filterAndOr?: 'and' | 'or';
  reportTypeID?: number;
}

export function dataUrl(kind: ReportKind, folderUid: number, startRow: number, endRow: number, q: ReportQuery = {}): string {
  const params = new URLSearchParams({ folderUid: String(folderUid), startRow: String(startRow), endRow: String(endRow) });
  if (q.filters) params.set('filters', JSON.stringify(q.filters));
  if (q.sorting) params.set('sorting', JSON.stringify(q.sorting));
  if (q.filterAndOr) params.set('filterAndOr', q.filterAndOr);
  if (q.reportTypeID) params.set('reportTypeID', String(q.reportTypeID));
  return `/api/EntityReport/${kind}Data?${params.toString()}`;
}

/** Every row of a report, `pageSize` at a time, checking each answer's lastRow. */
export async function readAll(
  api: Api,
  kind: ReportKind,
  folderUid: number,
  q: ReportQuery = {},
  pageSize = 1000,
): Promise<{ rows: ReportRow[]; lastRow: number }> {
  const rows: ReportRow[] = [];
  let lastRow = -1;
  for (let start = 0; ; start += pageSize) {
    const res = await api.get(dataUrl(kind, folderUid, start, start + pageSize, q));
    if (res.statusCode !== 200) throw new Error(`${kind}Data answered ${res.statusCode}: ${res.body}`);
    // The data calls skip the response schema on the way out (report.routes.ts): every answer a
    // test reads must still be one.
    const page = reportDataResponseSchema.parse(res.json());
    if (lastRow >= 0 && page.lastRow !== lastRow) throw new Error(`lastRow moved from ${lastRow} to ${page.lastRow}`);
    lastRow = page.lastRow;
    rows.push(...page.rows);
    if (page.rows.length < pageSize) break;
  }
  return { rows, lastRow };
}

export async function schemaOf(api: Api, kind: ReportKind, folderUid: number, reportTypeID?: number): Promise<ReportColumn[]> {
  const res = await api.get(`/api/EntityReport/${kind}Schema?folderUid=${folderUid}${reportTypeID ? `&reportTypeID=${reportTypeID}` : ''}`);
  if (res.statusCode !== 200) throw new Error(`${kind}Schema answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { columns: ReportColumn[] }).columns;
}

/** The columns as the evaluator takes them (it reads colId, type, format and dateKind only). */
export function tableOf(columns: ReportColumn[]): { byId: ReadonlyMap<string, GridColumn> } {
  return { byId: new Map(columns.map((c) => [c.colId, c as GridColumn])) };
}

/** A report row with its times as epoch milliseconds, as the evaluator compares them. */
export function evalRow(row: ReportRow, columns: ReportColumn[]): GridRow {
  const out: GridRow = { ...row };
  for (const c of columns) {
    const v = row[c.colId];
    if (c.type === 'date' && typeof v === 'string') out[c.colId] = Date.parse(v);
  }
  return out;
}

/** The caller's units and time zone, as the server reads filters with them. */
export async function callerContext(api: Api): Promise<GridQueryContext> {
  const session = (await api.get('/api/User/GetSession')).json() as { unitConfig: unknown; timeZoneConfig: unknown };
  return { units: unitConfigSchema.parse(session.unitConfig), timeZone: timeZoneConfigSchema.parse(session.timeZoneConfig) };
}
