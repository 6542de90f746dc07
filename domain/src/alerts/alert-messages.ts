// spec 001 §7 Alert/Message and §9 alert message kinds (issue 15): a folder's message templates.
// GET Alert/Message/{id}; PUT Alert/Message (update) or POST Alert/Message/ToFolder/{folderUid}
// (create); GET Alert/Message/ByFolder/{folderUid} (the folder's own and those it inherits from its
// ancestors, nearest first). An alert without a message, or whose folder has none of its kind,
// is worded by DEFAULT_ALERT_MESSAGES.
//
// A template names values in double braces ({{tank}}); the server fills them for each recipient in
// that recipient's units and time zone, and the Custom Alerts page previews them from a real tank.
import { z } from 'zod';
import { fieldMessage, RULE_TEXT, typeMessage } from '../validation';
import { AlertMessageKind, alertMessageKindIdSchema, AlertType, type AlertMessageKindId } from './alerts';

export const ALERT_MESSAGE_PLACEHOLDERS = [
  { key: 'alert', label: 'Alert type and state ("Tank Level Critical raised")' },
  { key: 'tank', label: 'Tank or device name' },
  { key: 'site', label: 'Site (the folder it stands in)' },
  { key: 'company', label: 'Company' },
  { key: 'level', label: 'Level, percent of capacity' },
  { key: 'volume', label: 'Volume in the recipient\u2019s units' },
  { key: 'daysLeft', label: 'Days until empty' },
  { key: 'value', label: 'The value that raised it (temperature, pressure, switch, calls)' },
  { key: 'product', label: 'Product' },
  { key: 'time', label: 'When it happened, in the recipient\u2019s time zone' },
  { key: 'link', label: 'Link to the tank in the portal' },
] as const;
export type AlertPlaceholderKey = (typeof ALERT_MESSAGE_PLACEHOLDERS)[number]['key'];
export type AlertMessageValues = Partial<Record<AlertPlaceholderKey, string>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const KNOWN = new Set<string>(ALERT_MESSAGE_PLACEHOLDERS.map((p) => p.key));

/** Fills a template; a known placeholder without a value becomes "-", an unknown one stays as typed. */
export function renderAlertMessage(template: string, values: AlertMessageValues): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => (KNOWN.has(key) ? (values[key as AlertPlaceholderKey] ?? '-') : whole));
}

/** The placeholders a template names that are not known. */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((k) => !KNOWN.has(k));
}

export const unknownPlaceholderMessage = (field: string, keys: readonly string[]) =>
  `${field}: ${keys.map((k) => `{{${k}}}`).join(', ')} is not a value a message can show; use ${ALERT_MESSAGE_PLACEHOLDERS.map((p) => `{{${p.key}}}`).join(', ')}`;

/** The message kind an alert type is worded with (spec 001 §9). */
export function alertMessageKindOf(typeId: number): AlertMessageKindId {
  switch (typeId) {
    case AlertType.Switch:
      return AlertMessageKind.Switch;
    case AlertType.Pressure:
      return AlertMessageKind.Pressure;
    case AlertType.TemperatureLow:
    case AlertType.TemperatureNormal:
    case AlertType.TemperatureHigh:
      return AlertMessageKind.Temperature;
    case AlertType.PoExpiring:
    case AlertType.CallBlockLow:
    case AlertType.CallBlockExpiring:
      return AlertMessageKind.Company;
    case AlertType.Connection:
    case AlertType.LowBattery:
    case AlertType.SensorError:
    case AlertType.SensorLate:
    case AlertType.ExcessiveCalls:
    case AlertType.Geofence:
      return AlertMessageKind.MonitoredProperty;
    default:
      return AlertMessageKind.Tank;
  }
}

/** What an alert says when its folder has no template of its kind. */
export const DEFAULT_ALERT_MESSAGES: Record<AlertMessageKindId, { subject: string; body: string }> = {
  [AlertMessageKind.Company]: { subject: '{{alert}}: {{company}}', body: '{{alert}} for {{tank}} ({{company}}) at {{time}}.' },
  [AlertMessageKind.Tank]: {
    subject: '{{alert}}: {{tank}} at {{level}}',
    body: '{{alert}} for {{tank}} at {{site}}: level {{level}}, {{volume}} of {{product}}, {{daysLeft}} days left ({{time}}). {{link}}',
  },
  [AlertMessageKind.MonitoredProperty]: {
    subject: '{{alert}}: {{tank}}',
    body: '{{alert}} for {{tank}} at {{site}} ({{time}}). {{link}}',
  },
  [AlertMessageKind.Switch]: {
    subject: '{{alert}}: {{tank}} is {{value}}',
    body: '{{alert}}: {{tank}} at {{site}} is {{value}} ({{time}}). {{link}}',
  },
  [AlertMessageKind.Pressure]: {
    subject: '{{alert}}: {{tank}} at {{value}}',
    body: '{{alert}}: {{tank}} at {{site}} reads {{value}} ({{time}}). {{link}}',
  },
  [AlertMessageKind.Temperature]: {
    subject: '{{alert}}: {{tank}} at {{value}}',
    body: '{{alert}}: {{tank}} at {{site}} reads {{value}} ({{time}}). {{link}}',
  },
};

export const ALERT_SUBJECT_MAX = 150;
export const ALERT_BODY_MAX = 1000;
/** An SMS carries the subject only, cut to this length. */
export const ALERT_SMS_MAX = 160;

const text = (field: string, max: number) =>
  z
    .string({ error: typeMessage(field, 'string') })
    .trim()
    .min(1, { error: fieldMessage(field, RULE_TEXT.required) })
    .max(max, { error: fieldMessage(field, RULE_TEXT.maxLength(max + 1)) });

const template = (field: string, max: number) =>
  text(field, max).superRefine((value, ctx) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(field, unknown) });
  });

export const alertMessageSchema = z.object({
  id: z.number().int(),
  folderUid: z.number().int(),
  kindId: alertMessageKindIdSchema,
  label: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Set on a message inherited from an ancestor folder (read-only in this folder). */
  inherited: z.boolean(),
});
export type AlertMessage = z.infer<typeof alertMessageSchema>;
export const alertMessagesSchema = z.array(alertMessageSchema);

/** PUT Alert/Message (id set) and POST Alert/Message/ToFolder/{folderUid} (id 0). */
export const alertMessageBodySchema = z.object({
  id: z.number().int().min(0).default(0),
  kindId: alertMessageKindIdSchema,
  label: text('Label', 100),
  subject: template('Subject', ALERT_SUBJECT_MAX),
  body: template('Message', ALERT_BODY_MAX),
});
export type AlertMessageBody = z.infer<typeof alertMessageBodySchema>;

export const alertMessageIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const alertMessageFolderParamsSchema = z.object({ folderUid: z.coerce.number().int().positive() });

/** DELETE Alert/Message/{id}: the alerts that named it now use their kind's template. */
export const alertMessageDeleteResultSchema = z.object({
  id: z.number().int(),
  /** Alerts that used this message and fall back to the folder's (or the default) template. */
  alertCount: z.number().int(),
});

/**
 * POST Alert/Message/Preview: a template rendered from a real tank (or device) of a folder, in the
 * caller's units and time zone, as if an alert of the kind had just been raised there. With
 * entityUid, that entity (in the caller's scope); without, the folder's first tank with a reading
 * (its subtree's, by name), else its first tank or device.
 */
export const alertMessagePreviewBodySchema = z.object({
  folderUid: z.number().int().positive(),
  entityUid: z.number().int().positive().optional(),
  kindId: alertMessageKindIdSchema,
  subject: template('Subject', ALERT_SUBJECT_MAX),
  body: template('Message', ALERT_BODY_MAX),
});

export const alertMessagePreviewSchema = z.object({
  /** The entity the values came from; null when the folder has no tank or device. */
  entityUid: z.number().int().nullable(),
  entityLabel: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** The SMS: the subject, cut to ALERT_SMS_MAX characters. */
  sms: z.string(),
});
export type AlertMessagePreview = z.infer<typeof alertMessagePreviewSchema>;

/** The alert type a preview of a message kind is worded as. */
export function previewAlertTypeOf(kindId: AlertMessageKindId): number {
  switch (kindId) {
    case AlertMessageKind.Company:
      return AlertType.PoExpiring;
    case AlertMessageKind.MonitoredProperty:
      return AlertType.Connection;
    case AlertMessageKind.Switch:
      return AlertType.Switch;
    case AlertMessageKind.Pressure:
      return AlertType.Pressure;
    case AlertMessageKind.Temperature:
      return AlertType.TemperatureHigh;
    default:
      return AlertType.TankLevelCritical;
  }
}
