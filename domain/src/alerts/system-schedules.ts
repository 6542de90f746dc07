// spec 001 §7 GET Schedule/System: the schedules every company can give a device, and spec 001 §9
// "Allowed types per schedule option". The spec names the call, not its schedules; these are ours
// (docs/decisions/035-entity-management-screens.md): for each schedule option, a few common
// schedules of each type the option allows, with the intervals the option offers. Times are the
// device's local time of day (its Time Zone config), in minutes.
//
// Uids: system schedules are not entities. Entity uids start at 1001 (one sequence for every
// entity), so system schedules take optionsId * 20 + n, below it, and an Entity schedule config's
// scheduleUid names either kind without ambiguity. Append new presets at the end of a type's list
// only: a device keeps the uid it was given.
import {
  ALL_DAYS_MASK,
  DayOfWeek,
  DAYS_OF_WEEK,
  daysOfMask,
  eventsPerDay,
  hourlyIntervalChoices,
  intervalLabel,
  MINUTES_PER_DAY,
  minuteOfDayLabel,
  monthDayMaskOf,
  monthDaysOfMask,
  newSchedule,
  occurrencesPerDay,
  SCHEDULE_OPTIONS,
  ScheduleType,
  scheduleTypeLabel,
  type Schedule,
  type ScheduleOptionsId,
  type ScheduleTypeId,
} from './schedules';

/** Entity uids start here (server/src/db/schema/entity.table.ts); system schedules stay below. */
export const FIRST_ENTITY_UID = 1001;
const UIDS_PER_OPTION = 20;

const WEEKDAYS_MASK = DayOfWeek.Monday | DayOfWeek.Tuesday | DayOfWeek.Wednesday | DayOfWeek.Thursday | DayOfWeek.Friday;

type Preset = { label: string } & Record<string, unknown>;

/** Presets per schedule type; hourly intervals are filtered to the ones the option offers. */
function presets(typeId: ScheduleTypeId, optionsId: number): Preset[] {
  const hourly = (label: string, wdInterval: number, weInterval: number): Preset => ({
    label,
    wdStartTime: 0,
    wdInterval,
    wdEvents: eventsPerDay(wdInterval),
    weStartTime: 0,
    weInterval,
    weEvents: eventsPerDay(weInterval),
  });
  switch (typeId) {
    case ScheduleType.CustomSpecific:
      return [{ label: 'Twice a day, 6:00 AM and 6:00 PM', times: [360, 1080] }];
    case ScheduleType.CustomRecurring:
      return [{ label: 'Four times a day, from 12:00 AM', times: [0, 360, 720, 1080] }];
    case ScheduleType.HourlyInterval: {
      const offered = new Set(hourlyIntervalChoices(optionsId).map((c) => c.minutes));
      return [
        hourly('Every hour', 60, 60),
        hourly('Every 6 hours', 360, 360),
        hourly('Every 2 hours on weekdays, daily on weekends', 120, MINUTES_PER_DAY),
        hourly('Every 12 hours', 720, 720),
        hourly('Every 4 hours', 240, 240),
      ].filter((p) => offered.has(Number(p.wdInterval)) && offered.has(Number(p.weInterval)));
    }
    case ScheduleType.Window:
      return [{ label: 'Hourly from 6:00 AM to 6:00 PM', windowOpen: 360, windowClose: 1080, interval: 60 }];
    case ScheduleType.MonthDayRelative:
      return [{ label: 'First Monday of the month, 6:00 AM', startTime: 360, startDayOfWeek: DayOfWeek.Monday, startWeek: 1 }];
    case ScheduleType.DaySpecific:
      return [
        { label: 'Daily at 6:00 AM', startTime: 360, interval: MINUTES_PER_DAY, dayMask: ALL_DAYS_MASK },
        { label: 'Every 6 hours', startTime: 0, interval: 360, dayMask: ALL_DAYS_MASK },
        { label: 'Every 4 hours', startTime: 0, interval: 240, dayMask: ALL_DAYS_MASK },
        { label: 'Every 12 hours', startTime: 360, interval: 720, dayMask: ALL_DAYS_MASK },
        { label: 'Weekdays at 6:00 AM', startTime: 360, interval: MINUTES_PER_DAY, dayMask: WEEKDAYS_MASK },
      ];
    case ScheduleType.MonthDaySpecific:
      return [{ label: 'The 1st and 15th of the month, 6:00 AM', startTime: 360, dayMask: monthDayMaskOf([1, 15]) }];
  }
}

function build(): Schedule[] {
  const out: Schedule[] = [];
  for (const option of SCHEDULE_OPTIONS) {
    let n = 0;
    for (const typeId of option.scheduleTypeIds) {
      for (const preset of presets(typeId, option.id)) {
        n += 1;
        const uid = option.id * UIDS_PER_OPTION + n;
        const s = { ...newSchedule(typeId, { uid, optionsId: option.id as ScheduleOptionsId }), ...preset, uid } as Schedule;
        out.push({ ...s, occurancesPerDay: occurrencesPerDay(s) });
      }
    }
  }
  return out;
}

/** Every system schedule (spec 001 §7 Schedule/System). */
export const SYSTEM_SCHEDULES: readonly Schedule[] = build();

export function findSystemSchedule(uid: number): Schedule | undefined {
  return SYSTEM_SCHEDULES.find((s) => s.uid === uid);
}

/** The schedules a device of this schedule option may keep (spec 001 §9): the option's own. */
export function systemSchedulesFor(optionsId: number): Schedule[] {
  return SYSTEM_SCHEDULES.filter((s) => s.optionsId === optionsId);
}

/** Whether a device of `optionsId` may keep this schedule: it is of that option, so of a type the
 * option allows (spec 001 §9). */
export function scheduleFitsOption(schedule: { optionsId: number; scheduleTypeId: number }, optionsId: number): boolean {
  return (
    schedule.optionsId === optionsId &&
    (SCHEDULE_OPTIONS.find((o) => o.id === optionsId)?.scheduleTypeIds as readonly number[] | undefined)?.includes(
      schedule.scheduleTypeId,
    ) === true
  );
}

const dayList = (mask: number) =>
  mask === ALL_DAYS_MASK
    ? 'every day'
    : daysOfMask(mask)
        .map((bit) => DAYS_OF_WEEK.find((d) => d.id === bit)?.short ?? '')
        .join(', ');

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** What a schedule does, in a line: "Day Specific: every 6 hours from 12:00 AM, every day". */
export function describeSchedule(s: Schedule): string {
  const what = (() => {
    switch (s.scheduleTypeId) {
      case ScheduleType.CustomSpecific:
      case ScheduleType.CustomRecurring:
        return `at ${s.times.map(minuteOfDayLabel).join(', ')}`;
      case ScheduleType.HourlyInterval:
        return `weekdays every ${intervalLabel(s.wdInterval)} from ${minuteOfDayLabel(s.wdStartTime)}; weekends every ${intervalLabel(s.weInterval)} from ${minuteOfDayLabel(s.weStartTime)}`;
      case ScheduleType.Window:
        return `every ${intervalLabel(s.interval)} from ${minuteOfDayLabel(s.windowOpen)} to ${minuteOfDayLabel(s.windowClose)}`;
      case ScheduleType.MonthDayRelative: {
        const week = s.startWeek === 5 ? 'last' : ordinal(s.startWeek);
        return `the ${week} ${DAYS_OF_WEEK.find((d) => d.id === s.startDayOfWeek)?.label ?? ''} of the month at ${minuteOfDayLabel(s.startTime)}`;
      }
      case ScheduleType.DaySpecific:
        return s.interval === MINUTES_PER_DAY
          ? `once a day at ${minuteOfDayLabel(s.startTime)}, ${dayList(s.dayMask)}`
          : `every ${intervalLabel(s.interval)} from ${minuteOfDayLabel(s.startTime)}, ${dayList(s.dayMask)}`;
      case ScheduleType.MonthDaySpecific:
        return `on day ${monthDaysOfMask(s.dayMask).join(', ')} of the month at ${minuteOfDayLabel(s.startTime)}`;
    }
  })();
  return `${scheduleTypeLabel(s.scheduleTypeId)}: ${what}`;
}

/** The system schedule of an option that calls every `intervalMinutes` (a day-specific or hourly
 * schedule at that interval), else the option's first; undefined for an option without any. The
 * demo world gives its devices the schedule they report on. */
export function systemScheduleEvery(optionsId: number, intervalMinutes: number): Schedule | undefined {
  const own = systemSchedulesFor(optionsId);
  return (
    own.find(
      (s) =>
        (s.scheduleTypeId === ScheduleType.DaySpecific && s.interval === intervalMinutes && s.dayMask === ALL_DAYS_MASK) ||
        (s.scheduleTypeId === ScheduleType.HourlyInterval && s.wdInterval === intervalMinutes && s.weInterval === intervalMinutes),
    ) ?? own[0]
  );
}
