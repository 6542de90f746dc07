// spec 001 §9 Time and display: "Time zones: 27 entries with GMT offsets, from 1 EST to 27 CLST".
// The spec names only the ends; the entries between are the zones a distributor in North, Central
// and South America delivers in, plus UTC. gmtOffsetHours is the standard-time offset; observesDst
// says whether the zone moves its clocks, and ianaName is the real zone whose rules decide when
// (spec 001 §3.5 TimeZone config: observeDst true, timeZoneId 1). Those three come from
// time-zone-rules.ts, with the offsets and the server's timestamps: a signed-in page's first paint
// reads them without the names and labels here (docs/decisions/086-largest-route-bytes.md).
import { timeZoneRule, utcOffsetHours } from './time-zone-rules';

const ZONES = [
  {
    id: 1,
    key: 'Eastern',
    abbreviation: 'EST',
    label: 'Eastern Standard Time',
  },
  {
    id: 2,
    key: 'Central',
    abbreviation: 'CST',
    label: 'Central Standard Time',
  },
  {
    id: 3,
    key: 'Mountain',
    abbreviation: 'MST',
    label: 'Mountain Standard Time',
  },
  {
    id: 4,
    key: 'Arizona',
    abbreviation: 'MST',
    label: 'Mountain Standard Time (Arizona, no DST)',
  },
  {
    id: 5,
    key: 'Pacific',
    abbreviation: 'PST',
    label: 'Pacific Standard Time',
  },
  {
    id: 6,
    key: 'Alaska',
    abbreviation: 'AKST',
    label: 'Alaska Standard Time',
  },
  {
    id: 7,
    key: 'Hawaii',
    abbreviation: 'HST',
    label: 'Hawaii-Aleutian Standard Time',
  },
  {
    id: 8,
    key: 'Atlantic',
    abbreviation: 'AST',
    label: 'Atlantic Standard Time',
  },
  {
    id: 9,
    key: 'Newfoundland',
    abbreviation: 'NST',
    label: 'Newfoundland Standard Time',
  },
  {
    id: 10,
    key: 'Saskatchewan',
    abbreviation: 'CST',
    label: 'Central Standard Time (Saskatchewan, no DST)',
  },
  {
    id: 11,
    key: 'PuertoRico',
    abbreviation: 'AST',
    label: 'Atlantic Standard Time (Puerto Rico, Dominican Republic, no DST)',
  },
  {
    id: 12,
    key: 'MexicoCentral',
    abbreviation: 'CST',
    label: 'Central Standard Time (Mexico City, Monterrey)',
  },
  {
    id: 13,
    key: 'MexicoPacific',
    abbreviation: 'MST',
    label: 'Mexican Pacific Time (Sinaloa, Baja California Sur)',
  },
  {
    id: 14,
    key: 'BajaCalifornia',
    abbreviation: 'PST',
    label: 'Pacific Standard Time (Baja California)',
  },
  {
    id: 15,
    key: 'CentralAmerica',
    abbreviation: 'CST',
    label: 'Central America Time',
  },
  {
    id: 16,
    key: 'EasternNoDst',
    abbreviation: 'EST',
    label: 'Eastern Standard Time (Quintana Roo, Panama, no DST)',
  },
  {
    id: 17,
    key: 'Colombia',
    abbreviation: 'COT',
    label: 'Colombia Time',
  },
  {
    id: 18,
    key: 'Ecuador',
    abbreviation: 'ECT',
    label: 'Ecuador Time',
  },
  { id: 19, key: 'Peru', abbreviation: 'PET', label: 'Peru Time' },
  {
    id: 20,
    key: 'Venezuela',
    abbreviation: 'VET',
    label: 'Venezuela Time',
  },
  {
    id: 21,
    key: 'Bolivia',
    abbreviation: 'BOT',
    label: 'Bolivia Time',
  },
  {
    id: 22,
    key: 'Brasilia',
    abbreviation: 'BRT',
    label: 'Brasilia Time',
  },
  {
    id: 23,
    key: 'Argentina',
    abbreviation: 'ART',
    label: 'Argentina Time',
  },
  {
    id: 24,
    key: 'Uruguay',
    abbreviation: 'UYT',
    label: 'Uruguay Time',
  },
  {
    id: 25,
    key: 'Utc',
    abbreviation: 'UTC',
    label: 'Coordinated Universal Time',
  },
  {
    id: 26,
    key: 'Chile',
    abbreviation: 'CLT',
    label: 'Chile Standard Time',
  },
  // Chile Summer Time as a fixed zone: Magallanes keeps UTC-3 all year, which is what a site that
  // wants summer time without switching picks.
  {
    id: 27,
    key: 'ChileSummer',
    abbreviation: 'CLST',
    label: 'Chile Summer Time',
  },
] as const;

/** The 27 zones, each with its rules (time-zone-rules.ts): gmtOffsetHours, observesDst, ianaName. */
export const TIME_ZONES = ZONES.map((z) => ({ ...z, ...timeZoneRule(z.id) }));

type TimeZoneEntry = (typeof TIME_ZONES)[number];
export type TimeZoneKey = TimeZoneEntry['key'];
export type TimeZoneId = TimeZoneEntry['id'];

export const TimeZone = Object.fromEntries(TIME_ZONES.map((t) => [t.key, t.id])) as {
  [K in TimeZoneKey]: Extract<TimeZoneEntry, { key: K }>['id'];
};

/** spec 001 §3.5 TimeZone config: timeZoneId 1 (EST). */
export const DEFAULT_TIME_ZONE_ID: TimeZoneId = TimeZone.Eastern;

const MS_PER_HOUR = 3_600_000;

export function timeZoneById(id: number): TimeZoneEntry | undefined {
  return TIME_ZONES.find((t) => t.id === id);
}

/** "GMT-05:00", "GMT-03:30", "GMT+00:00": how pickers show an offset. */
export function gmtOffsetText(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const hh = String(Math.floor(totalMinutes / 60)).padStart(2, '0');
  const mm = String(totalMinutes % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}

/** "(GMT-05:00) EST Eastern Standard Time": one line of a time-zone picker. */
export function timeZoneDisplayName(id: number): string {
  const zone = timeZoneById(id);
  if (!zone) return 'Unknown';
  return `(${gmtOffsetText(zone.gmtOffsetHours)}) ${zone.abbreviation} ${zone.label}`;
}

export interface WallClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
}

/**
 * The instant at which a user with this time-zone config reads `wall` on the clock: a report
 * filter's "1/5/2025" means the user's 1/5/2025 (spec 001 §9: values in the viewer's time zone).
 * The offset is taken at the instant itself, so dates on either side of a summer-time change
 * resolve with their own offset; a wall time skipped by the change lands an hour later.
 */
export function wallClockToInstant(wall: WallClock, timeZoneId: number, observeDst: boolean): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);
  const first = utcOffsetHours(timeZoneId, observeDst, new Date(asUtc));
  const guess = asUtc - first * MS_PER_HOUR;
  const second = utcOffsetHours(timeZoneId, observeDst, new Date(guess));
  return new Date(second === first ? guess : asUtc - second * MS_PER_HOUR);
}

// The rules' functions, where the pickers' callers have always found them.
export { parseCentralTimestamp, toCentralTimestamp, utcOffsetHours } from './time-zone-rules';
