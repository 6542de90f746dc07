import { Zone } from '@ullage/domain/tanks/zones';
import { describe, expect, it } from 'vitest';
import { zoneClass } from './cell-text';

describe('zoneClass (spec 001 §9 colours)', () => {
  it("names the zone's class, and none for no zone", () => {
    expect(zoneClass(Zone.Safe)).toBe('report-zone report-zone-safe');
    expect(zoneClass(Zone.Critical)).toBe('report-zone report-zone-critical');
    expect(zoneClass(String(Zone.Cold))).toBe('report-zone report-zone-cold');
    expect(zoneClass(null)).toBeUndefined();
    expect(zoneClass(0)).toBeUndefined();
  });
});
