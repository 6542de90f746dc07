// The zod schemas of the domain's catalogues (entity types, permissions, time zones, units,
// device states and flags, asset statuses, zones, grid value formats, report types,
// notification levels) and of the small records they describe (a zone, a device's state and
// update, a report profile, an emailed report). Apart from the catalogues themselves, which build no schema: code that only
// reads a catalogue, such as a signed-in page's first paint in the web app, does not load zod
// (docs/decisions/073-first-paint-bytes.md). The API contracts (configs.ts, */api.ts) use these.
// The search term's and field's schemas are search-schemas.ts: the search page loads them without
// the rest (docs/decisions/086-largest-route-bytes.md).
import { z } from 'zod';
import { NOTIFICATION_LEVEL_IDS } from './alerts/notifications';
import { DEVICE_ACTIVATION_STATE_IDS, DEVICE_FLAG_IDS, DeviceActivationState, deviceFlagMask } from './devices/devices';
import { ENTITY_TYPE_IDS, type EntityTypeId } from './entity-types';
import { PERMISSION_IDS, type PermissionId } from './people/permissions';
import { GRID_VALUE_FORMATS } from './reports/display';
import {
  ANALYSIS_REPORT_TYPE_IDS,
  EVENT_TYPE_IDS,
  RANGE_TYPE_IDS,
  REPORT_EMAIL_FORMAT_IDS,
  REPORT_TYPE_IDS,
  ReportEmailFormat,
} from './reports/reports';
import { QUICK_FILTER_KEYS } from './reports/quick-filters';
import { ASSET_STATUS_IDS } from './tanks/asset-status';
import { ZONE_IDS } from './tanks/zones';
import { TIME_ZONES } from './time-zones';
import { ASSET_CONFIG_UNIT_TYPES, DIMENSION_UNITS, TEMPERATURE_UNITS, UNIT_TYPES, VOLUME_UNITS, WEIGHT_UNITS } from './units';
import { num, text, typeMessage } from './validation';

// entity-types.ts
export const entityTypeIdSchema = z.union(
  ENTITY_TYPE_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<EntityTypeId>, z.ZodLiteral<EntityTypeId>, ...z.ZodLiteral<EntityTypeId>[]],
);

// people/permissions.ts
export const permissionIdSchema = z
  .number()
  .int()
  .refine((n): n is PermissionId => (PERMISSION_IDS as readonly number[]).includes(n), {
    message: 'Permission: is not a known permission',
  });

// time-zones.ts
export const timeZoneIdSchema = z.literal(
  TIME_ZONES.map((t) => t.id),
  { error: 'Time Zone: is not a known time zone' },
);

// units.ts
export const volumeUnitIdSchema = z.literal(
  VOLUME_UNITS.map((u) => u.id),
  { error: 'Volume Unit: is not a known volume unit' },
);
export const weightUnitIdSchema = z.literal(
  WEIGHT_UNITS.map((u) => u.id),
  { error: 'Weight Unit: is not a known weight unit' },
);
export const temperatureUnitIdSchema = z.literal(
  TEMPERATURE_UNITS.map((u) => u.id),
  { error: 'Temperature Unit: is not a known temperature unit' },
);
export const dimensionUnitIdSchema = z.literal(
  DIMENSION_UNITS.map((u) => u.id),
  { error: 'Dimension Unit: is not a known dimension unit' },
);
export const unitTypeIdSchema = z.literal(
  UNIT_TYPES.map((u) => u.id),
  { error: 'Unit Type: is not a known unit type' },
);
export const assetConfigUnitTypeIdSchema = z.literal(
  ASSET_CONFIG_UNIT_TYPES.map((u) => u.id),
  { error: 'Units: is not a known unit type' },
);

// devices/devices.ts
const ALL_DEVICE_FLAGS = deviceFlagMask(DEVICE_FLAG_IDS);

export const deviceActivationStateIdSchema = z.literal(DEVICE_ACTIVATION_STATE_IDS, {
  error: 'Active State: is not a known activation state',
});
/** A set of device flags as one mask (0 = nothing flagged). */
export const deviceFlagMaskSchema = z
  .number()
  .int()
  .min(0)
  .refine((n) => (n & ~ALL_DEVICE_FLAGS) === 0, { message: 'Device Flags: contains an unknown flag' });
/** spec 001 §3.3 DeviceState. Times are ISO strings; pollStatus is the protocol's own code. */
export const deviceStateSchema = z.object({
  currentUpdateId: z.number().int().nullable().default(null),
  pollStatus: z.number().int().default(0),
  alertOnDataProcessed: z.boolean().default(false),
  downloaded: z.boolean().default(false),
  ipAddress: z.string().nullable().default(null),
  connected: z.boolean().default(false),
  connectedLastChanged: z.string().nullable().default(null),
  activeState: deviceActivationStateIdSchema.default(DeviceActivationState.None),
});
export type DeviceState = z.infer<typeof deviceStateSchema>;
/** spec 001 §3.3 DeviceUpdate: one call-in. batteryStrength is volts or percent as the protocol
 * class says (device-catalogue.ts `batteryPercent`); signalStrength is the modem's reading. */
export const deviceUpdateSchema = z.object({
  id: z.number().int(),
  batteryStrength: z.number().nullable().default(null),
  retries: z.number().int().min(0).default(0),
  signalStrength: z.number().nullable().default(null),
  gpsPrecision: z.number().nullable().default(null),
  gpsWaitTime: z.number().nullable().default(null),
  status: z.number().int().default(0),
});
export type DeviceUpdate = z.infer<typeof deviceUpdateSchema>;

// tanks/asset-status.ts
export const assetStatusIdSchema = z.literal(ASSET_STATUS_IDS, {
  error: 'Asset Status: is not a known asset status',
});

// tanks/zones.ts
export const zoneIdSchema = z.literal(ZONE_IDS, { error: 'Zone: is not a known zone' });
/** spec 001 §3.3 Zone: configId, position, type, value. `type` is a zone id. For tank zones the
 * value is a fraction of capacity (percent values are stored /100, spec 000 §5); for temperature
 * and pressure zones it is a reading in the config's units. */
export const zoneSchema = z.object({
  configId: z.number().int().default(0),
  position: z.number().int().min(0).default(0),
  type: zoneIdSchema,
  value: z.number({ error: typeMessage('Zone Value', 'number') }),
});
export type ZoneValue = z.infer<typeof zoneSchema>;

// reports/display.ts
export const gridValueFormatIdSchema = z.literal(
  GRID_VALUE_FORMATS.map((f) => f.id),
  { error: 'Format: is not a known value format' },
);

// reports/reports.ts
export const reportEmailFormatIdSchema = z.literal(REPORT_EMAIL_FORMAT_IDS, {
  error: 'Format: is not a known report format',
});
export const reportTypeIdSchema = z.literal(REPORT_TYPE_IDS, { error: 'Report Type: is not a known report type' });
export const eventTypeIdSchema = z.literal(EVENT_TYPE_IDS, { error: 'Event Type: is not a known event type' });
export const analysisReportTypeIdSchema = z.literal(ANALYSIS_REPORT_TYPE_IDS, {
  error: 'Analysis Type: is not a known analysis report type',
});
export const rangeTypeIdSchema = z.literal(RANGE_TYPE_IDS, { error: 'Range Type: is not a known range type' });
/** spec 001 §3.3 EmailRecurring with spec 001 §5's messages. id 0 = new (spec 001 §7: PUT or POST
 * by whether id is greater than 0). quickFilters: reports/quick-filters.ts, each of the report's type. */
export const emailReportSchema = z.object({
  id: z.number().int().default(0),
  contactGroupUid: num('Contact Group', { int: true, min: 1, message: 'You must select a contact group' }),
  scheduleUid: num('Schedule', { int: true, min: 1, message: 'You must select a schedule' }),
  enabled: z.boolean().default(true),
  label: z.string().default(''),
  profileId: num('Profile', { int: true, min: 1, message: 'You must select a profile' }),
  folderUid: z.number().int(),
  reportTypeId: reportTypeIdSchema,
  formatId: reportEmailFormatIdSchema.default(ReportEmailFormat.Html),
  subject: text('Subject', {
    min: 1,
    max: 500,
    message: 'You must provide a subject between 1 and 500 characters long.',
  }),
  sendEmpty: z.boolean().default(true),
  embedAttachment: z.boolean().default(true),
  quickFilters: z
    .array(z.enum(QUICK_FILTER_KEYS, { error: `Quick Filters: must be among ${QUICK_FILTER_KEYS.join(', ')}` }))
    .max(QUICK_FILTER_KEYS.length)
    .default([]),
});
export type EmailReport = z.infer<typeof emailReportSchema>;
export type EmailReportInput = z.input<typeof emailReportSchema>;
/** spec 001 §3.3 Report Profile: a saved column/filter set of one report type. andOr joins its
 * filters ('and' all must match, 'or' any). */
export const reportProfileSchema = z.object({
  id: z.number().int().default(0),
  uid: z.number().int().default(0),
  label: text('Label', { min: 1 }),
  default: z.boolean().default(false),
  andOr: z.enum(['and', 'or']).default('and'),
  typeId: reportTypeIdSchema,
});
export type ReportProfile = z.infer<typeof reportProfileSchema>;

// alerts/notifications.ts
export const notificationLevelSchema = z.literal(NOTIFICATION_LEVEL_IDS, {
  error: 'Notification Level: must be 1 (Information), 2 (Warning), 3 (Critical) or 4 (Success)',
});
