import { AlertType, defaultAlert, type Alert } from '@ullage/domain/alerts/alerts';
import { EntityType } from '@ullage/domain/entity-types';
import { Permission } from '@ullage/domain/people/permissions';
import { VolumeUnit } from '@ullage/domain/units';
import { installSpecErrorMap } from '@ullage/domain/validation';
import { describe, expect, it } from 'vitest';
import { alertEditing } from './alert-editing';
import {
  addableTypes,
  alertFromForm,
  alertsFormSchema,
  alertToForm,
  formFieldOfServerError,
  newAlertRow,
  timeFrameChoices,
  type AlertFormRow,
} from './alert-form';
import { rangeOfDates } from './history-range';

const CENTRAL_ID = 2;

installSpecErrorMap();
const GALLONS = { volumeUnitId: VolumeUnit.Gallons } as const;
const LITERS = { volumeUnitId: VolumeUnit.Liters } as const;

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const parse = (entityTypeId: number, rows: AlertFormRow[], ctx: { volumeUnitId: 1 | 2 } = GALLONS) =>
  alertsFormSchema(entityTypeId, ctx).safeParse({ alerts: rows });

describe('the alerts form', () => {
  it('sends a new critical-level alert with its contact group and the default message', () => {
    const row = { ...newAlertRow(AlertType.TankLevelCritical, GALLONS), contactGroupUid: '77' };
    const result = parse(EntityType.Asset, [row]);
    expect(result.success).toBe(true);
    expect(result.data?.alerts).toEqual([
      { id: 0, typeId: 6, typeName: 'Tank Level Critical', contactGroupUid: 77, messageId: 0, enabled: true },
    ]);
  });

  it('keeps a stored alert as it came when nothing is changed (usage in gallons, typed in the user unit)', () => {
    const stored: Alert = {
      ...defaultAlert(AlertType.LowUsage),
      id: 5,
      contactGroupUid: 3,
      messageId: 9,
      mode: 'expected',
      avgUsage: 26.417205,
    };
    const row = alertToForm(stored, LITERS);
    // 26.417205 US gallons are 100 liters.
    expect(row.avgUsage).toBe('100');
    expect(row).toMatchObject({ id: 5, contactGroupUid: '3', messageId: '9', mode: 'expected', timeFrame: '24', usagePercent: '10' });
    const sent = parse(EntityType.Asset, [row], LITERS).data?.alerts[0] as { avgUsage: number };
    expect(sent).toMatchObject({
      id: 5,
      typeId: AlertType.LowUsage,
      mode: 'expected',
      timeFrame: 24,
      usagePercent: 10,
      includeWeekends: true,
    });
    expect(sent.avgUsage).toBeCloseTo(26.417205, 5);
  });

  it('words a usage percent out of its range as the server does (spec 001 §5: 110-500 and 10-110)', () => {
    const high = { ...newAlertRow(AlertType.ExcessiveUsage, GALLONS), usagePercent: '600' };
    const low = { ...newAlertRow(AlertType.LowUsage, GALLONS), usagePercent: '5' };
    const result = parse(EntityType.Asset, [high, low]);
    expect(result.success).toBe(false);
    expect(messages(result)).toMatchObject({
      'alerts.0.usagePercent': 'Usage Percent: must be less than or equal to 500',
      'alerts.1.usagePercent': 'Usage Percent: must be greater than or equal to 10',
    });
  });

  it('says an empty required number is required rather than taking its default', () => {
    const row = { ...newAlertRow(AlertType.ExcessiveCalls, GALLONS), days: '' };
    expect(messages(parse(EntityType.Device, [row]))['alerts.0.days']).toMatch(/required/);
  });

  it('refuses a geofence alert without a geofence', () => {
    const result = parse(EntityType.Asset, [newAlertRow(AlertType.Geofence, GALLONS)]);
    expect(messages(result)['alerts.0.geofenceUid']).toMatch(/^Geofence: /);
  });

  it('refuses a second alert of a type that allows one, and a type the entity cannot carry', () => {
    const twice = parse(EntityType.Asset, [
      newAlertRow(AlertType.TankLevelCritical, GALLONS),
      newAlertRow(AlertType.TankLevelCritical, GALLONS),
    ]);
    expect(messages(twice).alerts).toBe('Alert Type: only one Tank Level Critical alert may be set on an entity');
    const wrong = parse(EntityType.Device, [newAlertRow(AlertType.TankLevelCritical, GALLONS)]);
    expect(messages(wrong).alerts).toBe('Alert Type: Tank Level Critical alerts cannot be set on a device');
  });

  it('offers only the types the entity carries, less those that allow one and are set', () => {
    const allowed = [AlertType.TankLevelCritical, AlertType.ExcessiveUsage, AlertType.Drain];
    expect(addableTypes(allowed, [AlertType.TankLevelCritical, AlertType.ExcessiveUsage])).toEqual([
      AlertType.ExcessiveUsage,
      AlertType.Drain,
    ]);
  });

  it("offers the spec's time frames, and the alert's own when it is another (Excessive usage's 25)", () => {
    expect(timeFrameChoices('24')).toEqual([12, 24, 48, 72, 96, 120, 144, 168]);
    expect(timeFrameChoices(alertToForm(defaultAlert(AlertType.ExcessiveUsage), GALLONS).timeFrame)).toEqual([
      12, 24, 25, 48, 72, 96, 120, 144, 168,
    ]);
  });

  it("puts the server's message for an alert of the list on that alert's field", () => {
    expect(formFieldOfServerError('1.usagePercent')).toBe('alerts.1.usagePercent');
    expect(formFieldOfServerError('contactGroupUid')).toBe('contactGroupUid');
  });

  it('sends a geofence mode as its number', () => {
    expect(alertFromForm({ ...newAlertRow(AlertType.Geofence, GALLONS), mode: '2', geofenceUid: '12' }, GALLONS)).toMatchObject({
      mode: 2,
      geofenceUid: 12,
    });
  });
});

describe('who may change alerts', () => {
  it('needs Edit Assets/Devices on an asset or device, Edit Folder on a folder, and no share read-only', () => {
    const assets = new Set<number>([Permission.EditAssetsDevices]);
    expect(alertEditing(assets, EntityType.Asset, false).editable).toBe(true);
    expect(alertEditing(assets, EntityType.Device, false).editable).toBe(true);
    expect(alertEditing(assets, EntityType.Folder, false)).toEqual({
      editable: false,
      reason: 'Changing these alerts needs the Edit Folder permission, which your role does not have.',
    });
    expect(alertEditing(new Set<number>([Permission.EditFolder]), EntityType.Folder, false).editable).toBe(true);
    expect(alertEditing(assets, EntityType.Asset, true).editable).toBe(false);
  });
});

describe('the alert history range', () => {
  // Central Standard Time without summer time: UTC-6 all year.
  const central = { timeZoneId: CENTRAL_ID, observeDst: false };
  it('runs from the start of the first day to the end of the last in the user time zone', () => {
    expect(rangeOfDates('2026-01-01', '2026-01-31', central)).toEqual({
      from: Date.parse('2026-01-01T06:00:00Z'),
      to: Date.parse('2026-02-01T06:00:00Z') - 1,
    });
  });
  it('is no range when the dates are backwards or more than a year apart', () => {
    expect(rangeOfDates('2026-02-01', '2026-01-01', central)).toBeNull();
    expect(rangeOfDates('2024-01-01', '2026-01-01', central)).toBeNull();
  });
});
