// spec 001 §3.9: unit ids; spec 001 §9 Unit conversions: factors and abbreviations.
// Readings are stored in the base unit of each list (id 1: gallons, pounds, Fahrenheit, inches),
// which is also every user's default unit (spec 001 §3.5 Unit config: all default 1); the user's
// unit settings only change what is shown (spec 001 §9: "Conversions apply per user unit settings").

/** spec 001 §9: "Volume, gallons per unit". */
export const VOLUME_UNITS = [
  { id: 1, key: 'Gallons', label: 'Gallons', abbreviation: 'gal', gallonsPerUnit: 1 },
  { id: 2, key: 'Liters', label: 'Liters', abbreviation: 'ltr', gallonsPerUnit: 0.264172 },
  { id: 3, key: 'CubicInches', label: 'Cubic Inches', abbreviation: 'in3', gallonsPerUnit: 0.004329 },
  { id: 4, key: 'CubicMeters', label: 'Cubic Meters', abbreviation: 'm3', gallonsPerUnit: 264.172 },
  { id: 5, key: 'CubicFeet', label: 'Cubic Feet', abbreviation: 'ft3', gallonsPerUnit: 7.48052 },
  { id: 9, key: 'PetroBarrels', label: 'Petro Barrels', abbreviation: 'pbbl', gallonsPerUnit: 42 },
  { id: 10, key: 'Quarts', label: 'Quarts', abbreviation: 'qt', gallonsPerUnit: 0.25 },
] as const;

/** spec 001 §9: "Weight, pounds per unit". */
export const WEIGHT_UNITS = [
  { id: 1, key: 'Pounds', label: 'Pounds', abbreviation: 'lbs', poundsPerUnit: 1 },
  { id: 2, key: 'Kilograms', label: 'Kilograms', abbreviation: 'kg', poundsPerUnit: 2.20462 },
  { id: 3, key: 'MetricTons', label: 'Metric Tons', abbreviation: 'mt', poundsPerUnit: 2204.62 },
  { id: 4, key: 'Tons', label: 'Tons', abbreviation: 't', poundsPerUnit: 2000 },
] as const;

/** spec 001 §9: "Temperature converts among Fahrenheit, Celsius, Kelvin". */
export const TEMPERATURE_UNITS = [
  { id: 1, key: 'Fahrenheit', label: 'Fahrenheit', abbreviation: 'f' },
  { id: 2, key: 'Celsius', label: 'Celsius', abbreviation: 'c' },
  { id: 3, key: 'Kelvin', label: 'Kelvin', abbreviation: 'k' },
] as const;

/** spec 001 §9: "Dimension, inches per unit". */
export const DIMENSION_UNITS = [
  { id: 1, key: 'Inches', label: 'Inches', abbreviation: 'in', inchesPerUnit: 1 },
  { id: 2, key: 'Centimeters', label: 'Centimeters', abbreviation: 'cm', inchesPerUnit: 0.3937007874015748 },
  { id: 3, key: 'Feet', label: 'Feet', abbreviation: 'ft', inchesPerUnit: 12 },
] as const;

/** spec 001 §3.9 Unit type; `units` ties each type to its list so one lookup serves all four. */
export const UNIT_TYPES = [
  { id: 1, key: 'Volume', label: 'Volume', units: VOLUME_UNITS },
  { id: 2, key: 'Dimension', label: 'Dimension', units: DIMENSION_UNITS },
  { id: 3, key: 'Temperature', label: 'Temperature', units: TEMPERATURE_UNITS },
  { id: 4, key: 'Weight', label: 'Weight', units: WEIGHT_UNITS },
] as const;

/** spec 001 §3.9 Asset config unit type (the unit a pressure or similar config reads in). */
export const ASSET_CONFIG_UNIT_TYPES = [
  { id: 0, key: 'Undefined', label: 'Undefined' },
  { id: 1, key: 'PSI', label: 'PSI' },
  { id: 2, key: 'Pressure', label: 'Pressure' },
  { id: 3, key: 'Hydrocarbon', label: 'Hydrocarbon' },
  { id: 4, key: 'Degrees', label: 'Degrees' },
] as const;

type VolumeUnitEntry = (typeof VOLUME_UNITS)[number];
type WeightUnitEntry = (typeof WEIGHT_UNITS)[number];
type TemperatureUnitEntry = (typeof TEMPERATURE_UNITS)[number];
type DimensionUnitEntry = (typeof DIMENSION_UNITS)[number];
type UnitTypeEntry = (typeof UNIT_TYPES)[number];
type AssetConfigUnitTypeEntry = (typeof ASSET_CONFIG_UNIT_TYPES)[number];

export type VolumeUnitId = VolumeUnitEntry['id'];
export type WeightUnitId = WeightUnitEntry['id'];
export type TemperatureUnitId = TemperatureUnitEntry['id'];
export type DimensionUnitId = DimensionUnitEntry['id'];
export type UnitTypeId = UnitTypeEntry['id'];
export type AssetConfigUnitTypeId = AssetConfigUnitTypeEntry['id'];

/** key -> id lookup of a list, typed so `VolumeUnit.Liters` is the literal 2. */
function byKey<const T extends readonly { key: string; id: number }[]>(list: T) {
  return Object.fromEntries(list.map((e) => [e.key, e.id])) as {
    [K in T[number]['key']]: Extract<T[number], { key: K }>['id'];
  };
}

export const VolumeUnit = byKey(VOLUME_UNITS);
export const WeightUnit = byKey(WEIGHT_UNITS);
export const TemperatureUnit = byKey(TEMPERATURE_UNITS);
export const DimensionUnit = byKey(DIMENSION_UNITS);
export const UnitType = byKey(UNIT_TYPES);
export const AssetConfigUnitType = byKey(ASSET_CONFIG_UNIT_TYPES);

function entryOf<T extends { id: number }>(list: readonly T[], id: number, what: string): T {
  const entry = list.find((e) => e.id === id);
  // A bad id is a programming or data error; converting with a guessed factor would show a
  // plausible but wrong number to a dispatcher, so fail loudly instead.
  if (!entry) throw new RangeError(`Unknown ${what} unit id ${id}`);
  return entry;
}

export function convertVolume(value: number, fromId: VolumeUnitId, toId: VolumeUnitId): number {
  if (fromId === toId) return value;
  const from = entryOf(VOLUME_UNITS, fromId, 'volume');
  const to = entryOf(VOLUME_UNITS, toId, 'volume');
  return (value * from.gallonsPerUnit) / to.gallonsPerUnit;
}

export function convertWeight(value: number, fromId: WeightUnitId, toId: WeightUnitId): number {
  if (fromId === toId) return value;
  const from = entryOf(WEIGHT_UNITS, fromId, 'weight');
  const to = entryOf(WEIGHT_UNITS, toId, 'weight');
  return (value * from.poundsPerUnit) / to.poundsPerUnit;
}

export function convertDimension(value: number, fromId: DimensionUnitId, toId: DimensionUnitId): number {
  if (fromId === toId) return value;
  const from = entryOf(DIMENSION_UNITS, fromId, 'dimension');
  const to = entryOf(DIMENSION_UNITS, toId, 'dimension');
  return (value * from.inchesPerUnit) / to.inchesPerUnit;
}

const KELVIN_AT_ZERO_CELSIUS = 273.15;

function toCelsius(value: number, fromId: TemperatureUnitId): number {
  switch (fromId) {
    case TemperatureUnit.Fahrenheit:
      return ((value - 32) * 5) / 9;
    case TemperatureUnit.Celsius:
      return value;
    case TemperatureUnit.Kelvin:
      return value - KELVIN_AT_ZERO_CELSIUS;
    default:
      throw new RangeError(`Unknown temperature unit id ${String(fromId)}`);
  }
}

function fromCelsius(celsius: number, toId: TemperatureUnitId): number {
  switch (toId) {
    case TemperatureUnit.Fahrenheit:
      return (celsius * 9) / 5 + 32;
    case TemperatureUnit.Celsius:
      return celsius;
    case TemperatureUnit.Kelvin:
      return celsius + KELVIN_AT_ZERO_CELSIUS;
    default:
      throw new RangeError(`Unknown temperature unit id ${String(toId)}`);
  }
}

export function convertTemperature(value: number, fromId: TemperatureUnitId, toId: TemperatureUnitId): number {
  if (fromId === toId) return value;
  return fromCelsius(toCelsius(value, fromId), toId);
}

/** spec 001 §9: "231 cubic inches per gallon and 27.67990473580462 cubic inches per pound". */
export const CUBIC_INCHES_PER_GALLON = 231;
export const CUBIC_INCHES_PER_POUND = 27.67990473580462;

/** Weight of a volume of product; density is the product's factor relative to water (spec 001
 * §3.3 Product: density default 1), so 1 gallon of density 1 weighs 231 / 27.68 ≈ 8.345 lbs. */
export function gallonsToPounds(gallons: number, density = 1): number {
  return ((gallons * CUBIC_INCHES_PER_GALLON) / CUBIC_INCHES_PER_POUND) * density;
}

/** Inverse of gallonsToPounds; a density that is not positive has no meaningful volume. */
export function poundsToGallons(pounds: number, density = 1): number {
  if (!(density > 0)) throw new RangeError(`Density must be positive, got ${density}`);
  return (pounds * CUBIC_INCHES_PER_POUND) / CUBIC_INCHES_PER_GALLON / density;
}

/** spec 001 §9 abbreviations; '' for an unknown type or unit so a label never shows "undefined". */
export function unitAbbreviation(unitTypeId: number, unitId: number): string {
  const type = UNIT_TYPES.find((t) => t.id === unitTypeId);
  const units: readonly { id: number; abbreviation: string }[] = type?.units ?? [];
  return units.find((u) => u.id === unitId)?.abbreviation ?? '';
}

/** Label of a unit, e.g. unitLabel(UnitType.Volume, 2) === 'Liters'; '' when unknown. */
export function unitLabel(unitTypeId: number, unitId: number): string {
  const type = UNIT_TYPES.find((t) => t.id === unitTypeId);
  const units: readonly { id: number; label: string }[] = type?.units ?? [];
  return units.find((u) => u.id === unitId)?.label ?? '';
}
