import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL_DAYS_MASK,
  DAYS_OF_WEEK,
  DAY_SPECIFIC_INTERVALS,
  DayOfWeek,
  MONTH_DAY_CELLS,
  NO_TIME_SELECTED,
  SCHEDULE_NAME_REQUIRED,
  SCHEDULE_OPTIONS,
  SCHEDULE_TYPE_NOT_ALLOWED,
  SCHEDULE_TYPES,
  ScheduleOptions,
  type ScheduleOptionsId,
  ScheduleType,
  allowedScheduleTypes,
  changeScheduleType,
  customMinuteChoices,
  customTimeChoices,
  dayMaskOf,
  daysOfMask,
  eventsPerDay,
  hourlyIntervalChoices,
  intervalLabel,
  minuteOfDayLabel,
  monthDayBit,
  monthDayMaskOf,
  monthDaysOfMask,
  newSchedule,
  occurrencesPerDay,
  scheduleAfterLoad,
  scheduleForSave,
  scheduleSavePath,
  scheduleSaveMessages,
  scheduleSchema,
  toLocalMinutes,
  toStoredMinutes,
} from './schedules';
import { UNKNOWN_SCHEDULE_TYPE } from '../messages';
import { TIME_ZONES } from '../time-zones';

const T = ScheduleType;

describe('schedule types and options (spec 001 §9)', () => {
  it('keeps the spec ids', () => {
    expect(ScheduleType).toEqual({
      CustomSpecific: 1,
      CustomRecurring: 2,
      HourlyInterval: 3,
      Window: 5,
      MonthDayRelative: 6,
      DaySpecific: 9,
      MonthDaySpecific: 10,
    });
  });

  it('allows exactly the listed types per option', () => {
    const allowed = Object.fromEntries(SCHEDULE_OPTIONS.map((o) => [o.key, [...allowedScheduleTypes(o.id)].sort()]));
    expect(allowed).toEqual({
      FirstGenControllers: [T.HourlyInterval, T.Window, T.MonthDayRelative, T.MonthDaySpecific].sort(),
      VeederRootNonPoll: [T.HourlyInterval],
      VeederRootPoll: [T.CustomSpecific, T.CustomRecurring, T.HourlyInterval].sort(),
      SecondGenCellMonitors: [T.CustomSpecific, T.CustomRecurring, T.HourlyInterval].sort(),
      ScoutMoxaInconSsa: [T.HourlyInterval],
      SecondGenControllers: [T.CustomSpecific, T.CustomRecurring].sort(),
      EmailReports: [T.CustomSpecific, T.CustomRecurring, T.HourlyInterval, T.MonthDayRelative, T.MonthDaySpecific].sort(),
      EncompassGateway: [T.CustomSpecific, T.CustomRecurring, T.HourlyInterval].sort(),
      CellularMonitors: [T.DaySpecific],
      ToteMonitors: [T.HourlyInterval],
    });
    expect(allowedScheduleTypes(99)).toEqual([]);
  });

  it('maps each type to its save path (spec 001 §7)', () => {
    expect(scheduleSavePath(T.CustomSpecific)).toBe('Custom');
    expect(scheduleSavePath(T.CustomRecurring)).toBe('Custom');
    expect(scheduleSavePath(T.HourlyInterval)).toBe('Hourly');
    expect(scheduleSavePath(T.DaySpecific)).toBe('DaySpecific');
    expect(() => scheduleSavePath(4)).toThrow(UNKNOWN_SCHEDULE_TYPE);
  });
});

describe('choices', () => {
  it('offers 0, 15, 30, 45 minutes only to email reports', () => {
    expect(customMinuteChoices(ScheduleOptions.EmailReports)).toEqual([0, 15, 30, 45]);
    for (const o of SCHEDULE_OPTIONS.filter((o) => o.key !== 'EmailReports')) {
      expect(customMinuteChoices(o.id)).toEqual([0]);
    }
    expect(customTimeChoices(ScheduleOptions.EmailReports)).toHaveLength(96);
    expect(customTimeChoices(ScheduleOptions.VeederRootPoll)).toEqual(Array.from({ length: 24 }, (_, h) => h * 60));
  });

  it('offers day-specific intervals of 1 day or 1-23 hours', () => {
    expect(DAY_SPECIFIC_INTERVALS.map((c) => c.minutes)).toEqual([1440, ...Array.from({ length: 23 }, (_, i) => (i + 1) * 60)]);
    expect(DAY_SPECIFIC_INTERVALS.slice(0, 3).map((c) => c.label)).toEqual(['1 day', '1 hour', '2 hours']);
  });

  it('restricts one option to 1 day, 1 hour and even hours 2-12 except 10', () => {
    expect(hourlyIntervalChoices(ScheduleOptions.ToteMonitors).map((c) => c.minutes)).toEqual([1440, 60, 120, 240, 360, 480, 720]);
    expect(hourlyIntervalChoices(ScheduleOptions.VeederRootNonPoll)).toBe(DAY_SPECIFIC_INTERVALS);
    expect(intervalLabel(45)).toBe('45 minutes');
  });
});

describe('day masks and the month-day grid', () => {
  it('gives Sunday bit 1 doubling to Saturday 64', () => {
    expect(DAYS_OF_WEEK.map((d) => d.id)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(dayMaskOf(DAYS_OF_WEEK.map((d) => d.id))).toBe(ALL_DAYS_MASK);
    expect(daysOfMask(DayOfWeek.Sunday | DayOfWeek.Saturday)).toEqual([1, 64]);
  });

  it('round-trips any set of month-day cells 1-35 through a mask', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: MONTH_DAY_CELLS })), (cells) => {
        expect(monthDaysOfMask(monthDayMaskOf(cells))).toEqual([...cells].sort((a, b) => a - b));
      }),
    );
    expect(monthDayBit(35)).toBe(2 ** 34);
    expect(() => monthDayBit(36)).toThrow();
    expect(() => monthDayBit(0)).toThrow();
  });
});

describe('events per day (spec 001 §9)', () => {
  it('is ceil(1440 / interval)', () => {
    expect(eventsPerDay(1440)).toBe(1);
    expect(eventsPerDay(60)).toBe(24);
    expect(eventsPerDay(420)).toBe(4);
    expect(eventsPerDay(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), (interval) => {
        const n = eventsPerDay(interval);
        expect(n * interval).toBeGreaterThanOrEqual(1440);
        expect((n - 1) * interval).toBeLessThan(1440);
      }),
    );
  });
});

describe('time-zone shift (spec 001 §4)', () => {
  it('subtracts the offset before saving and adds it after loading, wrapping in the day', () => {
    expect(toStoredMinutes(360, -300)).toBe(660);
    expect(toLocalMinutes(660, -300)).toBe(360);
    expect(toStoredMinutes(60, 120)).toBe(1380);
    expect(toLocalMinutes(1380, 120)).toBe(60);
  });

  it('round-trips any time of day for any offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: -720, max: 840 }), (m, offset) => {
        const stored = toStoredMinutes(m, offset);
        expect(stored).toBeGreaterThanOrEqual(0);
        expect(stored).toBeLessThan(1440);
        expect(toLocalMinutes(stored, offset)).toBe(m);
      }),
    );
  });

  it('shifts every time field of a schedule and nothing else', () => {
    const s = { ...newSchedule(T.Window, { optionsId: ScheduleOptions.FirstGenControllers, label: 'W' }) };
    const saved = scheduleForSave(s, -300);
    expect(saved).toMatchObject({ windowOpen: 660, windowClose: 600, interval: 1440, optionsId: s.optionsId });
    expect(scheduleAfterLoad(saved, -300)).toEqual(s);
    const custom = { ...newSchedule(T.CustomRecurring, { optionsId: ScheduleOptions.EmailReports }), times: [0, 1425] };
    expect(scheduleForSave(custom, 60)).toMatchObject({ times: [1380, 1365], maxEvents: 4 });
  });

  it('round-trips a schedule of every type through every time zone of the picker (spec 001 §4, §9)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCHEDULE_TYPES.map((t) => t.id)),
        fc.constantFrom(...TIME_ZONES.map((z) => z.gmtOffsetHours * 60)),
        fc.array(fc.integer({ min: 0, max: 1439 }), { minLength: 1, maxLength: 4 }),
        (typeId, offset, minutes) => {
          const fresh = newSchedule(typeId, { optionsId: ScheduleOptions.EmailReports, label: 'Round trip' }) as Record<string, unknown>;
          // Every time field of the type takes one of the generated minutes; nothing else changes.
          const local = Object.fromEntries(
            Object.entries(fresh).map(([k, v], i) => [
              k,
              k === 'times' ? minutes : /Time$|^window(Open|Close)$/.test(k) ? minutes[i % minutes.length] : v,
            ]),
          );
          const stored = scheduleForSave(local, offset);
          expect(scheduleAfterLoad(stored, offset)).toEqual(local);
          if (offset !== 0 && Array.isArray(local.times)) expect(stored.times).not.toEqual(local.times);
        },
      ),
    );
  });

  it('formats a time of day', () => {
    expect(minuteOfDayLabel(360)).toBe('6:00 AM');
    expect(minuteOfDayLabel(0)).toBe('12:00 AM');
    expect(minuteOfDayLabel(12 * 60 + 30)).toBe('12:30 PM');
    expect(minuteOfDayLabel(23 * 60 + 45)).toBe('11:45 PM');
  });
});

describe('defaults (spec 001 §3.7)', () => {
  const fresh = (typeId: number, optionsId: ScheduleOptionsId = ScheduleOptions.EmailReports) => newSchedule(typeId, { optionsId });
  it('gives each type its defaults', () => {
    expect(fresh(T.DaySpecific, ScheduleOptions.CellularMonitors)).toMatchObject({
      startTime: 360,
      interval: 1440,
      dayMask: 127,
    });
    expect(fresh(T.Window, ScheduleOptions.FirstGenControllers)).toMatchObject({
      windowOpen: 360,
      windowClose: 300,
      interval: 1440,
    });
    expect(fresh(T.MonthDayRelative)).toMatchObject({ startTime: 360, recurrence: 4 });
    expect(fresh(T.MonthDaySpecific)).toMatchObject({ startTime: 360, dayMask: 0 });
    expect(fresh(T.CustomSpecific)).toMatchObject({ times: [], maxEvents: 4 });
    expect(fresh(T.HourlyInterval)).toMatchObject({ weInterval: 1440, weEvents: 1 });
    expect(() => fresh(4)).toThrow(UNKNOWN_SCHEDULE_TYPE);
  });

  it('changes type keeping uid, optionsId and label and clearing the times', () => {
    const before = {
      ...newSchedule(T.CustomRecurring, { uid: 42, optionsId: ScheduleOptions.EmailReports, label: 'Morning' }),
      times: [360, 720],
    };
    const after = changeScheduleType(before, T.MonthDaySpecific);
    expect(after).toMatchObject({ uid: 42, optionsId: ScheduleOptions.EmailReports, label: 'Morning' });
    expect(after.scheduleTypeId).toBe(T.MonthDaySpecific);
    expect(after).not.toHaveProperty('times');
    const back = changeScheduleType(after, T.CustomSpecific);
    expect(back).toMatchObject({ uid: 42, times: [] });
    expect(() => changeScheduleType(before, 7)).toThrow(UNKNOWN_SCHEDULE_TYPE);
  });
});

describe('save validation (spec 001 §5)', () => {
  const base = { uid: 1, label: 'Daily', optionsId: ScheduleOptions.EmailReports };

  it('requires a name', () => {
    expect(scheduleSaveMessages({ ...base, label: '', scheduleTypeId: T.MonthDayRelative })).toEqual([SCHEDULE_NAME_REQUIRED]);
    expect(scheduleSaveMessages({ ...base, label: '   ', scheduleTypeId: T.MonthDayRelative })).toEqual(['Schedule name is required']);
  });

  it('needs at least one time in the four cases', () => {
    expect(scheduleSaveMessages({ ...base, scheduleTypeId: T.CustomRecurring, times: [] })).toEqual([NO_TIME_SELECTED]);
    expect(scheduleSaveMessages({ ...base, scheduleTypeId: T.CustomSpecific })).toEqual([NO_TIME_SELECTED]);
    expect(
      scheduleSaveMessages({ ...base, optionsId: ScheduleOptions.CellularMonitors, scheduleTypeId: T.DaySpecific, dayMask: 0 }),
    ).toEqual(['You must select at least one time for this schedule']);
    expect(scheduleSaveMessages({ ...base, scheduleTypeId: T.MonthDaySpecific, dayMask: 0 })).toEqual([NO_TIME_SELECTED]);
    expect(scheduleSaveMessages({ ...base, scheduleTypeId: T.HourlyInterval, wdEvents: 0, weEvents: 0 })).toEqual([NO_TIME_SELECTED]);
  });

  it('accepts the same schedules once a time is chosen', () => {
    expect(scheduleSaveMessages({ ...base, scheduleTypeId: T.CustomRecurring, times: [360] })).toEqual([]);
    expect(scheduleSaveMessages({ ...base, scheduleTypeId: T.MonthDaySpecific, dayMask: monthDayMaskOf([1, 15]) })).toEqual([]);
    expect(scheduleSaveMessages({ ...base, scheduleTypeId: T.HourlyInterval, wdEvents: 0, weEvents: 1 })).toEqual([]);
    expect(scheduleSaveMessages({ ...base, optionsId: ScheduleOptions.CellularMonitors, scheduleTypeId: T.DaySpecific })).toEqual([]);
  });

  it("answers 'Unknown schedule type' for an unknown type", () => {
    expect(scheduleSaveMessages({ ...base, scheduleTypeId: 4 })).toEqual([UNKNOWN_SCHEDULE_TYPE]);
  });

  it("rejects a type the schedule's option does not allow", () => {
    expect(scheduleSaveMessages({ ...base, optionsId: ScheduleOptions.CellularMonitors, scheduleTypeId: T.Window })).toEqual([
      SCHEDULE_TYPE_NOT_ALLOWED,
    ]);
  });

  it('caps custom times at maxEvents', () => {
    expect(scheduleSaveMessages({ ...base, scheduleTypeId: T.CustomRecurring, times: [0, 60, 120, 180, 240] })).toEqual([
      'You may select at most 4 times for this schedule',
    ]);
  });

  it('parses to the saved shape', () => {
    const s = scheduleSchema.parse({ ...base, scheduleTypeId: T.CustomRecurring, times: [360, 1080] });
    expect(occurrencesPerDay(s)).toBe(2);
  });
});

describe('occurrences per day', () => {
  it('counts each type', () => {
    const s = (typeId: number, extra: object, optionsId: number = ScheduleOptions.EmailReports) =>
      scheduleSchema.parse({ label: 'x', optionsId, scheduleTypeId: typeId, ...extra });
    expect(occurrencesPerDay(s(T.HourlyInterval, { wdEvents: 24, weEvents: 1 }))).toBe(24);
    expect(occurrencesPerDay(s(T.DaySpecific, { interval: 360 }, ScheduleOptions.CellularMonitors))).toBe(4);
    expect(occurrencesPerDay(s(T.Window, { windowOpen: 360, windowClose: 1080, interval: 120 }, ScheduleOptions.FirstGenControllers))).toBe(
      6,
    );
    expect(occurrencesPerDay(s(T.MonthDayRelative, {}))).toBe(1);
  });
});
