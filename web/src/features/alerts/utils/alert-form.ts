// The Alerts tab's form (spec 001 §3.6 alert base and settings, §5 usage alert rules): each alert as
// its fields hold it, the body POST Entity/{uid}/Alert gets, and the schema the form validates with:
// the domain's alert schemas and set rule run on the body the form would send, so a message on
// screen is the server's, word for word.
import { alertSetProblem, entityAlertsBodySchema } from '@ullage/domain/alerts/alert-api';
import {
  ALERT_TYPES,
  AlertType,
  defaultAlert,
  isStandardTimeFrame,
  USAGE_ALERT_TIME_FRAMES,
  type Alert,
  type AlertTypeId,
} from '@ullage/domain/alerts/alerts';
import { entityTypeName } from '@ullage/domain/entity-types';
import { parseDecimalInput, parseIntegerInput } from '@ullage/domain/reports/display';
import { convertVolume, VolumeUnit, type VolumeUnitId } from '@ullage/domain/units';
import { z } from 'zod';

/** One alert as the form holds it: numbers as typed, in the user's units. */
export interface AlertFormRow {
  /** The stored alert's id; 0 for one added here. */
  id: number;
  typeId: AlertTypeId;
  /** '' for none: the alert shows in the portal and its history but is sent to nobody. */
  contactGroupUid: string;
  /** '' for the default message of its kind. */
  messageId: string;
  enabled: boolean;
  /** Usage alerts: 'average' | 'expected'; geofence: its mode id. */
  mode: string;
  avgUsage: string;
  timeFrame: string;
  usagePercent: string;
  includeWeekends: boolean;
  percentage: string;
  days: string;
  geofenceUid: string;
}

export interface AlertsFormValues {
  alerts: AlertFormRow[];
}

/** What the form needs of the user: the volume unit usage is typed in. */
export interface AlertFormContext {
  volumeUnitId: VolumeUnitId;
}

const idText = (id: number) => (id > 0 ? String(id) : '');
const numberText = (n: number) => String(Number(n.toFixed(3)));

/** A stored alert (or a fresh one) as the form holds it. */
export function alertToForm(alert: Alert, ctx: AlertFormContext): AlertFormRow {
  const row: AlertFormRow = {
    id: alert.id,
    typeId: alert.typeId,
    contactGroupUid: idText(alert.contactGroupUid),
    messageId: idText(alert.messageId),
    enabled: alert.enabled,
    mode: '',
    avgUsage: '',
    timeFrame: '',
    usagePercent: '',
    includeWeekends: true,
    percentage: '',
    days: '',
    geofenceUid: '',
  };
  // The base schema's literal lists every type id, so the settings are told apart by their fields.
  if ('usagePercent' in alert)
    return {
      ...row,
      mode: alert.mode,
      // spec 001 §9: conversions apply per user unit settings; stored in gallons.
      avgUsage: numberText(convertVolume(alert.avgUsage, VolumeUnit.Gallons, ctx.volumeUnitId)),
      timeFrame: String(alert.timeFrame),
      usagePercent: numberText(alert.usagePercent),
      includeWeekends: alert.includeWeekends,
    };
  if ('percentage' in alert) return { ...row, percentage: numberText(alert.percentage), days: String(alert.days) };
  if ('geofenceUid' in alert) return { ...row, mode: String(alert.mode), geofenceUid: idText(alert.geofenceUid) };
  return row;
}

/** A new alert of a type with the spec's defaults (spec 001 §3.6). */
export function newAlertRow(typeId: AlertTypeId, ctx: AlertFormContext): AlertFormRow {
  return alertToForm(defaultAlert(typeId) as Alert, ctx);
}

/** Empty text is no value (the schema says "is required"); text that is no number stays NaN. */
const decimal = (text: string): number | null => (text.trim() === '' ? null : (parseDecimalInput(text) ?? Number.NaN));
const integer = (text: string): number | null => (text.trim() === '' ? null : (parseIntegerInput(text) ?? Number.NaN));
const idOf = (text: string): number => (text === '' ? 0 : Number(text));

/** The alert a row makes, as POST Entity/{uid}/Alert takes it (before the domain's schema). */
export function alertFromForm(row: AlertFormRow, ctx: AlertFormContext): Record<string, unknown> {
  const base = {
    id: row.id,
    typeId: row.typeId,
    typeName: ALERT_TYPES.find((t) => t.id === row.typeId)?.label ?? '',
    contactGroupUid: idOf(row.contactGroupUid),
    messageId: idOf(row.messageId),
    enabled: row.enabled,
  };
  switch (row.typeId) {
    case AlertType.ExcessiveUsage:
    case AlertType.LowUsage: {
      const avg = decimal(row.avgUsage);
      return {
        ...base,
        mode: row.mode,
        avgUsage: avg === null || Number.isNaN(avg) ? avg : convertVolume(avg, ctx.volumeUnitId, VolumeUnit.Gallons),
        timeFrame: integer(row.timeFrame),
        usagePercent: decimal(row.usagePercent),
        includeWeekends: row.includeWeekends,
      };
    }
    case AlertType.ExcessiveCalls:
      return { ...base, percentage: decimal(row.percentage), days: integer(row.days) };
    case AlertType.Geofence:
      return { ...base, mode: Number(row.mode), geofenceUid: idOf(row.geofenceUid) };
    default:
      return base;
  }
}

/** The form's schema: the rows made into the body, checked by the domain's alert schemas and its
 * rule for the whole set (a second alert of a type that allows one; a type the entity cannot carry).
 * Its output is the body to send. */
export function alertsFormSchema(entityTypeId: number, ctx: AlertFormContext) {
  const set = entityAlertsBodySchema.superRefine((alerts, zctx) => {
    const problem = alertSetProblem(alerts, entityTypeId, entityTypeName(entityTypeId));
    if (problem) zctx.addIssue({ code: 'custom', message: problem });
  });
  return z.preprocess((v: AlertsFormValues) => ({ alerts: v.alerts.map((row) => alertFromForm(row, ctx)) }), z.object({ alerts: set }));
}

/** The types the Add list offers: those the entity may carry, less those that allow one and are
 * there already. */
export function addableTypes(allowed: readonly AlertTypeId[], present: readonly number[]): AlertTypeId[] {
  return allowed.filter((id) => {
    const type = ALERT_TYPES.find((t) => t.id === id);
    return type !== undefined && (type.allowsMultiple || !present.includes(id));
  });
}

/** The time frames a usage alert's select offers (spec 001 §9), with its own when it is another. */
export function timeFrameChoices(current: string): number[] {
  const hours = Number(current);
  const standard = [...USAGE_ALERT_TIME_FRAMES] as number[];
  return current !== '' && Number.isInteger(hours) && hours > 0 && !isStandardTimeFrame(hours)
    ? [...standard, hours].sort((a, b) => a - b)
    : standard;
}

/**
 * Where a server's field message goes: "0.usagePercent" (the body is the list of alerts) is the
 * form's "alerts.0.usagePercent"; anything else has no field and is listed under the save's title.
 */
export function formFieldOfServerError(field: string): string {
  return /^\d+(\.|$)/.test(field) ? `alerts.${field}` : field;
}
