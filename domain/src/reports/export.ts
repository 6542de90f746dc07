// What a report's export shows, the same in the web's "Export CSV" and in an emailed report (spec
// 001 §9 grid value formats in the viewer's units and time zone, M/D/YYYY with 12-hour time; set
// values by their label) and the CSV text they are written as (RFC 4180).
import type { ReportCellValue, ReportColumn } from './api';
import { GridValueFormat, formatGridValue, type DisplayUnits } from './display';
import { parseCentralTimestamp, utcOffsetHours } from '../time-zone-rules';

export interface CellContext {
  units: DisplayUnits;
  timeZone: { timeZoneId: number; observeDst: boolean };
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A cell's text as the grid shows it. */
export function cellText(column: ReportColumn, value: ReportCellValue | undefined, ctx: CellContext): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'set') {
    return column.values?.find((v) => String(v.value) === String(value))?.label ?? String(value);
  }
  if (column.type === 'date' && typeof value === 'string') {
    // A calendar date (no time of day, no zone) is the same day for everyone.
    const day = CALENDAR_DATE.exec(value);
    if (day) return `${Number(day[2])}/${Number(day[3])}/${day[1]}`;
    const at = parseCentralTimestamp(value);
    if (!at) return '';
    // The offset in force on that date, so a summer reading shows summer time.
    const offsetHours = utcOffsetHours(ctx.timeZone.timeZoneId, ctx.timeZone.observeDst, at);
    return formatGridValue(GridValueFormat.DateTime, at, { units: ctx.units, offsetHours });
  }
  if (column.format !== null) return formatGridValue(column.format, value, { units: ctx.units, offsetHours: 0 });
  if (column.type === 'boolean') return formatGridValue(GridValueFormat.YesNo, value, { units: ctx.units, offsetHours: 0 });
  return String(value);
}

/** Text a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: quoted when it holds a comma, quote or line break, quotes doubled. `guard` marks
 * text people typed (labels, names, addresses): if it starts like a formula it is prefixed with
 * an apostrophe so a spreadsheet shows it instead of running it. Formatted numbers ("-3.2 c")
 * are ours and stay as they are.
 */
export function csvField(value: string, guard = false): string {
  const text = guard && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface CsvColumn {
  header: string;
  /** Guard this column's values against formulas (free text). */
  guard?: boolean;
}

/** The CSV columns of a report's shown columns: free text is guarded. */
export function csvColumnsOf(columns: readonly ReportColumn[]): CsvColumn[] {
  return columns.map((c) => ({ header: c.header, guard: c.type === 'text' }));
}

/** One CSV line (no line break) of a row's cell texts. */
export function csvLine(columns: readonly CsvColumn[], values: readonly string[]): string {
  return values.map((value, i) => csvField(value, columns[i]?.guard ?? false)).join(',');
}

/** The header line (no line break). */
export function csvHeader(columns: readonly CsvColumn[]): string {
  return columns.map((c) => csvField(c.header, true)).join(',');
}

/** A header line and one line per row, CRLF-separated as RFC 4180 has it. */
export function buildCsv(columns: readonly CsvColumn[], rows: readonly (readonly string[])[]): string {
  const lines = [csvHeader(columns)];
  for (const row of rows) lines.push(csvLine(columns, row));
  return `${lines.join('\r\n')}\r\n`;
}

/** The columns a report shows: the chosen ones in their order (unknown ids left out), else the
 * report's default columns. */
export function shownColumns(columns: readonly ReportColumn[], chosen: readonly string[]): ReportColumn[] {
  const byId = new Map(columns.map((c) => [c.colId, c]));
  const picked = chosen.map((id) => byId.get(id)).filter((c): c is ReportColumn => c !== undefined);
  return picked.length > 0 ? picked : columns.filter((c) => c.defaultVisible);
}
