// Assets, devices, sensors, products and contacts (spec 001 §3.3). Device models and protocols are
// a catalogue in domain/ (docs/decisions/004-catalogue-in-code.md); rows carry their ids.
//
// No query goes through these definitions (the areas read and write these tables with raw sql):
// productClass, product, contact, asset, device, sensor.
// Every table here stays defined even where no query uses its definition (index.ts): drizzle-kit
// generate compares this schema with the last snapshot and would write DROP TABLE for a missing one.
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { entity } from './entity.table';
import { folder } from './folder.table';

export const productClass = pgTable('product_class', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  folderUid: bigint('folder_uid', { mode: 'number' })
    .notNull()
    .references(() => folder.uid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  defaultMaxFillPercent: doublePrecision('default_max_fill_percent').notNull().default(1),
  fillAnalysisMaxCapacity: doublePrecision('fill_analysis_max_capacity'),
  companyDisabled: boolean('company_disabled').notNull().default(false),
});

export const product = pgTable('product', {
  uid: bigint('uid', { mode: 'number' })
    .primaryKey()
    .references(() => entity.uid, { onDelete: 'cascade' }),
  sku: text('sku').notNull(),
  name: text('name').notNull(),
  density: doublePrecision('density').notNull().default(1),
  defaultMaxFillPercent: doublePrecision('default_max_fill_percent').notNull().default(1),
  classId: integer('class_id').references(() => productClass.id),
  documentIds: integer('document_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** spec 001 §3.3 Product active: offered to tanks. A deleted product's entity is inactive instead. */
  active: boolean('active').notNull().default(true),
});

export const contact = pgTable(
  'contact',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    /** Contact config (spec 001 §3.5, type 39): names, email, phones, country, language. */
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
  },
  (t) => [
    // spec 000 §5 navigation search matches contact names and email addresses.
    index('contact_name_trgm_idx').using('gin', sql`${contactNameText(t.config)} gin_trgm_ops`),
    index('contact_email_trgm_idx').using('gin', sql`(${t.config} ->> 'emailAddress') gin_trgm_ops`),
  ],
);

/** "First Last" of a contact config; the same expression backs contact_name_trgm_idx. */
export function contactNameText(config: AnyPgColumn | ReturnType<typeof sql.raw>) {
  return sql`((${config} ->> 'firstName') || ' ' || (${config} ->> 'lastName'))`;
}

export const asset = pgTable(
  'asset',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    comment: text('comment'),
    mfgDate: date('mfg_date'),
    modelName: text('model_name'),
    serialNumber: text('serial_number'),
    isTemplate: boolean('is_template').notNull().default(false),
    productUid: bigint('product_uid', { mode: 'number' }).references(() => product.uid),
  },
  (t) => [index('asset_product_idx').on(t.productUid), index('asset_serial_trgm_idx').using('gin', sql`${t.serialNumber} gin_trgm_ops`)],
);

export const device = pgTable(
  'device',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull(),
    dataCollectorSn: text('data_collector_sn'),
    modelId: integer('model_id').notNull(),
    parentDeviceUid: bigint('parent_device_uid', { mode: 'number' }).references((): never => device.uid as never),
    parentDeviceSlot: smallint('parent_device_slot'),
    /** spec 001 §4 device activation state. */
    activationState: smallint('activation_state').notNull().default(1),
    /** Hash of the per-device ingestion key. */
    keyHash: text('key_hash'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    /** spec 001 §4 device flags as a mask (devices.ts DEVICE_FLAGS); a new device has not reported. */
    flags: smallint('flags').notNull().default(8),
    lastUpdateId: bigint('last_update_id', { mode: 'number' }),
    lastUpdateAt: timestamp('last_update_at', { withTimezone: true }),
    batteryStrength: real('battery_strength'),
    signalStrength: real('signal_strength'),
    /** Learned minutes between call-ins, for the late flag (device-health.ts). */
    intervalMinutes: real('interval_minutes'),
    /** Until when the device reports in realtime mode (spec 001 §7 SetRealtimeMode). */
    realtimeUntil: timestamp('realtime_until', { withTimezone: true }),
    /** The company whose staff created the device (spec 001 §7 Device/Lite/ByCreatorCompany). */
    creatorCompanyUid: bigint('creator_company_uid', { mode: 'number' }),
    /** A demo device: the simulator reports for it (docs/decisions/029-demo-history.md). */
    simulated: boolean('simulated').notNull().default(false),
  },
  (t) => [
    uniqueIndex('device_serial_idx').on(sql`upper(${t.serialNumber})`),
    index('device_parent_idx').on(t.parentDeviceUid),
    // One device per gateway slot, however many saves race (a retired device leaves its slot).
    uniqueIndex('device_parent_slot_idx')
      .on(t.parentDeviceUid, t.parentDeviceSlot)
      .where(sql`${t.parentDeviceUid} is not null`),
    index('device_serial_trgm_idx').using('gin', sql`${t.serialNumber} gin_trgm_ops`),
    index('device_creator_company_idx').on(t.creatorCompanyUid),
  ],
);

export const sensor = pgTable(
  'sensor',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    deviceUid: bigint('device_uid', { mode: 'number' })
      .notNull()
      .references(() => device.uid, { onDelete: 'cascade' }),
    port: smallint('port').notNull(),
    sensorTypeId: smallint('sensor_type_id').notNull(),
    offset: doublePrecision('offset').notNull().default(0),
    calibratedHeight: doublePrecision('calibrated_height'),
    statusCodeSetId: integer('status_code_set_id'),
    currentDataId: bigint('current_data_id', { mode: 'number' }),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('sensor_device_port_idx').on(t.deviceUid, t.port)],
);

/** spec 001 §3.3 UserDefSetup: a company's user-defined fields, kept in its folder (§7 Folder/{uid}/
 * UserDefSetup); the values ride on the entities (entity.user_def_values). ADR 096. */
export const userDefSetup = pgTable(
  'user_def_setup',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    entityTypeId: smallint('entity_type_id').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    dataTypeId: smallint('data_type_id').notNull().default(3),
    required: boolean('required').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('user_def_setup_folder_idx').on(t.folderUid, t.entityTypeId, t.sortIndex)],
);
