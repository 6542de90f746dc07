// Readings and what they turn into (spec 001 §3.3 DeviceUpdate, SensorData, AssetFill,
// StrappingTable; §3.4 states), device commands, config history and the demo history's progress.
// See docs/decisions/026-ingestion.md and 027-tank-state.md.
//
// device_update and sensor_data are the high-volume tables: they carry no foreign keys (ingestion
// checks devices and sensors in the same transaction, and entities with readings are deactivated,
// never deleted), and their indexes are the ones the history calls need.
//
// No query goes through any definition in this file: the modules (ingest, asset, device, entity's
// config history), the seed and the simulator read and write these tables with raw sql.
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
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { pgSequence } from 'drizzle-orm/pg-core';
import { entity, entityConfig } from './entity.table';
import { folder } from './folder.table';

// device_update and sensor_data are partitioned by month of reading_time (PARTITION BY RANGE, written
// by hand in migration 0023: drizzle-kit does not write partitioning; docs/decisions/072). A
// partitioned table's primary key holds the partition key, and its id comes from a plain sequence
// (PostgreSQL 15 has no identity column on a partitioned table). The monthly partitions, the
// default partition and the retention are kept by server/src/db/functions/reading_partitions_*.sql.
export const deviceUpdateIdSeq = pgSequence('device_update_id_seq');
export const sensorDataIdSeq = pgSequence('sensor_data_id_seq');

/** spec 001 §3.3 DeviceUpdate: one call-in. (device, readingTime) is unique, so a retried call
 * is stored once. */
export const deviceUpdate = pgTable(
  'device_update',
  {
    id: bigint('id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('device_update_id_seq')`),
    deviceUid: bigint('device_uid', { mode: 'number' }).notNull(),
    readingTime: timestamp('reading_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    batteryStrength: real('battery_strength'),
    signalStrength: real('signal_strength'),
    retries: smallint('retries').notNull().default(0),
    gpsPrecision: real('gps_precision'),
    gpsWaitTime: real('gps_wait_time'),
    status: integer('status').notNull().default(0),
    /** How it arrived: ingest.ts INGEST_SOURCES. */
    source: smallint('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.readingTime] }), uniqueIndex('device_update_device_time_idx').on(t.deviceUid, t.readingTime)],
);

/**
 * spec 001 §3.3 SensorData: one reading. (sensor, readingTime) is unique: a duplicate is stored
 * once. For a sensor that feeds an asset, the state it gave (amount, inches and percent full for
 * a tank; the converted value for temperature, pressure and switch) is kept beside the raw
 * reading, so the state history is the readings themselves.
 */
export const sensorData = pgTable(
  'sensor_data',
  {
    id: bigint('id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('sensor_data_id_seq')`),
    sensorUid: bigint('sensor_uid', { mode: 'number' }).notNull(),
    deviceUpdateId: bigint('device_update_id', { mode: 'number' }),
    readingTime: timestamp('reading_time', { withTimezone: true }).notNull(),
    reading: doublePrecision('reading').notNull(),
    status: integer('status').notNull().default(0),
    ssq: real('ssq'),
    assetUid: bigint('asset_uid', { mode: 'number' }),
    /** Tank: amount (gallons, pounds by weight); other properties: the converted value. */
    value: doublePrecision('value'),
    inchesFull: real('inches_full'),
    percentFull: real('percent_full'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  // One index beside the key: every history call finds its readings by sensor and time (an
  // asset's through the sensors that feed it, an update's through its device's sensors), and each
  // extra index costs ingestion about a third of its speed (BENCHMARKS.md).
  (t) => [primaryKey({ columns: [t.id, t.readingTime] }), uniqueIndex('sensor_data_sensor_time_idx').on(t.sensorUid, t.readingTime)],
);

/** The current tank state of an asset (spec 001 §3.4 Tank and Usage), one row per asset, with the
 * running state (last amount, pending fill, daily totals) the next reading continues from. */
export const tankState = pgTable(
  'tank_state',
  {
    assetUid: bigint('asset_uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    configId: bigint('config_id', { mode: 'number' }),
    sensorUid: bigint('sensor_uid', { mode: 'number' }),
    readingTime: timestamp('reading_time', { withTimezone: true }),
    reading: doublePrecision('reading'),
    amountFull: doublePrecision('amount_full'),
    inchesFull: doublePrecision('inches_full'),
    inchesAir: doublePrecision('inches_air'),
    capacity: doublePrecision('capacity'),
    maxFillAmount: doublePrecision('max_fill_amount'),
    percentFull: doublePrecision('percent_full'),
    ullage: doublePrecision('ullage'),
    ullagePercent: doublePrecision('ullage_percent'),
    adjustedUllage: doublePrecision('adjusted_ullage'),
    zone: smallint('zone'),
    statusColor: text('status_color'),
    lastFillAmount: doublePrecision('last_fill_amount'),
    lastFillDate: timestamp('last_fill_date', { withTimezone: true }),
    lastUsageAmount: doublePrecision('last_usage_amount'),
    avg7Day: doublePrecision('avg_7day'),
    avgDaily: doublePrecision('avg_daily'),
    avgDaily60: doublePrecision('avg_daily60'),
    avgWeekday: doublePrecision('avg_weekday'),
    avgInventory30: doublePrecision('avg_inventory30'),
    avgInventory60: doublePrecision('avg_inventory60'),
    avgInventory90: doublePrecision('avg_inventory90'),
    dateEmpty: timestamp('date_empty', { withTimezone: true }),
    daysLeft: doublePrecision('days_left'),
    /** spec 001 §4 asset status: the most urgent one, and all that apply as a mask (bit = id). */
    status: smallint('status').notNull().default(0),
    statusMask: integer('status_mask').notNull().default(0),
    running: jsonb('running').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The alert sweep finds a device's states through its sensors (alert-sweep.repository.ts
  // deviceCalls); sensor_uid never changes on the hot updates, so they stay HOT (ADR 045).
  (t) => [index('tank_state_sensor_idx').on(t.sensorUid)],
);

/** Temperature, pressure, switch and GPS states of an asset (spec 001 §3.4), one per config. */
export const assetValueState = pgTable(
  'asset_value_state',
  {
    assetUid: bigint('asset_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    configId: bigint('config_id', { mode: 'number' }).notNull(),
    configTypeId: smallint('config_type_id').notNull(),
    sensorUid: bigint('sensor_uid', { mode: 'number' }),
    readingTime: timestamp('reading_time', { withTimezone: true }).notNull(),
    value: doublePrecision('value'),
    zone: smallint('zone'),
    statusColor: text('status_color'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    arriveDate: timestamp('arrive_date', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.assetUid, t.configId] }), index('asset_value_state_sensor_idx').on(t.sensorUid)],
);

/** Usage by central day (spec 001 §7 Asset History/Usage/ByDay). */
export const usageDaily = pgTable(
  'usage_daily',
  {
    assetUid: bigint('asset_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    usage: doublePrecision('usage').notNull(),
    fillAmount: doublePrecision('fill_amount').notNull().default(0),
    fills: smallint('fills').notNull().default(0),
    avgInventory: doublePrecision('avg_inventory'),
    readings: integer('readings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assetUid, t.day] })],
);

/** spec 001 §3.3 AssetFill: a delivery seen in the readings. A false fill stays, marked, out of
 * analysis. */
export const assetFill = pgTable(
  'asset_fill',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    assetUid: bigint('asset_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    productUid: bigint('product_uid', { mode: 'number' }),
    amount: doublePrecision('amount').notNull(),
    capacity: doublePrecision('capacity').notNull(),
    maxFillAmount: doublePrecision('max_fill_amount').notNull(),
    beforeAmount: doublePrecision('before_amount').notNull(),
    afterAmount: doublePrecision('after_amount').notNull(),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    includeInAnalysis: boolean('include_in_analysis').notNull().default(true),
    falseFill: boolean('false_fill').notNull().default(false),
  },
  (t) => [uniqueIndex('asset_fill_asset_time_idx').on(t.assetUid, t.dateTime)],
);

/** spec 001 §7 Device Poll, SetRealtimeMode, Battery/Reset: a command waiting for, delivered
 * to, or carried out by the device (device-commands.ts). */
export const deviceCommand = pgTable(
  'device_command',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceUid: bigint('device_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    status: smallint('status').notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('device_command_device_idx').on(t.deviceUid, t.requestedAt)],
);

/** spec 001 §7 Entity/{uid}/History/Config: every saved version of an entity's config. */
export const configHistory = pgTable(
  'config_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entityUid: bigint('entity_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    configTypeId: smallint('config_type_id').notNull(),
    configId: bigint('config_id', { mode: 'number' }).references(() => entityConfig.id, { onDelete: 'set null' }),
    /** The config's id, kept after the config is removed (config_id is then null): the config
     * snapshot at a past time follows one config through its versions (docs/decisions/103). */
    configKey: bigint('config_key', { mode: 'number' }),
    /** config-history.ts CONFIG_CHANGES. */
    change: smallint('change').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: bigint('changed_by', { mode: 'number' }),
  },
  (t) => [index('config_history_entity_idx').on(t.entityUid, t.configTypeId, t.changedAt)],
);

/** spec 001 §3.3 StrappingTable, kept per folder (spec 001 §7 Asset/StrappingTable). */
export const strappingTable = pgTable(
  'strapping_table',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    height: doublePrecision('height').notNull(),
    capacity: doublePrecision('capacity').notNull(),
    step: doublePrecision('step').notNull(),
    tableValues: doublePrecision('table_values').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('strapping_table_folder_idx').on(t.folderUid)],
);

/** spec 001 §7 Device/{uid}/History/Shipping: the device's journeys to the companies that hold it. */
export const deviceShipment = pgTable(
  'device_shipment',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceUid: bigint('device_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    toFolderUid: bigint('to_folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    note: text('note'),
  },
  (t) => [index('device_shipment_device_idx').on(t.deviceUid, t.shippedAt)],
);

/** Top-level demo devices whose 90 days of history are written (docs/decisions/029-demo-history.md). */
export const demoHistory = pgTable('demo_history', {
  deviceUid: bigint('device_uid', { mode: 'number' })
    .primaryKey()
    .references(() => entity.uid, { onDelete: 'cascade' }),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The MQTT subscription each persistent ingestion session holds (docs/decisions/026-ingestion.md):
 * a resumed session keeps the subscriptions of its last run, so one made under another topic
 * prefix or shared group is known here and ended. */
export const mqttSubscription = pgTable('mqtt_subscription', {
  clientId: text('client_id').primaryKey(),
  topicFilter: text('topic_filter').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
