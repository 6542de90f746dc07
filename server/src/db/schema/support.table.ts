// The vendor's notifications to every user (spec 000 §3 Notification, public "notifications get")
// and the client errors the generic handler reports (spec 000 §8, spec 001 §7 Public/Log/Exception).
import { bigint, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const notification = pgTable('notification', {
  rid: integer('rid').primaryKey().generatedAlwaysAsIdentity(),
  level: smallint('level').notNull(),
  message: text('message').notNull(),
  iconName: text('icon_name'),
  linkUid: bigint('link_uid', { mode: 'number' }),
  linkText: text('link_text'),
  linkFolderUid: bigint('link_folder_uid', { mode: 'number' }),
  linkPath: text('link_path'),
  linkEntityTypeId: smallint('link_entity_type_id'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdBy: bigint('created_by', { mode: 'number' }),
});

export const clientException = pgTable('client_exception', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  applicationName: text('application_name').notNull(),
  exception: text('exception').notNull(),
  stackTrace: text('stack_trace').notNull(),
  request: text('request').notNull(),
  response: text('response').notNull(),
  userAgent: text('user_agent'),
});
