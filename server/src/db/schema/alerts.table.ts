// Alerts, their events and deliveries, alert message templates and company schedules
// (spec 001 §3.6, §3.7; issue 15). The job queue (pg-boss) keeps its own schema, `pgboss`, which it
// creates and migrates itself (docs/decisions/064-job-queue.md).
//
// No query goes through these definitions (the alert, alert-delivery and schedule modules read and
// write them with raw sql). Every table here stays defined even where no query uses its definition
// (index.ts): drizzle-kit generate compares this schema with the last snapshot and would write DROP
// TABLE for a missing one.
import { sql } from 'drizzle-orm';
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
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { asset } from './catalogue.table';
import { entity } from './entity.table';
import { folder } from './folder.table';
import { contactGroup } from './people.table';

/** spec 001 §3.7 a company's own schedule: an entity (type 23) in a folder. */
export const schedule = pgTable('schedule', {
  uid: bigint('uid', { mode: 'number' })
    .primaryKey()
    .references(() => entity.uid, { onDelete: 'cascade' }),
  scheduleTypeId: smallint('schedule_type_id').notNull(),
  optionsId: smallint('options_id').notNull(),
  /** The type's own fields as saved (schedules.ts SCHEDULE_FIELDS_SCHEMAS), times in stored minutes. */
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
  /** PUT Schedule/{id}/Finalize: the last step of the save sequence (spec 001 §4). */
  finalizedAt: timestamp('finalized_at', { withTimezone: true }),
});

/** spec 001 §7 Alert/Message: a folder's message template for one message kind. */
export const alertMessage = pgTable(
  'alert_message',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    kindId: smallint('kind_id').notNull(),
    label: text('label').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_message_folder_idx').on(t.folderUid, t.kindId)],
);

/** spec 001 §3.6: one alert set on an asset, device or folder, with its raised/cleared state. */
export const alert = pgTable(
  'alert',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityUid: bigint('entity_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    contactGroupUid: bigint('contact_group_uid', { mode: 'number' }).references(() => contactGroup.uid, { onDelete: 'set null' }),
    messageId: integer('message_id').references(() => alertMessage.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    /** The type's own settings (alerts.ts ALERT_SETTINGS_SCHEMAS), without the base fields. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_entity_idx').on(t.entityUid, t.typeId)],
);

/**
 * Whether an alert is raised for one entity now. An alert set on an asset or device has one row (its
 * own entity); one set on a folder applies to every asset and device below it, each with its row.
 * Changed only by evaluation, never by a settings save.
 */
export const alertState = pgTable(
  'alert_state',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => alert.id, { onDelete: 'cascade' }),
    entityUid: bigint('entity_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    raised: boolean('raised').notNull().default(false),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** What the last evaluation saw (level %, temperature, call count...). */
    lastValue: doublePrecision('last_value'),
    /** The event that raised it (for the notification strip's link and dismissal id). */
    raisedEventId: bigint('raised_event_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.entityUid] }),
    index('alert_state_raised_idx')
      .on(t.entityUid)
      .where(sql`${t.raised}`),
  ],
);

/** An alert raised or cleared: written in the transaction of what caused it (readings or a sweep). */
export const alertEvent = pgTable(
  'alert_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    alertId: integer('alert_id').references(() => alert.id, { onDelete: 'set null' }),
    entityUid: bigint('entity_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    /** alert-api.ts AlertEventState: 1 raised, 2 cleared. */
    stateId: smallint('state_id').notNull(),
    value: doublePrecision('value'),
    /** What the message needs beyond the entity: zone, threshold, sensor, reading time... */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_event_entity_idx').on(t.entityUid, t.occurredAt), index('alert_event_alert_idx').on(t.alertId)],
);

/**
 * One message of an event to one contact on one channel. The primary key is the idempotency key:
 * a retried job finds the row already sent and sends nothing.
 */
export const alertDelivery = pgTable(
  'alert_delivery',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => alertEvent.id, { onDelete: 'cascade' }),
    contactUid: bigint('contact_uid', { mode: 'number' }).notNull(),
    /** alert-api.ts DeliveryChannel: 1 email, 2 SMS. */
    channelId: smallint('channel_id').notNull(),
    address: text('address').notNull(),
    /** 'pending' | 'sending' | 'sent' | 'failed' */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.contactUid, t.channelId] })],
);

/** Every delivery attempt with its outcome (issue 15: "every attempt is logged with its outcome"). */
export const alertDeliveryAttempt = pgTable(
  'alert_delivery_attempt',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => alertEvent.id, { onDelete: 'cascade' }),
    contactUid: bigint('contact_uid', { mode: 'number' }).notNull(),
    channelId: smallint('channel_id').notNull(),
    outcome: text('outcome').notNull(),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_delivery_attempt_event_idx').on(t.eventId)],
);

/** A tank's maintenance plan (docs/decisions/065-maintenance-due.md): raises MaintenanceDue. */
export const assetMaintenance = pgTable('asset_maintenance', {
  assetUid: bigint('asset_uid', { mode: 'number' })
    .primaryKey()
    .references(() => asset.uid, { onDelete: 'cascade' }),
  /** The next maintenance is due on this day (the tank's time zone). */
  dueOn: date('due_on').notNull(),
  /** When set, marking the maintenance done moves dueOn this many months on. */
  intervalMonths: smallint('interval_months'),
  lastDoneOn: date('last_done_on'),
});
