import type { ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import {
  ALL_DAYS_MASK,
  MINUTES_PER_DAY,
  newSchedule,
  RESTRICTED_INTERVALS,
  ScheduleOptions,
  ScheduleType,
  type Schedule,
} from '@ullage/domain/alerts/schedules';
import { TimeZone } from '@ullage/domain/time-zones';
import { describe, expect, it } from 'vitest';
import {
  blankSchedule,
  intervalChoices,
  saveBodies,
  scheduleLine,
  scheduleToForm,
  timeOfDayChoices,
  withOptions,
  zoneOffsetMinutes,
} from './schedule-form';

const O = ScheduleOptions;
const T = ScheduleType;

/** A company schedule as the server answers it: times in stored (GMT) minutes. */
function answer(s: Schedule): ScheduleDto {
  return { ...s, system: false, description: '', folderUid: 2001, folderLabel: 'North Branch', finalized: true };
}

describe('the schedule editor (spec 001 §4, §9)', () => {
  it('saves the times shifted by the zone and loads them back as they were typed', () => {
    const central = zoneOffsetMinutes(TimeZone.Central);
    expect(central).toBe(-360);
    const typed = { ...newSchedule(T.DaySpecific, { optionsId: O.CellularMonitors, label: 'Mornings' }), startTime: 360, interval: 720 };
    const { base, fields } = saveBodies(typed, central);
    expect(base).toEqual({ label: 'Mornings', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific });
    // Only the type's own fields go to PUT Schedule/{uid}/DaySpecific, its time shifted to GMT.
    expect(fields).toEqual({ startTime: 720, interval: 720, dayMask: ALL_DAYS_MASK, maxReports: 0 });
    const loaded = scheduleToForm(answer({ ...typed, ...fields } as Schedule), central);
    expect(loaded).toMatchObject({ startTime: 360, interval: 720 });
    expect(scheduleLine(answer({ ...typed, ...fields } as Schedule), central)).toBe('Day Specific: every 12 hours from 6:00 AM, every day');
  });

  it('keeps the type when the new option allows it, else starts the option’s first type with the name kept', () => {
    const tote = { ...newSchedule(T.HourlyInterval, { optionsId: O.ToteMonitors, label: 'Totes' }), wdInterval: 240 };
    expect(withOptions(tote, O.VeederRootPoll)).toMatchObject({
      optionsId: O.VeederRootPoll,
      scheduleTypeId: T.HourlyInterval,
      wdInterval: 240,
    });
    const cellular = withOptions(tote, O.CellularMonitors);
    expect(cellular).toMatchObject({ optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific, label: 'Totes', startTime: 360 });
    expect(cellular).not.toHaveProperty('wdInterval');
    expect(blankSchedule()).toMatchObject({ label: '', optionsId: O.FirstGenControllers, scheduleTypeId: T.HourlyInterval });
  });

  it("offers a custom schedule's allowed minutes and every other time in quarter hours, keeping a held odd one", () => {
    expect(timeOfDayChoices(O.VeederRootPoll, true).map((c) => c.value)).toEqual(Array.from({ length: 24 }, (_, h) => h * 60));
    expect(timeOfDayChoices(O.EmailReports, true)).toHaveLength(96);
    expect(timeOfDayChoices(O.EmailReports, true)[1]).toEqual({ value: 15, label: '12:15 AM' });
    expect(timeOfDayChoices(O.VeederRootPoll, true, 390).map((c) => c.label)).toContain('6:30 AM');
    expect(timeOfDayChoices(O.CellularMonitors, false)).toHaveLength(MINUTES_PER_DAY / 15);
  });

  it('offers the intervals of the type and option: the restricted list for tote monitors', () => {
    const tote = newSchedule(T.HourlyInterval, { optionsId: O.ToteMonitors });
    expect(intervalChoices(tote, 60).map((c) => c.minutes)).toEqual(RESTRICTED_INTERVALS.map((c) => c.minutes));
    const day = newSchedule(T.DaySpecific, { optionsId: O.CellularMonitors });
    expect(intervalChoices(day, 1440)).toHaveLength(24);
    expect(intervalChoices(tote, 600).at(-1)).toEqual({ minutes: 600, label: '600 minutes' });
  });
});
