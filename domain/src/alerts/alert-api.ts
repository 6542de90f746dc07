// spec 001 §3.6 and §7: GET/POST Entity/{uid}/Alert and GET Entity/{uid}/Alert/History (issue 15).
//
// POST Entity/{uid}/Alert saves the entity's whole set: an alert with id 0 is added, one with the id
// of an existing alert of the entity replaces its settings, an existing alert left out is deleted.
// Whether an alert is raised is never saved by a client: evaluation decides it (alert_state).
import { z } from 'zod';
import { EntityType, type EntityTypeId } from '../entity-types';
import { centralTimestampSchema } from '../api/dates';
import { withArticle } from '../validation';
import { ALERT_TYPES, AlertType, alertSchema, alertTypeLabel, type Alert, type AlertTypeId } from './alerts';

// ---------------------------------------------------------------------------------------------
// Which alert types an entity may carry. An alert set on a folder applies to every asset or device
// below it (each evaluated on its own); a folder may carry any type.

const ASSET_ALERT_TYPES: readonly AlertTypeId[] = [
  AlertType.TheftDetection,
  AlertType.TankLevelWarning,
  AlertType.TankLevelCritical,
  AlertType.TankLevelSafe,
  AlertType.Geofence,
  AlertType.Pressure,
  AlertType.TemperatureLow,
  AlertType.TemperatureNormal,
  AlertType.TemperatureHigh,
  AlertType.Switch,
  AlertType.Delivery,
  AlertType.Drain,
  AlertType.UnexpectedUsage,
  AlertType.MaintenanceDue,
  AlertType.Setpoint,
  AlertType.ExcessiveUsage,
  AlertType.LowUsage,
];

const DEVICE_ALERT_TYPES: readonly AlertTypeId[] = [
  AlertType.Connection,
  AlertType.LowBattery,
  AlertType.SensorError,
  AlertType.Geofence,
  AlertType.PoExpiring,
  AlertType.ExcessiveCalls,
  AlertType.CallBlockLow,
  AlertType.CallBlockExpiring,
  AlertType.SensorLate,
];

/** The alert types an entity of this type may carry (the Alerts tab's Add list). */
export function alertTypesFor(entityTypeId: number): readonly AlertTypeId[] {
  if (entityTypeId === EntityType.Asset) return ASSET_ALERT_TYPES;
  if (entityTypeId === EntityType.Device) return DEVICE_ALERT_TYPES;
  if (entityTypeId === EntityType.Folder) return ALERT_TYPES.map((t) => t.id);
  return [];
}

export const ALERT_ENTITY_TYPES: readonly EntityTypeId[] = [EntityType.Asset, EntityType.Device, EntityType.Folder];

/** Whether an alert of this type set on a folder reaches an entity of this type below it. */
export function alertAppliesTo(typeId: number, entityTypeId: number): boolean {
  return (alertTypesFor(entityTypeId) as readonly number[]).includes(typeId);
}

export const alertTypeNotAllowed = (typeName: string, entityName: string) =>
  `Alert Type: ${typeName} alerts cannot be set on ${withArticle(entityName.toLowerCase())}`;
export const alertTypeOnce = (typeName: string) => `Alert Type: only one ${typeName} alert may be set on an entity`;
export const ALERT_CONTACT_GROUP_UNKNOWN = 'Contact Group: is not a contact group of this company';
export const ALERT_MESSAGE_UNKNOWN = 'Message: is not an alert message of this company';
export const ALERT_GEOFENCE_UNKNOWN = 'Geofence: is not a geofence of this company';

/** A problem with a whole set (a second alert of a type that allows one), or null. */
export function alertSetProblem(alerts: readonly { typeId: number }[], entityTypeId: number, entityName: string): string | null {
  const seen = new Set<number>();
  for (const a of alerts) {
    const type = ALERT_TYPES.find((t) => t.id === a.typeId);
    if (!type) continue;
    if (!alertAppliesTo(a.typeId, entityTypeId)) return alertTypeNotAllowed(type.label, entityName);
    if (!type.allowsMultiple && seen.has(a.typeId)) return alertTypeOnce(type.label);
    seen.add(a.typeId);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Stored alerts: the base fields in columns of `alert`, the type's own fields in its settings.

const BASE_FIELDS = new Set(['id', 'messageId', 'contactGroupUid', 'enabled', 'typeName', 'typeId']);

/** The settings column of an alert: its fields beyond the alert base. */
export function alertSettingsOf(alert: Alert): Record<string, unknown> {
  return Object.fromEntries(Object.entries(alert).filter(([k]) => !BASE_FIELDS.has(k)));
}

export interface StoredAlert {
  id: number;
  typeId: number;
  contactGroupUid: number | null;
  messageId: number | null;
  enabled: boolean;
  settings: Record<string, unknown>;
}

/** A stored alert as the contract shows it (typeName from the catalogue; 0 for no group or message). */
export function alertFromStored(row: StoredAlert): Alert {
  const base = {
    id: row.id,
    typeId: row.typeId,
    contactGroupUid: row.contactGroupUid ?? 0,
    messageId: row.messageId ?? 0,
    enabled: row.enabled,
    typeName: alertTypeLabel(row.typeId),
  };
  const parsed = alertSchema.safeParse({ ...row.settings, ...base });
  // Settings saved under an older rule still show, as they were saved.
  return parsed.success ? parsed.data : ({ ...row.settings, ...base } as Alert);
}

// ---------------------------------------------------------------------------------------------
// The calls.

export const entityAlertsBodySchema = z.array(alertSchema).max(100);

export const alertUnknown = (id: number) => `Alert ${id}: is not an alert of this entity; send id 0 to add one`;
export const alertTypeChanged = (id: number) =>
  `Alert ${id}: its type cannot be changed; leave it out to delete it and add one of the new type with id 0`;
export const ALERT_ENTITY_TYPE = 'Alerts can be set on assets, devices and folders only';

/** Where one alert stands for the entity asked about (for a folder: how many entities below it). */
export const alertStatusSchema = z.object({
  /** Raised now for this entity (for a folder: for at least one entity below it). */
  raised: z.boolean(),
  /** When it was last raised or cleared, null when never evaluated. */
  stateChangedAt: centralTimestampSchema.nullable(),
  lastValue: z.number().nullable(),
  /** For a folder: the entities below it for which it is raised now. */
  raisedCount: z.number().int(),
  contactGroupLabel: z.string().nullable(),
});
export type AlertStatus = z.infer<typeof alertStatusSchema>;

// Each alert type's schema with the status fields (not an intersection: in the OpenAPI document an
// allOf of two closed objects would fit no answer at all).
const [first, ...rest] = alertSchema.options.map((o) => o.extend(alertStatusSchema.shape));
export const entityAlertSchema = z.discriminatedUnion('typeId', [first!, ...rest], { error: 'Alert Type: is not a known alert type' });
export type EntityAlert = z.infer<typeof entityAlertSchema>;
export const entityAlertsSchema = z.array(entityAlertSchema);

export const ALERT_EVENT_STATES = [
  { id: 1, key: 'Raised', label: 'Raised' },
  { id: 2, key: 'Cleared', label: 'Cleared' },
] as const;
export const AlertEventState = { Raised: 1, Cleared: 2 } as const;
export type AlertEventStateId = (typeof ALERT_EVENT_STATES)[number]['id'];

export const DELIVERY_CHANNELS = [
  { id: 1, key: 'Email', label: 'Email' },
  { id: 2, key: 'Sms', label: 'SMS' },
] as const;
type DeliveryChannelId = (typeof DELIVERY_CHANNELS)[number]['id'];
export const DeliveryChannel = { Email: 1, Sms: 2 } as const satisfies Record<(typeof DELIVERY_CHANNELS)[number]['key'], DeliveryChannelId>;

/** One row of GET Entity/{uid}/Alert/History: an alert raised or cleared, with its messages. */
export const alertEventSchema = z.object({
  id: z.number().int(),
  alertId: z.number().int().nullable(),
  entityUid: z.number().int(),
  entityLabel: z.string(),
  entityTypeId: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  stateId: z.literal([AlertEventState.Raised, AlertEventState.Cleared]),
  value: z.number().nullable(),
  /** A line saying what happened ("Level 18% is below the critical level 20%"). */
  description: z.string(),
  occurredAt: centralTimestampSchema,
  deliveries: z.object({ sent: z.number().int(), failed: z.number().int(), pending: z.number().int() }),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;
export const alertHistorySchema = z.array(alertEventSchema);

/**
 * An active alert shown in the notification strip (spec 000 §3 Notification): rid is the raising
 * event's id negated, so it never meets a system notification's rid and a dismissal (client side)
 * outlives a reload but not the next raise.
 */
export const alertNotificationRid = (raisedEventId: number) => -raisedEventId;
