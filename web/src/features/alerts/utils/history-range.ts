// The alert history's range: whole days in the user's time zone, from the start of the first date to
// the end of the last (spec 001 §9: values in the viewer's time zone), at most as long as a history
// call may ask for.
import { MAX_HISTORY_RANGE_DAYS } from '@ullage/domain/api/dates';
import { utcOffsetHours, wallClockToInstant } from '@ullage/domain/time-zones';

const DAY_MS = 86_400_000;
export const DEFAULT_HISTORY_DAYS = 30;

interface Zone {
  timeZoneId: number;
  observeDst: boolean;
}

/** The YYYY-MM-DD a date input shows for an instant, in the user's time zone. */
export function dateInputOf(at: number, zone: Zone): string {
  const offset = utcOffsetHours(zone.timeZoneId, zone.observeDst, new Date(at));
  return new Date(at + offset * 3_600_000).toISOString().slice(0, 10);
}

/** From the start of the first date to the end of the last; null when they are not such a range. */
export function rangeOfDates(fromDate: string, toDate: string, zone: Zone): { from: number; to: number } | null {
  const parse = (text: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
  };
  const a = parse(fromDate);
  const b = parse(toDate);
  if (!a || !b) return null;
  const from = wallClockToInstant(a, zone.timeZoneId, zone.observeDst).getTime();
  const next = new Date(Date.UTC(b.year, b.month - 1, b.day + 1));
  const to =
    wallClockToInstant(
      { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
      zone.timeZoneId,
      zone.observeDst,
    ).getTime() - 1;
  return from <= to && to - from <= MAX_HISTORY_RANGE_DAYS * DAY_MS ? { from, to } : null;
}

/** Today and the `days` days before it, in the user's time zone. */
export function lastDays(days: number, now: number, zone: Zone): { from: number; to: number } {
  return rangeOfDates(dateInputOf(now - days * DAY_MS, zone), dateInputOf(now, zone), zone) ?? { from: now - days * DAY_MS, to: now };
}
