import { describe, expect, it } from 'vitest';
import { occurrencesBetween } from './schedule-occurrences';
import { DayOfWeek, monthDayMaskOf, newSchedule, ScheduleOptions, ScheduleType, type Schedule } from './schedules';

const at = (iso: string) => new Date(iso);
const iso = (ds: Date[]) => ds.map((d) => d.toISOString());
const schedule = (typeId: number, fields: Partial<Schedule>): Schedule =>
  ({ ...newSchedule(typeId, { optionsId: ScheduleOptions.EmailReports, label: 'Morning' }), ...fields }) as Schedule;

describe('occurrencesBetween (GMT calendar)', () => {
  it('fires a custom schedule at each chosen time, skipping the weekend days it leaves out', () => {
    const s = schedule(ScheduleType.CustomRecurring, { times: [6 * 60 + 15, 13 * 60 + 45], sunWe: false, satWe: true });
    // 2026-11-28 is a Saturday, 2026-11-29 a Sunday.
    expect(iso(occurrencesBetween(s, at('2026-11-28T00:00:00Z'), at('2026-11-30T07:00:00Z')))).toEqual([
      '2026-11-28T06:15:00.000Z',
      '2026-11-28T13:45:00.000Z',
      '2026-11-30T06:15:00.000Z',
    ]);
  });

  it('takes instants after from and up to to', () => {
    const s = schedule(ScheduleType.CustomRecurring, { times: [600] });
    expect(occurrencesBetween(s, at('2026-11-26T10:00:00Z'), at('2026-11-27T09:59:00Z'))).toEqual([]);
    expect(iso(occurrencesBetween(s, at('2026-11-26T09:59:00Z'), at('2026-11-26T10:00:00Z')))).toEqual(['2026-11-26T10:00:00.000Z']);
  });

  it('fires an hourly interval with the weekday or weekend settings', () => {
    const s = schedule(ScheduleType.HourlyInterval, {
      wdStartTime: 360,
      wdInterval: 240,
      wdEvents: 3,
      weStartTime: 480,
      weInterval: 1440,
      weEvents: 1,
    });
    expect(iso(occurrencesBetween(s, at('2026-11-27T00:00:00Z'), at('2026-11-28T23:59:00Z')))).toEqual([
      '2026-11-27T06:00:00.000Z',
      '2026-11-27T10:00:00.000Z',
      '2026-11-27T14:00:00.000Z',
      '2026-11-28T08:00:00.000Z',
    ]);
  });

  it('fires monthly schedules on their day of the month', () => {
    const relative = schedule(ScheduleType.MonthDayRelative, { startTime: 60, startDayOfWeek: DayOfWeek.Monday, startWeek: 5 });
    expect(iso(occurrencesBetween(relative, at('2026-11-01T00:00:00Z'), at('2026-12-01T00:00:00Z')))).toEqual(['2026-11-30T01:00:00.000Z']);
    const specific = schedule(ScheduleType.MonthDaySpecific, { startTime: 0, dayMask: monthDayMaskOf([1, 15]) });
    expect(iso(occurrencesBetween(specific, at('2026-11-01T00:00:00Z'), at('2026-12-01T00:00:00Z')))).toEqual([
      '2026-11-15T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
  });
});
