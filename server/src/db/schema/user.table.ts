// spec 001 §3.3 User and Role; spec 001 §6 roles per folder.
//
// No query goes through the role definition (raw sql joins); appUser is queried through Drizzle.
// Every table here stays defined even where no query uses its definition (index.ts): drizzle-kit
// generate compares this schema with the last snapshot and would write DROP TABLE for a missing one.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { entity } from './entity.table';
import { folder } from './folder.table';

export const role = pgTable(
  'role',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    rank: smallint('rank').notNull().default(6),
    permissions: smallint('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    baseRole: boolean('base_role').notNull().default(false),
  },
  (t) => [index('role_folder_idx').on(t.folderUid)],
);

export const appUser = pgTable(
  'app_user',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    baseFolderUid: bigint('base_folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** False for a user created in the portal until the invitation link sets a password (its
     * hash until then is of a random secret nobody knows). */
    passwordSet: boolean('password_set').notNull().default(true),
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id),
    contactUid: bigint('contact_uid', { mode: 'number' }),
    /** The rest of the user config of spec 001 §3.3 (folder defaults, hierarchy flags, login message). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    unitConfig: jsonb('unit_config').$type<Record<string, unknown>>().notNull().default({}),
    timeZoneConfig: jsonb('time_zone_config').$type<Record<string, unknown>>().notNull().default({}),
    dataTheme: text('data_theme').notNull().default('Light'),
  },
  (t) => [
    uniqueIndex('app_user_user_name_idx').on(sql`lower(${t.userName})`),
    index('app_user_base_folder_idx').on(t.baseFolderUid),
    index('app_user_user_name_trgm_idx').using('gin', sql`${t.userName} gin_trgm_ops`),
    // Search's "users by their contact's name or email" sources join from the contact.
    index('app_user_contact_idx').on(t.contactUid),
  ],
);
