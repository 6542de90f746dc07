// The only SQL of the report calls: who is asking about which folder, a page of a report and its
// row count over the report rows (docs/decisions/033-report-rows.md), custom columns and profiles.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { ReportDataResponse, ReportProfileBody, ReportRow } from '@ullage/domain/reports/api';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { gridSelectList, type CompiledGridQuery, type GridTable } from './grid-query';
import type { ReportCells } from './report-csv';
import { inScope, repeated, representative, ROW_TABLES, type ReportDefinition, type ReportUserDef } from './report-definition';

export interface ReportContextRow {
  folder: { uid: number; label: string; path: number[]; active: boolean } | null;
  unitConfig: unknown;
  timeZoneConfig: unknown;
  /** Characters of a folder path text above the caller's base folder ("Company / "). */
  hiddenPathChars: number;
  /** The enabled user-defined fields of the folder's company, in their order (ADR 100). */
  userDefs: ReportUserDef[];
}

export interface StoredProfile {
  id: number;
  userUid: number;
  folderUid: number;
  typeId: ReportProfileBody['typeId'];
  label: string;
  isDefault: boolean;
  andOr: 'and' | 'or';
  filters: ReportProfileBody['filters'];
  sorting: ReportProfileBody['sorting'];
  columns: string[];
}

/** A profile as saved: everything but its id. */
export type ProfileWrite = Omit<StoredProfile, 'id'>;

type Range = { from: string; to: string };

const R = sql.raw('r');

/** The enabled user-defined fields of a company folder, as a JSON list in their order. */
const enabledUserDefs = (companyUid: SQL) => sql`(
  select coalesce(json_agg(json_build_object('id', s.id, 'label', s.label, 'entityTypeId', s.entity_type_id,
                                             'dataTypeId', s.data_type_id) order by s.entity_type_id, s.sort_index, s.id), '[]')
    from user_def_setup s where s.folder_uid = ${companyUid} and s.enabled)`;

/** A report_profile row. Its report type, filters and sorting were checked against the report
 * when saved (report.service.ts validateGridState), so they are read as the types they were saved as. */
type ProfileRow = {
  id: number;
  user_uid: number;
  folder_uid: number;
  type_id: ReportProfileBody['typeId'];
  label: string;
  is_default: boolean;
  and_or: string;
  filters: ReportProfileBody['filters'];
  sorting: ReportProfileBody['sorting'];
  columns: string[];
};

const PROFILE_COLUMNS = sql`id, user_uid, folder_uid, type_id, label, is_default, and_or, filters, sorting, columns`;

function toProfile(r: ProfileRow): StoredProfile {
  return {
    id: r.id,
    userUid: r.user_uid,
    folderUid: r.folder_uid,
    typeId: r.type_id,
    label: r.label,
    isDefault: r.is_default,
    andOr: r.and_or === 'or' ? 'or' : 'and',
    filters: r.filters,
    sorting: r.sorting,
    columns: r.columns,
  };
}

/** A cell as JSON: times as ISO-8601 text (docs/decisions/016-report-grid-queries.md). */
function cell(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  return String(v);
}

/** A page row as JSON cells, converted in place: most cells are already text, numbers or booleans
 * (dates leave the SQL as ISO-8601 text), and a page is 100-1000 rows of 40-60 cells. */
function toReportRow(row: Record<string, unknown>): ReportRow {
  for (const k in row) {
    const v = row[k];
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') continue;
    row[k] = cell(v);
  }
  return row as ReportRow;
}

const dialect = new PgDialect();
const selectLists = new WeakMap<GridTable, SQL>();

/** A table's select list as one piece of SQL text, rendered once per (cached) definition: 40-60
 * column expressions cost more to render on every call than the page takes to read. A list that
 * carries parameters is left as it is. */
function renderedSelectList(table: GridTable): SQL {
  let list = selectLists.get(table);
  if (!list) {
    const full = gridSelectList(table);
    const rendered = dialect.sqlToQuery(full);
    list = rendered.params.length === 0 ? sql.raw(rendered.sql) : full;
    selectLists.set(table, list);
  }
  return list;
}

/**
 * One page of a report. The inner query finds the page's keys alone (walking an index that matches
 * the sort and filter, when there is one: docs/decisions/033-report-rows.md), then the page's rows
 * are read by key.
 */
export function reportPageSql(def: ReportDefinition, range: Range, q: CompiledGridQuery): SQL {
  const where = q.where ? sql` and ${q.where}` : sql``;
  const keys = sql.join(
    def.key.map((k, i) => sql`${k} as ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );
  const keyJoin = sql.join(
    def.key.map((k, i) => sql`${k} = k.${sql.identifier(`k${i}`)}`),
    sql` and `,
  );
  return sql`
    with k as materialized (
      select ${keys} from ${def.from}
       where ${inScope(R, range)} and ${representative(def.rows, range)}${where}
       order by ${q.orderBy}
       limit ${q.limit} offset ${q.offset})
    select r.${ROW_TABLES[def.rows].uid} as uid, (${def.rowKey})::text as "rowKey", ${renderedSelectList(def.table)}
      from ${def.from} join k on ${keyJoin}
     order by ${q.orderBy}`;
}

/** Every row of a report in its sort order, without the page's limit, with only the columns a
 * file writes (`columns`; a CSV shows a dozen of the report's fifty): what a CSV download reads
 * through a cursor (docs/decisions/097-streamed-report-csv.md). */
export function reportRowsSql(
  def: ReportDefinition,
  range: Range,
  q: Pick<CompiledGridQuery, 'where' | 'orderBy'>,
  columns: readonly string[],
): SQL {
  const where = q.where ? sql` and ${q.where}` : sql``;
  const list = columns.length > 0 ? sql`, ${gridSelectList(def.table, columns)}` : sql``;
  return sql`
    select r.${ROW_TABLES[def.rows].uid} as uid${list}
      from ${def.from}
     where ${inScope(R, range)} and ${representative(def.rows, range)}${where}
     order by ${q.orderBy}`;
}

/** Rows a cursor hands over at a time: a CSV stream holds one batch (and the socket's buffer). */
export const REPORT_CURSOR_BATCH = 1000;

/** What Drizzle's node-postgres database was made over (a pg.Pool, or the read replicas' routing
 * pool, db/read-replicas.ts): a connection to hold a cursor open on. */
type ConnectingDb = Db & { $client: { connect(): Promise<pg.PoolClient> } };

/** The number of rows matching the filters (AG Grid's lastRow): the rows of the scope, less the
 * copies whose entity a better-ranked row already shows; both index-only range scans when an index
 * serves the filter. */
export function reportCountSql(def: ReportDefinition, range: Range, q: Pick<CompiledGridQuery, 'where'>): SQL {
  const where = q.where ? sql` and ${q.where}` : sql``;
  return sql`
    select (select count(*) from ${def.from} where ${inScope(R, range)}${where})
         - (select count(*) from ${def.from} where ${inScope(R, range)} and ${repeated(def.rows, range)}${where}) as n`;
}

/** `reader` serves the report pages and counts (a read replica may answer them: ADR 071); the
 * folder and the caller's settings, custom columns and profiles are read from the primary `db`. */
export function createReportRepository(db: Db, reader: Db) {
  return {
    /** The folder asked about, and the caller's units, time zone and hidden path, in one trip. */
    async context(userUid: number, folderUid: number): Promise<ReportContextRow> {
      const { rows } = await db.execute<{
        uid: number | null;
        label: string | null;
        path: number[] | null;
        active: boolean | null;
        unit_config: unknown;
        time_zone_config: unknown;
        hidden: number;
        user_defs: ReportUserDef[] | null;
      }>(sql`
        select f.uid, fe.label, f.path, fe.active, u.unit_config, u.time_zone_config, ${enabledUserDefs(sql`coalesce(f.path[2], f.uid)`)} as user_defs,
               case when cardinality(bf.path) <= 2 then 0
                    else char_length(report_folder_path_text(bf.path[1:cardinality(bf.path) - 1])) + 3 end as hidden
          from app_user u
          join folder bf on bf.uid = u.base_folder_uid
          left join folder f on f.uid = ${folderUid}
          left join entity fe on fe.uid = f.uid
         where u.uid = ${userUid}`);
      const r = rows[0];
      // A folder row always has its entity row (folder.uid references entity.uid).
      return {
        folder: r && r.uid !== null ? { uid: r.uid, label: r.label ?? '', path: r.path ?? [], active: r.active ?? false } : null,
        unitConfig: r?.unit_config ?? {},
        timeZoneConfig: r?.time_zone_config ?? {},
        hiddenPathChars: r?.hidden ?? 0,
        userDefs: r?.user_defs ?? [],
      };
    },

    /** The user-defined fields (any company's) among `ids`, with the path of the company folder
     * that keeps them: a custom column of one is saved when its company is in the saver's scope. */
    async userDefsByIds(ids: readonly number[]): Promise<(ReportUserDef & { companyPath: number[] })[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.execute<{ id: number; label: string; entityTypeId: number; dataTypeId: number; companyPath: number[] }>(sql`
        select s.id, s.label, s.entity_type_id as "entityTypeId", s.data_type_id as "dataTypeId", f.path as "companyPath"
          from user_def_setup s join folder f on f.uid = s.folder_uid
         where s.enabled and s.id = any(${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[])`);
      return rows;
    },

    /** One page of a report and the number of rows in all, side by side on two connections. */
    async page(def: ReportDefinition, range: Range, q: CompiledGridQuery): Promise<ReportDataResponse> {
      const [{ rows }, { rows: counted }] = await Promise.all([
        reader.execute<Record<string, unknown>>(reportPageSql(def, range, q)),
        reader.execute<{ n: number }>(reportCountSql(def, range, q)),
      ]);
      // n is a bigint: a number here (db/client.ts).
      return { rows: rows.map(toReportRow), lastRow: counted[0]?.n ?? 0 };
    },

    /**
     * Every row of a report, `batch` rows at a time, read through a PostgreSQL cursor in a read-only
     * transaction on one connection of `reader` (the cells of `columns` only): the next batch is fetched only when the consumer
     * asks for it (a CSV stream whose socket is full stops asking), so no more than one batch is
     * held here. `limit` stops early. Leaving the loop early (the client went away) closes the
     * cursor and gives the connection back.
     */
    async *rows(
      def: ReportDefinition,
      range: Range,
      q: Pick<CompiledGridQuery, 'where' | 'orderBy'>,
      columns: readonly string[],
      opts: { limit?: number; batch?: number } = {},
    ): AsyncGenerator<ReportCells[]> {
      const batch = opts.batch ?? REPORT_CURSOR_BATCH;
      const limit = opts.limit ?? Number.POSITIVE_INFINITY;
      const query = dialect.sqlToQuery(reportRowsSql(def, range, q, columns));
      const client = await (reader as ConnectingDb).$client.connect();
      let broken = false;
      let open = false;
      try {
        await client.query('begin read only');
        open = true;
        await client.query({ text: `declare report_rows no scroll cursor for ${query.sql}`, values: query.params });
        let taken = 0;
        while (taken < limit) {
          const { rows } = await client.query<Record<string, unknown>>(`fetch ${Math.min(batch, limit - taken)} from report_rows`);
          if (rows.length === 0) break;
          taken += rows.length;
          yield rows.map(toReportRow);
          if (rows.length < batch) break;
        }
        await client.query('commit');
        open = false;
      } catch (err) {
        broken = true;
        throw err;
      } finally {
        // A failed connection is dropped; one left early (the consumer stopped) ends its transaction first.
        if (broken) client.release(true);
        else {
          if (open) await client.query('rollback').catch(() => undefined);
          client.release();
        }
      }
    },

    /** Whether `uid` is a user (of any company: the scope test comes first). */
    async isUser(uid: number): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from app_user u join entity e on e.uid = u.uid and e.active where u.uid = ${uid}`);
      return rows.length > 0;
    },

    async customColumns(userUid: number, reportTypeId: number): Promise<string[] | null> {
      const { rows } = await db.execute<{ field_names: string[] }>(sql`
        select field_names from report_custom_columns where user_uid = ${userUid} and report_type_id = ${reportTypeId}`);
      return rows[0]?.field_names ?? null;
    },

    async saveCustomColumns(userUid: number, reportTypeId: number, fieldNames: string[]): Promise<void> {
      await db.execute(sql`
        insert into report_custom_columns (user_uid, report_type_id, field_names)
        values (${userUid}, ${reportTypeId}, ${textArray(fieldNames)})
        on conflict (user_uid, report_type_id) do update set field_names = excluded.field_names, updated_at = now()`);
    },

    /** spec 001 §7 MobileApp/AssetReportUserDataFields: the user's mobile fields, null when never saved. */
    async mobileAssetFields(userUid: number): Promise<string[] | null> {
      const { rows } = await db.execute<{ field_names: string[] }>(sql`
        select field_names from mobile_asset_report_fields where user_uid = ${userUid}`);
      return rows[0]?.field_names ?? null;
    },

    async saveMobileAssetFields(userUid: number, fieldNames: string[]): Promise<void> {
      await db.execute(sql`
        insert into mobile_asset_report_fields (user_uid, field_names) values (${userUid}, ${textArray(fieldNames)})
        on conflict (user_uid) do update set field_names = excluded.field_names, updated_at = now()`);
    },

    async profiles(userUid: number, folderUid: number): Promise<StoredProfile[]> {
      const { rows } = await db.execute<ProfileRow>(sql`
        select ${PROFILE_COLUMNS} from report_profile where user_uid = ${userUid} and folder_uid = ${folderUid} order by type_id, lower(label), id`);
      return rows.map(toProfile);
    },

    async profile(id: number): Promise<StoredProfile | null> {
      const { rows } = await db.execute<ProfileRow>(sql`select ${PROFILE_COLUMNS} from report_profile where id = ${id}`);
      return rows[0] ? toProfile(rows[0]) : null;
    },

    /** Creates (id 0) or updates a profile; a default one takes the default from the user's other
     * profiles of its report type in its folder. `actorUid` saves it: the owner, or a user with Edit
     * User saving it for them. */
    async saveProfile(actorUid: number, id: number, p: ProfileWrite): Promise<number> {
      return transaction(db, actorUid, async (tx) => {
        if (p.isDefault) {
          await tx.execute(sql`
            update report_profile set is_default = false, updated_at = now()
             where user_uid = ${p.userUid} and folder_uid = ${p.folderUid} and type_id = ${p.typeId} and is_default and id <> ${id}`);
        }
        const values = sql`${p.folderUid}, ${p.typeId}, ${p.label}, ${p.isDefault}, ${p.andOr},
          ${JSON.stringify(p.filters)}::jsonb, ${JSON.stringify(p.sorting)}::jsonb, ${textArray(p.columns)}`;
        const { rows } =
          id > 0
            ? await tx.execute<{ id: number }>(sql`
                update report_profile set (folder_uid, type_id, label, is_default, and_or, filters, sorting, columns) = (${values}),
                       updated_at = now()
                 where id = ${id} returning id`)
            : await tx.execute<{ id: number }>(sql`
                insert into report_profile (user_uid, folder_uid, type_id, label, is_default, and_or, filters, sorting, columns)
                values (${p.userUid}, ${values}) returning id`);
        return rows[0]?.id ?? 0;
      });
    },

    async deleteProfile(id: number): Promise<void> {
      await db.execute(sql`delete from report_profile where id = ${id}`);
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;

/** A text[] parameter (drizzle would expand a JavaScript array into a parameter list). */
function textArray(values: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;
}
