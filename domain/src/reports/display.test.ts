import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DECIMAL_INPUT_CHARACTERS,
  GRID_VALUE_FORMATS,
  GridValueFormat,
  INTEGER_INPUT_CHARACTERS,
  ageText,
  formatDate,
  formatDateTime,
  formatGridValue,
  gridValueFromDisplay,
  parseDecimalInput,
  parseIntegerInput,
  percentFromDisplay,
  percentToDisplay,
} from './display';
import { gridValueFormatIdSchema } from '../catalogue-schemas';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(Date.UTC(y, mo - 1, d, h, mi));

describe('formatDate / formatDateTime (spec 001 §9: M/D/YYYY, 12-hour time)', () => {
  it('writes month and day without padding', () => {
    expect(formatDate(utc(2025, 1, 5, 12), 0)).toBe('1/5/2025');
    expect(formatDate(utc(2025, 12, 25, 12), 0)).toBe('12/25/2025');
  });

  it('shows the wall clock of the given offset, crossing midnight and years', () => {
    expect(formatDate(utc(2025, 1, 1, 3), -6)).toBe('12/31/2024');
    expect(formatDateTime(utc(2025, 1, 1, 3), -6)).toBe('12/31/2024 9:00 PM');
    expect(formatDateTime(utc(2025, 1, 1, 3, 7), -3.5)).toBe('12/31/2024 11:37 PM');
    expect(formatDateTime(utc(2025, 7, 4, 23, 59), 1)).toBe('7/5/2025 12:59 AM');
  });

  it('uses 12 for midnight and noon', () => {
    expect(formatDateTime(utc(2025, 3, 9, 0, 0), 0)).toBe('3/9/2025 12:00 AM');
    expect(formatDateTime(utc(2025, 3, 9, 12, 5), 0)).toBe('3/9/2025 12:05 PM');
    expect(formatDateTime(utc(2025, 3, 9, 11, 59), 0)).toBe('3/9/2025 11:59 AM');
  });

  it('gives empty text for an invalid date', () => {
    expect(formatDate(new Date(Number.NaN), 0)).toBe('');
    expect(formatDateTime(new Date(Number.NaN), -6)).toBe('');
  });

  it('always matches the M/D/YYYY h:mm AM|PM pattern', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-02'), max: new Date('2200-01-01'), noInvalidDate: true }),
        fc.integer({ min: -12, max: 14 }),
        (at, offset) => {
          expect(formatDateTime(at, offset)).toMatch(/^(1[0-2]|[1-9])\/([12]\d|3[01]|[1-9])\/\d{4} (1[0-2]|[1-9]):[0-5]\d (AM|PM)$/);
          expect(formatDateTime(at, offset).startsWith(`${formatDate(at, offset)} `)).toBe(true);
        },
      ),
    );
  });
});

describe('ageText (spec 001 §9)', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [45, '45 seconds'],
    [59.9, '59 seconds'],
    [60, '1 minute'],
    [119, '1 minute'],
    [300, '5 minutes'],
    [359, '5 minutes'],
    [360, '0.1 hours'],
    [420, '0.1 hours'],
    [3600, '1 hour'],
    [5400, '1.5 hours'],
    [3 * 3600, '3 hours'],
    [86_399, '23.9 hours'],
    [86_400, '1 day'],
    [2 * 86_400, '2 days'],
    [1.5 * 86_400, '1.5 days'],
    [-30, '0 seconds'],
  ])('%s seconds reads "%s"', (seconds, text) => {
    expect(ageText(seconds)).toBe(text);
  });

  it('never reads younger as time passes within a unit band', () => {
    const number = (t: string) => Number(t.split(' ')[0]);
    const bands = [
      [0, 59],
      [60, 359],
      [360, 86_399],
      [86_400, 10_000_000],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...bands),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([lo, hi], a, b) => {
          const [x, y] = [lo + Math.min(a, b) * (hi - lo), lo + Math.max(a, b) * (hi - lo)];
          expect(number(ageText(y))).toBeGreaterThanOrEqual(number(ageText(x)));
        },
      ),
    );
  });
});

describe('percent (spec 000 §5: shown as 100 times the stored value)', () => {
  it('shows and parses back', () => {
    expect(percentToDisplay(0.8)).toBe(80);
    expect(percentToDisplay(0.07)).toBe(7);
    expect(percentToDisplay(0.57)).toBe(57);
    expect(percentFromDisplay(80)).toBe(0.8);
    expect(percentFromDisplay(12.5)).toBe(0.125);
  });

  it('round trips anything a person could type with a few decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 4 }), (n, places) => {
        const typed = n / 10 ** places;
        expect(percentToDisplay(percentFromDisplay(typed))).toBe(typed);
      }),
    );
  });
});

describe('number inputs (spec 000 §5)', () => {
  it('let through only the spec characters', () => {
    expect(INTEGER_INPUT_CHARACTERS.test('-120')).toBe(true);
    expect(INTEGER_INPUT_CHARACTERS.test('1.5')).toBe(false);
    expect(DECIMAL_INPUT_CHARACTERS.test('-1,234.5')).toBe(true);
    expect(DECIMAL_INPUT_CHARACTERS.test('1e5')).toBe(false);
  });

  it('parses decimals with thousands separators and rejects the rest', () => {
    expect(parseDecimalInput('1,234.5')).toBe(1234.5);
    expect(parseDecimalInput(' -0.25 ')).toBe(-0.25);
    expect(parseDecimalInput('.5')).toBe(0.5);
    expect(parseDecimalInput('12.')).toBe(12);
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('-')).toBeNull();
    expect(parseDecimalInput('1.2.3')).toBeNull();
    expect(parseDecimalInput('1-2')).toBeNull();
    expect(parseDecimalInput('1e5')).toBeNull();
  });

  it('parses integers', () => {
    expect(parseIntegerInput('-42')).toBe(-42);
    expect(parseIntegerInput('007')).toBe(7);
    expect(parseIntegerInput('4-2')).toBeNull();
    expect(parseIntegerInput('')).toBeNull();
    expect(parseIntegerInput('99999999999999999999')).toBeNull();
  });
});

describe('grid value formats (spec 001 §9)', () => {
  const base = { units: { volumeUnitId: 1, weightUnitId: 1, temperatureUnitId: 1, dimensionUnitId: 1 }, offsetHours: -6 } as const;
  const metric = { units: { volumeUnitId: 2, weightUnitId: 2, temperatureUnitId: 2, dimensionUnitId: 2 }, offsetHours: 0 } as const;

  it('lists the eight formats', () => {
    expect(GRID_VALUE_FORMATS.map((f) => f.label)).toEqual([
      'Date Time',
      'Percent',
      'Yes/No',
      'Temperature',
      'Weight',
      'Inches',
      'Gallons',
      'Currency',
    ]);
    expect(gridValueFormatIdSchema.safeParse(8).success).toBe(true);
    expect(gridValueFormatIdSchema.safeParse(9).success).toBe(false);
  });

  it('formats each kind in base units', () => {
    expect(formatGridValue(GridValueFormat.DateTime, utc(2025, 1, 5, 15, 30), base)).toBe('1/5/2025 9:30 AM');
    // A server timestamp is central time: 9:30 central is 9:30 at offset -6.
    expect(formatGridValue(GridValueFormat.DateTime, '2025-01-05T09:30:00', base)).toBe('1/5/2025 9:30 AM');
    expect(formatGridValue(GridValueFormat.Percent, 0.755, base)).toBe('75.5%');
    expect(formatGridValue(GridValueFormat.YesNo, true, base)).toBe('Yes');
    expect(formatGridValue(GridValueFormat.YesNo, false, base)).toBe('No');
    expect(formatGridValue(GridValueFormat.Temperature, 72, base)).toBe('72 f');
    expect(formatGridValue(GridValueFormat.Weight, 1500, base)).toBe('1,500 lbs');
    expect(formatGridValue(GridValueFormat.Inches, 24.25, base)).toBe('24.3 in');
    expect(formatGridValue(GridValueFormat.Gallons, 1234.56, base)).toBe('1,234.6 gal');
    expect(formatGridValue(GridValueFormat.Currency, 1234.5, base)).toBe('$1,234.50');
  });

  it("converts to the viewer's units", () => {
    expect(formatGridValue(GridValueFormat.Temperature, 212, metric)).toBe('100 c');
    expect(formatGridValue(GridValueFormat.Weight, 22.0462, metric)).toBe('10 kg');
    expect(formatGridValue(GridValueFormat.Inches, 10, metric)).toBe('25.4 cm');
    expect(formatGridValue(GridValueFormat.Gallons, 0.264172, metric)).toBe('1 ltr');
  });

  it('shows nothing for missing or unreadable values', () => {
    expect(formatGridValue(GridValueFormat.Gallons, null, base)).toBe('');
    expect(formatGridValue(GridValueFormat.Gallons, undefined, base)).toBe('');
    expect(formatGridValue(GridValueFormat.Gallons, 'n/a', base)).toBe('');
    expect(formatGridValue(GridValueFormat.DateTime, 'soon', base)).toBe('');
    expect(formatGridValue(GridValueFormat.Gallons, '12', base)).toBe('12 gal');
  });
});

describe("gridValueFromDisplay (a number typed in the viewer's units, stored in base units)", () => {
  const gallonsEtc = { volumeUnitId: 1, weightUnitId: 1, temperatureUnitId: 1, dimensionUnitId: 1 } as const;
  const metric = { volumeUnitId: 2, weightUnitId: 2, temperatureUnitId: 2, dimensionUnitId: 2 } as const;

  it("undoes the x100 of percent values and the viewer's unit conversion", () => {
    expect(gridValueFromDisplay(GridValueFormat.Percent, 25, metric)).toBe(0.25);
    expect(gridValueFromDisplay(GridValueFormat.Gallons, 1000, metric)).toBeCloseTo(264.172, 9);
    expect(gridValueFromDisplay(GridValueFormat.Gallons, 1000, gallonsEtc)).toBe(1000);
    expect(gridValueFromDisplay(GridValueFormat.Temperature, 100, metric)).toBeCloseTo(212, 9);
    expect(gridValueFromDisplay(GridValueFormat.Weight, 1, metric)).toBeCloseTo(2.20462, 9);
    expect(gridValueFromDisplay(GridValueFormat.Inches, 100, metric)).toBeCloseTo(39.37007874015748, 9);
    expect(gridValueFromDisplay(GridValueFormat.Currency, 12.5, metric)).toBe(12.5);
    expect(gridValueFromDisplay(null, 7, metric)).toBe(7);
  });

  it('takes the number formatGridValue shows back to the stored value, within the shown precision', () => {
    const units = fc.record({
      volumeUnitId: fc.constantFrom(1, 2, 3, 4, 5, 9, 10),
      weightUnitId: fc.constantFrom(1, 2, 3, 4),
      temperatureUnitId: fc.constantFrom(1, 2, 3),
      dimensionUnitId: fc.constantFrom(1, 2, 3),
    }) as fc.Arbitrary<Parameters<typeof gridValueFromDisplay>[2]>;
    const numericFormats = GRID_VALUE_FORMATS.filter((f) => f.id !== GridValueFormat.DateTime && f.id !== GridValueFormat.YesNo);
    fc.assert(
      fc.property(
        fc.constantFrom(...numericFormats.map((f) => f.id)),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        units,
        (formatId, stored, u) => {
          const shown = formatGridValue(formatId, stored, { units: u, offsetHours: 0 });
          // The leading number of "1,234.5 ltr", "-3.2 c", "42.5%", "$12.50".
          const match = /^(-?)\$?([\d,]+(?:\.\d+)?)/.exec(shown);
          expect(match, shown).not.toBeNull();
          const display = Number(`${match![1]}${match![2]!.replaceAll(',', '')}`);
          const back = gridValueFromDisplay(formatId, display, u);
          // Currency shows two decimals, the others one: half a step either way, in base units.
          const halfStep = formatId === GridValueFormat.Currency ? 0.005 : 0.05;
          const tolerance = Math.abs(gridValueFromDisplay(formatId, halfStep, u) - gridValueFromDisplay(formatId, 0, u));
          expect(Math.abs(back - stored)).toBeLessThanOrEqual(tolerance * (1 + 1e-9) + 1e-9);
        },
      ),
    );
  });
});
