import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIME_ZONES, TimeZone, gmtOffsetText, timeZoneDisplayName, wallClockToInstant } from './time-zones';
import { CENTRAL_OFFSET_HOURS, parseCentralTimestamp, toCentralTimestamp, utcOffsetHours } from './time-zone-rules';
import { timeZoneIdSchema } from './catalogue-schemas';

/** Offset read independently of the module: the wall clock of the zone minus UTC. */
function wallClockOffsetHours(ianaName: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ianaName,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  const utc = Math.floor(at.getTime() / 60_000) * 60_000;
  return (wall - utc) / 3_600_000;
}

const JANUARY = new Date(Date.UTC(2025, 0, 15, 12));
const JULY = new Date(Date.UTC(2025, 6, 15, 12));

describe('TIME_ZONES (spec 001 §9)', () => {
  it('has 27 entries, ids 1..27, from 1 EST to 27 CLST', () => {
    expect(TIME_ZONES.map((t) => t.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(TIME_ZONES[0]).toMatchObject({ abbreviation: 'EST', gmtOffsetHours: -5 });
    expect(TIME_ZONES[26]).toMatchObject({ abbreviation: 'CLST', label: 'Chile Summer Time', gmtOffsetHours: -3 });
    expect(new Set(TIME_ZONES.map((t) => t.key)).size).toBe(27);
  });

  it('starts with the North American zones the brief fixes', () => {
    expect(TIME_ZONES.slice(0, 9).map((t) => [t.abbreviation, t.gmtOffsetHours, t.observesDst])).toEqual([
      ['EST', -5, true],
      ['CST', -6, true],
      ['MST', -7, true],
      ['MST', -7, false],
      ['PST', -8, true],
      ['AKST', -9, true],
      ['HST', -10, false],
      ['AST', -4, true],
      ['NST', -3.5, true],
    ]);
  });

  it.each(TIME_ZONES.map((t) => [t.id, t] as const))('zone %i agrees with its IANA zone on standard offset and DST', (_id, zone) => {
    const jan = wallClockOffsetHours(zone.ianaName, JANUARY);
    const jul = wallClockOffsetHours(zone.ianaName, JULY);
    // Summer time is always the larger offset, in either hemisphere.
    expect(Math.min(jan, jul)).toBe(zone.gmtOffsetHours);
    expect(jan !== jul).toBe(zone.observesDst);
  });

  it('validates ids', () => {
    expect(timeZoneIdSchema.safeParse(27).success).toBe(true);
    expect(timeZoneIdSchema.safeParse(0).success).toBe(false);
    expect(timeZoneIdSchema.safeParse(28).success).toBe(false);
  });
});

describe('utcOffsetHours', () => {
  it('applies summer time only when the config and the zone both observe it', () => {
    expect(utcOffsetHours(TimeZone.Eastern, true, JANUARY)).toBe(-5);
    expect(utcOffsetHours(TimeZone.Eastern, true, JULY)).toBe(-4);
    expect(utcOffsetHours(TimeZone.Eastern, false, JULY)).toBe(-5);
    expect(utcOffsetHours(TimeZone.Arizona, true, JULY)).toBe(-7);
    expect(utcOffsetHours(TimeZone.Newfoundland, true, JULY)).toBe(-2.5);
    expect(utcOffsetHours(TimeZone.Chile, true, JANUARY)).toBe(-3);
    expect(utcOffsetHours(TimeZone.Chile, true, JULY)).toBe(-4);
  });

  it('is the standard offset or one hour more, never anything else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TIME_ZONES),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (zone, at) => {
          const offset = utcOffsetHours(zone.id, true, at);
          expect([zone.gmtOffsetHours, zone.gmtOffsetHours + 1]).toContain(offset);
          expect(utcOffsetHours(zone.id, false, at)).toBe(zone.gmtOffsetHours);
        },
      ),
    );
  });

  it('rejects an unknown zone', () => {
    expect(() => utcOffsetHours(99, true, JANUARY)).toThrow(RangeError);
  });
});

describe('display helpers', () => {
  it('writes offsets and picker lines', () => {
    expect(gmtOffsetText(-5)).toBe('GMT-05:00');
    expect(gmtOffsetText(-3.5)).toBe('GMT-03:30');
    expect(gmtOffsetText(0)).toBe('GMT+00:00');
    expect(timeZoneDisplayName(1)).toBe('(GMT-05:00) EST Eastern Standard Time');
    expect(timeZoneDisplayName(0)).toBe('Unknown');
  });
});

describe('central server timestamps (spec 001 §9)', () => {
  it('uses a fixed offset of -6 all year', () => {
    expect(CENTRAL_OFFSET_HOURS).toBe(-6);
    expect(parseCentralTimestamp('2025-01-05T09:30:00')?.toISOString()).toBe('2025-01-05T15:30:00.000Z');
    expect(parseCentralTimestamp('2025-07-05T09:30:00')?.toISOString()).toBe('2025-07-05T15:30:00.000Z');
    expect(parseCentralTimestamp('2025-07-05 21:00')?.toISOString()).toBe('2025-07-06T03:00:00.000Z');
    expect(parseCentralTimestamp('2025-07-05')?.toISOString()).toBe('2025-07-05T06:00:00.000Z');
    expect(parseCentralTimestamp('2025-07-05T09:30:00.25')?.toISOString()).toBe('2025-07-05T15:30:00.250Z');
  });

  it('honours an explicit zone and rejects non-timestamps', () => {
    expect(parseCentralTimestamp('2025-01-05T09:30:00Z')?.toISOString()).toBe('2025-01-05T09:30:00.000Z');
    expect(parseCentralTimestamp('2025-01-05T09:30:00-05:00')?.toISOString()).toBe('2025-01-05T14:30:00.000Z');
    expect(parseCentralTimestamp('yesterday')).toBeNull();
    expect(parseCentralTimestamp('2025-02-30T00:00:00')).toBeNull();
    expect(parseCentralTimestamp('2025-02-01T24:00:00')).toBeNull();
  });

  it('round trips through the server text', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }), (at) => {
        const whole = new Date(Math.floor(at.getTime() / 1000) * 1000);
        expect(parseCentralTimestamp(toCentralTimestamp(whole))?.getTime()).toBe(whole.getTime());
      }),
    );
  });
});

describe("wallClockToInstant (a date a user types, in the user's zone)", () => {
  it('resolves a wall clock with the offset in force on that date', () => {
    expect(wallClockToInstant({ year: 2025, month: 1, day: 5 }, TimeZone.Eastern, true).toISOString()).toBe('2025-01-05T05:00:00.000Z');
    expect(wallClockToInstant({ year: 2025, month: 7, day: 5 }, TimeZone.Eastern, true).toISOString()).toBe('2025-07-05T04:00:00.000Z');
    expect(wallClockToInstant({ year: 2025, month: 7, day: 5 }, TimeZone.Eastern, false).toISOString()).toBe('2025-07-05T05:00:00.000Z');
    expect(wallClockToInstant({ year: 2025, month: 7, day: 5, hour: 13, minute: 30 }, TimeZone.Newfoundland, true).toISOString()).toBe(
      '2025-07-05T16:00:00.000Z',
    );
    expect(wallClockToInstant({ year: 2025, month: 3, day: 9 }, TimeZone.Utc, true).toISOString()).toBe('2025-03-09T00:00:00.000Z');
  });

  it('reads back as the same wall clock in the zone, for every zone and day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TIME_ZONES),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.boolean(),
        (zone, day, observeDst) => {
          const wall = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 12 };
          const at = wallClockToInstant(wall, zone.id, observeDst);
          const offset = utcOffsetHours(zone.id, observeDst, at);
          const back = new Date(at.getTime() + offset * 3_600_000);
          expect([back.getUTCFullYear(), back.getUTCMonth() + 1, back.getUTCDate(), back.getUTCHours()]).toEqual([
            wall.year,
            wall.month,
            wall.day,
            12,
          ]);
        },
      ),
    );
  });
});
