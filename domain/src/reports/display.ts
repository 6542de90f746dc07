// spec 001 §9 Time and display, Unit conversions (grid value formats); spec 000 §5 (percent
// values and number inputs). Pure formatting shared by the web grids and server-rendered reports.
import { parseCentralTimestamp } from '../time-zone-rules';
import {
  UnitType,
  convertDimension,
  convertTemperature,
  convertVolume,
  convertWeight,
  DimensionUnit,
  TemperatureUnit,
  unitAbbreviation,
  VolumeUnit,
  WeightUnit,
  type DimensionUnitId,
  type TemperatureUnitId,
  type VolumeUnitId,
  type WeightUnitId,
} from '../units';

const MS_PER_HOUR = 3_600_000;

/** The wall clock at a UTC offset, read through the UTC getters. */
function wallClock(at: Date, offsetHours: number): Date | null {
  const ms = at.getTime();
  if (!Number.isFinite(ms) || !Number.isFinite(offsetHours)) return null;
  return new Date(ms + offsetHours * MS_PER_HOUR);
}

/** spec 001 §9: "Dates show as M/D/YYYY", in the viewer's offset; '' for an invalid date. */
export function formatDate(at: Date, offsetHours: number): string {
  const w = wallClock(at, offsetHours);
  if (!w) return '';
  return `${w.getUTCMonth() + 1}/${w.getUTCDate()}/${w.getUTCFullYear()}`;
}

/** spec 001 §9: "M/D/YYYY with 12-hour time": "1/4/2025 9:05 PM"; '' for an invalid date. */
export function formatDateTime(at: Date, offsetHours: number): string {
  const w = wallClock(at, offsetHours);
  if (!w) return '';
  const hours24 = w.getUTCHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const minutes = String(w.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(at, offsetHours)} ${hours12}:${minutes} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

const AGE_UNITS = [
  { singular: 'second', plural: 'seconds' },
  { singular: 'minute', plural: 'minutes' },
  { singular: 'hour', plural: 'hours' },
  { singular: 'day', plural: 'days' },
] as const;

function countText(count: number, unit: (typeof AGE_UNITS)[number]): string {
  return `${count} ${count === 1 ? unit.singular : unit.plural}`;
}

/**
 * spec 001 §9: "under 60 seconds in seconds; under 6 minutes in minutes; under a day in hours;
 * otherwise days". Hours and days carry one decimal, rounded down: the switch to hours at
 * 6 minutes is where a tenth of an hour becomes countable, so 7 minutes reads "0.1 hours" rather
 * than "0 hours", and a reading never looks newer than it is. Negative ages (clock skew) read 0.
 */
export function ageText(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  const [sec, min, hour, day] = AGE_UNITS;
  if (s < 60) return countText(Math.floor(s), sec);
  if (s < 6 * 60) return countText(Math.floor(s / 60), min);
  if (s < 24 * 3600) return countText(Math.floor(s / 360) / 10, hour);
  return countText(Math.floor(s / 8640) / 10, day);
}

// Twelve significant digits drop the binary noise of x100 and /100 (0.07 * 100 = 7.000000000000001)
// while keeping every digit a person could have typed.
const clean = (x: number) => Number.parseFloat(x.toPrecision(12));

/** spec 000 §5, spec 001 §3.3: percent values are shown as 100 times the stored value. */
export function percentToDisplay(stored: number): number {
  return clean(stored * 100);
}

/** The inverse: what a person typed in a percent field, as stored (spec 001 §3.3: saved /100). */
export function percentFromDisplay(display: number): number {
  return clean(display / 100);
}

/** spec 000 §5: integer fields accept only digits and "-" (the characters a field lets through;
 * whether the whole text is a number is parseIntegerInput's call). */
export const INTEGER_INPUT_CHARACTERS = /^[0-9-]*$/;
/** spec 000 §5: decimal and percent fields accept digits, ".", "," and "-". */
export const DECIMAL_INPUT_CHARACTERS = /^[0-9.,-]*$/;

/**
 * A decimal or percent field's text as a number; "," is a thousands separator (the portal writes
 * numbers the US way, as it writes dates). Null when the text is empty or not a number.
 */
export function parseDecimalInput(text: string): number | null {
  const digits = text.trim().replaceAll(',', '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(digits)) return null;
  return Number(digits);
}

/** An integer field's text as a number; null when empty or not an integer. */
export function parseIntegerInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
}

/** spec 001 §9: "Grid value formats"; unitTypeId marks the ones converted per user unit settings. */
export const GRID_VALUE_FORMATS = [
  { id: 1, key: 'DateTime', label: 'Date Time' },
  { id: 2, key: 'Percent', label: 'Percent' },
  { id: 3, key: 'YesNo', label: 'Yes/No' },
  { id: 4, key: 'Temperature', label: 'Temperature', unitTypeId: UnitType.Temperature },
  { id: 5, key: 'Weight', label: 'Weight', unitTypeId: UnitType.Weight },
  { id: 6, key: 'Inches', label: 'Inches', unitTypeId: UnitType.Dimension },
  { id: 7, key: 'Gallons', label: 'Gallons', unitTypeId: UnitType.Volume },
  { id: 8, key: 'Currency', label: 'Currency' },
] as const;

type GridValueFormatEntry = (typeof GRID_VALUE_FORMATS)[number];
export type GridValueFormatKey = GridValueFormatEntry['key'];
export type GridValueFormatId = GridValueFormatEntry['id'];

export const GridValueFormat = Object.fromEntries(GRID_VALUE_FORMATS.map((f) => [f.key, f.id])) as {
  [K in GridValueFormatKey]: Extract<GridValueFormatEntry, { key: K }>['id'];
};

/** The four unit ids of a user's or contact group's unit config (spec 001 §3.3, §3.5). */
export interface DisplayUnits {
  volumeUnitId: VolumeUnitId;
  weightUnitId: WeightUnitId;
  temperatureUnitId: TemperatureUnitId;
  dimensionUnitId: DimensionUnitId;
}

export interface GridValueContext {
  units: DisplayUnits;
  /** The viewer's UTC offset in hours (time-zones.ts utcOffsetHours). */
  offsetHours: number;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function asNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function asDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // Timestamps from the server are central time (spec 001 §9).
  if (typeof value === 'string') return parseCentralTimestamp(value);
  return null;
}

const withUnit = (n: number, unitTypeId: number, unitId: number) => `${numberFormat.format(n)} ${unitAbbreviation(unitTypeId, unitId)}`;

/**
 * A grid cell's text. Stored readings are in the base units (gallons, pounds, Fahrenheit,
 * inches) and are converted to the viewer's units (spec 001 §9: "Conversions apply per user unit
 * settings"). Empty, unparsable or missing values show as ''.
 */
export function formatGridValue(formatId: GridValueFormatId, value: unknown, ctx: GridValueContext): string {
  if (value === null || value === undefined) return '';
  const { units } = ctx;
  switch (formatId) {
    case GridValueFormat.DateTime: {
      const at = asDate(value);
      return at ? formatDateTime(at, ctx.offsetHours) : '';
    }
    case GridValueFormat.YesNo:
      return value === true || value === 1 || value === 'true' ? 'Yes' : 'No';
    default:
      break;
  }
  const n = asNumber(value);
  if (n === null) return '';
  switch (formatId) {
    case GridValueFormat.Percent:
      return `${numberFormat.format(percentToDisplay(n))}%`;
    case GridValueFormat.Temperature:
      return withUnit(
        convertTemperature(n, TemperatureUnit.Fahrenheit, units.temperatureUnitId),
        UnitType.Temperature,
        units.temperatureUnitId,
      );
    case GridValueFormat.Weight:
      return withUnit(convertWeight(n, WeightUnit.Pounds, units.weightUnitId), UnitType.Weight, units.weightUnitId);
    case GridValueFormat.Inches:
      return withUnit(convertDimension(n, DimensionUnit.Inches, units.dimensionUnitId), UnitType.Dimension, units.dimensionUnitId);
    case GridValueFormat.Gallons:
      return withUnit(convertVolume(n, VolumeUnit.Gallons, units.volumeUnitId), UnitType.Volume, units.volumeUnitId);
    case GridValueFormat.Currency:
      return currencyFormat.format(n);
    default:
      return '';
  }
}

/**
 * The inverse of formatGridValue's conversion for numbers: what a person typed in the viewer's
 * units, in the stored base units. A report filter "Percent Full less than 25" means 0.25 stored;
 * "Volume greater than 1000" typed by a user who sees liters means 264.172 gallons stored.
 * Formats without a conversion (and no format) return the number unchanged.
 */
export function gridValueFromDisplay(formatId: GridValueFormatId | null | undefined, display: number, units: DisplayUnits): number {
  switch (formatId) {
    case GridValueFormat.Percent:
      return percentFromDisplay(display);
    case GridValueFormat.Temperature:
      return convertTemperature(display, units.temperatureUnitId, TemperatureUnit.Fahrenheit);
    case GridValueFormat.Weight:
      return convertWeight(display, units.weightUnitId, WeightUnit.Pounds);
    case GridValueFormat.Inches:
      return convertDimension(display, units.dimensionUnitId, DimensionUnit.Inches);
    case GridValueFormat.Gallons:
      return convertVolume(display, units.volumeUnitId, VolumeUnit.Gallons);
    default:
      return display;
  }
}
