import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZONES, Zone, tankZoneFor, temperatureZoneFor, zoneColor } from './zones';
import { zoneIdSchema, zoneSchema } from '../catalogue-schemas';

describe('zones', () => {
  it('carries the colours of spec 001 §9', () => {
    expect(zoneColor(Zone.Safe)).toBe('#79c96e');
    expect(zoneColor(Zone.Warning)).toBe('#e5e979');
    expect(zoneColor(Zone.Critical)).toBe('#e88886');
    expect(zoneColor(Zone.Hot)).toBe('#e88886');
    expect(zoneColor(Zone.Cold)).toBe('#6987fa');
    expect(zoneColor(0)).toBeUndefined();
  });

  it('names the colour of each zone as spec 001 §4 does', () => {
    expect(ZONES.map((z) => [z.key, z.colorName])).toEqual([
      ['Safe', 'green'],
      ['Warning', 'yellow'],
      ['Critical', 'red'],
      ['Hot', 'red'],
      ['Cold', 'blue'],
    ]);
  });

  it('rejects an unknown zone id', () => {
    expect(zoneIdSchema.safeParse(Zone.Cold).success).toBe(true);
    expect(zoneIdSchema.safeParse(9).success).toBe(false);
    expect(zoneSchema.parse({ type: Zone.Warning, value: 0.3 })).toEqual({
      configId: 0,
      position: 0,
      type: Zone.Warning,
      value: 0.3,
    });
  });

  it('bands a tank level by its warning and critical percentages', () => {
    const t = { warning: 0.3, critical: 0.2 };
    expect(tankZoneFor(0.9, t)).toBe(Zone.Safe);
    expect(tankZoneFor(0.3, t)).toBe(Zone.Warning);
    expect(tankZoneFor(0.25, t)).toBe(Zone.Warning);
    expect(tankZoneFor(0.2, t)).toBe(Zone.Critical);
    expect(tankZoneFor(0, t)).toBe(Zone.Critical);
  });

  it('never lets a lower level sit in a safer zone than a higher one', () => {
    const rank = { [Zone.Safe]: 0, [Zone.Warning]: 1, [Zone.Critical]: 2 } as Record<number, number>;
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const t = { warning: 0.3, critical: 0.2 };
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[tankZoneFor(low, t)]).toBeGreaterThanOrEqual(rank[tankZoneFor(high, t)] ?? 0);
      }),
    );
  });

  it('bands temperatures hot and cold', () => {
    const bounds = { cold: 32, hot: 100 };
    expect(temperatureZoneFor(120, bounds)).toBe(Zone.Hot);
    expect(temperatureZoneFor(10, bounds)).toBe(Zone.Cold);
    expect(temperatureZoneFor(70, bounds)).toBe(Zone.Safe);
  });
});
