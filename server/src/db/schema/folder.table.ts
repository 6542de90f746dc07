// spec 001 §3.3 Folder; spec 000 §3 folder-membership record.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { entity } from './entity.table';

export const folder = pgTable(
  'folder',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    parentUid: bigint('parent_uid', { mode: 'number' }).references((): never => folder.uid as never),
    isCompany: boolean('is_company').notNull().default(false),
    /** The company folder that administers this one (its own uid for a company or the root). */
    adminUid: bigint('admin_uid', { mode: 'number' }).notNull(),
    baseFolderUid: bigint('base_folder_uid', { mode: 'number' }).notNull(),
    /** Ancestor uids from the root down to this folder itself: the scope check is `path @> {base}`. */
    path: bigint('path', { mode: 'number' }).array().notNull(),
    address: jsonb('address').$type<Record<string, unknown>>(),
    disableCode: integer('disable_code'),
    loginHtmlMessageId: integer('login_html_message_id'),
  },
  (t) => [index('folder_parent_idx').on(t.parentUid), index('folder_path_idx').using('gin', t.path)],
);

/**
 * Every non-folder entity stands in one or more folders; a copy adds a membership (is_copy, and
 * read_only when shared read-only), a move changes one (spec 001 §7 Entity Copy/Move).
 */
export const folderMembership = pgTable(
  'folder_membership',
  {
    entityUid: bigint('entity_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    isCopy: boolean('is_copy').notNull().default(false),
    readOnly: boolean('read_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entityUid, t.folderUid] }),
    index('folder_membership_folder_idx').on(t.folderUid, t.entityUid),
  ],
);

export const FOLDER_PATH_CONTAINS = (base: number) => sql`${folder.path} @> array[${base}::bigint]`;
