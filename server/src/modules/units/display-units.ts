// Amounts are stored in gallons (pounds for tanks measured by weight), levels in inches and
// temperatures in °F; they are converted to the caller's unit settings at the edge (spec 001 §9
// "Conversions apply per user unit settings"; §3.5 Unit config, all default 1).
import { unitConfigSchema } from '@ullage/domain/configs';
import type { DisplayUnitsDto } from '@ullage/domain/tanks/api';
import {
  convertDimension,
  convertTemperature,
  convertVolume,
  convertWeight,
  DimensionUnit,
  TemperatureUnit,
  VolumeUnit,
  WeightUnit,
} from '@ullage/domain/units';

export type AmountUnit = 'volume' | 'weight';

/** A user's stored unit config, with the spec's defaults for what it leaves out. */
export const displayUnitsOf = (stored: unknown): DisplayUnitsDto => unitConfigSchema.parse(stored ?? {});

const keep = (x: number) => Math.round(x * 1000) / 1000;

export interface Converter {
  units: DisplayUnitsDto;
  amount(v: number | null | undefined, unit?: AmountUnit): number | null;
  dimension(v: number | null | undefined): number | null;
  temperature(v: number | null | undefined): number | null;
}

export function converter(units: DisplayUnitsDto): Converter {
  return {
    units,
    amount(v, unit = 'volume') {
      if (v === null || v === undefined) return null;
      return keep(
        unit === 'weight'
          ? convertWeight(v, WeightUnit.Pounds, units.weightUnitId)
          : convertVolume(v, VolumeUnit.Gallons, units.volumeUnitId),
      );
    },
    dimension(v) {
      return v === null || v === undefined ? null : keep(convertDimension(v, DimensionUnit.Inches, units.dimensionUnitId));
    },
    temperature(v) {
      return v === null || v === undefined ? null : keep(convertTemperature(v, TemperatureUnit.Fahrenheit, units.temperatureUnitId));
    },
  };
}
