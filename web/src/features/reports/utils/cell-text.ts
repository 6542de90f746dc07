// What a report cell shows: spec 001 §9 grid value formats in the viewer's units and time zone
// (M/D/YYYY with 12-hour time), set values by their label, and the zone colour of a cell.
import type { ReportCellValue, ReportColumn } from '@ullage/domain/reports/api';
import { GridValueFormat, formatGridValue, type DisplayUnits } from '@ullage/domain/reports/display';
import { parseCentralTimestamp, utcOffsetHours } from '@ullage/domain/time-zones';
import { ZONES } from '@ullage/domain/tanks/zones';

export interface CellContext {
  units: DisplayUnits;
  timeZone: { timeZoneId: number; observeDst: boolean };
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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

/** The CSS class of a zone (spec 001 §4 zones, §9 colours); undefined for no zone. */
export function zoneClass(zoneId: unknown): string | undefined {
  const zone = ZONES.find((z) => z.id === Number(zoneId));
  return zone ? `report-zone report-zone-${zone.key.toLowerCase()}` : undefined;
}
