// Documents, comments and their watchers on any entity (spec 001 §3.3 Document, EntityComment;
// §7 Entity documents, comments, CommentsWatch). docs/decisions/082-documents-in-postgresql.md.
//
// No query goes through these definitions (modules/document and modules/comment use raw sql).
// Every table here stays defined even where no query uses its definition (index.ts).
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { entity } from './entity.table';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A file kept with an entity: its bytes in PostgreSQL (ADR 082), the content type the bytes showed. */
export const document = pgTable(
  'document',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityUid: bigint('entity_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes, hex. */
    sha256: text('sha256').notNull(),
    comments: text('comments').notNull().default(''),
    bytes: bytea('bytes').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_entity_idx').on(t.entityUid, t.id)],
);

/** spec 001 §3.3 EntityComment: External 1 / Internal 2; a deleted comment is kept, marked. */
export const entityComment = pgTable(
  'entity_comment',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityUid: bigint('entity_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    commentTypeId: smallint('comment_type_id').notNull(),
    userUid: bigint('user_uid', { mode: 'number' }).notNull(),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    index('entity_comment_entity_idx')
      .on(t.entityUid, t.id)
      .where(sql`not ${t.deleted}`),
  ],
);

/** Who watches an entity's comments (spec 001 §7 CommentsWatch): they get an email for each new one. */
export const commentWatch = pgTable(
  'comment_watch',
  {
    entityUid: bigint('entity_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    userUid: bigint('user_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entityUid, t.userUid] })],
);

/** spec 001 §7 Entity/{uid}/Events and Entity/{uid}/Event: what happened to an entity, of one of
 * the spec's event types (spec 001 §9: EmailReport, IPCamMotionDetection, KeepFullReport,
 * FillReport, ManagementReportCard). Posted by a person or an integration, or written by the
 * server when a report runs for a folder (docs/decisions/091-entity-events.md). */
export const entityEvent = pgTable(
  'entity_event',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityUid: bigint('entity_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    eventTypeId: smallint('event_type_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    /** Who posted it; null for the server's own (a scheduled report run). */
    userUid: bigint('user_uid', { mode: 'number' }),
    userName: text('user_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entity_event_entity_idx').on(t.entityUid, t.occurredAt)],
);

/** spec 001 §3.3 HtmlMessage (label, subject, html, typeId): a company's message shown to users at
 * sign-in, by a user's loginMessageId or a folder state's loginHtmlMessageId (ADR 100). */
export const htmlMessage = pgTable(
  'html_message',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The company folder that keeps it. */
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    typeId: smallint('type_id').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('html_message_folder_idx').on(t.folderUid, t.id)],
);
