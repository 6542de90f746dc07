// spec 001 §3.3 Asset, AssetFill, StrappingTable; §3.4 states; §7 Asset calls. Amounts are shown in
// the caller's units (spec 001 §9 "Conversions apply per user unit settings"): each answer that
// carries amounts names the units it uses.
import { z } from 'zod';
import { alertSchema } from '../alerts/alerts';
import { strappingTableSchema } from './tank-geometry';
import { num, text } from '../validation';
import { centralTimestampSchema } from '../api/dates';
import { dimensionUnitIdSchema, temperatureUnitIdSchema, volumeUnitIdSchema, weightUnitIdSchema } from '../catalogue-schemas';

/** A config as saved (spec 001 §3.5): a config of its typeId (configs.ts). Answers do not
 * re-check it: a field its type requires may still be blank, as the protocol defaults leave the
 * schedule of a new device until one is chosen; saving it again runs the type's rules. */
export const storedConfigSchema = z.object({ id: z.number().int(), typeId: z.number().int() }).loose();

/** The units amounts, levels and temperatures in an answer are given in. `amountUnit` says
 * whether the tank's amounts are a volume or (CO2, spec 001 §9) a weight. */
export const displayUnitsSchema = z.object({
  volumeUnitId: volumeUnitIdSchema,
  weightUnitId: weightUnitIdSchema,
  dimensionUnitId: dimensionUnitIdSchema,
  temperatureUnitId: temperatureUnitIdSchema,
});
export type DisplayUnitsDto = z.infer<typeof displayUnitsSchema>;

export const AMOUNT_UNITS = ['volume', 'weight'] as const;

/** spec 001 §3.4 Tank state. Percentages are fractions (shown x100, spec 000 §5). */
export const tankStateSchema = z.object({
  readingDate: centralTimestampSchema.nullable(),
  amountUnit: z.enum(AMOUNT_UNITS),
  amountFull: z.number().nullable(),
  inchesFull: z.number().nullable(),
  inchesAir: z.number().nullable(),
  capacity: z.number().nullable(),
  maxFillAmount: z.number().nullable(),
  statusColor: z.string().nullable(),
  zone: z.number().int().nullable(),
  lastFillAmount: z.number().nullable(),
  lastUsageAmount: z.number().nullable(),
  lastFillDate: centralTimestampSchema.nullable(),
  percentFull: z.number().nullable(),
  ullage: z.number().nullable(),
  ullagePercent: z.number().nullable(),
  adjustedUllage: z.number().nullable(),
  daysLeft: z.number().nullable(),
});
export type TankStateDto = z.infer<typeof tankStateSchema>;

/** spec 001 §3.4 Usage state; status is the asset status (asset-status.ts). */
export const usageStateSchema = z.object({
  avg7Day: z.number().nullable(),
  avgDaily: z.number().nullable(),
  avgDaily60: z.number().nullable(),
  avgWeekday: z.number().nullable(),
  avgInventory30: z.number().nullable(),
  avgInventory60: z.number().nullable(),
  avgInventory90: z.number().nullable(),
  dateEmpty: centralTimestampSchema.nullable(),
  status: z.number().int(),
});

/** spec 001 §3.4 Temperature, Pressure, Switch: value (temperature in the caller's unit). */
export const valueStateSchema = z.object({
  configId: z.number().int(),
  typeId: z.number().int(),
  label: z.string(),
  readingDate: centralTimestampSchema,
  value: z.number().nullable(),
  zone: z.number().int().nullable(),
  statusColor: z.string().nullable(),
});

/** spec 001 §3.4 GPS. Address fields come from the asset's folder address. */
export const gpsStateSchema = z.object({
  configId: z.number().int(),
  arriveDate: centralTimestampSchema.nullable(),
  readingDate: centralTimestampSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
});

export const assetStatesSchema = z.object({
  tank: tankStateSchema.nullable(),
  usage: usageStateSchema.nullable(),
  values: z.array(valueStateSchema),
  gps: z.array(gpsStateSchema),
  /** The most urgent asset status, and all that apply (spec 001 §4). */
  status: z.number().int(),
  statuses: z.array(z.number().int()),
});
export type AssetStatesDto = z.infer<typeof assetStatesSchema>;

export const productLiteSchema = z.object({ uid: z.number().int(), name: z.string(), sku: z.string(), className: z.string().nullable() });

/** A tank's maintenance plan (docs/decisions/065-maintenance-due.md): the next maintenance is due
 * on `dueOn` (a day in the tank's time zone); with `intervalMonths`, recording a newer `lastDoneOn`
 * moves `dueOn` to that day plus the interval. From `dueOn` on the tank's status includes
 * MaintenanceDue and a Maintenance Due alert set on it (or a folder above it) raises. */
export const MAINTENANCE_INTERVAL_MAX_MONTHS = 120;
export const assetMaintenanceSchema = z.object({
  dueOn: z.iso.date({ error: 'Maintenance Due On: is not a valid date' }),
  intervalMonths: num('Maintenance Interval', { int: true, min: 1, max: MAINTENANCE_INTERVAL_MAX_MONTHS }).nullable().default(null),
  lastDoneOn: z.iso.date({ error: 'Last Maintenance: is not a valid date' }).nullable().default(null),
});
export type AssetMaintenance = z.infer<typeof assetMaintenanceSchema>;

/** spec 001 §3.3 Asset with §3.2's common fields. */
export const assetSchema = z.object({
  uid: z.number().int(),
  typeId: z.literal(10),
  iconName: z.string(),
  label: z.string(),
  active: z.boolean(),
  tags: z.array(z.unknown()),
  userDefValues: z.array(z.unknown()),
  /** The alerts set on it (Entity/{uid}/Alert saves them), not those of its folders. */
  alerts: z.array(alertSchema),
  comment: z.string().nullable(),
  mfgDate: z.string().nullable(),
  modelName: z.string().nullable(),
  serialNumber: z.string().nullable(),
  isTemplate: z.boolean(),
  product: productLiteSchema.nullable(),
  configs: z.array(storedConfigSchema),
  states: assetStatesSchema,
  /** The maintenance plan, null when none is kept (docs/decisions/065-maintenance-due.md). */
  maintenance: assetMaintenanceSchema.nullable(),
  folderUid: z.number().int(),
  folderUidPath: z.array(z.number().int()),
  units: displayUnitsSchema,
});
export type AssetDto = z.infer<typeof assetSchema>;

/** spec 001 §3.3 AssetLite / TankLite: one row of an asset list. */
export const assetLiteSchema = z.object({
  uid: z.number().int(),
  label: z.string(),
  folderUid: z.number().int(),
  isTemplate: z.boolean(),
  productName: z.string().nullable(),
  readingDate: centralTimestampSchema.nullable(),
  amountFull: z.number().nullable(),
  capacity: z.number().nullable(),
  percentFull: z.number().nullable(),
  daysLeft: z.number().nullable(),
  statusColor: z.string().nullable(),
  status: z.number().int(),
});

export const assetListSchema = z.object({ units: displayUnitsSchema, assets: z.array(assetSchema) });
export const assetLiteListSchema = z.object({ units: displayUnitsSchema, assets: z.array(assetLiteSchema) });

/** GET Asset/ByFolder/{folder}/Location: where each asset is, from its GPS state or its folder's
 * address. */
export const assetLocationSchema = z.object({
  uid: z.number().int(),
  label: z.string(),
  folderUid: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  source: z.enum(['gps', 'folder']),
  statusColor: z.string().nullable(),
  percentFull: z.number().nullable(),
  status: z.number().int(),
  /** The tank's zone (zones.ts), null before its first reading. */
  zone: z.number().int().nullable(),
  productUid: z.number().int().nullable(),
  productName: z.string().nullable(),
  /** In the caller's volume unit, or weight unit for a tank measured by weight (amountUnit). */
  amountFull: z.number().nullable(),
  capacity: z.number().nullable(),
  amountUnit: z.enum(['volume', 'weight']),
  daysLeft: z.number().nullable(),
  readingDate: centralTimestampSchema.nullable(),
});
export type AssetLocation = z.infer<typeof assetLocationSchema>;

/** PUT Asset/{uid} or POST Asset/ToFolder/{folder} (spec 001 §4 create-or-update). Configs carry
 * their typeId; each is checked against its type's schema (configs.ts). Amounts in configs are in
 * gallons and inches (the stored units). */
export const assetSaveBodySchema = z.object({
  label: text('Label', { min: 1, max: 100 }),
  comment: text('Comment', { max: 2000, multiline: true }).nullable().default(null),
  mfgDate: z.iso.date({ error: 'Mfg Date: is not a valid date' }).nullable().default(null),
  modelName: text('Model Name', { max: 100 }).nullable().default(null),
  serialNumber: text('Serial Number', { max: 100 }).nullable().default(null),
  isTemplate: z.boolean().default(false),
  productUid: z.number().int().positive().nullable().default(null),
  tags: z.array(z.unknown()).max(100).default([]),
  userDefValues: z.array(z.unknown()).max(200).default([]),
  configs: z
    .array(z.object({ typeId: z.number().int() }).loose())
    .max(50)
    .default([]),
  /** Left out: the plan stays as it is; null: no plan; else the plan (Edit Asset Information). */
  maintenance: assetMaintenanceSchema.nullable().optional(),
});
export type AssetSaveBody = z.infer<typeof assetSaveBodySchema>;

/** PUT Asset/StrappingTable: create (no id) or update a folder's strapping table. */
export const strappingTableSaveSchema = strappingTableSchema
  .extend({
    id: z.number().int().positive().optional(),
    folderUid: z.number().int().positive(),
    tableValues: strappingTableSchema.shape.tableValues.max(2000, { error: 'Table Values: must have at most 2000 rows' }),
  })
  // The chart's volumes are the tank's: none may exceed its capacity.
  .refine((t) => t.tableValues.every((v) => v <= t.capacity * (1 + 1e-9)), {
    path: ['tableValues'],
    error: 'Table Values: must not exceed the capacity',
  });
export const strappingTableDtoSchema = strappingTableSchema.extend({ id: z.number().int(), folderUid: z.number().int() });
export type StrappingTableDto = z.infer<typeof strappingTableDtoSchema>;

/** spec 001 §3.3 AssetFill, in the caller's units. */
export const assetFillSchema = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  label: z.string(),
  productUid: z.number().int().nullable(),
  /** What the amounts are: the caller's volume unit, or its weight unit for a CO2 tank. */
  amountUnit: z.enum(AMOUNT_UNITS),
  amount: z.number(),
  capacity: z.number(),
  maxFillAmount: z.number(),
  beforeAmount: z.number(),
  afterAmount: z.number(),
  dateTime: centralTimestampSchema,
  includeInAnalysis: z.boolean(),
  falseFill: z.boolean(),
});
export const assetFillListSchema = z.object({ units: displayUnitsSchema, fills: z.array(assetFillSchema) });

/** PUT AssetFill/{id} (ours; spec 001 §3.3 AssetFill includeInAnalysis): leaves a fill out of the
 * analysis screens' figures, or returns it to them. */
export const ASSET_FILL_PATH = 'AssetFill';
export const assetFillUpdateSchema = z.object({
  includeInAnalysis: z.boolean({ error: 'Include In Analysis: is required' }),
});
export const assetFillAnswerSchema = z.object({ units: displayUnitsSchema, fill: assetFillSchema });
/** A false fill is a sensor's jump, not a delivery: it stays out of analysis. */
export const FALSE_FILL_IN_ANALYSIS_MESSAGE = 'Include In Analysis: a false fill is not a delivery and stays out of analysis';

/** GET Asset/{uid}/History/State/Tank/Lite (spec 001 §3.3 TankStateHistLite). */
export const tankStateHistLiteSchema = z.object({
  readingDate: centralTimestampSchema,
  reading: z.number(),
  status: z.number().int(),
  amountFull: z.number().nullable(),
  inchesFull: z.number().nullable(),
  percentFull: z.number().nullable(),
});
export const tankStateHistSchema = z.object({
  units: displayUnitsSchema,
  amountUnit: z.enum(AMOUNT_UNITS),
  states: z.array(tankStateHistLiteSchema),
});

/** GET Asset/{uid}/History/State/{type}/Lite for Temperature, Pressure, Switch and GPS. */
export const valueStateHistLiteSchema = z.object({
  configId: z.number().int(),
  readingDate: centralTimestampSchema,
  status: z.number().int(),
  value: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const valueStateHistSchema = z.object({ units: displayUnitsSchema, states: z.array(valueStateHistLiteSchema) });

/** The state types State/{type}/Lite takes, by name or by config type id. */
export const STATE_HISTORY_TYPES = ['Temperature', 'Pressure', 'Switch', 'Gps'] as const;

export const usageByDaySchema = z.object({
  date: z.string(),
  usage: z.number(),
  fillAmount: z.number(),
  fills: z.number().int(),
  avgInventory: z.number().nullable(),
  readings: z.number().int(),
});
export const usageByDayListSchema = z.object({
  units: displayUnitsSchema,
  amountUnit: z.enum(AMOUNT_UNITS),
  days: z.array(usageByDaySchema),
});

export const usageByWeekdaySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  label: z.string(),
  avgUsage: z.number().nullable(),
  days: z.number().int(),
});
export const usageByWeekdayListSchema = z.object({
  units: displayUnitsSchema,
  amountUnit: z.enum(AMOUNT_UNITS),
  weekdays: z.array(usageByWeekdaySchema),
});

/** GET Asset/Templates/ByFolder/{folder}: deviceUid (ours) keeps the templates that fit a device. */
export const templatesQuerySchema = z.object({ deviceUid: z.coerce.number().int().positive().optional() });

export const folderParamsSchema = z.object({ folder: z.coerce.number().int().positive() });
export const assetFolderParamsSchema = z.object({ uid: z.coerce.number().int().positive(), folder: z.coerce.number().int().positive() });
export const assetDeviceParamsSchema = z.object({ uid: z.coerce.number().int().positive(), device: z.coerce.number().int().positive() });
