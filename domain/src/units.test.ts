import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DIMENSION_UNITS,
  DimensionUnit,
  TEMPERATURE_UNITS,
  TemperatureUnit,
  UnitType,
  VOLUME_UNITS,
  VolumeUnit,
  WEIGHT_UNITS,
  WeightUnit,
  convertDimension,
  convertTemperature,
  convertVolume,
  convertWeight,
  gallonsToPounds,
  poundsToGallons,
  unitAbbreviation,
  unitLabel,
} from './units';
import { assetConfigUnitTypeIdSchema, volumeUnitIdSchema, weightUnitIdSchema } from './catalogue-schemas';

const volumeId = fc.constantFrom(...VOLUME_UNITS.map((u) => u.id));
const weightId = fc.constantFrom(...WEIGHT_UNITS.map((u) => u.id));
const temperatureId = fc.constantFrom(...TEMPERATURE_UNITS.map((u) => u.id));
const dimensionId = fc.constantFrom(...DIMENSION_UNITS.map((u) => u.id));
const amount = fc.double({ min: -1e6, max: 1e6, noNaN: true });
const positive = fc.double({ min: 1e-3, max: 1e6, noNaN: true });

function close(actual: number, expected: number, relative = 1e-9): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(expected)));
}

describe('known values from spec 001 §9', () => {
  it('converts volumes with the spec factors', () => {
    // 1 / 0.264172 litres per gallon: 3.7854… (the spec's factor, not the exact 3.785411784).
    close(convertVolume(1, VolumeUnit.Gallons, VolumeUnit.Liters), 3.785412534, 1e-9);
    expect(convertVolume(1, VolumeUnit.PetroBarrels, VolumeUnit.Gallons)).toBe(42);
    expect(convertVolume(4, VolumeUnit.Quarts, VolumeUnit.Gallons)).toBe(1);
    close(convertVolume(1, VolumeUnit.CubicMeters, VolumeUnit.Liters), 1000);
    close(convertVolume(231, VolumeUnit.CubicInches, VolumeUnit.Gallons), 0.999999, 1e-12);
    close(convertVolume(1, VolumeUnit.CubicFeet, VolumeUnit.Gallons), 7.48052);
  });

  it('converts weights and dimensions with the spec factors', () => {
    expect(convertWeight(1, WeightUnit.Tons, WeightUnit.Pounds)).toBe(2000);
    close(convertWeight(1, WeightUnit.MetricTons, WeightUnit.Kilograms), 1000);
    close(convertWeight(10, WeightUnit.Kilograms, WeightUnit.Pounds), 22.0462);
    expect(convertDimension(2, DimensionUnit.Feet, DimensionUnit.Inches)).toBe(24);
    close(convertDimension(1, DimensionUnit.Inches, DimensionUnit.Centimeters), 2.54, 1e-12);
  });

  it('knows 32 F = 0 C = 273.15 K and 212 F = 100 C', () => {
    close(convertTemperature(32, TemperatureUnit.Fahrenheit, TemperatureUnit.Celsius), 0);
    close(convertTemperature(32, TemperatureUnit.Fahrenheit, TemperatureUnit.Kelvin), 273.15);
    close(convertTemperature(0, TemperatureUnit.Celsius, TemperatureUnit.Kelvin), 273.15);
    close(convertTemperature(273.15, TemperatureUnit.Kelvin, TemperatureUnit.Fahrenheit), 32);
    close(convertTemperature(100, TemperatureUnit.Celsius, TemperatureUnit.Fahrenheit), 212);
    close(convertTemperature(-40, TemperatureUnit.Celsius, TemperatureUnit.Fahrenheit), -40);
  });

  it('weighs a gallon of water at 231 / 27.6799… lbs and scales by density', () => {
    close(gallonsToPounds(1), 8.345404444, 1e-9);
    close(gallonsToPounds(100, 0.51), 0.51 * gallonsToPounds(100));
    close(poundsToGallons(gallonsToPounds(1)), 1);
    expect(() => poundsToGallons(10, 0)).toThrow(RangeError);
  });

  it('abbreviates every unit as the spec lists', () => {
    const all = [
      ...VOLUME_UNITS.map((u) => unitAbbreviation(UnitType.Volume, u.id)),
      ...WEIGHT_UNITS.map((u) => unitAbbreviation(UnitType.Weight, u.id)),
      ...TEMPERATURE_UNITS.map((u) => unitAbbreviation(UnitType.Temperature, u.id)),
      ...DIMENSION_UNITS.map((u) => unitAbbreviation(UnitType.Dimension, u.id)),
    ];
    expect(all).toEqual('gal ltr in3 m3 ft3 pbbl qt lbs kg mt t f c k in cm ft'.split(' '));
    expect(unitAbbreviation(UnitType.Volume, 6)).toBe('');
    expect(unitAbbreviation(99, 1)).toBe('');
    expect(unitLabel(UnitType.Weight, WeightUnit.MetricTons)).toBe('Metric Tons');
  });

  it('keeps the spec ids', () => {
    expect(VolumeUnit).toEqual({
      Gallons: 1,
      Liters: 2,
      CubicInches: 3,
      CubicMeters: 4,
      CubicFeet: 5,
      PetroBarrels: 9,
      Quarts: 10,
    });
    expect(UnitType).toEqual({ Volume: 1, Dimension: 2, Temperature: 3, Weight: 4 });
  });
});

describe('schemas', () => {
  it('accept only known ids', () => {
    expect(volumeUnitIdSchema.safeParse(9).success).toBe(true);
    expect(volumeUnitIdSchema.safeParse(6).success).toBe(false);
    expect(weightUnitIdSchema.safeParse(5).success).toBe(false);
    expect(assetConfigUnitTypeIdSchema.safeParse(0).success).toBe(true);
    expect(volumeUnitIdSchema.safeParse('1').success).toBe(false);
  });
});

describe('conversion properties', () => {
  it('identity: converting to the same unit returns the value unchanged', () => {
    fc.assert(
      fc.property(amount, volumeId, weightId, temperatureId, dimensionId, (v, vo, we, te, di) => {
        expect(convertVolume(v, vo, vo)).toBe(v);
        expect(convertWeight(v, we, we)).toBe(v);
        expect(convertTemperature(v, te, te)).toBe(v);
        expect(convertDimension(v, di, di)).toBe(v);
      }),
    );
  });

  it('round trips within floating-point tolerance', () => {
    fc.assert(
      fc.property(amount, volumeId, volumeId, (v, a, b) => {
        close(convertVolume(convertVolume(v, a, b), b, a), v);
      }),
    );
    fc.assert(
      fc.property(amount, weightId, weightId, (v, a, b) => {
        close(convertWeight(convertWeight(v, a, b), b, a), v);
      }),
    );
    fc.assert(
      fc.property(amount, temperatureId, temperatureId, (v, a, b) => {
        close(convertTemperature(convertTemperature(v, a, b), b, a), v);
      }),
    );
    fc.assert(
      fc.property(amount, dimensionId, dimensionId, (v, a, b) => {
        close(convertDimension(convertDimension(v, a, b), b, a), v);
      }),
    );
    fc.assert(
      fc.property(amount, fc.double({ min: 0.1, max: 3, noNaN: true }), (v, density) => {
        close(poundsToGallons(gallonsToPounds(v, density), density), v);
      }),
    );
  });

  it('is transitive through any intermediate unit', () => {
    fc.assert(
      fc.property(amount, volumeId, volumeId, volumeId, (v, a, b, c) => {
        close(convertVolume(convertVolume(v, a, b), b, c), convertVolume(v, a, c));
      }),
    );
  });

  it('is strictly increasing in the value', () => {
    fc.assert(
      fc.property(amount, positive, volumeId, volumeId, (v, d, a, b) => {
        expect(convertVolume(v + d, a, b)).toBeGreaterThan(convertVolume(v, a, b));
      }),
    );
    fc.assert(
      fc.property(amount, positive, temperatureId, temperatureId, (v, d, a, b) => {
        expect(convertTemperature(v + d, a, b)).toBeGreaterThan(convertTemperature(v, a, b));
      }),
    );
    fc.assert(
      fc.property(amount, positive, weightId, weightId, (v, d, a, b) => {
        expect(convertWeight(v + d, a, b)).toBeGreaterThan(convertWeight(v, a, b));
      }),
    );
    fc.assert(
      fc.property(amount, positive, dimensionId, dimensionId, (v, d, a, b) => {
        expect(convertDimension(v + d, a, b)).toBeGreaterThan(convertDimension(v, a, b));
      }),
    );
  });

  it('scales linearly for volume, weight and dimension (zero stays zero)', () => {
    fc.assert(
      fc.property(amount, volumeId, volumeId, weightId, dimensionId, (v, a, b, w, d) => {
        close(convertVolume(2 * v, a, b), 2 * convertVolume(v, a, b));
        expect(convertVolume(0, a, b)).toBe(0);
        expect(convertWeight(0, w, WeightUnit.Pounds)).toBe(0);
        expect(convertDimension(0, d, DimensionUnit.Inches)).toBe(0);
      }),
    );
  });

  it('rejects unknown ids at run time', () => {
    expect(() => convertVolume(1, 6 as never, VolumeUnit.Gallons)).toThrow(RangeError);
    expect(() => convertTemperature(1, 7 as never, TemperatureUnit.Celsius)).toThrow(RangeError);
  });
});
