import { describe, expect, it } from 'vitest';
import { assetMaintenanceSchema } from './api';
import { addMonths, maintenanceDue, nextMaintenanceDue } from './maintenance';

describe('maintenance plan (ADR 065)', () => {
  it('adds months, clamping the day to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-06-30', 12)).toBe('2027-06-30');
  });

  it('moves dueOn past a newer lastDoneOn by the interval, and only then', () => {
    const plan = { dueOn: '2026-12-01', intervalMonths: 6, lastDoneOn: '2026-11-20' };
    expect(nextMaintenanceDue(plan, null)).toBe('2027-05-20');
    expect(nextMaintenanceDue(plan, { ...plan, lastDoneOn: '2026-05-01' })).toBe('2027-05-20');
    // The same lastDoneOn again: dueOn as the user set it.
    expect(nextMaintenanceDue(plan, plan)).toBe('2026-12-01');
    // Without an interval, dueOn is what was given.
    expect(nextMaintenanceDue({ ...plan, intervalMonths: null }, null)).toBe('2026-12-01');
  });

  it('is due from its day on', () => {
    expect(maintenanceDue('2026-11-25', '2026-11-24')).toBe(false);
    expect(maintenanceDue('2026-11-25', '2026-11-25')).toBe(true);
    expect(maintenanceDue('2026-11-25', '2026-12-01')).toBe(true);
  });

  it('refuses a bad date or interval with the field named', () => {
    const bad = assetMaintenanceSchema.safeParse({ dueOn: '2026-13-01', intervalMonths: 0 });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Maintenance Due On: is not a valid date');
    expect(messages.some((m) => m.startsWith('Maintenance Interval:'))).toBe(true);
    expect(assetMaintenanceSchema.parse({ dueOn: '2026-12-01' })).toEqual({ dueOn: '2026-12-01', intervalMonths: null, lastDoneOn: null });
  });
});
