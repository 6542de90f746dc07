// The report rows (docs/decisions/033-report-rows.md): one row per asset (and per device) per
// folder it stands in, holding everything the EntityReport data calls and the Folder Summary
// filter, sort and count on, with its folder scope as a text key. Kept current by triggers on the
// tables they come from and by ingestion (report_refresh_live), rebuilt by report_rebuild(). The
// functions and triggers are server/src/db/functions/report_*.sql (one file each, ADR 051); the
// views, the scope-key collation and the sort and count indexes (which need COLLATE, INCLUDE and
// partial predicates) are in server/drizzle/0007_report_row_upkeep.sql, 0009_report_row_speed.sql,
// 0011_report_row_placement.sql and 0015_report_temperature_zone.sql.
//
// Custom columns and report profiles (spec 001 §3.3) are saved per user.
//
// No query goes through any definition in this file: the report rows are read by the grid SQL
// (modules/report) and written by the functions and triggers of the migrations.
// Every table here stays defined even where no query uses its definition (index.ts): drizzle-kit
// generate compares this schema with the last snapshot and would write DROP TABLE for a missing one.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { entity } from './entity.table';
import { folder } from './folder.table';

/** Where a row stands: the folder, the membership's rank among the entity's memberships (0: its
 * own folder, then its copies by age) and the folder's path as '/root/company/.../folder/'. A
 * folder's subtree is the key range [key, key with its last '/' raised to '0'). The path's text
 * is the folder's (report_folder), so renaming a region touches no report row. */
const placement = {
  folderUid: bigint('folder_uid', { mode: 'number' }).notNull(),
  mrank: smallint('mrank').notNull(),
  scopeKey: text('scope_key').notNull(),
  folderLabel: text('folder_label').notNull(),
  city: text('city'),
  state: text('state'),
};

/** Per folder, what its rows repeat: the scope key and the path text "Company / Branch / Site"
 * (the labels below the root), kept by triggers on folder and entity. */
export const reportFolder = pgTable('report_folder', {
  folderUid: bigint('folder_uid', { mode: 'number' })
    .primaryKey()
    .references(() => folder.uid, { onDelete: 'cascade' }),
  scopeKey: text('scope_key').notNull(),
  pathText: text('path_text').notNull(),
});

/** Per folder, the customer to call about the tanks in it (issue 14): the first active contact of
 * the folder, else of the nearest folder above it holding one (below the root), with what the asset
 * report's optional contact columns show; kept by triggers on contact, folder_membership and folder
 * (report_refresh_folder_contacts.sql), read by a join the planner drops when no column needs it
 * (docs/decisions/056-contact-deletion.md). */
export const reportFolderContact = pgTable('report_folder_contact', {
  folderUid: bigint('folder_uid', { mode: 'number' })
    .primaryKey()
    .references(() => folder.uid, { onDelete: 'cascade' }),
  contactUid: bigint('contact_uid', { mode: 'number' }).notNull(),
  /** "First Last". */
  name: text('name').notNull(),
  /** The phone number with its extension; null when blank, as the others. */
  phone: text('phone'),
  mobile: text('mobile'),
  note: text('note'),
});

/** One row per active asset per active folder it stands in (spec 001 §3.4 states, §3.3 asset). */
export const assetReportRow = pgTable(
  'asset_report_row',
  {
    assetUid: bigint('asset_uid', { mode: 'number' }).notNull(),
    ...placement,
    label: text('label').notNull(),
    isTemplate: boolean('is_template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    productUid: bigint('product_uid', { mode: 'number' }),
    productName: text('product_name'),
    productClass: text('product_class'),
    // Live: from the asset's configs, its device, tank_state and asset_value_state.
    tankType: smallint('tank_type'),
    deviceUid: bigint('device_uid', { mode: 'number' }),
    deviceParentUid: bigint('device_parent_uid', { mode: 'number' }),
    deviceSerial: text('device_serial'),
    deviceModelId: smallint('device_model_id'),
    sensorPort: smallint('sensor_port'),
    readingTime: timestamp('reading_time', { withTimezone: true }),
    capacity: doublePrecision('capacity'),
    maxFillAmount: doublePrecision('max_fill_amount'),
    amountFull: doublePrecision('amount_full'),
    inchesFull: doublePrecision('inches_full'),
    percentFull: doublePrecision('percent_full'),
    ullage: doublePrecision('ullage'),
    adjustedUllage: doublePrecision('adjusted_ullage'),
    daysLeft: doublePrecision('days_left'),
    dateEmpty: timestamp('date_empty', { withTimezone: true }),
    lastFillDate: timestamp('last_fill_date', { withTimezone: true }),
    lastFillAmount: doublePrecision('last_fill_amount'),
    lastUsageAmount: doublePrecision('last_usage_amount'),
    avgDaily: doublePrecision('avg_daily'),
    avg7Day: doublePrecision('avg_7day'),
    status: smallint('status').notNull(),
    statusMask: integer('status_mask').notNull(),
    zone: smallint('zone'),
    battery: real('battery'),
    signal: real('signal'),
    deviceFlags: smallint('device_flags'),
    temperature: doublePrecision('temperature'),
    pressure: doublePrecision('pressure'),
    pressureUnitsId: smallint('pressure_units_id'),
    /** The zone (Safe, Hot, Cold) of the temperature shown, as asset_value_state holds it. Last,
     * as ALTER TABLE added it: the views list the row's columns in table order. */
    temperatureZone: smallint('temperature_zone'),
  },
  (t) => [primaryKey({ columns: [t.assetUid, t.folderUid] })],
);

/** One row per active device per active folder it stands in (spec 001 §3.3 device, §4 flags). */
export const deviceReportRow = pgTable(
  'device_report_row',
  {
    deviceUid: bigint('device_uid', { mode: 'number' }).notNull(),
    ...placement,
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    serialNumber: text('serial_number').notNull(),
    modelId: smallint('model_id').notNull(),
    activationState: smallint('activation_state').notNull(),
    parentUid: bigint('parent_uid', { mode: 'number' }),
    parentSerial: text('parent_serial'),
    parentSlot: smallint('parent_slot'),
    /** Active devices in its slots. */
    children: integer('children').notNull(),
    /** Active assets its sensors, or its slot devices' sensors, feed. */
    tanks: integer('tanks').notNull(),
    // Live: from the device row, rewritten by every call-in.
    flags: smallint('flags').notNull(),
    lastUpdateAt: timestamp('last_update_at', { withTimezone: true }),
    battery: real('battery'),
    signal: real('signal'),
    intervalMinutes: real('interval_minutes'),
  },
  (t) => [primaryKey({ columns: [t.deviceUid, t.folderUid] })],
);

/** spec 001 §3.3: "Custom columns per report type are stored per entity (field fieldName in a
 * list)"; the entity is the user. */
export const reportCustomColumns = pgTable(
  'report_custom_columns',
  {
    userUid: bigint('user_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    reportTypeId: smallint('report_type_id').notNull(),
    fieldNames: text('field_names').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUid, t.reportTypeId] })],
);

/** spec 001 §7 MobileApp/AssetReportUserDataFields: the asset report's fields a user's mobile app
 * shows for one tank (MobileApp/ExtendedAssetReportData/{id}), in order (docs/decisions/103). */
export const mobileAssetReportFields = pgTable('mobile_asset_report_fields', {
  userUid: bigint('user_uid', { mode: 'number' })
    .primaryKey()
    .references(() => entity.uid, { onDelete: 'cascade' }),
  fieldNames: text('field_names').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** spec 001 §3.3 Report Profile (id, uid, label, default, andOr, typeId), saved by a user for a
 * folder, with the grid's filters, sort and columns (docs/decisions/016-report-grid-queries.md). */
export const reportProfile = pgTable(
  'report_profile',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userUid: bigint('user_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    label: text('label').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    andOr: text('and_or').notNull().default('and'),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    sorting: jsonb('sorting').$type<unknown[]>().notNull().default([]),
    columns: text('columns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_profile_user_folder_idx').on(t.userUid, t.folderUid, t.typeId),
    // One default profile per user, folder and report type.
    uniqueIndex('report_profile_default_idx')
      .on(t.userUid, t.folderUid, t.typeId)
      .where(sql`${t.isDefault}`),
  ],
);

/** spec 001 §3.3 scheduled email report (EmailRecurring) of a user: its saved profile run over its
 * folder on its schedule, sent to its contact group (docs/decisions/074-email-reports.md). The
 * schedule may be a system one (a catalogue uid, no row) and is checked by the service; deleting
 * the profile deletes the reports built on it. */
export const emailReport = pgTable(
  'email_report',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userUid: bigint('user_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => reportProfile.id, { onDelete: 'cascade' }),
    scheduleUid: bigint('schedule_uid', { mode: 'number' }).notNull(),
    contactGroupUid: bigint('contact_group_uid', { mode: 'number' }).notNull(),
    reportTypeId: smallint('report_type_id').notNull(),
    formatId: smallint('format_id').notNull(),
    label: text('label').notNull().default(''),
    subject: text('subject').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sendEmpty: boolean('send_empty').notNull().default(true),
    embedAttachment: boolean('embed_attachment').notNull().default(true),
    quickFilters: text('quick_filters')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Occurrences of the schedule after this instant are due (set when saved or enabled). */
    dueAfter: timestamp('due_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_report_user_idx').on(t.userUid),
    index('email_report_schedule_idx')
      .on(t.scheduleUid)
      .where(sql`${t.enabled}`),
  ],
);

/** One run of an emailed report: a schedule occurrence (unique per report and instant, so two
 * instances never send one occurrence twice), Send Now, or a one-time email of a report page. */
export const emailReportRun = pgTable(
  'email_report_run',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    emailReportId: integer('email_report_id').references(() => emailReport.id, { onDelete: 'cascade' }),
    /** Who the run reads the report as (scope, hidden path). */
    userUid: bigint('user_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    trigger: text('trigger').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** A one-time run's report (folder, type, format, subject, contact group, filters, sort, columns). */
    request: jsonb('request').$type<Record<string, unknown>>(),
    outcome: text('outcome').notNull().default('queued'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    rowCount: integer('row_count'),
    bytes: integer('bytes'),
    recipients: integer('recipients'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('email_report_run_occurrence_idx')
      .on(t.emailReportId, t.dueAt)
      .where(sql`${t.trigger} = 'schedule'`),
    index('email_report_run_report_idx').on(t.emailReportId, t.id),
  ],
);
