// Configs as a form edits them. Configs are stored in inches, gallons (pounds for tanks measured by
// weight), °F and fractions (spec 001 §3.5); a form shows them in the user's units (spec 001 §9
// "Conversions apply per user unit settings") and percents x100 (spec 000 §5). Numbers are text
// while edited (spec 000 §5: integer fields take digits and "-", decimal and percent fields digits,
// ".", "," and "-"). A value left as it was shown goes back exactly as it was stored, so opening and
// saving a form changes nothing it did not touch.
import { ConfigType } from '@ullage/domain/configs';
import { parseDecimalInput, percentFromDisplay, percentToDisplay, type DisplayUnits } from '@ullage/domain/reports/display';
import { tankCapacityGallons, tankTypeById, type TankDimensions } from '@ullage/domain/tanks/tank-geometry';
import {
  convertDimension,
  convertTemperature,
  convertVolume,
  convertWeight,
  DimensionUnit,
  TemperatureUnit,
  unitAbbreviation,
  UnitType,
  VolumeUnit,
  WeightUnit,
} from '@ullage/domain/units';

/** How a number is shown: in which unit, and what characters its input takes. */
export type FieldKind = 'dimension' | 'amount' | 'percent' | 'temperature' | 'decimal' | 'integer' | 'choice';

export interface UnitContext {
  units: DisplayUnits;
  /** Whether a tank's amounts are a volume or (CO2, spec 001 §9) a weight. */
  amountUnit: 'volume' | 'weight';
}

type FieldList = readonly { path: string; kind: FieldKind }[];

const TANK_FIELDS: FieldList = [
  { path: 'tank.cmid', kind: 'choice' },
  { path: 'tank.stid', kind: 'choice' },
  { path: 'tank.length', kind: 'dimension' },
  { path: 'tank.width', kind: 'dimension' },
  { path: 'tank.height', kind: 'dimension' },
  { path: 'tank.cylinderCap', kind: 'dimension' },
  { path: 'tank.coneHeight', kind: 'dimension' },
  { path: 'tank.angle', kind: 'decimal' },
  { path: 'tank.capacity', kind: 'amount' },
  { path: 'tank.heelAmount', kind: 'amount' },
  { path: 'tank.ullagePercent', kind: 'percent' },
  { path: 'baseUsage', kind: 'amount' },
  { path: 'zones.*.value', kind: 'percent' },
];
const SENSOR_FIELDS: FieldList = [
  { path: 'sensor.deviceUid', kind: 'choice' },
  { path: 'sensor.port', kind: 'choice' },
];

/** The numeric fields a form edits, per config type (spec 001 §3.5, §5). */
export const CONFIG_FORM_FIELDS: Partial<Record<number, FieldList>> = {
  [ConfigType.AssetTank]: [...TANK_FIELDS, ...SENSOR_FIELDS],
  [ConfigType.Temperature]: [...SENSOR_FIELDS, { path: 'zones.*.value', kind: 'temperature' }],
  [ConfigType.Pressure]: [
    ...SENSOR_FIELDS,
    { path: 'minReading', kind: 'decimal' },
    { path: 'maxReading', kind: 'decimal' },
    { path: 'minValue', kind: 'decimal' },
    { path: 'maxValue', kind: 'decimal' },
  ],
  [ConfigType.Switch]: SENSOR_FIELDS,
  [ConfigType.Gps]: SENSOR_FIELDS,
  [ConfigType.EntitySchedule]: [{ path: 'scheduleUid', kind: 'choice' }],
  [ConfigType.TimeZone]: [{ path: 'timeZoneId', kind: 'choice' }],
  [ConfigType.DeviceAlert]: [{ path: 'deadzone', kind: 'choice' }],
  [ConfigType.Modem]: [
    { path: 'baudRate', kind: 'integer' },
    { path: 'dataBits', kind: 'integer' },
    { path: 'stopBits', kind: 'integer' },
  ],
  [ConfigType.ReliantUser]: [
    { path: 'wakeMinutes', kind: 'integer' },
    { path: 'measureInterval', kind: 'integer' },
  ],
  [ConfigType.Battery]: [{ path: 'batteryTypeId', kind: 'choice' }],
  [ConfigType.CellGps]: [
    { path: 'reportRate', kind: 'integer' },
    { path: 'timeout', kind: 'integer' },
  ],
  [ConfigType.Ip]: [{ path: 'port', kind: 'integer' }],
};

export function amountUnitOfTank(cmid: number): 'volume' | 'weight' {
  return tankTypeById(cmid)?.measuredBy === 'weight' ? 'weight' : 'volume';
}

/** A stored number in the user's unit. */
export function toDisplayNumber(stored: number, kind: FieldKind, ctx: UnitContext): number {
  switch (kind) {
    case 'dimension':
      return convertDimension(stored, DimensionUnit.Inches, ctx.units.dimensionUnitId);
    case 'amount':
      return ctx.amountUnit === 'weight'
        ? convertWeight(stored, WeightUnit.Pounds, ctx.units.weightUnitId)
        : convertVolume(stored, VolumeUnit.Gallons, ctx.units.volumeUnitId);
    case 'percent':
      return percentToDisplay(stored);
    case 'temperature':
      return convertTemperature(stored, TemperatureUnit.Fahrenheit, ctx.units.temperatureUnitId);
    default:
      return stored;
  }
}

/** A number typed in the user's unit, as stored. */
export function toStoredNumber(display: number, kind: FieldKind, ctx: UnitContext): number {
  switch (kind) {
    case 'dimension':
      return convertDimension(display, ctx.units.dimensionUnitId, DimensionUnit.Inches);
    case 'amount':
      return ctx.amountUnit === 'weight'
        ? convertWeight(display, ctx.units.weightUnitId, WeightUnit.Pounds)
        : convertVolume(display, ctx.units.volumeUnitId, VolumeUnit.Gallons);
    case 'percent':
      return percentFromDisplay(display);
    case 'temperature':
      return convertTemperature(display, ctx.units.temperatureUnitId, TemperatureUnit.Fahrenheit);
    default:
      return display;
  }
}

/** The unit a field is shown in ('' for plain numbers). */
export function unitSuffix(kind: FieldKind, ctx: UnitContext): string {
  switch (kind) {
    case 'dimension':
      return unitAbbreviation(UnitType.Dimension, ctx.units.dimensionUnitId);
    case 'amount':
      return ctx.amountUnit === 'weight'
        ? unitAbbreviation(UnitType.Weight, ctx.units.weightUnitId)
        : unitAbbreviation(UnitType.Volume, ctx.units.volumeUnitId);
    case 'percent':
      return '%';
    case 'temperature':
      return `°${unitAbbreviation(UnitType.Temperature, ctx.units.temperatureUnitId).toUpperCase()}`;
    default:
      return '';
  }
}

/** Text of a stored number in a form: at most three decimals, no trailing zeros. */
export function displayText(stored: unknown, kind: FieldKind, ctx: UnitContext): string {
  if (stored === null || stored === undefined || stored === '') return '';
  const n = Number(stored);
  if (!Number.isFinite(n)) return '';
  if (kind === 'choice' || kind === 'integer') return String(n);
  return String(Number(toDisplayNumber(n, kind, ctx).toFixed(3)));
}

/** A form's text as stored: null when empty; the text itself when it is not a number, so the
 * config's schema answers it with the spec's message. */
export function storedValue(text: unknown, kind: FieldKind, ctx: UnitContext): unknown {
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return null;
  const n = parseDecimalInput(text);
  if (n === null) return text;
  return kind === 'choice' || kind === 'integer' ? n : toStoredNumber(n, kind, ctx);
}

const splitPath = (path: string) => path.split('.');

/** Every concrete path of a field path ('zones.*.value' -> 'zones.0.value', ...). */
function expand(obj: unknown, parts: readonly string[], prefix: string[] = []): string[][] {
  if (parts.length === 0) return [prefix];
  const [head, ...rest] = parts as [string, ...string[]];
  if (obj === null || typeof obj !== 'object') return [];
  if (head === '*') {
    return Array.isArray(obj) ? obj.flatMap((item, i) => expand(item, rest, [...prefix, String(i)])) : [];
  }
  // A leaf is listed even when missing, so a blank field becomes null rather than disappearing.
  if (rest.length === 0) return [[...prefix, head]];
  return expand((obj as Record<string, unknown>)[head], rest, [...prefix, head]);
}

function getIn(obj: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

function setIn<T>(obj: T, path: readonly string[], value: unknown): T {
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(obj) ? [...obj] : { ...(obj as object) }) as Record<string, unknown>;
  copy[head] = rest.length === 0 ? value : setIn(copy[head] ?? {}, rest, value);
  return copy as T;
}

function fieldsOf(cfg: Record<string, unknown>): FieldList {
  return CONFIG_FORM_FIELDS[Number(cfg.typeId)] ?? [];
}

function contextFor(cfg: Record<string, unknown>, units: DisplayUnits): UnitContext {
  const cmid = Number((cfg.tank as { cmid?: unknown } | undefined)?.cmid ?? 0);
  return { units, amountUnit: amountUnitOfTank(cmid) };
}

/** A stored config as a form holds it. */
export function configToForm(cfg: Record<string, unknown>, units: DisplayUnits): Record<string, unknown> {
  const ctx = contextFor(cfg, units);
  let out = cfg;
  for (const f of fieldsOf(cfg)) {
    for (const path of expand(cfg, splitPath(f.path))) out = setIn(out, path, displayText(getIn(cfg, path), f.kind, ctx));
  }
  return out;
}

/** A form's config as stored. A field whose text is what `original` showed keeps its stored value. */
export function configFromForm(
  form: Record<string, unknown>,
  original: Record<string, unknown> | undefined,
  units: DisplayUnits,
): Record<string, unknown> {
  const ctx = contextFor(storedTankType(form), units);
  const originalCtx = original ? contextFor(original, units) : ctx;
  let out = form;
  for (const f of fieldsOf(form)) {
    for (const path of expand(form, splitPath(f.path))) {
      const text = getIn(form, path);
      const before = original ? getIn(original, path) : undefined;
      const unchanged =
        original !== undefined && ctx.amountUnit === originalCtx.amountUnit && text === displayText(before, f.kind, originalCtx);
      out = setIn(out, path, unchanged ? before : storedValue(text, f.kind, ctx));
    }
  }
  // A sensor link without a device is no link.
  if (out.sensor && typeof out.sensor === 'object' && (out.sensor as { deviceUid?: unknown }).deviceUid === null)
    out = { ...out, sensor: null };
  return out;
}

/** The config with its tank type as a number, for choosing units. */
function storedTankType(form: Record<string, unknown>): Record<string, unknown> {
  const tank = form.tank as { cmid?: unknown } | undefined;
  return tank ? { ...form, tank: { ...tank, cmid: Number(tank.cmid) || 0 } } : form;
}

/**
 * spec 001 §5: the capacity a tank form shows as its dimensions change, in the user's unit, for
 * the eight shapes whose capacity comes from dimensions; null when a dimension is missing.
 */
export function liveCapacity(tankForm: Record<string, unknown>, units: DisplayUnits): number | null {
  const cmid = Number(tankForm.cmid) || 0;
  const ctx: UnitContext = { units, amountUnit: amountUnitOfTank(cmid) };
  const dims: TankDimensions = {};
  for (const key of ['length', 'width', 'height', 'cylinderCap', 'coneHeight'] as const) {
    const v = storedValue(tankForm[key], 'dimension', ctx);
    dims[key] = typeof v === 'number' ? v : null;
  }
  const angle = storedValue(tankForm.angle, 'decimal', ctx);
  dims.angle = typeof angle === 'number' ? angle : null;
  const gallons = tankCapacityGallons(cmid, dims);
  return gallons === null ? null : Number(toDisplayNumber(gallons, 'amount', ctx).toFixed(1));
}
