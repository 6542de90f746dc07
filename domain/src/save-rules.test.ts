import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConfigType, defaultConfig } from './configs';
import { assetConfigRules, firstMessages, parseConfigs, isDeviceConfigType } from './save-rules';
import { TankType, tankCapacityGallons } from './tanks/tank-geometry';
import { Zone } from './tanks/zones';

const tankConfig = (tank: Record<string, unknown>, zones?: { type: number; value: number }[]) => {
  const base = defaultConfig(ConfigType.AssetTank);
  return { ...base, tank: { ...base.tank, ...tank }, zones: zones?.map((z, i) => ({ configId: 0, position: i, ...z })) ?? base.zones };
};

describe('asset config rules (spec 001 §5)', () => {
  it('names each required dimension of a tank type in the spec form', () => {
    const r = assetConfigRules([tankConfig({ cmid: TankType.ConeBottom })]);
    expect(firstMessages(r.errors)).toEqual({
      'configs.0.tank.width': 'Width: is required',
      'configs.0.tank.height': 'Height: is required',
      'configs.0.tank.coneHeight': 'Cone Height: is required',
      'configs.0.tank.angle': 'Angle: is required',
    });
    expect(firstMessages(assetConfigRules([tankConfig({ cmid: 0 })]).errors)).toEqual({ 'configs.0.tank.cmid': 'Tank Type: is required' });
  });

  it('computes the capacity of the eight shapes from their dimensions, whatever was entered', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10, max: 300, noNaN: true }),
        fc.double({ min: 10, max: 120, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (length, height, entered) => {
          const r = assetConfigRules([tankConfig({ cmid: TankType.HorizontalCylinder, length, height, capacity: entered })]);
          expect(r.errors).toEqual({});
          expect((r.configs[0]!.tank as { capacity: number }).capacity).toBe(
            tankCapacityGallons(TankType.HorizontalCylinder, { length, height }),
          );
        },
      ),
    );
  });

  it('wants a capacity for entered types, a strapping table for strapping types, and zones in order', () => {
    const r = assetConfigRules([
      tankConfig({ cmid: TankType.HorizontalPropane, capacity: 0 }),
      tankConfig({ cmid: TankType.StrappingTable }),
      tankConfig({ cmid: TankType.Rectangle, length: 10, width: 10, height: 10 }, [
        { type: Zone.Warning, value: 0.2 },
        { type: Zone.Critical, value: 0.3 },
      ]),
    ]);
    expect(firstMessages(r.errors)).toEqual({
      'configs.0.tank.capacity': 'Capacity: is required',
      'configs.1.tank.stid': 'Strapping Table: is required',
      'configs.2.zones': 'Zones: the critical level must not be above the warning level',
    });
  });

  it('keeps a strapping table only on the types that use one (issue 20)', () => {
    const r = assetConfigRules([
      tankConfig({ cmid: TankType.Cryogenic, capacity: 500, stid: 7 }),
      tankConfig({ cmid: TankType.Rectangle, length: 10, width: 10, height: 10, stid: 7 }),
      tankConfig({ cmid: TankType.StrappingTable, stid: 7 }),
      tankConfig({ cmid: TankType.Spherical, stid: 8 }),
    ]);
    expect(r.errors).toEqual({});
    expect(r.configs.map((c) => (c.tank as { stid: number | null }).stid)).toEqual([null, null, 7, 8]);
  });

  it('keys errors by where the config stands in the body, even after a config that failed', () => {
    const r = assetConfigRules([{ typeId: ConfigType.Modem }, tankConfig({ cmid: TankType.VerticalCylinder, width: 0, height: 40 })]);
    expect(firstMessages(r.errors)).toEqual({
      'configs.0.typeId': 'Config Type: a Modem config does not belong on an asset',
      'configs.1.tank.width': 'Width: is required',
    });
    expect(r.indexes).toEqual([1]);
  });
});

describe('device config rules (spec 001 §5 client rules)', () => {
  it('runs the schedule, reliant user, device alert and modem rules with the spec messages', () => {
    const r = parseConfigs(
      [
        { typeId: ConfigType.EntitySchedule, scheduleUid: 0 },
        { typeId: ConfigType.ReliantUser, wakeMinutes: 2, measureInterval: 11 },
        { typeId: ConfigType.DeviceAlert, deadzone: 10 },
        { typeId: ConfigType.Modem, baudRate: 115200, dataBits: 9, parity: 'OE', stopBits: 3 },
      ],
      isDeviceConfigType,
      'a device',
    );
    expect(firstMessages(r.errors)).toEqual({
      'configs.0.scheduleUid': 'You must select a schedule',
      'configs.1.wakeMinutes': 'Wake Minutes: must be greater than or equal to 3',
      'configs.1.measureInterval': 'Measure Interval: must be less than or equal to 10',
      'configs.2.deadzone': 'You must select a valid deadzone',
      'configs.3.baudRate': 'Baud Rate: must be less than or equal to 11520',
      'configs.3.dataBits': 'Data Bits: must be less than or equal to 8',
      'configs.3.parity': 'Parity: length must be less than 2 characters',
      'configs.3.stopBits': 'Stop Bits: must be less than or equal to 2',
    });
  });
});
