import { describe, expect, it } from 'vitest';
import { allowedScheduleTypes, hourlyIntervalChoices, SCHEDULE_OPTIONS, ScheduleOptions, ScheduleType, scheduleSchema } from './schedules';
import {
  describeSchedule,
  FIRST_ENTITY_UID,
  findSystemSchedule,
  scheduleFitsOption,
  SYSTEM_SCHEDULES,
  systemSchedulesFor,
} from './system-schedules';

describe('system schedules (spec 001 §7 Schedule/System, §9 allowed types)', () => {
  it('are valid schedules with unique uids below the entity uids', () => {
    expect(new Set(SYSTEM_SCHEDULES.map((s) => s.uid)).size).toBe(SYSTEM_SCHEDULES.length);
    for (const s of SYSTEM_SCHEDULES) {
      expect(s.uid).toBeGreaterThan(0);
      expect(s.uid).toBeLessThan(FIRST_ENTITY_UID);
      expect(scheduleSchema.safeParse(s).success, s.label).toBe(true);
    }
  });

  it('give every option schedules of its allowed types only, in its intervals', () => {
    for (const option of SCHEDULE_OPTIONS) {
      const own = systemSchedulesFor(option.id);
      expect(new Set(own.map((s) => s.scheduleTypeId))).toEqual(new Set(allowedScheduleTypes(option.id)));
      const intervals = new Set(hourlyIntervalChoices(option.id).map((c) => c.minutes));
      for (const s of own) {
        expect(scheduleFitsOption(s, option.id)).toBe(true);
        if (s.scheduleTypeId === ScheduleType.HourlyInterval) {
          expect(intervals.has(s.wdInterval) && intervals.has(s.weInterval)).toBe(true);
        }
      }
    }
    const cellular = findSystemSchedule(systemSchedulesFor(ScheduleOptions.CellularMonitors)[0]!.uid)!;
    expect(scheduleFitsOption(cellular, ScheduleOptions.ToteMonitors)).toBe(false);
  });

  it('say what they do', () => {
    const texts = SYSTEM_SCHEDULES.filter((s) => s.optionsId === ScheduleOptions.EmailReports).map(describeSchedule);
    expect(texts).toContain('Custom Specific: at 6:00 AM, 6:00 PM');
    expect(texts).toContain('Month Day Specific: on day 1, 15 of the month at 6:00 AM');
    expect(texts).toContain('Month Day Relative: the 1st Monday of the month at 6:00 AM');
    expect(systemSchedulesFor(ScheduleOptions.CellularMonitors).map(describeSchedule)).toContain(
      'Day Specific: every 6 hours from 12:00 AM, every day',
    );
  });
});
