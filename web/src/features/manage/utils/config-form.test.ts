import { ConfigType, defaultConfig } from '@ullage/domain/configs';
import { DimensionUnit, TemperatureUnit, VolumeUnit, WeightUnit, type DimensionUnitId, type VolumeUnitId } from '@ullage/domain/units';
import { TankType, tankCapacityGallons } from '@ullage/domain/tanks/tank-geometry';
import { describe, expect, it } from 'vitest';
import { configFromForm, configToForm, liveCapacity } from './config-form';

const US = {
  volumeUnitId: VolumeUnit.Gallons,
  weightUnitId: WeightUnit.Pounds,
  temperatureUnitId: TemperatureUnit.Fahrenheit,
  dimensionUnitId: DimensionUnit.Inches,
} as const;
const METRIC = {
  volumeUnitId: VolumeUnit.Liters,
  weightUnitId: WeightUnit.Kilograms,
  temperatureUnitId: TemperatureUnit.Celsius,
  dimensionUnitId: DimensionUnit.Centimeters,
} as const;

const storedTank = () => {
  const base = defaultConfig(ConfigType.AssetTank);
  return {
    ...base,
    id: 7,
    tank: { ...base.tank, cmid: TankType.HorizontalCylinder, length: 120, height: 40, capacity: 0, ullagePercent: 0.8 },
    sensor: { deviceUid: 55, port: 1, offset: 0 },
  } as Record<string, unknown>;
};

describe('live capacity (spec 001 §5)', () => {
  it('recomputes from the dimensions as they are typed, in gallons with 1 decimal', () => {
    const form = configToForm(storedTank(), US).tank as Record<string, unknown>;
    expect(liveCapacity(form, US)).toBe(tankCapacityGallons(TankType.HorizontalCylinder, { length: 120, height: 40 }));
    expect(liveCapacity({ ...form, length: '96' }, US)).toBe(tankCapacityGallons(TankType.HorizontalCylinder, { length: 96, height: 40 }));
    expect(liveCapacity({ ...form, length: '' }, US)).toBeNull();
    // Types whose capacity is entered or comes from a strapping table have none to show.
    expect(liveCapacity({ ...form, cmid: String(TankType.HorizontalPropane) }, US)).toBeNull();
  });

  it('reads the dimensions in the user unit and answers in the user unit', () => {
    const cm = { cmid: String(TankType.Rectangle), length: '100', width: '100', height: '100' };
    // 1 m3 = 1000 litres; computed in gallons (1 decimal), shown in litres.
    expect(
      liveCapacity(cm, {
        ...US,
        dimensionUnitId: DimensionUnit.Centimeters as DimensionUnitId,
        volumeUnitId: VolumeUnit.Liters as VolumeUnitId,
      }),
    ).toBeCloseTo(1000, 0);
  });
});

describe('configs in a form', () => {
  it('shows amounts and levels in the user units and percents x100', () => {
    const form = configToForm(storedTank(), METRIC);
    expect(form.tank).toMatchObject({ length: '304.8', height: '101.6', ullagePercent: '80', cmid: String(TankType.HorizontalCylinder) });
    expect(form.sensor).toEqual({ deviceUid: '55', port: '1', offset: 0 });
    expect(form.zones).toEqual([expect.objectContaining({ value: '30' }), expect.objectContaining({ value: '20' })]);
  });

  it('gives back exactly what was stored for every field left as shown', () => {
    const stored = { ...storedTank(), tank: { ...(storedTank().tank as object), length: 119.999, height: 40.0001 } };
    for (const units of [US, METRIC]) expect(configFromForm(configToForm(stored, units), stored, units)).toEqual(stored);
  });

  it('converts a changed field back to stored units, and drops a link without a device', () => {
    const stored = storedTank();
    const form = configToForm(stored, METRIC);
    const edited = {
      ...form,
      tank: { ...(form.tank as object), length: '254', ullagePercent: '85' },
      sensor: { deviceUid: '', port: '1', offset: 0 },
    };
    const back = configFromForm(edited, stored, METRIC);
    expect((back.tank as { length: number }).length).toBeCloseTo(100, 9);
    expect((back.tank as { ullagePercent: number }).ullagePercent).toBe(0.85);
    expect(back.sensor).toBeNull();
    // An empty field is null (the schema then says it is required); text that is not a number stays text.
    const blank = configFromForm({ ...form, tank: { ...(form.tank as object), height: '', heelAmount: '1.2.3' } }, stored, METRIC);
    expect(blank.tank).toMatchObject({ height: null, heelAmount: '1.2.3' });
  });
});
