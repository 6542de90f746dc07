// The schedule editor's values and what it sends (spec 001 §4): a schedule is edited in the local
// time of the selected time zone and saved shifted by its offset (scheduleForSave), loaded back the
// other way (scheduleAfterLoad); the type's own fields go to PUT Schedule/{uid}/{savePath}. The
// choices the controls offer follow the schedule option (spec 001 §9).
import type { ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import {
  allowedScheduleTypes,
  changeScheduleType,
  customTimeChoices,
  DAY_SPECIFIC_INTERVALS,
  hourlyIntervalChoices,
  isScheduleTypeAllowed,
  isScheduleTypeId,
  MINUTES_PER_DAY,
  minuteOfDayLabel,
  newSchedule,
  SCHEDULE_FIELDS_SCHEMAS,
  SCHEDULE_OPTIONS,
  scheduleAfterLoad,
  scheduleForSave,
  ScheduleType,
  type IntervalChoice,
  type Schedule,
  type ScheduleOptionsId,
} from '@ullage/domain/alerts/schedules';
import { describeSchedule } from '@ullage/domain/alerts/system-schedules';
import { timeZoneById } from '@ullage/domain/time-zones';

/** A time zone's offset from GMT in minutes (its standard offset, as the picker lists it). */
export function zoneOffsetMinutes(timeZoneId: number): number {
  return Math.round((timeZoneById(timeZoneId)?.gmtOffsetHours ?? 0) * 60);
}

/** The base and the type's own fields of an answer, as spec 001 §3.7's whole schedule. */
function wholeOf(dto: ScheduleDto): Schedule {
  const typeId = dto.scheduleTypeId;
  const fields = isScheduleTypeId(typeId) ? SCHEDULE_FIELDS_SCHEMAS[typeId].parse(dto) : {};
  return {
    uid: dto.uid,
    label: dto.label,
    optionsId: dto.optionsId,
    occurancesPerDay: dto.occurancesPerDay,
    billedReportsPerMonth: dto.billedReportsPerMonth,
    scheduleTypeId: typeId,
    ...fields,
  } as Schedule;
}

/** A saved schedule as the editor shows it: its times in the zone's local time. */
export function scheduleToForm(dto: ScheduleDto, offsetMinutes: number): Schedule {
  return scheduleAfterLoad(wholeOf(dto), offsetMinutes);
}

/** What a company schedule does, its times said in the viewer's zone. */
export function scheduleLine(dto: ScheduleDto, offsetMinutes: number): string {
  return dto.system ? dto.description : describeSchedule(scheduleToForm(dto, offsetMinutes));
}

/** A new schedule: the first option and the first type it allows, every default of spec 001 §3.7. */
export function blankSchedule(): Schedule {
  const optionsId = SCHEDULE_OPTIONS[0].id;
  return newSchedule(allowedScheduleTypes(optionsId)[0] ?? ScheduleType.HourlyInterval, { optionsId, label: '' });
}

/** A new schedule option: the type stays when the option allows it, else the option's first type
 * replaces it (spec 001 §4's type change: uid, option and name kept, times cleared). */
export function withOptions(schedule: Schedule, optionsId: ScheduleOptionsId): Schedule {
  if (isScheduleTypeAllowed(optionsId, schedule.scheduleTypeId)) return { ...schedule, optionsId };
  return changeScheduleType({ ...schedule, optionsId }, allowedScheduleTypes(optionsId)[0] ?? schedule.scheduleTypeId);
}

/** The three bodies of the save sequence, times shifted for saving. */
export function saveBodies(schedule: Schedule, offsetMinutes: number) {
  const stored = scheduleForSave(schedule, offsetMinutes);
  return {
    base: { label: schedule.label, optionsId: schedule.optionsId, scheduleTypeId: schedule.scheduleTypeId },
    fields: SCHEDULE_FIELDS_SCHEMAS[schedule.scheduleTypeId].parse(stored) as Record<string, unknown>,
  };
}

export interface TimeChoice {
  value: number;
  label: string;
}

/** Times of day a select offers: every quarter hour, or a custom schedule's allowed minutes
 * (spec 001 §9), plus the value it holds when that is none of them (a time saved in another zone). */
export function timeOfDayChoices(optionsId: number, custom: boolean, current?: number): TimeChoice[] {
  const base = custom ? customTimeChoices(optionsId) : Array.from({ length: MINUTES_PER_DAY / 15 }, (_, i) => i * 15);
  const values = current !== undefined && !base.includes(current) ? [...base, current].sort((a, b) => a - b) : base;
  return values.map((value) => ({ value, label: minuteOfDayLabel(value) }));
}

/** The intervals a type's interval select offers (spec 001 §9): day-specific ones 1 day or 1-23
 * hours; hourly and window ones those of the option (the tote monitors' restricted list). */
export function intervalChoices(schedule: Schedule, current: number): readonly IntervalChoice[] {
  const list = schedule.scheduleTypeId === ScheduleType.DaySpecific ? DAY_SPECIFIC_INTERVALS : hourlyIntervalChoices(schedule.optionsId);
  if (list.some((c) => c.minutes === current)) return list;
  return [...list, { minutes: current, label: `${current} minutes` }];
}

/** spec 001 §3.7 MonthDayRelative startWeek: 1-4, and 5 for the last. */
export const WEEK_CHOICES = [
  { value: 1, label: 'First' },
  { value: 2, label: 'Second' },
  { value: 3, label: 'Third' },
  { value: 4, label: 'Fourth' },
  { value: 5, label: 'Last' },
] as const;

export const optionsLabel = (id: number) => SCHEDULE_OPTIONS.find((o) => o.id === id)?.label ?? 'Unknown';
