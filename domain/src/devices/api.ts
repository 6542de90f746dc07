// spec 001 §3.3 Device, DeviceModel, DeviceProtocol, DeviceState, DeviceUpdate, Sensor,
// SensorData; §4 activation states and flags; §7 Device and Sensor calls.
import { z } from 'zod';
import { alertSchema } from '../alerts/alerts';
import { configSetSchema } from '../configs';
import { deviceModelIdSchema } from './device-catalogue';

import { text, validationResultItemSchema } from '../validation';
import { storedConfigSchema } from '../tanks/api';
import { centralTimestampSchema } from '../api/dates';
import { deviceActivationStateIdSchema, deviceStateSchema } from '../catalogue-schemas';

/** spec 001 §3.3 DeviceModel with its DeviceProtocol. */
export const deviceModelDtoSchema = z.object({
  id: z.number().int(),
  deviceTypeId: z.string(),
  sensorTemplateId: z.number().int(),
  slots: z.number().int(),
  modelName: z.string(),
  modelNumber: z.string(),
  defaultBillingTypeId: z.number().int(),
  batteryTypeId: z.number().int().nullable(),
  batteryOptionsId: z.number().int().nullable(),
  errorCodeId: z.number().int(),
  protocol: z.object({
    id: z.number().int(),
    classId: z.number().int(),
    scheduleOptionsId: z.number().int(),
    pollable: z.boolean(),
    requireController: z.boolean(),
    iconName: z.string(),
  }),
});

/** spec 001 §3.3 Sensor, with its newest reading. */
export const sensorDtoSchema = z.object({
  uid: z.number().int(),
  deviceUid: z.number().int(),
  label: z.string(),
  port: z.number().int(),
  sensorTypeId: z.number().int(),
  offset: z.number(),
  calibratedHeight: z.number().nullable(),
  statusCodeSetId: z.number().int().nullable(),
  currentDataId: z.number().int().nullable(),
  current: z.object({ readingDate: centralTimestampSchema, reading: z.number(), status: z.number().int() }).nullable(),
});

export const childDeviceSchema = z.object({
  childUid: z.number().int(),
  slot: z.number().int().nullable(),
  label: z.string(),
  serialNumber: z.string(),
  modelId: z.number().int(),
});

/** The device's newest call-in (spec 001 §3.3 DeviceUpdate). */
export const lastUpdateSchema = z.object({
  id: z.number().int().nullable(),
  readingDate: centralTimestampSchema,
  batteryStrength: z.number().nullable(),
  signalStrength: z.number().nullable(),
});

export const deviceSchema = z.object({
  uid: z.number().int(),
  typeId: z.literal(16),
  iconName: z.string(),
  label: z.string(),
  active: z.boolean(),
  tags: z.array(z.unknown()),
  userDefValues: z.array(z.unknown()),
  /** The alerts set on it (Entity/{uid}/Alert saves them), not those of its folders. */
  alerts: z.array(alertSchema),
  serialNumber: z.string(),
  dataCollectorSn: z.string().nullable(),
  model: deviceModelDtoSchema,
  configs: z.array(storedConfigSchema),
  parentDeviceUid: z.number().int().nullable(),
  parentDeviceSlot: z.number().int().nullable(),
  sensors: z.array(sensorDtoSchema),
  childDevices: z.array(childDeviceSchema),
  /** spec 001 §3.3: slots minus children. */
  freeSlots: z.number().int(),
  state: deviceStateSchema,
  /** spec 001 §4 device flags as a mask (devices.ts DEVICE_FLAGS). */
  flags: z.number().int(),
  lastUpdate: lastUpdateSchema.nullable(),
  intervalMinutes: z.number().nullable(),
  realtimeUntil: centralTimestampSchema.nullable(),
  creatorCompanyUid: z.number().int().nullable(),
  /** A demo device whose readings come from the simulator. */
  simulated: z.boolean(),
  /** Whether a device key has been issued (the key itself is shown once, when issued). */
  hasKey: z.boolean(),
  folderUid: z.number().int(),
  folderUidPath: z.array(z.number().int()),
});
export type DeviceDto = z.infer<typeof deviceSchema>;

/** spec 001 §3.3 DeviceLite. */
export const deviceLiteSchema = z.object({
  uid: z.number().int(),
  label: z.string(),
  serialNumber: z.string(),
  modelId: z.number().int(),
  modelName: z.string(),
  folderUid: z.number().int(),
  parentDeviceUid: z.number().int().nullable(),
  parentDeviceSlot: z.number().int().nullable(),
  activeState: z.number().int(),
  flags: z.number().int(),
  lastReadingDate: centralTimestampSchema.nullable(),
  batteryStrength: z.number().nullable(),
  signalStrength: z.number().nullable(),
  simulated: z.boolean(),
});

/** GET Device/ByFolder/{folder}/Map (issue 17, docs/decisions/098-progressive-map.md): a device
 * the map draws apart from the tanks, a gateway or a device that feeds no tank, where it stands:
 * the GPS fix one of its sensors reported, else its folder's address. */
export const deviceMapPointSchema = z.object({
  uid: z.number().int(),
  label: z.string(),
  serialNumber: z.string(),
  modelId: z.number().int(),
  modelName: z.string(),
  folderUid: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  source: z.enum(['gps', 'folder']),
  /** Devices in its slots: a gateway's are more than 0. */
  children: z.number().int(),
  /** Active tanks its sensors, or its slot devices' sensors, feed. */
  tanks: z.number().int(),
  flags: z.number().int(),
  lastReadingDate: centralTimestampSchema.nullable(),
  batteryStrength: z.number().nullable(),
});
export type DeviceMapPoint = z.infer<typeof deviceMapPointSchema>;

/** POST Device/ToFolder/{folder} (create) and PUT Device/ (update, uid in the body). */
export const deviceSaveBodySchema = z.object({
  uid: z.number().int().positive().optional(),
  label: text('Label', { min: 1, max: 100 }),
  serialNumber: text('Serial Number', { min: 1, max: 50 }).regex(/^[A-Za-z0-9-]+$/, {
    error: 'Serial Number: may hold only letters, digits and "-"',
  }),
  dataCollectorSn: text('Data Collector Sn', { max: 50 }).nullable().default(null),
  modelId: deviceModelIdSchema,
  parentDeviceUid: z.number().int().positive().nullable().default(null),
  parentDeviceSlot: z.number().int().min(1).nullable().default(null),
  activeState: deviceActivationStateIdSchema.default(1),
  tags: z.array(z.unknown()).max(100).default([]),
  userDefValues: z.array(z.unknown()).max(200).default([]),
  configs: z
    .array(z.object({ typeId: z.number().int() }).loose())
    .max(50)
    .default([]),
});
export type DeviceSaveBody = z.infer<typeof deviceSaveBodySchema>;

/** spec 001 §3.3 DeviceUpdate as history shows it. */
export const deviceUpdateHistSchema = z.object({
  id: z.number().int(),
  deviceUid: z.number().int(),
  readingDate: centralTimestampSchema,
  receivedDate: centralTimestampSchema,
  batteryStrength: z.number().nullable(),
  signalStrength: z.number().nullable(),
  retries: z.number().int(),
  gpsPrecision: z.number().nullable(),
  gpsWaitTime: z.number().nullable(),
  status: z.number().int(),
  source: z.number().int(),
});

/** spec 001 §3.3 SensorData. `value` is the state the reading gave (tank amount in the caller's
 * units, or the converted temperature, pressure or switch value). */
export const sensorDataSchema = z.object({
  id: z.number().int(),
  sensorUid: z.number().int(),
  deviceUid: z.number().int(),
  port: z.number().int(),
  sensorTypeId: z.number().int(),
  deviceUpdateId: z.number().int().nullable(),
  readingDate: centralTimestampSchema,
  reading: z.number(),
  status: z.number().int(),
  ssq: z.number().nullable(),
  assetUid: z.number().int().nullable(),
  value: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const deviceCommandSchema = z.object({
  id: z.number().int(),
  deviceUid: z.number().int(),
  typeId: z.number().int(),
  typeLabel: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  requestedBy: z.number().int().nullable(),
  requestedByName: z.string().nullable(),
  requestedDate: centralTimestampSchema,
  deliveredDate: centralTimestampSchema.nullable(),
  completedDate: centralTimestampSchema.nullable(),
  expiresDate: centralTimestampSchema,
});

export const deviceShipmentSchema = z.object({
  id: z.number().int(),
  shippedDate: centralTimestampSchema,
  toFolderUid: z.number().int(),
  toFolderLabel: z.string(),
  reference: z.string(),
  note: z.string().nullable(),
});

/** GET Device/Validate/Available/ (devicesn, folderUid). */
export const deviceAvailableQuerySchema = z.object({
  devicesn: text('Device Sn', { min: 1, max: 50 }),
  folderUid: z.coerce.number().int().positive(),
});
export const validationItemsSchema = z.array(validationResultItemSchema);

/** POST {Controller}/Validate with query uid and folderUid (spec 001 §7). */
export const validateQuerySchema = z.object({
  uid: z.coerce.number().int().min(0).default(0),
  folderUid: z.coerce.number().int().positive(),
});

/** spec 001 §3.5 Config set, with the configs it gives a new asset. */
export const configSetDtoSchema = configSetSchema.extend({ id: z.number().int(), configTypeIds: z.array(z.number().int()) });

export const configSetTemplateQuerySchema = z.object({
  deviceUid: z.coerce.number().int().positive(),
  configSetId: z.coerce.number().int().positive(),
});

export const deviceFolderParamsSchema = z.object({ uid: z.coerce.number().int().positive(), folder: z.coerce.number().int().positive() });
export const serialParamsSchema = z.object({ sn: z.string().min(1).max(50) });
export const companyParamsSchema = z.object({ company: z.coerce.number().int().positive() });

export const commandAcceptedSchema = z.object({ command: deviceCommandSchema });
