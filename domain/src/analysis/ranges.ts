// spec 001 §9 analysis range types: Standard (one of the preset day ranges) and Custom (a start and
// end date the user picks). Ranges are whole central days (spec 001 §9: server timestamps are in
// central time), both ends included (docs/decisions/076-usage-report-and-analysis.md).
import { centralDay, dayText } from '../tanks/tank-state';

export const STANDARD_RANGES = [
  { key: 'last7', label: 'Last 7 days', days: 7 },
  { key: 'last30', label: 'Last 30 days', days: 30 },
  { key: 'last90', label: 'Last 90 days', days: 90 },
  { key: 'last365', label: 'Last 365 days', days: 365 },
  { key: 'thisMonth', label: 'This month', days: 0 },
  { key: 'lastMonth', label: 'Last month', days: 0 },
] as const;
export type StandardRangeKey = (typeof STANDARD_RANGES)[number]['key'];
export const DEFAULT_STANDARD_RANGE: StandardRangeKey = 'last30';

/** A range of central days, 'YYYY-MM-DD', both included. */
export interface DayRange {
  fromDay: string;
  toDay: string;
}

const MS_PER_DAY = 86_400_000;
const dayNumber = (text: string) => Math.floor(Date.parse(`${text}T00:00:00Z`) / MS_PER_DAY);

/** The days of a standard range as of `nowMs`: the last N days end today; the months are calendar
 * months (this one up to today). */
export function standardRange(key: StandardRangeKey, nowMs: number): DayRange {
  const today = centralDay(nowMs);
  const todayText = dayText(today);
  if (key === 'thisMonth') return { fromDay: `${todayText.slice(0, 8)}01`, toDay: todayText };
  if (key === 'lastMonth') {
    const firstOfThis = dayNumber(`${todayText.slice(0, 8)}01`);
    const lastOfPrevious = dayText(firstOfThis - 1);
    return { fromDay: `${lastOfPrevious.slice(0, 8)}01`, toDay: lastOfPrevious };
  }
  const days = STANDARD_RANGES.find((r) => r.key === key)?.days ?? 30;
  return { fromDay: dayText(today - days + 1), toDay: todayText };
}

/** How many days a range holds. */
export function daysIn(range: DayRange): number {
  return dayNumber(range.toDay) - dayNumber(range.fromDay) + 1;
}

/** Every day of a range, in order. */
export function eachDay(range: DayRange): string[] {
  const from = dayNumber(range.fromDay);
  return Array.from({ length: Math.max(0, daysIn(range)) }, (_, i) => dayText(from + i));
}

/** The range of the same length that ends the day before `range` starts: what "change vs the
 * previous range" compares with. */
export function previousRange(range: DayRange): DayRange {
  const from = dayNumber(range.fromDay);
  const n = daysIn(range);
  return { fromDay: dayText(from - n), toDay: dayText(from - 1) };
}

/** The range's query parameters (startDate, endDate): central timestamps of its first and last day. */
export function rangeQuery(range: DayRange): { startDate: string; endDate: string } {
  return { startDate: `${range.fromDay}T00:00:00`, endDate: `${range.toDay}T23:59:59` };
}

/** The central days a call's startDate and endDate fall on. */
export function dayRangeOf(startDate: Date, endDate: Date): DayRange {
  return { fromDay: dayText(centralDay(startDate.getTime())), toDay: dayText(centralDay(endDate.getTime())) };
}

/** 0 = Sunday .. 6 = Saturday of a 'YYYY-MM-DD' day. */
export function weekdayOf(day: string): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}
