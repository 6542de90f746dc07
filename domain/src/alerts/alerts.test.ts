import { describe, expect, it } from 'vitest';
import {
  ALERT_MESSAGE_KINDS,
  ALERT_TYPES,
  AlertType,
  USAGE_ALERT_TIME_FRAMES,
  alertSchema,
  alertSchemaFor,
  alertBaseSchema,
  defaultAlert,
  excessiveCallsAlertSchema,
  excessiveUsageAlertSchema,
  geofenceAlertSchema,
  isStandardTimeFrame,
  lowUsageAlertSchema,
} from './alerts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('alert types (spec 001 §9)', () => {
  it('has 25 types with unique ids and keys', () => {
    expect(ALERT_TYPES).toHaveLength(25);
    expect(new Set(ALERT_TYPES.map((t) => t.id)).size).toBe(25);
    expect(new Set(ALERT_TYPES.map((t) => t.key)).size).toBe(25);
  });

  it('keeps Geofence 8 and Excessive Usage 24, and gives Low Usage its own id', () => {
    expect(AlertType.Geofence).toBe(8);
    expect(AlertType.ExcessiveUsage).toBe(24);
    expect(AlertType.LowUsage).not.toBe(AlertType.ExcessiveUsage);
  });

  it("includes the spec's examples", () => {
    expect(ALERT_TYPES.map((t) => t.label)).toEqual(
      expect.arrayContaining([
        'Connection',
        'Theft Detection',
        'Geofence',
        'Low Usage',
        'Excessive Usage',
        'Tank Level Warning',
        'Tank Level Critical',
        'Tank Level Safe',
        'Pressure',
        'Temperature Low',
        'Temperature Normal',
        'Temperature High',
        'Switch',
        'PO Expiring',
      ]),
    );
  });

  it('flags settings exactly where a settings schema exists', () => {
    for (const t of ALERT_TYPES) {
      expect(alertSchemaFor(t.id) !== alertBaseSchema).toBe(t.hasSettings);
    }
  });

  it('has the six message kinds', () => {
    expect(ALERT_MESSAGE_KINDS.map((k) => k.key)).toEqual(['Company', 'Tank', 'MonitoredProperty', 'Switch', 'Pressure', 'Temperature']);
  });
});

describe('alert defaults (spec 001 §3.6)', () => {
  it('enables a base alert', () => {
    expect(defaultAlert(AlertType.Connection)).toEqual({
      id: 0,
      messageId: 0,
      contactGroupUid: 0,
      enabled: true,
      typeName: 'Connection',
      typeId: AlertType.Connection,
    });
  });

  it('gives excessive calls percentage 2 over 7 days', () => {
    expect(excessiveCallsAlertSchema.parse({ typeId: AlertType.ExcessiveCalls })).toMatchObject({ percentage: 2, days: 7 });
  });

  it('gives excessive usage includeWeekends, timeFrame 25 and 150%', () => {
    expect(defaultAlert(AlertType.ExcessiveUsage)).toMatchObject({
      includeWeekends: true,
      timeFrame: 25,
      usagePercent: 150,
      mode: 'average',
    });
  });

  it('gives low usage timeFrame 24 and 10%', () => {
    expect(defaultAlert(AlertType.LowUsage)).toMatchObject({ includeWeekends: true, timeFrame: 24, usagePercent: 10 });
  });

  it('gives a geofence alert mode 1 and no geofence yet', () => {
    expect(defaultAlert(AlertType.Geofence)).toMatchObject({ mode: 1, geofenceUid: 0 });
    expect(messages(geofenceAlertSchema.safeParse({ typeId: AlertType.Geofence }))).toEqual(['Geofence: is required']);
  });

  it('saves the untouched excessive usage default', () => {
    expect(excessiveUsageAlertSchema.safeParse(defaultAlert(AlertType.ExcessiveUsage)).success).toBe(true);
  });
});

describe('usage alert rules (spec 001 §5)', () => {
  it('bounds excessive usage percent 110-500', () => {
    const p = (usagePercent: number) => messages(excessiveUsageAlertSchema.safeParse({ typeId: AlertType.ExcessiveUsage, usagePercent }));
    expect(p(109)).toEqual(['Usage Percent: must be greater than or equal to 110']);
    expect(p(501)).toEqual(['Usage Percent: must be less than or equal to 500']);
    expect(p(110)).toEqual([]);
    expect(p(500)).toEqual([]);
  });

  it('bounds low usage percent 10-110', () => {
    const p = (usagePercent: number) => messages(lowUsageAlertSchema.safeParse({ typeId: AlertType.LowUsage, usagePercent }));
    expect(p(9)).toEqual(['Usage Percent: must be greater than or equal to 10']);
    expect(p(111)).toEqual(['Usage Percent: must be less than or equal to 110']);
    expect(p(10)).toEqual([]);
  });

  it('accepts only the two usage modes', () => {
    expect(lowUsageAlertSchema.safeParse({ typeId: AlertType.LowUsage, mode: 'expected' }).success).toBe(true);
    expect(lowUsageAlertSchema.safeParse({ typeId: AlertType.LowUsage, mode: 'median' }).success).toBe(false);
  });

  it('offers the spec time frames and keeps other whole hours up to a week', () => {
    expect(USAGE_ALERT_TIME_FRAMES).toEqual([12, 24, 48, 72, 96, 120, 144, 168]);
    expect(isStandardTimeFrame(25)).toBe(false);
    expect(isStandardTimeFrame(48)).toBe(true);
    expect(lowUsageAlertSchema.safeParse({ typeId: AlertType.LowUsage, timeFrame: 169 }).success).toBe(false);
  });
});

describe('alert list', () => {
  it('keeps each alert with its settings and rejects unknown types', () => {
    const parsed = alertSchema.parse({ typeId: AlertType.ExcessiveCalls, percentage: 3 });
    expect(parsed).toMatchObject({ typeId: AlertType.ExcessiveCalls, percentage: 3, days: 7 });
    expect(alertSchema.parse({ typeId: AlertType.Switch, enabled: false })).toMatchObject({ enabled: false });
    expect(messages(alertSchema.safeParse({ typeId: 99 }))).toEqual(['Alert Type: is not a known alert type']);
  });
});
