import type { ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import { ScheduleOptions } from '@ullage/domain/alerts/schedules';
import { describeSchedule, SYSTEM_SCHEDULES } from '@ullage/domain/alerts/system-schedules';
import { describe, expect, it } from 'vitest';
import { allowedTypesText, scheduleChoices } from './schedule-choices';

const all: ScheduleDto[] = SYSTEM_SCHEDULES.map((s) => ({
  ...s,
  system: true,
  description: describeSchedule(s),
  folderUid: null,
  folderLabel: null,
  finalized: true,
}));

describe('schedules a device is offered (spec 001 §9 allowed types per schedule option)', () => {
  it('offers a cellular monitor its day-specific schedules only', () => {
    const choices = scheduleChoices(all, ScheduleOptions.CellularMonitors, null);
    const offered = all.filter((s) => choices.some((c) => c.value === s.uid));
    expect(offered.length).toBeGreaterThan(0);
    expect(new Set(offered.map((s) => s.scheduleTypeId))).toEqual(new Set([9]));
    expect(allowedTypesText(ScheduleOptions.CellularMonitors)).toBe('Day Specific');
    expect(allowedTypesText(ScheduleOptions.SecondGenCellMonitors)).toBe('Custom Specific, Custom Recurring or Hourly Interval');
  });

  it('lists a held schedule of another option, marked and not choosable', () => {
    const tote = all.find((s) => s.optionsId === ScheduleOptions.ToteMonitors)!;
    const choices = scheduleChoices(all, ScheduleOptions.CellularMonitors, tote.uid);
    expect(choices[choices.length - 1]).toEqual({ value: tote.uid, label: `${tote.label} (not for this model)`, disabled: true });
  });

  it("offers the company's finished schedules of the option, named with their folder, before the system ones", () => {
    const base = {
      ...all.find((s) => s.optionsId === ScheduleOptions.CellularMonitors)!,
      system: false,
      folderUid: 5000,
      folderLabel: 'North Branch',
    };
    const own = { ...base, uid: 5001, label: 'Branch mornings', finalized: true };
    const unfinished = { ...base, uid: 5002, label: 'Half saved', finalized: false };
    const choices = scheduleChoices([own, unfinished, ...all], ScheduleOptions.CellularMonitors, null);
    expect(choices[0]).toEqual({ value: 5001, label: 'Branch mornings (North Branch)' });
    expect(choices.some((c) => c.value === 5002)).toBe(false);
    // Held while unfinished: listed, marked, not choosable; held but not listed at all: kept as is.
    expect(scheduleChoices([unfinished], ScheduleOptions.CellularMonitors, 5002)).toEqual([
      { value: 5002, label: 'Half saved (not finished)', disabled: true },
    ]);
    expect(scheduleChoices([], ScheduleOptions.CellularMonitors, 7777)).toEqual([{ value: 7777, label: 'Schedule 7777' }]);
  });
});
