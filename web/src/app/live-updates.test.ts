import { describe, expect, it } from 'vitest';
import { staleByBatch } from './live-updates';

const batch = (b: Partial<{ resync: boolean; tanks: number[]; devices: number[]; alerts: number[] }>) => ({
  resync: b.resync ?? false,
  tanks: new Set(b.tanks),
  devices: new Set(b.devices),
  alerts: new Set(b.alerts),
});

describe('staleByBatch', () => {
  it("refetches the changed tank's and device's own queries and the folder-wide ones, nothing else", () => {
    const stale = staleByBatch(batch({ tanks: [5], devices: [9] }));
    const is = (...queryKey: unknown[]) => stale({ queryKey });
    expect(is('asset', 5)).toBe(true);
    expect(is('device', 9)).toBe(true);
    expect(is('history', 'level', 5, 'a', 'b')).toBe(true);
    expect(is('folder-summary', 1, 'all')).toBe(true);
    expect(is('asset', 6)).toBe(false);
    expect(is('notifications')).toBe(false);
    expect(is('session')).toBe(false);
  });

  it('refetches the notification strip and the alerts of an entity when alerts change, and everything on resync', () => {
    const alerts = staleByBatch(batch({ alerts: [7] }));
    expect(alerts({ queryKey: ['notifications'] })).toBe(true);
    expect(alerts({ queryKey: ['entity-alerts', 7] })).toBe(true);
    expect(staleByBatch(batch({ resync: true }))({ queryKey: ['session'] })).toBe(true);
  });
});
