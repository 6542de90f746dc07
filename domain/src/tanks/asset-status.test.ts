import { describe, expect, it } from 'vitest';
import { ASSET_STATUS_TYPES, AssetStatus, assetStatusLabel } from './asset-status';
import { assetStatusIdSchema } from '../catalogue-schemas';

describe('asset status types', () => {
  it('lists the 13 statuses of spec 001 §4 with ids 0.. in order', () => {
    expect(ASSET_STATUS_TYPES.map((s) => s.key)).toEqual([
      'OK',
      'Setpoint',
      'MaintenanceDue',
      'Delivery',
      'Drain',
      'UnexpectedUsage',
      'FalseFill',
      'InvalidCalculation',
      'SensorLowBattery',
      'SensorError',
      'SensorLate',
      'LowUsage',
      'HighUsage',
    ]);
    expect(ASSET_STATUS_TYPES.map((s) => s.id)).toEqual([...Array(13).keys()]);
    expect(AssetStatus.HighUsage).toBe(12);
  });

  it('labels and validates ids', () => {
    expect(assetStatusLabel(AssetStatus.MaintenanceDue)).toBe('Maintenance Due');
    expect(assetStatusLabel(99)).toBe('Unknown');
    expect(assetStatusIdSchema.safeParse(13).success).toBe(false);
  });
});
