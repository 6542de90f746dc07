// The usage analysis figures (spec 001 §2 analysis: usage), over the daily totals ingestion keeps
// (usage_daily by central day; docs/decisions/076-usage-report-and-analysis.md):
// - usage by day: the sum of the tanks' usage on each day of the range (days without totals are 0);
// - usage by weekday: the mean over the range's days falling on that weekday of the day's usage;
// - usage by product: the sum over the range of its tanks' usage;
// - change vs the previous range (the same number of days just before): (current - previous) /
//   previous; null when the previous range used nothing.
import { eachDay, weekdayOf, type DayRange } from './ranges';

export interface DayUsage {
  day: string;
  usage: number;
}

/** Every day of the range with the usage of that day, 0 where none was recorded. */
export function usageByDay(range: DayRange, rows: readonly DayUsage[]): DayUsage[] {
  const byDay = new Map<string, number>();
  for (const r of rows) byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.usage);
  return eachDay(range).map((day) => ({ day, usage: byDay.get(day) ?? 0 }));
}

/** 0 = Sunday .. 6 = Saturday: the mean daily usage over the range's days of that weekday and how
 * many there were. */
export function usageByWeekday(days: readonly DayUsage[]): { weekday: number; avgUsage: number | null; days: number }[] {
  return Array.from({ length: 7 }, (_, weekday) => {
    const these = days.filter((d) => weekdayOf(d.day) === weekday);
    return {
      weekday,
      avgUsage: these.length > 0 ? these.reduce((n, d) => n + d.usage, 0) / these.length : null,
      days: these.length,
    };
  });
}

/** The change from `previous` to `current` as a fraction; null when there is nothing to compare to. */
export function percentChange(current: number, previous: number): number | null {
  return previous > 0 ? (current - previous) / previous : null;
}
