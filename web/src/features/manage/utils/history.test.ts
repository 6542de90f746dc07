import { ConfigType } from '@ullage/domain/configs';
import { ScheduleOptions } from '@ullage/domain/alerts/schedules';
import { SYSTEM_SCHEDULES } from '@ullage/domain/alerts/system-schedules';
import { TimeZone } from '@ullage/domain/time-zones';
import { tankTypeLabel } from '@ullage/domain/tanks/tank-geometry';
import { convertVolume, DimensionUnit, TemperatureUnit, VolumeUnit, WeightUnit } from '@ullage/domain/units';
import { describe, expect, it } from 'vitest';
import { configChangeLines, configSnapshot, customRange, presetRange, wallClockInput } from './history';

const litres = (gal: number) => Number(convertVolume(gal, VolumeUnit.Gallons, VolumeUnit.Liters).toFixed(3));
const METRIC = {
  volumeUnitId: VolumeUnit.Liters,
  weightUnitId: WeightUnit.Kilograms,
  temperatureUnitId: TemperatureUnit.Celsius,
  dimensionUnitId: DimensionUnit.Centimeters,
} as const;

describe('history ranges', () => {
  it('are the last days up to now, or whole chosen days in the user time zone', () => {
    expect(presetRange(7, 1_000_000_000_000)).toEqual({ from: 1_000_000_000_000 - 7 * 86_400_000, to: 1_000_000_000_000 });
    const r = customRange('2025-01-05', '2025-01-06', { timeZoneId: TimeZone.Central, observeDst: true })!;
    expect(new Date(r.from).toISOString()).toBe('2025-01-05T06:00:00.000Z');
    expect(new Date(r.to + 1).toISOString()).toBe('2025-01-07T06:00:00.000Z');
    expect(customRange('2025-01-06', '2025-01-05', { timeZoneId: TimeZone.Central, observeDst: true })).toBeNull();
    expect(customRange('', '2025-01-05', { timeZoneId: TimeZone.Central, observeDst: true })).toBeNull();
  });
});

describe('config history', () => {
  it('says who changed what and when, each change against the version before it, in the user units', () => {
    const v1 = { id: 5, typeId: ConfigType.AssetTank, tank: { cmid: 1, length: 100, height: 40, capacity: 543.9 }, label: 'Tank' };
    const v2 = { ...v1, tank: { ...v1.tank, length: 120, capacity: 652.7 } };
    const entry = (id: number, change: number, data: object, by: string | null) => ({
      id,
      entityUid: 9,
      configTypeId: ConfigType.AssetTank,
      configId: 5,
      change,
      changeLabel: change === 1 ? 'Created' : 'Updated',
      data: data as Record<string, unknown>,
      changedDate: `2025-01-0${id}T09:00:00`,
      changedBy: by ? 1 : null,
      changedByName: by,
    });
    const lines = configChangeLines([entry(2, 2, v2, 'ann.driver'), entry(1, 1, v1, null)], METRIC);
    expect(lines[0]).toEqual({
      id: 2,
      changedDate: '2025-01-02T09:00:00',
      by: 'ann.driver',
      what: 'Updated Asset Tank',
      details: ['Tank Length: 254 cm → 304.8 cm', `Tank Capacity: ${litres(543.9)} ltr → ${litres(652.7)} ltr`],
    });
    expect(lines[1]).toMatchObject({ by: 'System', what: 'Created Asset Tank', details: [] });
    // Ids read as what they stand for.
    const schedule = (id: number, uid: number) => ({
      ...entry(id, 2, { id: 6, typeId: ConfigType.EntitySchedule, scheduleUid: uid }, 'ann.driver'),
      configTypeId: ConfigType.EntitySchedule,
      configId: 6,
    });
    const uid = (label: string) => SYSTEM_SCHEDULES.find((x) => x.optionsId === ScheduleOptions.CellularMonitors && x.label === label)!.uid;
    expect(configChangeLines([schedule(4, uid('Daily at 6:00 AM')), schedule(3, uid('Every 6 hours'))], METRIC)[0]!.details).toEqual([
      'Schedule: Every 6 hours → Daily at 6:00 AM',
    ]);
  });
});

describe('config snapshot', () => {
  const v1 = {
    id: 5,
    typeId: ConfigType.AssetTank,
    tank: { cmid: 1, length: 100, height: 40 },
    zones: [{ value: 0.2 }, { value: 0.1 }],
    label: 'Tank',
  };
  const address = { id: 9, typeId: ConfigType.Address, address1: '1 Old Road', city: 'Wausau' };

  it('names each config and field in the user units, array items apart', () => {
    const [tank] = configSnapshot([v1], METRIC);
    expect(tank).toMatchObject({ id: 5, title: 'Asset Tank (Tank)', removedSince: false });
    expect(tank!.fields).toEqual(
      expect.arrayContaining([
        { name: 'Tank Type', text: tankTypeLabel(1) },
        { name: 'Tank Length', text: '254 cm' },
        { name: 'Zones 1 Value', text: expect.any(String) },
        { name: 'Zones 2 Value', text: expect.any(String) },
      ]),
    );
    expect(tank!.fields.map((f) => f.now)).toEqual(tank!.fields.map(() => undefined));
  });

  it('against the configs now: what changed, and what is gone', () => {
    const now = [{ ...v1, tank: { ...v1.tank, length: 120 } }];
    const [tank, gone] = configSnapshot([v1, address], METRIC, now);
    expect(tank!.fields.find((f) => f.name === 'Tank Length')).toEqual({ name: 'Tank Length', text: '254 cm', now: '304.8 cm' });
    expect(tank!.fields.find((f) => f.name === 'Tank Height')?.now).toBeUndefined();
    expect(gone).toMatchObject({ title: 'Address', removedSince: true });
  });

  it("reads a datetime-local input's text in the user time zone", () => {
    const central = { timeZoneId: TimeZone.Central, observeDst: true };
    expect(wallClockInput('2025-01-05T09:30', central)?.toISOString()).toBe('2025-01-05T15:30:00.000Z');
    expect(wallClockInput('2025-07-05T09:30', central)?.toISOString()).toBe('2025-07-05T14:30:00.000Z');
    expect(wallClockInput('', central)).toBeNull();
    expect(wallClockInput('2025-13-05T09:30', central)).toBeNull();
  });
});
