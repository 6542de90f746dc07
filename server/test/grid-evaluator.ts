// The independent evaluation of a grid request: plain JavaScript over rows, written from AG Grid's
// documented filter semantics and docs/decisions/016-report-grid-queries.md, sharing nothing with
// server/src/modules/report/grid-query.ts but the column declarations and the unit conversion.
// Rows hold their values by colId: numbers, text, yes/no, set values; instants as epoch
// milliseconds, calendar dates as 'YYYY-MM-DD'.
import type { GridColumnFilter, GridSimpleFilter } from '@ullage/domain/reports/api';
import { gridValueFromDisplay } from '@ullage/domain/reports/display';
import { timeZoneById } from '@ullage/domain/time-zones';
import type { GridColumn, GridQueryContext } from '../src/modules/report/grid-query';

export type GridRow = { uid: number } & Record<string, unknown>;

const HOUR_MS = 3_600_000;

/** The calendar day an instant falls on for a viewer, from the runtime's zone rules. */
function localDay(ms: number, ctx: GridQueryContext): string {
  const zone = timeZoneById(ctx.timeZone.timeZoneId)!;
  if (!ctx.timeZone.observeDst || !zone.observesDst) return new Date(ms + zone.gmtOffsetHours * HOUR_MS).toISOString().slice(0, 10);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone.ianaName,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const isBlankText = (v: string | null) => v === null || /^[ \t\n\r\f\v]*$/.test(v);

function passesCondition(row: GridRow, col: GridColumn, c: GridSimpleFilter, ctx: GridQueryContext): boolean {
  const v = row[col.colId];
  const op = c.type;
  if (col.type === 'set') return v === null ? c.values!.includes(null) : c.values!.some((x) => x !== null && String(x) === String(v));
  if (col.type === 'boolean') {
    return op === 'true' ? v === true : op === 'false' ? v === false : op === 'blank' ? v === null : v !== null;
  }
  if (col.type === 'text') {
    const s = v as string | null;
    if (op === 'blank') return isBlankText(s);
    if (op === 'notBlank') return !isBlankText(s);
    const f = (c.filter as string).toLowerCase();
    const x = s?.toLowerCase();
    switch (op) {
      case 'contains':
        return x !== undefined && x.includes(f);
      case 'notContains':
        return x === undefined || !x.includes(f);
      case 'equals':
        return x === f;
      case 'notEqual':
        return x !== f;
      case 'startsWith':
        return x !== undefined && x.startsWith(f);
      case 'endsWith':
        return x !== undefined && x.endsWith(f);
    }
    throw new Error(`unexpected ${op}`);
  }
  if (op === 'blank') return v === null;
  if (op === 'notBlank') return v !== null;
  if (v === null) return false;
  if (col.type === 'number') {
    const n = v as number;
    const a = gridValueFromDisplay(col.format, c.filter as number, ctx.units);
    const b = op === 'inRange' ? gridValueFromDisplay(col.format, c.filterTo as number, ctx.units) : NaN;
    return compare(op!, Math.sign(n - a), Math.sign(n - b));
  }
  // Dates compare by the viewer's calendar day (generated filters are whole days).
  const day = col.dateKind === 'calendar' ? (v as string) : localDay(v as number, ctx);
  const a = c.dateFrom!.slice(0, 10);
  const b = c.dateTo?.slice(0, 10) ?? '';
  return compare(op!, day.localeCompare(a, 'en'), day.localeCompare(b, 'en'));
}

/** `vsFrom`/`vsTo`: the sign of value minus the filter's first / second value. */
function compare(op: string, vsFrom: number, vsTo: number): boolean {
  switch (op) {
    case 'equals':
      return vsFrom === 0;
    case 'notEqual':
      return vsFrom !== 0;
    case 'lessThan':
      return vsFrom < 0;
    case 'lessThanOrEqual':
      return vsFrom <= 0;
    case 'greaterThan':
      return vsFrom > 0;
    case 'greaterThanOrEqual':
      return vsFrom >= 0;
    case 'inRange':
      return vsFrom >= 0 && vsTo <= 0;
  }
  throw new Error(`unexpected ${op}`);
}

export function passesFilter(row: GridRow, col: GridColumn, f: GridColumnFilter, ctx: GridQueryContext): boolean {
  if (!f.conditions) return passesCondition(row, col, f as GridSimpleFilter, ctx);
  const results = f.conditions.map((c) => passesCondition(row, col, c, ctx));
  return f.operator === 'OR' ? results.some(Boolean) : results.every(Boolean);
}

const codeUnitCompare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareValues(col: GridColumn, x: unknown, y: unknown): number {
  if (col.type === 'text') {
    return codeUnitCompare((x as string).toLowerCase(), (y as string).toLowerCase()) || codeUnitCompare(x as string, y as string);
  }
  if (typeof x === 'string') return codeUnitCompare(x, y as string);
  return Number(x) - Number(y);
}

/** Ties of a report with a row per entity: by uid. */
export const byUid = (a: GridRow, b: GridRow) => a.uid - b.uid;

/** The rows a grid request keeps, in the order it asks for (then by `tie`, the report's last sort
 * key: the uid, or for a report of configs the uid and the config's id). */
export function evaluateGrid<R extends GridRow>(
  rows: R[],
  table: { byId: ReadonlyMap<string, GridColumn> },
  filters: Record<string, GridColumnFilter>,
  andOr: 'and' | 'or',
  sorting: readonly { colId: string; sort: 'asc' | 'desc' }[],
  ctx: GridQueryContext,
  tie: (a: R, b: R) => number = byUid,
): R[] {
  const entries = Object.entries(filters).map(([colId, f]) => [table.byId.get(colId)!, f] as const);
  const kept = rows.filter((row) => {
    if (entries.length === 0) return true;
    const results = entries.map(([col, f]) => passesFilter(row, col, f, ctx));
    return andOr === 'or' ? results.some(Boolean) : results.every(Boolean);
  });
  return kept.sort((a, b) => {
    for (const { colId, sort } of sorting) {
      const col = table.byId.get(colId)!;
      const av = a[colId];
      const bv = b[colId];
      // Blanks last in both directions.
      if (av === null || bv === null) {
        if (av === bv) continue;
        return av === null ? 1 : -1;
      }
      const d = compareValues(col, av, bv);
      if (d !== 0) return sort === 'asc' ? d : -d;
    }
    return tie(a, b);
  });
}
