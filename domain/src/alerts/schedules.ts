// spec 001 §3.7, §4, §5 and §9: schedule types, schedule options, the type-specific fields, save
// validation, and the day-mask, interval and time-zone arithmetic the schedule editor needs.
// Times of day are minutes after midnight (0-1439); intervals are minutes.
import { z } from 'zod';
import { UNKNOWN_SCHEDULE_TYPE } from '../messages';
import { num, text } from '../validation';

export const MINUTES_PER_DAY = 1440;

// spec 001 §9 Schedules: the type ids. `savePath` is the last segment of
// PUT Schedule/{uid}/{DaySpecific|Hourly|Custom|Window|MonthDayRelative|MonthDaySpecific} (spec 001 §7).
export const SCHEDULE_TYPES = [
  { id: 1, key: 'CustomSpecific', label: 'Custom Specific', savePath: 'Custom' },
  { id: 2, key: 'CustomRecurring', label: 'Custom Recurring', savePath: 'Custom' },
  { id: 3, key: 'HourlyInterval', label: 'Hourly Interval', savePath: 'Hourly' },
  { id: 5, key: 'Window', label: 'Window', savePath: 'Window' },
  { id: 6, key: 'MonthDayRelative', label: 'Month Day Relative', savePath: 'MonthDayRelative' },
  { id: 9, key: 'DaySpecific', label: 'Day Specific', savePath: 'DaySpecific' },
  { id: 10, key: 'MonthDaySpecific', label: 'Month Day Specific', savePath: 'MonthDaySpecific' },
] as const;

type ScheduleTypeEntry = (typeof SCHEDULE_TYPES)[number];
export type ScheduleTypeKey = ScheduleTypeEntry['key'];
export type ScheduleTypeId = ScheduleTypeEntry['id'];

export const ScheduleType = Object.fromEntries(SCHEDULE_TYPES.map((t) => [t.key, t.id])) as {
  [K in ScheduleTypeKey]: Extract<ScheduleTypeEntry, { key: K }>['id'];
};

export const SCHEDULE_TYPE_IDS = SCHEDULE_TYPES.map((t) => t.id) as [ScheduleTypeId, ...ScheduleTypeId[]];

// spec 001 §4 and §8: a type id outside the list answers UNKNOWN_SCHEDULE_TYPE (messages.ts).
export const scheduleTypeIdSchema = z.literal(SCHEDULE_TYPE_IDS, { error: UNKNOWN_SCHEDULE_TYPE });

export function isScheduleTypeId(n: number): n is ScheduleTypeId {
  return (SCHEDULE_TYPE_IDS as readonly number[]).includes(n);
}

export function scheduleTypeLabel(id: number): string {
  return SCHEDULE_TYPES.find((t) => t.id === id)?.label ?? 'Unknown';
}

/** The segment of PUT Schedule/{uid}/{segment} that saves a type's own fields (spec 001 §7). */
export function scheduleSavePath(typeId: number): ScheduleTypeEntry['savePath'] {
  const entry = SCHEDULE_TYPES.find((t) => t.id === typeId);
  if (!entry) throw new Error(UNKNOWN_SCHEDULE_TYPE);
  return entry.savePath;
}

// spec 001 §9 "Allowed types per schedule option", in the spec's order; the spec gives no ids.
// customMinutes (spec 001 §9): the minute choices of a custom schedule's times.
// intervals: 'restricted' is spec 001 §9's "one option's interval schedule offers only 1 day,
// 1 hour, and even hours 2-12 except 10". The spec does not say which option; tote monitors (the
// Bluetooth-configured, interval-only family with the smallest battery) are the one here.
export const SCHEDULE_OPTIONS = [
  {
    id: 1,
    key: 'FirstGenControllers',
    label: 'First Gen Controllers',
    scheduleTypeIds: [ScheduleType.HourlyInterval, ScheduleType.Window, ScheduleType.MonthDayRelative, ScheduleType.MonthDaySpecific],
    customMinutes: [0],
    intervals: 'standard',
  },
  {
    id: 2,
    key: 'VeederRootNonPoll',
    label: 'Veeder Root (Non-Poll)',
    scheduleTypeIds: [ScheduleType.HourlyInterval],
    customMinutes: [0],
    intervals: 'standard',
  },
  {
    id: 3,
    key: 'VeederRootPoll',
    label: 'Veeder Root (Poll)',
    scheduleTypeIds: [ScheduleType.CustomSpecific, ScheduleType.CustomRecurring, ScheduleType.HourlyInterval],
    customMinutes: [0],
    intervals: 'standard',
  },
  {
    id: 4,
    key: 'SecondGenCellMonitors',
    label: 'Second Gen Cell Monitors',
    scheduleTypeIds: [ScheduleType.CustomSpecific, ScheduleType.CustomRecurring, ScheduleType.HourlyInterval],
    customMinutes: [0],
    intervals: 'standard',
  },
  {
    id: 5,
    key: 'ScoutMoxaInconSsa',
    label: 'Scout/Moxa and Incon SSA',
    scheduleTypeIds: [ScheduleType.HourlyInterval],
    customMinutes: [0],
    intervals: 'standard',
  },
  {
    id: 6,
    key: 'SecondGenControllers',
    label: 'Second Gen Controllers',
    scheduleTypeIds: [ScheduleType.CustomSpecific, ScheduleType.CustomRecurring],
    customMinutes: [0],
    intervals: 'standard',
  },
  {
    id: 7,
    key: 'EmailReports',
    label: 'Email Reports',
    scheduleTypeIds: [
      ScheduleType.CustomSpecific,
      ScheduleType.CustomRecurring,
      ScheduleType.HourlyInterval,
      ScheduleType.MonthDayRelative,
      ScheduleType.MonthDaySpecific,
    ],
    customMinutes: [0, 15, 30, 45],
    intervals: 'standard',
  },
  {
    id: 8,
    key: 'EncompassGateway',
    label: 'Encompass Gateway',
    scheduleTypeIds: [ScheduleType.CustomSpecific, ScheduleType.CustomRecurring, ScheduleType.HourlyInterval],
    customMinutes: [0],
    intervals: 'standard',
  },
  {
    id: 9,
    key: 'CellularMonitors',
    label: 'Cellular Monitors',
    scheduleTypeIds: [ScheduleType.DaySpecific],
    customMinutes: [0],
    intervals: 'standard',
  },
  {
    id: 10,
    key: 'ToteMonitors',
    label: 'Tote Monitors',
    scheduleTypeIds: [ScheduleType.HourlyInterval],
    customMinutes: [0],
    intervals: 'restricted',
  },
] as const satisfies readonly {
  id: number;
  key: string;
  label: string;
  scheduleTypeIds: readonly ScheduleTypeId[];
  customMinutes: readonly number[];
  intervals: 'standard' | 'restricted';
}[];

type ScheduleOptionsEntry = (typeof SCHEDULE_OPTIONS)[number];
export type ScheduleOptionsKey = ScheduleOptionsEntry['key'];
export type ScheduleOptionsId = ScheduleOptionsEntry['id'];

export const ScheduleOptions = Object.fromEntries(SCHEDULE_OPTIONS.map((o) => [o.key, o.id])) as {
  [K in ScheduleOptionsKey]: Extract<ScheduleOptionsEntry, { key: K }>['id'];
};

export const SCHEDULE_OPTIONS_IDS = SCHEDULE_OPTIONS.map((o) => o.id) as [ScheduleOptionsId, ...ScheduleOptionsId[]];

export const scheduleOptionsIdSchema = z.literal(SCHEDULE_OPTIONS_IDS, {
  error: 'Schedule Options: is not a known schedule option',
});

function optionsEntry(optionsId: number): ScheduleOptionsEntry | undefined {
  return SCHEDULE_OPTIONS.find((o) => o.id === optionsId);
}

/** The schedule types a schedule option allows (spec 001 §5, §9); none for an unknown option. */
export function allowedScheduleTypes(optionsId: number): readonly ScheduleTypeId[] {
  return optionsEntry(optionsId)?.scheduleTypeIds ?? [];
}

export function isScheduleTypeAllowed(optionsId: number, typeId: number): boolean {
  return (allowedScheduleTypes(optionsId) as readonly number[]).includes(typeId);
}

/** spec 001 §9: custom schedule minute choices: 0, 15, 30, 45 for email reports, otherwise 0. */
export function customMinuteChoices(optionsId: number): readonly number[] {
  return optionsEntry(optionsId)?.customMinutes ?? [0];
}

/** Every time of day a custom schedule of this option can pick, in minutes. */
export function customTimeChoices(optionsId: number): number[] {
  const minutes = customMinuteChoices(optionsId);
  return Array.from({ length: 24 }, (_, hour) => minutes.map((m) => hour * 60 + m)).flat();
}

// ---------------------------------------------------------------------------------------------
// Days of the week and the month-day grid.

/** spec 001 §9: day mask bits, Sunday 1 doubling to Saturday 64; the id is the bit. */
export const DAYS_OF_WEEK = [
  { id: 1, key: 'Sunday', label: 'Sunday', short: 'Sun' },
  { id: 2, key: 'Monday', label: 'Monday', short: 'Mon' },
  { id: 4, key: 'Tuesday', label: 'Tuesday', short: 'Tue' },
  { id: 8, key: 'Wednesday', label: 'Wednesday', short: 'Wed' },
  { id: 16, key: 'Thursday', label: 'Thursday', short: 'Thu' },
  { id: 32, key: 'Friday', label: 'Friday', short: 'Fri' },
  { id: 64, key: 'Saturday', label: 'Saturday', short: 'Sat' },
] as const;

type DayOfWeekEntry = (typeof DAYS_OF_WEEK)[number];
export type DayOfWeekKey = DayOfWeekEntry['key'];
export type DayOfWeekBit = DayOfWeekEntry['id'];

export const DayOfWeek = Object.fromEntries(DAYS_OF_WEEK.map((d) => [d.key, d.id])) as {
  [K in DayOfWeekKey]: Extract<DayOfWeekEntry, { key: K }>['id'];
};

/** Every day: spec 001 §3.7's DaySpecific default dayMask 127. */
export const ALL_DAYS_MASK = 127;

export function dayMaskOf(days: readonly DayOfWeekBit[]): number {
  return days.reduce<number>((mask, bit) => mask | bit, 0);
}

export function daysOfMask(mask: number): DayOfWeekBit[] {
  return DAYS_OF_WEEK.map((d) => d.id).filter((bit) => (mask & bit) !== 0);
}

/** spec 001 §9: the month-day grid is 5 rows by 7 days, cells 1-35. */
export const MONTH_DAY_GRID_ROWS = 5;
export const MONTH_DAY_GRID_COLUMNS = 7;
export const MONTH_DAY_CELLS = MONTH_DAY_GRID_ROWS * MONTH_DAY_GRID_COLUMNS;
// 35 bits do not fit JavaScript's 32-bit bitwise operators, so month-day masks use arithmetic.
export const MONTH_DAY_MASK_MAX = 2 ** MONTH_DAY_CELLS - 1;

/** The mask bit of a month-day cell (1-35). */
export function monthDayBit(cell: number): number {
  if (!Number.isInteger(cell) || cell < 1 || cell > MONTH_DAY_CELLS) {
    throw new RangeError(`Month-day cell must be 1-${MONTH_DAY_CELLS}`);
  }
  return 2 ** (cell - 1);
}

export function monthDayMaskOf(cells: readonly number[]): number {
  return [...new Set(cells)].reduce((mask, cell) => mask + monthDayBit(cell), 0);
}

export function monthDaysOfMask(mask: number): number[] {
  const cells: number[] = [];
  for (let cell = 1; cell <= MONTH_DAY_CELLS; cell++) {
    if (Math.floor(mask / 2 ** (cell - 1)) % 2 === 1) cells.push(cell);
  }
  return cells;
}

// ---------------------------------------------------------------------------------------------
// Intervals.

/** spec 001 §9: events per day for an interval: ceil(1440 / interval). */
export function eventsPerDay(intervalMinutes: number): number {
  if (!(intervalMinutes > 0)) return 0;
  return Math.ceil(MINUTES_PER_DAY / intervalMinutes);
}

export interface IntervalChoice {
  minutes: number;
  label: string;
}

export function intervalLabel(minutes: number): string {
  if (minutes === MINUTES_PER_DAY) return '1 day';
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

const choice = (minutes: number): IntervalChoice => ({ minutes, label: intervalLabel(minutes) });

/** spec 001 §9: day-specific intervals are 1 day or 1-23 hours. */
export const DAY_SPECIFIC_INTERVALS: readonly IntervalChoice[] = [
  choice(MINUTES_PER_DAY),
  ...Array.from({ length: 23 }, (_, i) => choice((i + 1) * 60)),
];

/** spec 001 §9: the restricted interval list: 1 day, 1 hour, and even hours 2-12 except 10. */
export const RESTRICTED_INTERVALS: readonly IntervalChoice[] = [MINUTES_PER_DAY, 60, 120, 240, 360, 480, 720].map(choice);

/** The intervals an option's hourly-interval schedule offers. Options without the restriction offer
 * the same 1 day or 1-23 hours as a day-specific schedule (the spec lists no other set). */
export function hourlyIntervalChoices(optionsId: number): readonly IntervalChoice[] {
  return optionsEntry(optionsId)?.intervals === 'restricted' ? RESTRICTED_INTERVALS : DAY_SPECIFIC_INTERVALS;
}

/** "6:00 AM" for 360. */
export function minuteOfDayLabel(minutes: number): string {
  const m = wrapMinuteOfDay(minutes);
  const hour24 = Math.floor(m / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(m % 60).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

// ---------------------------------------------------------------------------------------------
// Time-zone shift (spec 001 §4): stored times are shifted by the selected time zone's offset,
// subtracted before saving and added after loading, in minutes, wrapping within the day.

export function wrapMinuteOfDay(minutes: number): number {
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** Local time of day -> stored time of day. `offsetMinutes` is the zone's offset from GMT (EST -300). */
export function toStoredMinutes(localMinutes: number, offsetMinutes: number): number {
  return wrapMinuteOfDay(localMinutes - offsetMinutes);
}

/** Stored time of day -> local time of day. */
export function toLocalMinutes(storedMinutes: number, offsetMinutes: number): number {
  return wrapMinuteOfDay(storedMinutes + offsetMinutes);
}

const TIME_FIELDS = ['startTime', 'windowOpen', 'windowClose', 'wdStartTime', 'weStartTime'] as const;

function shiftTimes<T extends object>(schedule: T, shift: (m: number) => number): T {
  const out = { ...schedule } as Record<string, unknown>;
  for (const field of TIME_FIELDS) {
    const value = out[field];
    if (typeof value === 'number') out[field] = shift(value);
  }
  if (Array.isArray(out.times)) out.times = (out.times as number[]).map(shift);
  return out as T;
}

/** A schedule as edited (local times) -> as saved. Intervals, masks and counts are unchanged. */
export function scheduleForSave<T extends object>(schedule: T, offsetMinutes: number): T {
  return shiftTimes(schedule, (m) => toStoredMinutes(m, offsetMinutes));
}

/** A schedule as loaded -> as edited (local times). */
export function scheduleAfterLoad<T extends object>(schedule: T, offsetMinutes: number): T {
  return shiftTimes(schedule, (m) => toLocalMinutes(m, offsetMinutes));
}

// ---------------------------------------------------------------------------------------------
// Schemas.

/** spec 001 §5 Schedule save: the one message of every "no time selected" case. */
export const NO_TIME_SELECTED = 'You must select at least one time for this schedule';
export const SCHEDULE_NAME_REQUIRED = 'Schedule name is required';

const minuteOfDay = (displayName: string) => num(displayName, { int: true, min: 0, max: MINUTES_PER_DAY - 1 });
const interval = (displayName: string) => num(displayName, { int: true, min: 1, max: MINUTES_PER_DAY });
const dayMask = num('Day Mask', { int: true, min: 0, max: ALL_DAYS_MASK });
const monthDayMask = num('Day Mask', { int: true, min: 0, max: MONTH_DAY_MASK_MAX });

/** spec 001 §3.7 DaySpecific. maxReports 0 means no cap (the spec gives no default). */
export const daySpecificFieldsSchema = z.object({
  startTime: minuteOfDay('Start Time').default(360),
  interval: interval('Interval').default(MINUTES_PER_DAY),
  dayMask: dayMask.default(ALL_DAYS_MASK),
  maxReports: z.number().int().min(0).default(0),
});

/** spec 001 §3.7 Interval (hourly). sunWe / satWe: Sunday / Saturday follow the weekend settings.
 * spec 001 §9 gives the weekend interval default (1440); the weekday default (hourly from 6:00) is
 * ours, and event counts default to eventsPerDay of their interval. */
export const intervalFieldsSchema = z.object({
  wdStartTime: minuteOfDay('Weekday Start Time').default(360),
  wdInterval: interval('Weekday Interval').default(60),
  wdEvents: z.number().int().min(0).default(eventsPerDay(60)),
  weStartTime: minuteOfDay('Weekend Start Time').default(360),
  weInterval: interval('Weekend Interval').default(MINUTES_PER_DAY),
  weEvents: z.number().int().min(0).default(eventsPerDay(MINUTES_PER_DAY)),
  sunWe: z.boolean().default(true),
  satWe: z.boolean().default(true),
});

/** spec 001 §3.7 Window: one call at `interval` within windowOpen-windowClose; a close earlier than
 * the open (the defaults, 6:00 to 5:00) runs past midnight. */
export const windowFieldsSchema = z.object({
  windowOpen: minuteOfDay('Window Open').default(360),
  windowClose: minuteOfDay('Window Close').default(300),
  interval: interval('Interval').default(MINUTES_PER_DAY),
});

/** spec 001 §3.7 MonthDayRelative: e.g. the first Sunday. startDayOfWeek is a day bit (Sunday 1 ..
 * Saturday 64), startWeek 1-5 (5 = the last). The spec gives recurrence only as a field with default
 * 4; it is kept as the count the device firmware reads. */
export const monthDayRelativeFieldsSchema = z.object({
  startTime: minuteOfDay('Start Time').default(360),
  startDayOfWeek: z.literal(DAYS_OF_WEEK.map((d) => d.id) as [DayOfWeekBit, ...DayOfWeekBit[]]).default(DayOfWeek.Sunday),
  startWeek: num('Start Week', { int: true, min: 1, max: 5 }).default(1),
  recurrence: num('Recurrence', { int: true, min: 1 }).default(4),
});

/** spec 001 §3.7 MonthDaySpecific: dayMask holds month-day grid cells 1-35 (monthDayBit). */
export const monthDaySpecificFieldsSchema = z.object({
  startTime: minuteOfDay('Start Time').default(360),
  dayMask: monthDayMask.default(0),
});

/** spec 001 §3.7 Custom (recurring and specific): chosen times of day, at most maxEvents (4) of them.
 * sunWe / satWe: the schedule also runs on Sunday / Saturday. */
export const customFieldsSchema = z.object({
  times: z.array(minuteOfDay('Time')).default([]),
  maxEvents: num('Max Events', { int: true, min: 1 }).default(4),
  sunWe: z.boolean().default(true),
  satWe: z.boolean().default(true),
});

/** The type-specific body of PUT Schedule/{uid}/{savePath} per type. */
export const SCHEDULE_FIELDS_SCHEMAS = {
  [ScheduleType.CustomSpecific]: customFieldsSchema,
  [ScheduleType.CustomRecurring]: customFieldsSchema,
  [ScheduleType.HourlyInterval]: intervalFieldsSchema,
  [ScheduleType.Window]: windowFieldsSchema,
  [ScheduleType.MonthDayRelative]: monthDayRelativeFieldsSchema,
  [ScheduleType.DaySpecific]: daySpecificFieldsSchema,
  [ScheduleType.MonthDaySpecific]: monthDaySpecificFieldsSchema,
} as const satisfies Record<ScheduleTypeId, z.ZodObject>;

/** spec 001 §3.7 Schedule (the base saved first). occurancesPerDay keeps the spec's spelling. */
export const scheduleBaseSchema = z.object({
  uid: z.number().int().default(0),
  // Required means not blank: one message for empty and for spaces only.
  label: text('Schedule Name', { message: SCHEDULE_NAME_REQUIRED }).refine((s) => s.trim().length > 0, {
    message: SCHEDULE_NAME_REQUIRED,
  }),
  optionsId: scheduleOptionsIdSchema,
  occurancesPerDay: z.number().int().min(0).default(0),
  billedReportsPerMonth: z.number().int().min(0).default(0),
  scheduleTypeId: scheduleTypeIdSchema,
});

const custom = <T extends typeof ScheduleType.CustomSpecific | typeof ScheduleType.CustomRecurring>(typeId: T) =>
  scheduleBaseSchema
    .extend({ scheduleTypeId: z.literal(typeId) })
    .extend(customFieldsSchema.shape)
    .superRefine((s, ctx) => {
      if (s.times.length === 0) ctx.addIssue({ code: 'custom', path: ['times'], message: NO_TIME_SELECTED });
      if (s.times.length > s.maxEvents) {
        ctx.addIssue({
          code: 'custom',
          path: ['times'],
          message: `You may select at most ${s.maxEvents} times for this schedule`,
        });
      }
    });

export const customSpecificScheduleSchema = custom(ScheduleType.CustomSpecific);
export const customRecurringScheduleSchema = custom(ScheduleType.CustomRecurring);

export const hourlyIntervalScheduleSchema = scheduleBaseSchema
  .extend({ scheduleTypeId: z.literal(ScheduleType.HourlyInterval) })
  .extend(intervalFieldsSchema.shape)
  .refine((s) => s.wdEvents > 0 || s.weEvents > 0, { path: ['wdEvents'], message: NO_TIME_SELECTED });

export const windowScheduleSchema = scheduleBaseSchema
  .extend({ scheduleTypeId: z.literal(ScheduleType.Window) })
  .extend(windowFieldsSchema.shape);

export const monthDayRelativeScheduleSchema = scheduleBaseSchema
  .extend({ scheduleTypeId: z.literal(ScheduleType.MonthDayRelative) })
  .extend(monthDayRelativeFieldsSchema.shape);

export const daySpecificScheduleSchema = scheduleBaseSchema
  .extend({ scheduleTypeId: z.literal(ScheduleType.DaySpecific) })
  .extend(daySpecificFieldsSchema.shape)
  .refine((s) => s.dayMask !== 0, { path: ['dayMask'], message: NO_TIME_SELECTED });

export const monthDaySpecificScheduleSchema = scheduleBaseSchema
  .extend({ scheduleTypeId: z.literal(ScheduleType.MonthDaySpecific) })
  .extend(monthDaySpecificFieldsSchema.shape)
  .refine((s) => s.dayMask !== 0, { path: ['dayMask'], message: NO_TIME_SELECTED });

/** Message when a schedule's type is not one its option allows (spec 001 §5; wording ours). */
export const SCHEDULE_TYPE_NOT_ALLOWED = 'This schedule type is not available for the selected schedule options';

/** A whole schedule as saved (spec 001 §4: base, then type-specific data), with the save rules of
 * spec 001 §5: name required, at least one time, and a type the option allows. */
export const scheduleSchema = z
  .discriminatedUnion(
    'scheduleTypeId',
    [
      customSpecificScheduleSchema,
      customRecurringScheduleSchema,
      hourlyIntervalScheduleSchema,
      windowScheduleSchema,
      monthDayRelativeScheduleSchema,
      daySpecificScheduleSchema,
      monthDaySpecificScheduleSchema,
    ],
    { error: UNKNOWN_SCHEDULE_TYPE },
  )
  .superRefine((s, ctx) => {
    if (!isScheduleTypeAllowed(s.optionsId, s.scheduleTypeId)) {
      ctx.addIssue({ code: 'custom', path: ['scheduleTypeId'], message: SCHEDULE_TYPE_NOT_ALLOWED });
    }
  });
export type Schedule = z.infer<typeof scheduleSchema>;

/** The messages a save would show, in order; empty when the schedule can be saved. */
export function scheduleSaveMessages(input: unknown): string[] {
  const result = scheduleSchema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))];
}

/** A fresh schedule of a type with every default of spec 001 §3.7 (label may still be empty). */
export function newSchedule(typeId: number, base: { uid?: number; optionsId: ScheduleOptionsId; label?: string }): Schedule {
  if (!isScheduleTypeId(typeId)) throw new Error(UNKNOWN_SCHEDULE_TYPE);
  const fields = SCHEDULE_FIELDS_SCHEMAS[typeId].parse({});
  return {
    uid: base.uid ?? 0,
    label: base.label ?? '',
    optionsId: base.optionsId,
    occurancesPerDay: 0,
    billedReportsPerMonth: 0,
    scheduleTypeId: typeId,
    ...fields,
  } as Schedule;
}

/** spec 001 §4: changing the type replaces the schedule with a fresh one of the new type, keeping
 * uid, optionsId and label; every time is cleared back to the new type's defaults. */
export function changeScheduleType(schedule: { uid: number; optionsId: ScheduleOptionsId; label: string }, newTypeId: number): Schedule {
  return newSchedule(newTypeId, { uid: schedule.uid, optionsId: schedule.optionsId, label: schedule.label });
}

/** How many times a day the schedule fires, for occurancesPerDay: the busier of weekday and weekend
 * for hourly intervals, the number of chosen times for custom schedules, one for monthly types. */
export function occurrencesPerDay(schedule: Schedule): number {
  switch (schedule.scheduleTypeId) {
    case ScheduleType.CustomSpecific:
    case ScheduleType.CustomRecurring:
      return schedule.times.length;
    case ScheduleType.HourlyInterval:
      return Math.max(schedule.wdEvents, schedule.weEvents);
    case ScheduleType.Window: {
      const open = schedule.windowOpen;
      const length = wrapMinuteOfDay(schedule.windowClose - open) || MINUTES_PER_DAY;
      return Math.max(1, Math.ceil(length / schedule.interval));
    }
    case ScheduleType.DaySpecific:
      return eventsPerDay(schedule.interval);
    case ScheduleType.MonthDayRelative:
    case ScheduleType.MonthDaySpecific:
      return 1;
  }
}
