// spec 001 §3.3 Folder; spec 000 §3 folder-membership record.
//
// No query goes through the folderMembership and folderMembershipHistory definitions (raw sql and
// triggers); folder is queried through Drizzle.
// Every table here stays defined even where no query uses its definition (index.ts): drizzle-kit
// generate compares this schema with the last snapshot and would write DROP TABLE for a missing one.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
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
    /** The folder this one was copied from (spec 001 §7 Entity Copy of a folder). */
    copiedFromUid: bigint('copied_from_uid', { mode: 'number' }),
  },
  (t) => [
    index('folder_parent_idx').on(t.parentUid),
    index('folder_path_idx').using('gin', t.path),
    // spec 000 §5 navigation search matches addresses.
    index('folder_address_trgm_idx').using('gin', sql`${addressText(t.address)} gin_trgm_ops`),
  ],
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
    // The entity's type, active flag and lower(label): what the explorer tree counts and sorts a
    // folder's members by, copied here by triggers on insert and on every entity change
    // (server/src/db/functions/membership_tree_*.trigger.sql, docs/decisions/046). Never written by code.
    typeId: smallint('type_id').notNull(),
    active: boolean('active').notNull(),
    sortLabel: text('sort_label').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entityUid, t.folderUid] }),
    index('folder_membership_folder_idx').on(t.folderUid, t.entityUid),
    // A page of a folder's list is a range of this index; its counts an index-only scan.
    index('folder_membership_tree_idx')
      .on(t.folderUid, t.typeId, t.sortLabel, t.entityUid)
      .where(sql`${t.active}`),
  ],
);

/**
 * Where each entity has stood: written by triggers on folder_membership and folder.parent_uid
 * (server/src/db/functions/record_*.trigger.sql), so every writer is recorded, with the user
 * a service names in the transaction setting `ullage.actor_uid`. No foreign keys: history
 * outlives what it describes. (GET Entity/{uid}/History/Folder, spec 001 §7.)
 */
export const folderMembershipHistory = pgTable(
  'folder_membership_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entityUid: bigint('entity_uid', { mode: 'number' }).notNull(),
    folderUid: bigint('folder_uid', { mode: 'number' }).notNull(),
    /** The folder's path at the time. */
    folderUidPath: bigint('folder_uid_path', { mode: 'number' }).array().notNull(),
    /** 'added' or 'removed'. */
    action: text('action').notNull(),
    isCopy: boolean('is_copy').notNull().default(false),
    actorUid: bigint('actor_uid', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('folder_membership_history_entity_idx').on(t.entityUid, t.at)],
);

/** An address as one searchable text. The same expression backs folder_address_trgm_idx and the
 * search query, so PostgreSQL can use the index (only immutable operators: no concat_ws). */
export function addressText(address: AnyPgColumn | ReturnType<typeof sql.raw>) {
  const part = (key: string) => sql`coalesce(${address} ->> ${sql.raw(`'${key}'`)}, '')`;
  return sql`(${part('address1')} || ' ' || ${part('address2')} || ' ' || ${part('city')} || ' ' || ${part('state')} || ' ' || ${part('zip')})`;
}

export const FOLDER_PATH_CONTAINS = (base: number) => sql`${folder.path} @> array[${base}::bigint]`;
