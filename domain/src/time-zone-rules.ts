// spec 001 §9 Time and display: the rules of the 27 time zones (time-zones.ts names and labels
// them) and the server's central-time timestamps. Apart from the names so that a signed-in page
// can show its times without loading the time-zone pickers' catalogue
// (docs/decisions/086-largest-route-bytes.md).

/** Per time-zone id: the standard-time offset from UTC in hours, whether the zone moves its clocks,
 * and the real (IANA) zone whose rules decide when. */
const RULES: Readonly<Record<number, readonly [gmtOffsetHours: number, observesDst: boolean, ianaName: string]>> = {
  1: [-5, true, 'America/New_York'],
  2: [-6, true, 'America/Chicago'],
  3: [-7, true, 'America/Denver'],
  4: [-7, false, 'America/Phoenix'],
  5: [-8, true, 'America/Los_Angeles'],
  6: [-9, true, 'America/Anchorage'],
  7: [-10, false, 'Pacific/Honolulu'],
  8: [-4, true, 'America/Halifax'],
  9: [-3.5, true, 'America/St_Johns'],
  10: [-6, false, 'America/Regina'],
  11: [-4, false, 'America/Puerto_Rico'],
  12: [-6, false, 'America/Mexico_City'],
  13: [-7, false, 'America/Mazatlan'],
  14: [-8, true, 'America/Tijuana'],
  15: [-6, false, 'America/Guatemala'],
  16: [-5, false, 'America/Cancun'],
  17: [-5, false, 'America/Bogota'],
  18: [-5, false, 'America/Guayaquil'],
  19: [-5, false, 'America/Lima'],
  20: [-4, false, 'America/Caracas'],
  21: [-4, false, 'America/La_Paz'],
  22: [-3, false, 'America/Sao_Paulo'],
  23: [-3, false, 'America/Argentina/Buenos_Aires'],
  24: [-3, false, 'America/Montevideo'],
  25: [0, false, 'Etc/UTC'],
  26: [-4, true, 'America/Santiago'],
  27: [-3, false, 'America/Punta_Arenas'],
};

export interface TimeZoneRule {
  gmtOffsetHours: number;
  observesDst: boolean;
  ianaName: string;
}

/** The rules of a time-zone id (every id of time-zones.ts TIME_ZONES has them). */
export function timeZoneRule(id: number): TimeZoneRule {
  const rule = RULES[id];
  if (!rule) throw new RangeError(`Unknown time zone id ${id}`);
  return { gmtOffsetHours: rule[0], observesDst: rule[1], ianaName: rule[2] };
}

/** spec 001 §9: "Server timestamps are in central time, converted with a fixed central offset".
 * Fixed means no daylight saving: a server time is always UTC-6. */
export const CENTRAL_OFFSET_HOURS = -6;

const MS_PER_HOUR = 3_600_000;

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
  const zone = timeZoneRule(timeZoneId);
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
