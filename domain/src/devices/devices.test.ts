import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEVICE_ACTIVATION_STATES,
  DEVICE_FLAG_IDS,
  DeviceActivationState,
  DeviceFlag,
  deviceFlagMask,
  deviceFlagsOf,
  hasDeviceFlag,
} from './devices';
import { deviceFlagMaskSchema, deviceStateSchema, deviceUpdateSchema } from '../catalogue-schemas';

describe('device activation states', () => {
  it('lists the five states of spec 001 §4', () => {
    expect(DEVICE_ACTIVATION_STATES.map((s) => s.label)).toEqual([
      'None',
      'Active',
      'Pending Activation',
      'Inactive',
      'Pending Deactivation',
    ]);
  });
});

describe('device flags', () => {
  it('round-trips any set of flags through a mask', () => {
    fc.assert(
      fc.property(fc.subarray([...DEVICE_FLAG_IDS]), (flags) => {
        expect(deviceFlagsOf(deviceFlagMask(flags))).toEqual([...flags].sort((a, b) => a - b));
      }),
    );
  });

  it('tests one flag and rejects unknown bits', () => {
    const mask = deviceFlagMask([DeviceFlag.Late, DeviceFlag.LowBattery]);
    expect(hasDeviceFlag(mask, DeviceFlag.Late)).toBe(true);
    expect(hasDeviceFlag(mask, DeviceFlag.Error)).toBe(false);
    expect(deviceFlagMaskSchema.safeParse(15).success).toBe(true);
    expect(deviceFlagMaskSchema.safeParse(16).success).toBe(false);
  });
});

describe('device state and update', () => {
  it('defaults a device state', () => {
    expect(deviceStateSchema.parse({})).toEqual({
      currentUpdateId: null,
      pollStatus: 0,
      alertOnDataProcessed: false,
      downloaded: false,
      ipAddress: null,
      connected: false,
      connectedLastChanged: null,
      activeState: DeviceActivationState.None,
    });
    expect(deviceStateSchema.safeParse({ activeState: 9 }).success).toBe(false);
  });

  it('needs an update id', () => {
    expect(deviceUpdateSchema.safeParse({}).success).toBe(false);
    expect(deviceUpdateSchema.parse({ id: 1, batteryStrength: 3.6 }).retries).toBe(0);
  });
});
