// spec 001 §7 EntityReport data calls: "startRow, endRow, filters (JSON), sorting (JSON),
// filterAndOr", as AG Grid Community's infinite row model sends them, turned into parameterized
// SQL (WHERE, ORDER BY, LIMIT/OFFSET) over a report's declared columns. Every value travels as a
// bound parameter; only the declared column expressions and fixed keywords become SQL text.
// The semantics follow AG Grid's own client-side filters so the grid means the same thing on
// either side, with the choices recorded in docs/decisions/016-report-grid-queries.md.
import { sql, type SQL } from 'drizzle-orm';
import {
  BOOLEAN_FILTER_OPERATORS,
  DATE_FILTER_OPERATORS,
  NUMBER_FILTER_OPERATORS,
  TEXT_FILTER_OPERATORS,
  filterConditions,
  type GridColumnFilter,
  type GridColumnType,
  type GridFilterType,
  type GridPageRequest,
  type GridSimpleFilter,
  type ReportColumn,
} from '@ullage/domain/reports/api';
import { gridValueFromDisplay, type DisplayUnits } from '@ullage/domain/reports/display';
import { wallClockToInstant } from '@ullage/domain/time-zones';
import { BadRequestError } from '../../lib/errors';

/** A report column with the SQL that computes it. The expression is trusted code (a column
 * reference or computation written by the report's repository), never request text. */
export interface GridColumn extends ReportColumn {
  expression: SQL;
  /** Date columns: 'instant' (timestamptz, compared in the viewer's time zone; the default) or
   * 'calendar' (a SQL date, such as a manufacturing date, that has no time zone). */
  dateKind?: 'instant' | 'calendar';
}

export interface GridTable {
  readonly columns: readonly GridColumn[];
  /** Unique per row; the last sort key, so pages never overlap or skip rows (an entity uid). */
  readonly tieBreaker: SQL;
  readonly byId: ReadonlyMap<string, GridColumn>;
}

export interface GridQueryContext {
  /** The caller's units: number filters are typed in them (spec 001 §9 "Conversions apply per
   * user unit settings"). */
  units: DisplayUnits;
  /** The caller's time zone: date filters name the caller's calendar days. */
  timeZone: { timeZoneId: number; observeDst: boolean };
}

export interface CompiledGridQuery {
  /** The filters, or undefined when there are none. AND it with the report's own conditions. */
  where: SQL | undefined;
  /** The requested sort keys, then the tie-breaker. */
  orderBy: SQL;
  limit: number;
  offset: number;
}

const COL_ID = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Checks a report's declared columns once, when the repository is built. */
export function defineGridTable(columns: readonly GridColumn[], tieBreaker: SQL): GridTable {
  const byId = new Map<string, GridColumn>();
  for (const c of columns) {
    if (!COL_ID.test(c.colId)) throw new Error(`Grid column id ${JSON.stringify(c.colId)} must be a plain identifier`);
    if (byId.has(c.colId)) throw new Error(`Grid column ${c.colId} is declared twice`);
    if (c.type === 'set' && !c.values?.length) throw new Error(`Grid column ${c.colId} is a set column without values`);
    byId.set(c.colId, c);
  }
  return { columns, tieBreaker, byId };
}

/** The filter type AG Grid sends for each column type (boolean columns use its text filter). */
const FILTER_TYPE_OF: Record<GridColumnType, GridFilterType> = {
  text: 'text',
  number: 'number',
  date: 'date',
  boolean: 'text',
  set: 'set',
};

const OPERATORS_OF: Record<Exclude<GridColumnType, 'set'>, readonly string[]> = {
  text: TEXT_FILTER_OPERATORS,
  number: NUMBER_FILTER_OPERATORS,
  date: DATE_FILTER_OPERATORS,
  boolean: BOOLEAN_FILTER_OPERATORS,
};

/** Characters that make a text blank, as AG Grid's trim() would see them in practice. */
const BLANK_CHARACTERS = ' \t\n\r\f\v';

/** Collects every problem of a request, so one 400 names them all. */
class Problems {
  readonly errors: Record<string, string[]> = {};
  add(field: 'filters' | 'sorting', message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  throwIfAny(): void {
    const all = Object.values(this.errors).flat();
    if (all.length > 0) throw new BadRequestError(all[0]!, this.errors);
  }
}

/** `%`, `_` and `\` match themselves in a LIKE pattern once escaped (backslash is the default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Turns a validated page request (domain/src/reports/api.ts gridPageRequestSchema) into SQL over
 * `table`. Throws BadRequestError (400) naming every unknown column, unfilterable or unsortable
 * column, unknown operator and missing or malformed value.
 */
export function compileGridQuery(table: GridTable, request: GridPageRequest, ctx: GridQueryContext): CompiledGridQuery {
  const problems = new Problems();
  const where = compileFilters(table, request.filters ?? {}, request.filterAndOr, ctx, problems);
  const orderBy = compileSorting(table, request.sorting ?? [], problems);
  problems.throwIfAny();
  return { where, orderBy, limit: request.endRow - request.startRow, offset: request.startRow };
}

function compileFilters(
  table: GridTable,
  model: Record<string, GridColumnFilter>,
  andOr: 'and' | 'or',
  ctx: GridQueryContext,
  problems: Problems,
): SQL | undefined {
  const parts: SQL[] = [];
  for (const [colId, filter] of Object.entries(model)) {
    const column = table.byId.get(colId);
    if (!column) {
      problems.add('filters', `Filters: ${colId} is not a column of this report`);
      continue;
    }
    if (!column.filterable) {
      problems.add('filters', `Filters: ${column.header} cannot be filtered`);
      continue;
    }
    const { join, conditions } = filterConditions(filter);
    // The outer filterType of a combined model must agree as well as each condition's.
    const expected = FILTER_TYPE_OF[column.type];
    const mismatch = [filter, ...conditions].find((c) => c.filterType !== expected);
    if (mismatch) {
      problems.add('filters', `Filters: ${column.header} takes a ${expected} filter, not a ${mismatch.filterType} filter`);
      continue;
    }
    const compiled = conditions.map((c) => compileCondition(column, c, ctx, problems)).filter((c): c is SQL => c !== undefined);
    if (compiled.length > 0) parts.push(sql`(${sql.join(compiled, join === 'OR' ? sql` or ` : sql` and `)})`);
  }
  if (parts.length === 0) return undefined;
  return sql`(${sql.join(parts, andOr === 'or' ? sql` or ` : sql` and `)})`;
}

function compileCondition(column: GridColumn, c: GridSimpleFilter, ctx: GridQueryContext, problems: Problems): SQL | undefined {
  if (column.type === 'set') return compileSet(column, c, problems);
  const op = c.type ?? '';
  const allowed = OPERATORS_OF[column.type];
  if (!allowed.includes(op)) {
    const kind = column.type === 'boolean' ? 'yes/no' : column.type;
    problems.add(
      'filters',
      `Filters: ${op ? `'${op}'` : 'a missing operator'} is not a ${kind} filter operator for ${column.header}; use one of ${allowed.join(', ')}`,
    );
    return undefined;
  }
  const e = column.expression;
  switch (column.type) {
    case 'text':
      return compileText(column, op, c, problems);
    case 'number':
      return compileNumber(column, op, c, ctx, problems);
    case 'date':
      return compileDate(column, op, c, ctx, problems);
    case 'boolean':
      if (op === 'true') return sql`${e} is true`;
      if (op === 'false') return sql`${e} is false`;
      return op === 'blank' ? sql`${e} is null` : sql`${e} is not null`;
  }
}

function compileText(column: GridColumn, op: string, c: GridSimpleFilter, problems: Problems): SQL | undefined {
  const e = column.expression;
  if (op === 'blank') return sql`(${e} is null or btrim(${e}, ${BLANK_CHARACTERS}) = '')`;
  if (op === 'notBlank') return sql`(${e} is not null and btrim(${e}, ${BLANK_CHARACTERS}) <> '')`;
  if (typeof c.filter !== 'string' || c.filter === '') {
    problems.add('filters', `Filters: ${column.header} ${op} needs a text to look for`);
    return undefined;
  }
  const v = escapeLike(c.filter);
  // AG Grid's text filter ignores case; ILIKE does the same in SQL and can use a trigram index.
  // Like AG Grid, a row without a value passes notContains and notEqual.
  switch (op) {
    case 'contains':
      return sql`${e} ilike ${`%${v}%`}`;
    case 'notContains':
      return sql`(${e} is null or ${e} not ilike ${`%${v}%`})`;
    case 'equals':
      return sql`${e} ilike ${v}`;
    case 'notEqual':
      return sql`(${e} is null or ${e} not ilike ${v})`;
    case 'startsWith':
      return sql`${e} ilike ${`${v}%`}`;
    default: // endsWith
      return sql`${e} ilike ${`%${v}`}`;
  }
}

function numberValue(
  column: GridColumn,
  op: string,
  raw: unknown,
  which: string,
  ctx: GridQueryContext,
  problems: Problems,
): number | undefined {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    problems.add('filters', `Filters: ${column.header} ${op} needs a number${which}`);
    return undefined;
  }
  return gridValueFromDisplay(column.format, raw, ctx.units);
}

function compileNumber(column: GridColumn, op: string, c: GridSimpleFilter, ctx: GridQueryContext, problems: Problems): SQL | undefined {
  const e = column.expression;
  if (op === 'blank') return sql`${e} is null`;
  if (op === 'notBlank') return sql`${e} is not null`;
  const from = numberValue(column, op, c.filter, op === 'inRange' ? ' to start from' : '', ctx, problems);
  if (op === 'inRange') {
    const to = numberValue(column, op, c.filterTo, ' to end at', ctx, problems);
    if (from === undefined || to === undefined) return undefined;
    // Both ends included (the grid sets inRangeInclusive to match).
    return sql`(${e} >= ${from}::float8 and ${e} <= ${to}::float8)`;
  }
  if (from === undefined) return undefined;
  const p = sql`${from}::float8`;
  switch (op) {
    case 'equals':
      return sql`${e} = ${p}`;
    case 'notEqual':
      return sql`${e} <> ${p}`;
    case 'lessThan':
      return sql`${e} < ${p}`;
    case 'lessThanOrEqual':
      return sql`${e} <= ${p}`;
    case 'greaterThan':
      return sql`${e} > ${p}`;
    default: // greaterThanOrEqual
      return sql`${e} >= ${p}`;
  }
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

interface DateSpan {
  /** Inclusive start and exclusive end, as bound parameters of the column's SQL type. */
  start: SQL;
  end: SQL;
}

/**
 * AG Grid's date filter sends the caller's wall clock, 'YYYY-MM-DD HH:mm:ss', at midnight when
 * the user picks a day. A value at midnight means that whole day; one with a time of day means
 * that second. Instants are resolved in the caller's time zone; calendar dates have none.
 */
function dateSpan(
  column: GridColumn,
  op: string,
  raw: unknown,
  which: string,
  ctx: GridQueryContext,
  problems: Problems,
): DateSpan | undefined {
  const m = typeof raw === 'string' ? DATE_TEXT.exec(raw.trim()) : null;
  const fail = () => {
    problems.add('filters', `Filters: ${column.header} ${op} needs a date${which} as YYYY-MM-DD or YYYY-MM-DD HH:mm:ss`);
    return undefined;
  };
  if (!m) return fail();
  const [year, month, day, hour, minute, second] = m.slice(1).map((p) => (p === undefined ? 0 : Number(p))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return fail();
  const wholeDay = hour === 0 && minute === 0 && second === 0;
  if (column.dateKind === 'calendar') {
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    return { start: sql`${check.toISOString().slice(0, 10)}::date`, end: sql`${next.toISOString().slice(0, 10)}::date` };
  }
  const { timeZoneId, observeDst } = ctx.timeZone;
  const start = wallClockToInstant({ year, month, day, hour, minute, second }, timeZoneId, observeDst);
  const end = wholeDay ? wallClockToInstant({ year, month, day: day + 1 }, timeZoneId, observeDst) : new Date(start.getTime() + 1000);
  return { start: sql`${start.toISOString()}::timestamptz`, end: sql`${end.toISOString()}::timestamptz` };
}

function compileDate(column: GridColumn, op: string, c: GridSimpleFilter, ctx: GridQueryContext, problems: Problems): SQL | undefined {
  const e = column.expression;
  if (op === 'blank') return sql`${e} is null`;
  if (op === 'notBlank') return sql`${e} is not null`;
  const from = dateSpan(column, op, c.dateFrom, op === 'inRange' ? ' to start from' : '', ctx, problems);
  if (op === 'inRange') {
    const to = dateSpan(column, op, c.dateTo, ' to end at', ctx, problems);
    if (!from || !to) return undefined;
    // Both days included: "1/1/2025 to 1/31/2025" is all of January.
    return sql`(${e} >= ${from.start} and ${e} < ${to.end})`;
  }
  if (!from) return undefined;
  switch (op) {
    case 'equals':
      return sql`(${e} >= ${from.start} and ${e} < ${from.end})`;
    case 'notEqual':
      return sql`(${e} < ${from.start} or ${e} >= ${from.end})`;
    case 'lessThan':
      return sql`${e} < ${from.start}`;
    case 'lessThanOrEqual':
      return sql`${e} < ${from.end}`;
    case 'greaterThan':
      return sql`${e} >= ${from.end}`;
    default: // greaterThanOrEqual
      return sql`${e} >= ${from.start}`;
  }
}

/** `{filterType:'set', values:[...]}`: rows whose value is one of `values`; null picks blanks.
 * No values picks no rows, as an emptied set filter shows nothing. */
function compileSet(column: GridColumn, c: GridSimpleFilter, problems: Problems): SQL | undefined {
  if (!c.values) {
    problems.add('filters', `Filters: ${column.header} needs the list of values to show`);
    return undefined;
  }
  const declared = column.values ?? [];
  const chosen: (string | number)[] = [];
  let blanks = false;
  for (const v of c.values) {
    if (v === null) {
      blanks = true;
      continue;
    }
    // AG Grid's set filter sends values as text; match them against the declared values.
    const match = declared.find((d) => String(d.value) === String(v));
    if (!match) {
      problems.add('filters', `Filters: ${column.header} has no value ${JSON.stringify(v)}`);
      return undefined;
    }
    if (!chosen.includes(match.value)) chosen.push(match.value);
  }
  const e = column.expression;
  const parts: SQL[] = [];
  if (chosen.length > 0)
    parts.push(
      sql`${e} in (${sql.join(
        chosen.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (blanks) parts.push(sql`${e} is null`);
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

function isTextual(column: GridColumn): boolean {
  return column.type === 'text' || (column.type === 'set' && (column.values ?? []).every((v) => typeof v.value === 'string'));
}

function compileSorting(table: GridTable, model: readonly { colId: string; sort: 'asc' | 'desc' }[], problems: Problems): SQL {
  const keys: SQL[] = [];
  const seen = new Set<string>();
  for (const { colId, sort } of model) {
    const column = table.byId.get(colId);
    if (!column) {
      problems.add('sorting', `Sorting: ${colId} is not a column of this report`);
      continue;
    }
    if (!column.sortable) {
      problems.add('sorting', `Sorting: ${column.header} cannot be sorted`);
      continue;
    }
    if (seen.has(colId)) {
      problems.add('sorting', `Sorting: ${column.header} is listed twice`);
      continue;
    }
    seen.add(colId);
    const dir = sort === 'desc' ? sql.raw('desc') : sql.raw('asc');
    const e = column.expression;
    // Blanks last either way: a dispatcher sorting by days left wants the known ones first.
    // Text sorts without regard to case, then by exact text, byte-wise ("C") so the order is
    // the same on every server whatever its locale.
    if (column.type === 'text') {
      keys.push(sql`lower(${e}) collate "C" ${dir} nulls last`, sql`${e} collate "C" ${dir} nulls last`);
    } else if (isTextual(column)) {
      keys.push(sql`${e} collate "C" ${dir} nulls last`);
    } else {
      keys.push(sql`${e} ${dir} nulls last`);
    }
  }
  keys.push(sql`${table.tieBreaker} asc`);
  return sql.join(keys, sql`, `);
}

/** A column's value as a data call answers it: instants as ISO-8601 UTC text
 * ("2025-01-05T15:30:00.000Z"), calendar dates as "YYYY-MM-DD", the rest as they are. */
function selected(c: GridColumn): SQL {
  if (c.type !== 'date') return c.expression;
  if (c.dateKind === 'calendar') return sql`to_char(${c.expression}, 'YYYY-MM-DD')`;
  return sql`to_char(${c.expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** `expr as "colId"` for every column (or only the columns `only` names): the select list of a
 * data call, rows keyed by colId. */
export function gridSelectList(table: GridTable, only?: readonly string[]): SQL {
  const columns = only ? table.columns.filter((c) => only.includes(c.colId)) : table.columns;
  return sql.join(
    columns.map((c) => sql`${selected(c)} as ${sql.identifier(c.colId)}`),
    sql`, `,
  );
}

/** The schema call's view of the columns: everything but the SQL. */
export function reportColumnsOf(table: GridTable): ReportColumn[] {
  return table.columns.map(({ expression: _e, dateKind: _d, ...column }) => column);
}
