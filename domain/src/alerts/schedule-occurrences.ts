// When a schedule fires (spec 001 §3.7 schedule types and fields, §9 day masks and the month-day
// grid): the instants of a schedule within a span of time. Stored times of day are GMT (spec 001 §4:
// the editor's zone offset is subtracted before saving), so a schedule is evaluated on the GMT
// calendar: its days of the week and of the month are GMT days (docs/decisions/074-email-reports.md).
import { MINUTES_PER_DAY, ScheduleType, monthDaysOfMask, type Schedule } from './schedules';

const DAY_MS = 86_400_000;

/** The minutes of one GMT day (0 Sunday .. 6 Saturday, dayOfMonth 1-31) at which `s` fires. */
function minutesOfDay(s: Schedule, day: Date): number[] {
  const weekday = day.getUTCDay();
  const dayBit = 2 ** weekday;
  const weekend = (weekday === 0 && s.scheduleTypeId !== ScheduleType.DaySpecific) || weekday === 6;
  const steps = (start: number, every: number, count = Infinity) => {
    const out: number[] = [];
    for (let m = start, k = 0; m < MINUTES_PER_DAY && k < count; m += Math.max(1, every), k++) out.push(m);
    return out;
  };
  switch (s.scheduleTypeId) {
    case ScheduleType.CustomSpecific:
    case ScheduleType.CustomRecurring: {
      if ((weekday === 0 && !s.sunWe) || (weekday === 6 && !s.satWe)) return [];
      return [...new Set(s.times)];
    }
    case ScheduleType.HourlyInterval: {
      // sunWe / satWe: Sunday / Saturday follow the weekend settings.
      const asWeekend = weekend && ((weekday === 0 && s.sunWe) || (weekday === 6 && s.satWe));
      return asWeekend ? steps(s.weStartTime, s.weInterval, s.weEvents) : steps(s.wdStartTime, s.wdInterval, s.wdEvents);
    }
    case ScheduleType.Window: {
      const length = (s.windowClose - s.windowOpen + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY;
      const out: number[] = [];
      for (let k = 0; k * s.interval < length; k++) out.push((s.windowOpen + k * s.interval) % MINUTES_PER_DAY);
      return out;
    }
    case ScheduleType.DaySpecific:
      return (s.dayMask & dayBit) !== 0 ? steps(s.startTime, s.interval) : [];
    case ScheduleType.MonthDayRelative: {
      if (s.startDayOfWeek !== dayBit) return [];
      const date = day.getUTCDate();
      const week = Math.ceil(date / 7);
      const daysInMonth = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
      // Week 5 is the last such weekday of the month.
      const matches = s.startWeek === 5 ? date + 7 > daysInMonth : week === s.startWeek;
      return matches ? [s.startTime] : [];
    }
    case ScheduleType.MonthDaySpecific:
      return monthDaysOfMask(s.dayMask).includes(day.getUTCDate()) ? [s.startTime] : [];
  }
}

/** The instants at which `s` fires after `from` and at or before `to`, in order. */
export function occurrencesBetween(s: Schedule, from: Date, to: Date): Date[] {
  const out: Date[] = [];
  const start = Math.floor(from.getTime() / DAY_MS) * DAY_MS;
  for (let dayStart = start; dayStart <= to.getTime(); dayStart += DAY_MS) {
    for (const m of [...minutesOfDay(s, new Date(dayStart))].sort((a, b) => a - b)) {
      const at = dayStart + m * 60_000;
      if (at > from.getTime() && at <= to.getTime()) out.push(new Date(at));
    }
  }
  return out;
}
