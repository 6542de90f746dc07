// spec 001 §9 Time and display: "Time zones: 27 entries with GMT offsets, from 1 EST to 27 CLST".
// The spec names only the ends; the entries between are the zones a distributor in North, Central
// and South America delivers in, plus UTC. gmtOffsetHours is the standard-time offset; observesDst
// says whether the zone moves its clocks, and ianaName is the real zone whose rules decide when
// (spec 001 §3.5 TimeZone config: observeDst true, timeZoneId 1).

export const TIME_ZONES = [
  {
    id: 1,
    key: 'Eastern',
    abbreviation: 'EST',
    label: 'Eastern Standard Time',
    gmtOffsetHours: -5,
    observesDst: true,
    ianaName: 'America/New_York',
  },
  {
    id: 2,
    key: 'Central',
    abbreviation: 'CST',
    label: 'Central Standard Time',
    gmtOffsetHours: -6,
    observesDst: true,
    ianaName: 'America/Chicago',
  },
  {
    id: 3,
    key: 'Mountain',
    abbreviation: 'MST',
    label: 'Mountain Standard Time',
    gmtOffsetHours: -7,
    observesDst: true,
    ianaName: 'America/Denver',
  },
  {
    id: 4,
    key: 'Arizona',
    abbreviation: 'MST',
    label: 'Mountain Standard Time (Arizona, no DST)',
    gmtOffsetHours: -7,
    observesDst: false,
    ianaName: 'America/Phoenix',
  },
  {
    id: 5,
    key: 'Pacific',
    abbreviation: 'PST',
    label: 'Pacific Standard Time',
    gmtOffsetHours: -8,
    observesDst: true,
    ianaName: 'America/Los_Angeles',
  },
  {
    id: 6,
    key: 'Alaska',
    abbreviation: 'AKST',
    label: 'Alaska Standard Time',
    gmtOffsetHours: -9,
    observesDst: true,
    ianaName: 'America/Anchorage',
  },
  {
    id: 7,
    key: 'Hawaii',
    abbreviation: 'HST',
    label: 'Hawaii-Aleutian Standard Time',
    gmtOffsetHours: -10,
    observesDst: false,
    ianaName: 'Pacific/Honolulu',
  },
  {
    id: 8,
    key: 'Atlantic',
    abbreviation: 'AST',
    label: 'Atlantic Standard Time',
    gmtOffsetHours: -4,
    observesDst: true,
    ianaName: 'America/Halifax',
  },
  {
    id: 9,
    key: 'Newfoundland',
    abbreviation: 'NST',
    label: 'Newfoundland Standard Time',
    gmtOffsetHours: -3.5,
    observesDst: true,
    ianaName: 'America/St_Johns',
  },
  {
    id: 10,
    key: 'Saskatchewan',
    abbreviation: 'CST',
    label: 'Central Standard Time (Saskatchewan, no DST)',
    gmtOffsetHours: -6,
    observesDst: false,
    ianaName: 'America/Regina',
  },
  {
    id: 11,
    key: 'PuertoRico',
    abbreviation: 'AST',
    label: 'Atlantic Standard Time (Puerto Rico, Dominican Republic, no DST)',
    gmtOffsetHours: -4,
    observesDst: false,
    ianaName: 'America/Puerto_Rico',
  },
  {
    id: 12,
    key: 'MexicoCentral',
    abbreviation: 'CST',
    label: 'Central Standard Time (Mexico City, Monterrey)',
    gmtOffsetHours: -6,
    observesDst: false,
    ianaName: 'America/Mexico_City',
  },
  {
    id: 13,
    key: 'MexicoPacific',
    abbreviation: 'MST',
    label: 'Mexican Pacific Time (Sinaloa, Baja California Sur)',
    gmtOffsetHours: -7,
    observesDst: false,
    ianaName: 'America/Mazatlan',
  },
  {
    id: 14,
    key: 'BajaCalifornia',
    abbreviation: 'PST',
    label: 'Pacific Standard Time (Baja California)',
    gmtOffsetHours: -8,
    observesDst: true,
    ianaName: 'America/Tijuana',
  },
  {
    id: 15,
    key: 'CentralAmerica',
    abbreviation: 'CST',
    label: 'Central America Time',
    gmtOffsetHours: -6,
    observesDst: false,
    ianaName: 'America/Guatemala',
  },
  {
    id: 16,
    key: 'EasternNoDst',
    abbreviation: 'EST',
    label: 'Eastern Standard Time (Quintana Roo, Panama, no DST)',
    gmtOffsetHours: -5,
    observesDst: false,
    ianaName: 'America/Cancun',
  },
  {
    id: 17,
    key: 'Colombia',
    abbreviation: 'COT',
    label: 'Colombia Time',
    gmtOffsetHours: -5,
    observesDst: false,
    ianaName: 'America/Bogota',
  },
  {
    id: 18,
    key: 'Ecuador',
    abbreviation: 'ECT',
    label: 'Ecuador Time',
    gmtOffsetHours: -5,
    observesDst: false,
    ianaName: 'America/Guayaquil',
  },
  { id: 19, key: 'Peru', abbreviation: 'PET', label: 'Peru Time', gmtOffsetHours: -5, observesDst: false, ianaName: 'America/Lima' },
  {
    id: 20,
    key: 'Venezuela',
    abbreviation: 'VET',
    label: 'Venezuela Time',
    gmtOffsetHours: -4,
    observesDst: false,
    ianaName: 'America/Caracas',
  },
  {
    id: 21,
    key: 'Bolivia',
    abbreviation: 'BOT',
    label: 'Bolivia Time',
    gmtOffsetHours: -4,
    observesDst: false,
    ianaName: 'America/La_Paz',
  },
  {
    id: 22,
    key: 'Brasilia',
    abbreviation: 'BRT',
    label: 'Brasilia Time',
    gmtOffsetHours: -3,
    observesDst: false,
    ianaName: 'America/Sao_Paulo',
  },
  {
    id: 23,
    key: 'Argentina',
    abbreviation: 'ART',
    label: 'Argentina Time',
    gmtOffsetHours: -3,
    observesDst: false,
    ianaName: 'America/Argentina/Buenos_Aires',
  },
  {
    id: 24,
    key: 'Uruguay',
    abbreviation: 'UYT',
    label: 'Uruguay Time',
    gmtOffsetHours: -3,
    observesDst: false,
    ianaName: 'America/Montevideo',
  },
  {
    id: 25,
    key: 'Utc',
    abbreviation: 'UTC',
    label: 'Coordinated Universal Time',
    gmtOffsetHours: 0,
    observesDst: false,
    ianaName: 'Etc/UTC',
  },
  {
    id: 26,
    key: 'Chile',
    abbreviation: 'CLT',
    label: 'Chile Standard Time',
    gmtOffsetHours: -4,
    observesDst: true,
    ianaName: 'America/Santiago',
  },
  // Chile Summer Time as a fixed zone: Magallanes keeps UTC-3 all year, which is what a site that
  // wants summer time without switching picks.
  {
    id: 27,
    key: 'ChileSummer',
    abbreviation: 'CLST',
    label: 'Chile Summer Time',
    gmtOffsetHours: -3,
    observesDst: false,
    ianaName: 'America/Punta_Arenas',
  },
] as const;

type TimeZoneEntry = (typeof TIME_ZONES)[number];
export type TimeZoneKey = TimeZoneEntry['key'];
export type TimeZoneId = TimeZoneEntry['id'];

export const TimeZone = Object.fromEntries(TIME_ZONES.map((t) => [t.key, t.id])) as {
  [K in TimeZoneKey]: Extract<TimeZoneEntry, { key: K }>['id'];
};

/** spec 001 §3.5 TimeZone config: timeZoneId 1 (EST). */
export const DEFAULT_TIME_ZONE_ID: TimeZoneId = TimeZone.Eastern;

/** spec 001 §9: "Server timestamps are in central time, converted with a fixed central offset".
 * Fixed means no daylight saving: a server time is always UTC-6. */
export const CENTRAL_OFFSET_HOURS = -6;

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

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one (an alert
 * storm words thousands of messages a second). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Offset of an IANA zone at an instant, from the runtime's time-zone rules. */
function ianaOffsetHours(ianaName: string, at: Date): number {
  let format = offsetFormats.get(ianaName);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: ianaName, timeZoneName: 'longOffset' });
    offsetFormats.set(ianaName, format);
  }
  const parts = format.formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{1,2}):?(\d{2})?$/.exec(name);
  if (!match) return 0; // plain "GMT"
  const hours = Number(match[2]) + Number(match[3] ?? 0) / 60;
  return match[1] === '-' ? -hours : hours;
}

/**
 * Offset from UTC, in hours, that a user with this time-zone config sees at an instant.
 * A zone that does not observe DST, or a config with observeDst off, always uses the standard
 * offset; otherwise the zone's real rules decide whether summer time applies on that date.
 */
export function utcOffsetHours(timeZoneId: number, observeDst: boolean, at: Date): number {
  const zone = timeZoneById(timeZoneId);
  if (!zone) throw new RangeError(`Unknown time zone id ${timeZoneId}`);
  if (!observeDst || !zone.observesDst || Number.isNaN(at.getTime())) return zone.gmtOffsetHours;
  return ianaOffsetHours(zone.ianaName, at);
}

const NAIVE_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * A server timestamp without a zone ("2025-01-05T09:30:00") is central time at the fixed offset
 * (spec 001 §9); one that carries its own zone ("...Z", "...-05:00") is taken at its word.
 * Returns null for text that is not a timestamp.
 */
export function parseCentralTimestamp(text: string): Date | null {
  const trimmed = text.trim();
  const m = NAIVE_TIMESTAMP.exec(trimmed);
  if (!m) {
    if (!/(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) return null;
    const zoned = new Date(trimmed);
    return Number.isNaN(zoned.getTime()) ? null : zoned;
  }
  const [, y, mo, d, h, mi, s, ms] = m;
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999 ("0005" is not 1905).
  const at = new Date(0);
  at.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  at.setUTCHours(Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), Number((ms ?? '0').padEnd(3, '0')));
  const utc = at.getTime();
  // Date.UTC rolls "2025-02-30" over to March; a timestamp like that is corrupt, not a date.
  const wall = new Date(utc);
  if (wall.getUTCMonth() !== Number(mo) - 1 || wall.getUTCDate() !== Number(d)) return null;
  if (Number(h ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(s ?? 0) > 59) return null;
  return new Date(utc - CENTRAL_OFFSET_HOURS * MS_PER_HOUR);
}

/** The naive central-time text the server expects for an instant ("2025-01-05T09:30:00"). */
export function toCentralTimestamp(at: Date): string {
  const central = new Date(at.getTime() + CENTRAL_OFFSET_HOURS * MS_PER_HOUR);
  return central.toISOString().slice(0, 19);
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
