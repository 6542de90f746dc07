// spec 001 §3.5 configurations and spec 001 §5 their validation rules; spec 001 §3.3 the user's
// config. One zod schema per config type carries the type's defaults and messages; forms start from
// defaultConfig(typeId) and validate with configSchemaFor(typeId); the server parses with
// parseConfig(typeId, body).
//
// Defaults and required fields: a field with a spec default has `.default(...)` (a missing value
// takes it); a field the spec makes required has none, so a missing value is an error carrying the
// spec's message. defaultConfig() fills required fields with blanks ('' or 0) for a form to start
// from; those blanks do not pass validation, which is the point.
import { z } from 'zod';
import { alertSchema } from './alerts/alerts';
import { USER_FOLDER_DEFAULTS } from './constants';
import { Country, countryIdSchema } from './countries';
import { DEFAULT_TIME_ZONE_ID } from './time-zones';
import { AssetConfigUnitType, DimensionUnit, TemperatureUnit, VolumeUnit, WeightUnit } from './units';
import { MfaType, mfaTypeIdSchema } from './people/mfa';
import { CallBlockBillingType, callBlockBillingTypeIdSchema } from './billing/orders';
import { DEFAULT_ROLE_RANK } from './people/permissions';
import { num, text } from './validation';
import { Zone } from './tanks/zones';
import {
  assetConfigUnitTypeIdSchema,
  dimensionUnitIdSchema,
  temperatureUnitIdSchema,
  timeZoneIdSchema,
  volumeUnitIdSchema,
  weightUnitIdSchema,
  zoneSchema,
} from './catalogue-schemas';

// spec 001 §3.5: ids fixed by the spec: Entity schedule 12, Cell GPS 15, Cell switch sensor 16,
// Cell network 17, Credentials 19, Battery 20, Device alert 23, Device billing 26, Address 27,
// Contact 39, Prepaid-call billing 43. The spec gives no id for the others; they take ids the spec
// leaves unused. `sensor`: the config describes one measured property of an asset and so carries
// primaryConfig, zones and the sensor it reads from (spec 001 §3.3 Asset, §3.5).
export const CONFIG_TYPES = [
  { id: 1, key: 'Tank', label: 'Tank', sensor: false },
  { id: 2, key: 'AssetTank', label: 'Asset Tank', sensor: true },
  { id: 3, key: 'Gps', label: 'GPS', sensor: true },
  { id: 4, key: 'Pressure', label: 'Pressure', sensor: true },
  { id: 5, key: 'Switch', label: 'Switch', sensor: true },
  { id: 6, key: 'Temperature', label: 'Temperature', sensor: true },
  { id: 7, key: 'Phone', label: 'Phone', sensor: false },
  { id: 8, key: 'Ip', label: 'IP', sensor: false },
  { id: 9, key: 'Modem', label: 'Modem', sensor: false },
  { id: 10, key: 'Mfa', label: 'MFA', sensor: false },
  { id: 11, key: 'Schedule', label: 'Schedule', sensor: false },
  { id: 12, key: 'EntitySchedule', label: 'Entity Schedule', sensor: false },
  { id: 13, key: 'TimeZone', label: 'Time Zone', sensor: false },
  { id: 14, key: 'Unit', label: 'Unit', sensor: false },
  { id: 15, key: 'CellGps', label: 'Cell GPS', sensor: false },
  { id: 16, key: 'CellSwitchSensor', label: 'Cell Switch Sensor', sensor: false },
  { id: 17, key: 'CellNetwork', label: 'Cell Network', sensor: false },
  { id: 18, key: 'Tek880', label: 'Tek880', sensor: false },
  { id: 19, key: 'Credentials', label: 'Credentials', sensor: false },
  { id: 20, key: 'Battery', label: 'Battery', sensor: false },
  { id: 21, key: 'MultiSensor', label: 'Multi-Sensor', sensor: false },
  { id: 22, key: 'StoreAndForwardRFGateway', label: 'Store-and-Forward RF Gateway', sensor: false },
  { id: 23, key: 'DeviceAlert', label: 'Device Alert', sensor: false },
  { id: 24, key: 'ReliantAlarm', label: 'Reliant Alarm', sensor: false },
  { id: 25, key: 'ReliantComm', label: 'Reliant Comm', sensor: false },
  { id: 26, key: 'DeviceBilling', label: 'Device Billing', sensor: false },
  { id: 27, key: 'Address', label: 'Address', sensor: false },
  { id: 28, key: 'ReliantUser', label: 'Reliant User', sensor: false },
  { id: 29, key: 'MonthlyBilling', label: 'Monthly Billing', sensor: false },
  { id: 30, key: 'PoNumber', label: 'PO Number', sensor: false },
  { id: 31, key: 'Price', label: 'Price', sensor: false },
  { id: 32, key: 'SalesRep', label: 'Sales Rep', sensor: false },
  { id: 33, key: 'Season', label: 'Season', sensor: false },
  { id: 34, key: 'Identity', label: 'Identity', sensor: false },
  { id: 39, key: 'Contact', label: 'Contact', sensor: false },
  { id: 43, key: 'PrepaidCallBilling', label: 'Prepaid-Call Billing', sensor: false },
] as const;

type ConfigTypeEntry = (typeof CONFIG_TYPES)[number];
export type ConfigTypeKey = ConfigTypeEntry['key'];
export type ConfigTypeId = ConfigTypeEntry['id'];

export const ConfigType = Object.fromEntries(CONFIG_TYPES.map((t) => [t.key, t.id])) as {
  [K in ConfigTypeKey]: Extract<ConfigTypeEntry, { key: K }>['id'];
};

export const CONFIG_TYPE_IDS = CONFIG_TYPES.map((t) => t.id) as [ConfigTypeId, ...ConfigTypeId[]];

export const configTypeIdSchema = z.literal(CONFIG_TYPE_IDS, { error: 'Config Type: is not a known config type' });

export function isConfigTypeId(n: number): n is ConfigTypeId {
  return (CONFIG_TYPE_IDS as readonly number[]).includes(n);
}

export function configTypeLabel(id: number): string {
  return CONFIG_TYPES.find((t) => t.id === id)?.label ?? 'Unknown';
}

// ---------------------------------------------------------------------------------------------
// Shared pieces.

/** spec 001 §3.5: every config carries id, shared, propertyTypeId, alerts, typeId. id 0 = not yet
 * saved; propertyTypeId is the monitored property (device-catalogue.ts), 0 when none applies. */
const commonFields = {
  id: z.number().int().default(0),
  shared: z.boolean().default(false),
  propertyTypeId: z.number().int().min(0).default(0),
  alerts: z.array(alertSchema).default(() => []),
};

/** spec 001 §3.3 Asset: a sensor config's link to the device sensor it reads. */
export const sensorLinkSchema = z.object({
  deviceUid: z.number().int(),
  port: z.number().int().min(0).default(0),
  offset: z.number().default(0),
});
export type SensorLink = z.infer<typeof sensorLinkSchema>;

/** spec 001 §3.3 and §3.5: sensor configs add label, primaryConfig, zones and their sensor. */
const sensorFields = {
  label: z.string().default(''),
  primaryConfig: z.boolean().default(false),
  zones: z.array(zoneSchema).default(() => []),
  sensor: sensorLinkSchema.nullable().default(null),
};

function config<T extends ConfigTypeId, S extends z.ZodRawShape>(typeId: T, shape: S) {
  return z.object({ ...commonFields, typeId: z.literal(typeId), ...shape });
}

const nonNegative = (displayName: string) => num(displayName, { min: 0 });
const count = (displayName: string, min = 0) => num(displayName, { int: true, min });
/** Percent values are stored as fractions and shown x100 (spec 000 §5, spec 001 §3.3). */
const fraction = (displayName: string) => num(displayName, { min: 0, max: 1 });

// ---------------------------------------------------------------------------------------------
// Tank and asset tank (spec 001 §3.5).

/** spec 001 §3.5 Tank. cmid is the tank type (tank-geometry.ts); dimensions are inches, volumes
 * gallons (units.ts base units); angle is the cone's angle in degrees; stid the strapping table,
 * null when the capacity comes from the shape. ullagePercent is the max fill as a fraction of
 * capacity, default 1 like the product's defaultMaxFillPercent (spec 001 §3.3). */
export const tankFieldsSchema = z.object({
  cmid: z.number().int().min(0).default(0),
  isBulk: z.boolean().default(false),
  isReclamation: z.boolean().default(false),
  capacity: nonNegative('Capacity').default(0),
  ullagePercent: fraction('Ullage Percent').default(1),
  heelAmount: nonNegative('Heel Amount').default(0),
  length: nonNegative('Length').default(0),
  width: nonNegative('Width').default(0),
  height: nonNegative('Height').default(0),
  cylinderCap: nonNegative('Cylinder Cap').default(0),
  coneHeight: nonNegative('Cone Height').default(0),
  angle: num('Angle', { min: 0, max: 90 }).default(0),
  stid: z.number().int().nullable().default(null),
  slot: z.number().int().min(0).default(0),
});
export type TankFields = z.infer<typeof tankFieldsSchema>;

export const tankConfigSchema = config(ConfigType.Tank, tankFieldsSchema.shape);

/** The asset tank's two zone percentages (spec 001 §3.5) when nothing else is set: warn at 30%,
 * critical at 20%, the bands a propane or fuel dispatcher plans deliveries by (values are ours). */
export const DEFAULT_TANK_ZONE_PERCENTS = { warning: 0.3, critical: 0.2 } as const;

function defaultTankZones() {
  return [
    { configId: 0, position: 0, type: Zone.Warning, value: DEFAULT_TANK_ZONE_PERCENTS.warning },
    { configId: 0, position: 1, type: Zone.Critical, value: DEFAULT_TANK_ZONE_PERCENTS.critical },
  ];
}

/** spec 001 §3.5 Asset tank: baseUsage (gallons a day), the nested tank config, zones (two
 * percentage values: Warning and Critical, as fractions of capacity) and the product. */
export const assetTankConfigSchema = config(ConfigType.AssetTank, {
  ...sensorFields,
  baseUsage: nonNegative('Base Usage').default(0),
  tank: tankFieldsSchema.prefault({}),
  zones: z.array(zoneSchema.extend({ value: fraction('Zone Value') })).default(defaultTankZones),
  productUid: z.number().int().nullable().default(null),
});

/** Warning and critical fractions of an asset tank config, for zones.ts tankZoneFor. */
export function tankZoneThresholds(cfg: { zones: readonly { type: number; value: number }[] }): {
  warning: number;
  critical: number;
} {
  const find = (type: number) => cfg.zones.find((zn) => zn.type === type)?.value;
  return {
    warning: find(Zone.Warning) ?? DEFAULT_TANK_ZONE_PERCENTS.warning,
    critical: find(Zone.Critical) ?? DEFAULT_TANK_ZONE_PERCENTS.critical,
  };
}

// ---------------------------------------------------------------------------------------------
// Other sensor configs (spec 001 §3.5).

export const gpsConfigSchema = config(ConfigType.Gps, {
  ...sensorFields,
  autoMoveFolders: z.boolean().default(false),
  updateFolderAddress: z.boolean().default(false),
});

/** spec 001 §3.5 Pressure: the sensor's raw range (minReading-maxReading) maps onto the value range
 * (minValue-maxValue) in unitsId, an asset config unit type (units.ts; 1 = PSI). Only
 * useAlertValuesForColors has a spec default; the ranges start at 0. */
export const pressureConfigSchema = config(ConfigType.Pressure, {
  ...sensorFields,
  minReading: num('Min Reading').default(0),
  maxReading: num('Max Reading').default(0),
  minValue: num('Min Value').default(0),
  maxValue: num('Max Value').default(0),
  unitsId: assetConfigUnitTypeIdSchema.default(AssetConfigUnitType.PSI),
  useAlertValuesForColors: z.boolean().default(true),
});

/** spec 001 §3.5 Switch: whether a closed contact reads as "on" (default ours: yes). */
export const switchConfigSchema = config(ConfigType.Switch, {
  ...sensorFields,
  onWhenClosed: z.boolean().default(true),
});

/** spec 001 §3.5: "Temperature: no extra fields shown". */
export const temperatureConfigSchema = config(ConfigType.Temperature, { ...sensorFields });

// ---------------------------------------------------------------------------------------------
// Device and entity configs (spec 001 §3.5).

export const addressConfigSchema = config(ConfigType.Address, {
  address1: z.string().default(''),
  address2: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  zip: z.string().default(''),
});

/** batteryTypeId: device-catalogue.ts BATTERY_TYPES; 0 = not set. */
export const batteryConfigSchema = config(ConfigType.Battery, {
  batteryTypeId: z.number().int().min(0).default(0),
});

export const prepaidCallBillingConfigSchema = config(ConfigType.PrepaidCallBilling, {
  cbBillingTypeId: callBlockBillingTypeIdSchema.default(CallBlockBillingType.BillTo),
  discountPercentage: fraction('Discount Percentage').default(0),
  enableDistribution: z.boolean().default(false),
});

export const cellGpsConfigSchema = config(ConfigType.CellGps, {
  reportRate: count('Report Rate').default(2),
  timeout: count('Timeout').default(150),
});

export const cellSwitchSensorConfigSchema = config(ConfigType.CellSwitchSensor, {
  switchValidTime: count('Switch Valid Time').default(3),
  minTimeBetweenCalls: count('Min Time Between Calls').default(5),
});

export const cellNetworkConfigSchema = config(ConfigType.CellNetwork, {
  disableTowerTimeUpdate: z.boolean().default(false),
});

/** spec 001 §3.5 Contact (39) with spec 001 §5's rules. */
export const contactFieldsSchema = z.object({
  firstName: text('First Name', { min: 1, max: 24 }),
  lastName: text('Last Name', { min: 1, max: 24 }),
  emailAddress: text('Email Address', { min: 1, max: 500 }),
  phoneNumber: text('Phone Number', { max: 50 }).default(''),
  extension: text('Extension', { max: 5 }).default(''),
  mobileNumber: text('Mobile Number', { max: 50 }).default(''),
  mobileCarrierId: z.number().int().min(0).default(0),
  countryId: countryIdSchema.default(Country.US),
  languageId: z.number().int().min(1).default(1),
  receiveMarketingInfo: z.boolean().default(false),
  /** Ours (issue 14): what a dispatcher or driver needs to know to deliver (gate code, dog, where
   * the fill pipe is). Shown beside the contact on the tanks of its site. */
  note: text('Note', { max: 500, multiline: true }).default(''),
});

export const contactConfigSchema = config(ConfigType.Contact, contactFieldsSchema.shape);

export const credentialsConfigSchema = config(ConfigType.Credentials, {
  username: z.string().default(''),
  password: z.string().default(''),
});

/** spec 001 §3.5 Device alert (23); spec 001 §5: deadzone 0-9. */
export const deviceAlertConfigSchema = config(ConfigType.DeviceAlert, {
  sendAlertsToDevice: z.boolean().default(true),
  deadzone: num('Deadzone', { int: true, min: 0, max: 9, message: 'You must select a valid deadzone' }).default(0),
});

export const deviceBillingConfigSchema = config(ConfigType.DeviceBilling, {
  serviceAgreementUid: z.number().int().min(0).default(0),
  billingPlanId: z.number().int().min(0).default(0),
  billingStatus: z.number().int().min(0).default(0),
});

/** spec 001 §3.5 Entity schedule (12); spec 001 §5: a schedule must be selected. */
export const entityScheduleConfigSchema = config(ConfigType.EntitySchedule, {
  scheduleUid: num('Schedule', { int: true, min: 1, message: 'You must select a schedule' }),
  disabled: z.boolean().default(false),
});

/** spec 001 §3.5 names a schedule config among a protocol's defaults but gives fields only for the
 * Entity schedule (12), which holds the schedule choice; this type carries the common fields only. */
export const scheduleConfigSchema = config(ConfigType.Schedule, {});

/** spec 001 §3.5: "default phone numbers are preset". The numbers are not shown; these are the
 * vendor's call-in lines in the 555-01xx range kept for fiction, replaced per deployment. */
export const DEFAULT_CALL_IN_NUMBERS = { phone1: '8005550100', phone2: '8005550101' } as const;

export const phoneConfigSchema = config(ConfigType.Phone, {
  prefix: z.string().default(''),
  suffix: z.string().default(''),
  phone1: z.string().default(DEFAULT_CALL_IN_NUMBERS.phone1),
  phone2: z.string().default(DEFAULT_CALL_IN_NUMBERS.phone2),
  useSwitchBox: z.boolean().default(false),
  suffixDelay: count('Suffix Delay').default(0),
});

/** spec 001 §3.5 IP. The port default is the serial-over-IP port tank gauges listen on (ours). */
export const ipConfigSchema = config(ConfigType.Ip, {
  ipAddress: z.string().default(''),
  port: num('Port', { int: true, min: 0, max: 65535 }).default(10001),
});

export const mfaConfigSchema = config(ConfigType.Mfa, {
  mfaTypeId: mfaTypeIdSchema.default(MfaType.None),
  secret: z.string().default(''),
});

/** spec 001 §3.5 Modem defaults and spec 001 §5 rules. The baud-rate ceiling is 11520 as the spec
 * writes it (115200 is the usual top rate; the spec's figure is kept until it is corrected). */
export const modemConfigSchema = config(ConfigType.Modem, {
  baudRate: num('Baud Rate', { int: true, min: 1200, max: 11520 }).default(2400),
  dataBits: num('Data Bits', { int: true, min: 7, max: 8 }).default(8),
  parity: text('Parity', { min: 1, max: 1 }).default('O'),
  stopBits: num('Stop Bits', { int: true, min: 1, max: 2 }).default(1),
});

export const monthlyBillingConfigSchema = config(ConfigType.MonthlyBilling, {
  splitOrdersByPoNumber: z.boolean().default(false),
  autoAssignServiceAgreements: z.boolean().default(true),
});

// spec 001 §3.5 MultiSensor aggregateType: how several sensors' readings make one level. The spec
// gives no values; ours.
export const MULTI_SENSOR_AGGREGATE_TYPES = [
  { id: 1, key: 'Average', label: 'Average' },
  { id: 2, key: 'Sum', label: 'Sum' },
  { id: 3, key: 'Highest', label: 'Highest' },
  { id: 4, key: 'Lowest', label: 'Lowest' },
] as const;

type MultiSensorAggregateTypeEntry = (typeof MULTI_SENSOR_AGGREGATE_TYPES)[number];
export type MultiSensorAggregateTypeKey = MultiSensorAggregateTypeEntry['key'];
export type MultiSensorAggregateTypeId = MultiSensorAggregateTypeEntry['id'];

export const MultiSensorAggregateType = Object.fromEntries(MULTI_SENSOR_AGGREGATE_TYPES.map((t) => [t.key, t.id])) as {
  [K in MultiSensorAggregateTypeKey]: Extract<MultiSensorAggregateTypeEntry, { key: K }>['id'];
};

export const MULTI_SENSOR_AGGREGATE_TYPE_IDS = MULTI_SENSOR_AGGREGATE_TYPES.map((t) => t.id) as [
  MultiSensorAggregateTypeId,
  ...MultiSensorAggregateTypeId[],
];

/** spec 001 §3.5 MultiSensor sensor: the readings at empty (10) and full (90), offset and slot. */
export const multiSensorEntrySchema = z.object({
  empty: num('Empty').default(10),
  full: num('Full').default(90),
  offset: num('Offset').default(0),
  slot: count('Slot'),
});

export const multiSensorConfigSchema = config(ConfigType.MultiSensor, {
  aggregateType: z
    .literal(MULTI_SENSOR_AGGREGATE_TYPE_IDS, { error: 'Aggregate Type: is not a known aggregate type' })
    .default(MultiSensorAggregateType.Average),
  sensors: z.array(multiSensorEntrySchema).default(() => []),
});

export const poNumberConfigSchema = config(ConfigType.PoNumber, {
  poNumber: z.string().default(''),
});

export const priceConfigSchema = config(ConfigType.Price, {
  price: nonNegative('Price').default(0),
});

export const reliantAlarmConfigSchema = config(ConfigType.ReliantAlarm, {
  drainLevelDelta: nonNegative('Drain Level Delta').default(0),
  fillLevelDelta: nonNegative('Fill Level Delta').default(0),
});

export const reliantCommConfigSchema = config(ConfigType.ReliantComm, {
  ackDelay: count('Ack Delay').default(0),
  stayOnDelay: count('Stay On Delay').default(0),
  ipAddress: z.string().default(''),
});

/** spec 001 §3.5 Reliant user defaults and spec 001 §5: wakeMinutes 3-30, measureInterval 1-10. */
export const reliantUserConfigSchema = config(ConfigType.ReliantUser, {
  wakeMinutes: num('Wake Minutes', { int: true, min: 3, max: 30 }).default(5),
  measureInterval: num('Measure Interval', { int: true, min: 1, max: 10 }).default(3),
});

export const salesRepConfigSchema = config(ConfigType.SalesRep, {
  primaryContactGroupUid: z.number().int().min(0).default(0),
  rmaAlertGroupUid: z.number().int().min(0).default(0),
  salesManagerUid: z.number().int().min(0).default(0),
});

/** spec 001 §3.5 Season: start and end month and day. The spec gives no default; ours is the
 * heating season (1 October to 30 April) heating-fuel dealers forecast with. */
export const seasonConfigSchema = config(ConfigType.Season, {
  startMonth: num('Start Month', { int: true, min: 1, max: 12 }).default(10),
  startDay: num('Start Day', { int: true, min: 1, max: 31 }).default(1),
  endMonth: num('End Month', { int: true, min: 1, max: 12 }).default(4),
  endDay: num('End Day', { int: true, min: 1, max: 31 }).default(30),
});

export const storeAndForwardRfGatewayConfigSchema = config(ConfigType.StoreAndForwardRFGateway, {
  callOnManualBurst: z.boolean().default(true),
  dataRecordTime: count('Data Record Time', 1).default(5),
});

/** spec 001 §3.3 Identity config: an identifier of the entity (a customer number on a site) in an
 * identity group (identity-api.ts). The spec gives no config id; 34 is unused. Overwriting an
 * existing identifier needs Overwrite Customer Number (19). */
export const identityConfigSchema = config(ConfigType.Identity, {
  identifier: text('Identifier', { min: 1, max: 100 }),
  isPrimary: z.boolean().default(false),
  identityGroupUid: num('Identity Group', { int: true, min: 1, message: 'You must select an identity group' }),
});

/** spec 001 §3.5 TimeZone fields (also the user's and contact group's time zone config). */
export const timeZoneConfigSchema = z.object({
  observeDst: z.boolean().default(true),
  timeZoneId: timeZoneIdSchema.default(DEFAULT_TIME_ZONE_ID),
});
export type TimeZoneConfig = z.infer<typeof timeZoneConfigSchema>;

export const timeZoneEntityConfigSchema = config(ConfigType.TimeZone, timeZoneConfigSchema.shape);

/** spec 001 §3.5 Unit fields, all default 1 (gallons, pounds, Fahrenheit, inches); also the user's
 * and contact group's unit config. */
export const unitConfigSchema = z.object({
  dimensionUnitId: dimensionUnitIdSchema.default(DimensionUnit.Inches),
  temperatureUnitId: temperatureUnitIdSchema.default(TemperatureUnit.Fahrenheit),
  volumeUnitId: volumeUnitIdSchema.default(VolumeUnit.Gallons),
  weightUnitId: weightUnitIdSchema.default(WeightUnit.Pounds),
});
export type UnitConfig = z.infer<typeof unitConfigSchema>;

export const unitEntityConfigSchema = config(ConfigType.Unit, unitConfigSchema.shape);

/** spec 001 §3.5 names Tek880 among the protocol defaults without fields. */
export const tek880ConfigSchema = config(ConfigType.Tek880, {});

// ---------------------------------------------------------------------------------------------
// Lookup by type id.

export const CONFIG_SCHEMAS = {
  [ConfigType.Tank]: tankConfigSchema,
  [ConfigType.AssetTank]: assetTankConfigSchema,
  [ConfigType.Gps]: gpsConfigSchema,
  [ConfigType.Pressure]: pressureConfigSchema,
  [ConfigType.Switch]: switchConfigSchema,
  [ConfigType.Temperature]: temperatureConfigSchema,
  [ConfigType.Phone]: phoneConfigSchema,
  [ConfigType.Ip]: ipConfigSchema,
  [ConfigType.Modem]: modemConfigSchema,
  [ConfigType.Mfa]: mfaConfigSchema,
  [ConfigType.Schedule]: scheduleConfigSchema,
  [ConfigType.EntitySchedule]: entityScheduleConfigSchema,
  [ConfigType.TimeZone]: timeZoneEntityConfigSchema,
  [ConfigType.Unit]: unitEntityConfigSchema,
  [ConfigType.CellGps]: cellGpsConfigSchema,
  [ConfigType.CellSwitchSensor]: cellSwitchSensorConfigSchema,
  [ConfigType.CellNetwork]: cellNetworkConfigSchema,
  [ConfigType.Tek880]: tek880ConfigSchema,
  [ConfigType.Credentials]: credentialsConfigSchema,
  [ConfigType.Battery]: batteryConfigSchema,
  [ConfigType.MultiSensor]: multiSensorConfigSchema,
  [ConfigType.StoreAndForwardRFGateway]: storeAndForwardRfGatewayConfigSchema,
  [ConfigType.DeviceAlert]: deviceAlertConfigSchema,
  [ConfigType.ReliantAlarm]: reliantAlarmConfigSchema,
  [ConfigType.ReliantComm]: reliantCommConfigSchema,
  [ConfigType.DeviceBilling]: deviceBillingConfigSchema,
  [ConfigType.Address]: addressConfigSchema,
  [ConfigType.ReliantUser]: reliantUserConfigSchema,
  [ConfigType.MonthlyBilling]: monthlyBillingConfigSchema,
  [ConfigType.PoNumber]: poNumberConfigSchema,
  [ConfigType.Price]: priceConfigSchema,
  [ConfigType.SalesRep]: salesRepConfigSchema,
  [ConfigType.Season]: seasonConfigSchema,
  [ConfigType.Identity]: identityConfigSchema,
  [ConfigType.Contact]: contactConfigSchema,
  [ConfigType.PrepaidCallBilling]: prepaidCallBillingConfigSchema,
} as const satisfies { [K in ConfigTypeId]: z.ZodObject };

export type ConfigSchemaFor<T extends ConfigTypeId> = (typeof CONFIG_SCHEMAS)[T];
export type ConfigOf<T extends ConfigTypeId> = z.output<ConfigSchemaFor<T>>;
export type ConfigInputOf<T extends ConfigTypeId> = z.input<ConfigSchemaFor<T>>;

export function configSchemaFor<T extends ConfigTypeId>(typeId: T): ConfigSchemaFor<T> {
  return CONFIG_SCHEMAS[typeId];
}

/** Validates `data` as a config of `typeId` and fills in the spec's defaults. The type id comes
 * from the caller, so a body need not repeat it. */
export function parseConfig<T extends ConfigTypeId>(typeId: T, data: unknown): ConfigOf<T> {
  const body = typeof data === 'object' && data !== null ? { ...data, typeId } : data;
  const schema: z.ZodType = CONFIG_SCHEMAS[typeId];
  return schema.parse(body) as ConfigOf<T>;
}

/** `parseConfig` without throwing, for forms and 400 answers. */
export function safeParseConfig<T extends ConfigTypeId>(typeId: T, data: unknown) {
  const body = typeof data === 'object' && data !== null ? { ...data, typeId } : data;
  return CONFIG_SCHEMAS[typeId].safeParse(body) as z.ZodSafeParseResult<ConfigOf<T>>;
}

/** A config of `typeId` as a form starts: every spec default, blanks for required fields. */
export function defaultConfig<T extends ConfigTypeId>(typeId: T): ConfigOf<T> {
  return blankOf(CONFIG_SCHEMAS[typeId]) as ConfigOf<T>;
}

/** Any config, told apart by typeId (an asset's or device's `configs` list). */
export const anyConfigSchema = z.discriminatedUnion(
  'typeId',
  Object.values(CONFIG_SCHEMAS) as unknown as [ConfigSchemaFor<ConfigTypeId>, ...ConfigSchemaFor<ConfigTypeId>[]],
  { error: 'Config Type: is not a known config type' },
);
export type AnyConfig = z.infer<typeof anyConfigSchema>;

/** The value a schema takes for a missing input: its default, or a blank of its kind. */
function blankOf(schema: z.ZodType): unknown {
  const parsed = schema.safeParse(undefined);
  if (parsed.success) return parsed.data;
  if (schema instanceof z.ZodObject) {
    return Object.fromEntries(Object.entries(schema.shape as z.ZodRawShape).map(([k, v]) => [k, blankOf(v as z.ZodType)]));
  }
  if (schema instanceof z.ZodLiteral) return [...schema.values][0];
  if (schema instanceof z.ZodString) return '';
  if (schema instanceof z.ZodNumber) return 0;
  if (schema instanceof z.ZodBoolean) return false;
  if (schema instanceof z.ZodArray) return [];
  if (schema instanceof z.ZodNullable) return null;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Config set and user-level configs.

/** spec 001 §3.5 Config set: a named set of configs for a sensor template. */
export const configSetSchema = z.object({
  id: z.number().int().default(0),
  primaryConfigTypeId: configTypeIdSchema,
  label: z.string().default(''),
  sensorTemplateId: z.number().int().min(0).default(0),
});
export type ConfigSet = z.infer<typeof configSetSchema>;

/** spec 001 §3.3 User config and spec 001 §5 its rules. password is sent only to set one.
 * saveLastLocation defaults on: the shell restores the last folder (spec 000 §4). */
export const userConfigSchema = z.object({
  userName: text('Username', {
    min: 1,
    max: 50,
    message: 'Username is required and must be less than 50 characters',
  }),
  password: z.string().optional(),
  contactUid: z.number().int().nullable().default(null),
  loginMessageId: z.number().int().nullable().default(null),
  roleId: num('Security Role', { int: true, min: 1, message: 'Security Role must be selected' }),
  roleRank: z.number().int().min(1).default(DEFAULT_ROLE_RANK),
  orgFolderDefault: z.number().int().default(USER_FOLDER_DEFAULTS.orgFolderDefault),
  siteFolderDefault: z.number().int().default(USER_FOLDER_DEFAULTS.siteFolderDefault),
  saveLastLocation: z.boolean().default(true),
  autoHideHierarchy: z.boolean().default(false),
  showBillingIconsHierarchy: z.boolean().default(false),
});
export type UserConfig = z.infer<typeof userConfigSchema>;

export function defaultUserConfig(): UserConfig {
  return blankOf(userConfigSchema) as UserConfig;
}
