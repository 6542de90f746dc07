// Contact groups and identity groups (spec 001 §3.3); users and roles are in user.table.ts,
// contacts in catalogue.table.ts.
//
// No query goes through these definitions (the people module reads and writes them with raw sql).
// Every table here stays defined even where no query uses its definition (index.ts): drizzle-kit
// generate compares this schema with the last snapshot and would write DROP TABLE for a missing one.
import { bigint, index, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { contact } from './catalogue.table';
import { entity } from './entity.table';
import { folder } from './folder.table';

/** spec 001 §3.3 ContactGroup: an entity (type 27) in a folder; config, unitConfig, timeZoneConfig. */
export const contactGroup = pgTable('contact_group', {
  uid: bigint('uid', { mode: 'number' })
    .primaryKey()
    .references(() => entity.uid, { onDelete: 'cascade' }),
  /** label, groupTypeId (contacts-api.ts contactGroupConfigSchema). */
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  unitConfig: jsonb('unit_config').$type<Record<string, unknown>>().notNull().default({}),
  timeZoneConfig: jsonb('time_zone_config').$type<Record<string, unknown>>().notNull().default({}),
});

/** The contacts of a contact group (POST ContactGroup/{uid}/Entity/Contact). */
export const contactGroupMember = pgTable(
  'contact_group_member',
  {
    groupUid: bigint('group_uid', { mode: 'number' })
      .notNull()
      .references(() => contactGroup.uid, { onDelete: 'cascade' }),
    contactUid: bigint('contact_uid', { mode: 'number' })
      .notNull()
      .references(() => contact.uid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupUid, t.contactUid] }), index('contact_group_member_contact_idx').on(t.contactUid)],
);

/** spec 001 §3.3 IdentityGroup, defined in a folder and offered in it and below. */
export const identityGroup = pgTable(
  'identity_group',
  {
    uid: bigint('uid', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    identityScopeTypeId: smallint('identity_scope_type_id').notNull().default(2),
  },
  (t) => [index('identity_group_folder_idx').on(t.folderUid)],
);
