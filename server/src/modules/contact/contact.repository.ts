// The only SQL of the contact area: contacts (entity type 22, table contact), contact groups
// (type 27, contact_group) and their members (contact_group_member).
import { sql, type SQL } from 'drizzle-orm';
import { contactFieldsSchema, timeZoneConfigSchema, unitConfigSchema } from '@ullage/domain/configs';
import { contactGroupConfigSchema, type ContactDto, type ContactGroupDto } from '@ullage/domain/people/contacts-api';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';
import type { Executor } from '../../db/transaction';

/** Where an entity stands for the answer: its own folder first, then its copies. */
const OWN_FOLDER = (uid: SQL) =>
  sql`(select m.folder_uid from folder_membership m where m.entity_uid = ${uid} order by m.is_copy, m.folder_uid limit 1)`;

/** The entity stands in a folder of the caller's scope (modules/access/scope.ts, as one query). */
const readableBy = (base: number, uid: SQL) =>
  sql`exists (select 1 from folder_membership sm join folder sf on sf.uid = sm.folder_uid
               where sm.entity_uid = ${uid} and sf.path @> array[${base}::bigint])`;

type ContactRow = {
  uid: number;
  label: string;
  icon_name: string | null;
  active: boolean;
  folder_uid: number;
  config: unknown;
  confirmed: boolean;
};

// A stored config is read through its schema: rows written before a field existed (the note)
// answer with its default.
const toContact = (r: ContactRow): ContactDto => ({
  uid: r.uid,
  typeId: 22,
  label: r.label,
  iconName: r.icon_name ?? 'Contact',
  active: r.active,
  folderUid: r.folder_uid,
  config: contactFieldsSchema.parse(r.config),
  confirmed: r.confirmed,
});

type GroupRow = {
  uid: number;
  label: string;
  icon_name: string | null;
  active: boolean;
  folder_uid: number;
  config: unknown;
  unit_config: unknown;
  time_zone_config: unknown;
  contact_count: number;
};

const toGroup = (r: GroupRow): ContactGroupDto => ({
  uid: r.uid,
  typeId: 27,
  label: r.label,
  iconName: r.icon_name ?? 'ContactGroup',
  active: r.active,
  folderUid: r.folder_uid,
  config: contactGroupConfigSchema.parse(r.config),
  unitConfig: unitConfigSchema.parse(r.unit_config ?? {}),
  timeZoneConfig: timeZoneConfigSchema.parse(r.time_zone_config ?? {}),
  contactCount: r.contact_count,
});

export function createContactRepository(db: Db) {
  async function contacts(where: SQL, ex: Executor = db): Promise<ContactDto[]> {
    const { rows } = await ex.execute<ContactRow>(sql`
      select c.uid, e.label, e.icon_name, e.active, ${OWN_FOLDER(sql`c.uid`)} as folder_uid, c.config, c.confirmed
        from contact c join entity e on e.uid = c.uid
       where ${where}
       order by lower(e.label), c.uid`);
    return rows.map(toContact);
  }

  async function groups(base: number, where: SQL): Promise<ContactGroupDto[]> {
    const { rows } = await db.execute<GroupRow>(sql`
      select g.uid, e.label, e.icon_name, e.active, ${OWN_FOLDER(sql`g.uid`)} as folder_uid, g.config, g.unit_config, g.time_zone_config,
             (select count(*)::int from contact_group_member gm join entity ce on ce.uid = gm.contact_uid and ce.active
               where gm.group_uid = g.uid and ${readableBy(base, sql`gm.contact_uid`)}) as contact_count
        from contact_group g join entity e on e.uid = g.uid
       where ${where}
       order by lower(e.label), g.uid`);
    return rows.map(toGroup);
  }

  /** Active members of `type` in a folder, or in its subtree. */
  const inFolder = (uid: SQL, folderUid: number, includeSubFolders: boolean) =>
    includeSubFolders
      ? sql`e.active and exists (select 1 from folder_membership fm join folder ff on ff.uid = fm.folder_uid
                                  where fm.entity_uid = ${uid} and ff.path @> array[${folderUid}::bigint])`
      : sql`e.active and exists (select 1 from folder_membership fm where fm.entity_uid = ${uid} and fm.folder_uid = ${folderUid})`;

  return {
    async folderExists(folderUid: number): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from folder where uid = ${folderUid}`);
      return rows.length > 0;
    },

    // ---- contacts ----
    async contact(uid: number, ex: Executor = db): Promise<ContactDto | null> {
      return (await contacts(sql`c.uid = ${uid}`, ex))[0] ?? null;
    },
    contactsByFolder: (folderUid: number, includeSubFolders: boolean) => contacts(inFolder(sql`c.uid`, folderUid, includeSubFolders)),
    /** The active members of a group that the caller (base folder) may read. */
    contactsOfGroup: (groupUid: number, base: number) =>
      contacts(
        sql`e.active and ${readableBy(base, sql`c.uid`)}
            and exists (select 1 from contact_group_member gm where gm.group_uid = ${groupUid} and gm.contact_uid = c.uid)`,
      ),
    /** Which of these uids are active contacts the caller may read. */
    async readableContacts(uids: number[], base: number): Promise<Set<number>> {
      const { rows } = await db.execute<{ uid: number }>(sql`
        select c.uid from contact c join entity e on e.uid = c.uid and e.active
         where c.uid = any(${bigintArray(uids)}) and ${readableBy(base, sql`c.uid`)}`);
      return new Set(rows.map((r) => r.uid));
    },
    async insertContact(tx: Executor, uid: number, config: unknown, confirmed: boolean): Promise<void> {
      await tx.execute(sql`insert into contact (uid, config, confirmed) values (${uid}, ${JSON.stringify(config)}::jsonb, ${confirmed})`);
    },
    async updateContact(tx: Executor, uid: number, config: unknown, confirmed: boolean): Promise<void> {
      await tx.execute(sql`update contact set config = ${JSON.stringify(config)}::jsonb, confirmed = ${confirmed} where uid = ${uid}`);
    },
    /** The active users whose contact it is (app_user.contact_uid). */
    async usersOfContact(uid: number): Promise<string[]> {
      const { rows } = await db.execute<{ user_name: string }>(sql`
        select u.user_name from app_user u join entity e on e.uid = u.uid and e.active
         where u.contact_uid = ${uid} order by lower(u.user_name)`);
      return rows.map((r) => r.user_name);
    },
    /** Takes the contact out of every group; answers the groups it left. */
    async leaveGroups(tx: Executor, contactUid: number): Promise<{ uid: number; label: string }[]> {
      const { rows } = await tx.execute<{ uid: number; label: string }>(sql`
        with gone as (delete from contact_group_member where contact_uid = ${contactUid} returning group_uid)
        select e.uid, e.label from gone join entity e on e.uid = gone.group_uid order by lower(e.label), e.uid`);
      return rows;
    },

    // ---- contact groups ----
    async group(uid: number, base: number): Promise<ContactGroupDto | null> {
      return (await groups(base, sql`g.uid = ${uid}`))[0] ?? null;
    },
    groupsByFolder: (folderUid: number, base: number) => groups(base, inFolder(sql`g.uid`, folderUid, false)),
    /** The active groups a contact is in that the caller may read. */
    groupsOfContact: (contactUid: number, base: number) =>
      groups(
        base,
        sql`e.active and ${readableBy(base, sql`g.uid`)}
            and exists (select 1 from contact_group_member gm where gm.group_uid = g.uid and gm.contact_uid = ${contactUid})`,
      ),
    async insertGroup(tx: Executor, uid: number, g: { config: unknown; unitConfig: unknown; timeZoneConfig: unknown }): Promise<void> {
      await tx.execute(sql`
        insert into contact_group (uid, config, unit_config, time_zone_config)
        values (${uid}, ${JSON.stringify(g.config)}::jsonb, ${JSON.stringify(g.unitConfig)}::jsonb, ${JSON.stringify(g.timeZoneConfig)}::jsonb)`);
    },
    async updateGroup(tx: Executor, uid: number, g: { config: unknown; unitConfig: unknown; timeZoneConfig: unknown }): Promise<void> {
      await tx.execute(sql`
        update contact_group set config = ${JSON.stringify(g.config)}::jsonb, unit_config = ${JSON.stringify(g.unitConfig)}::jsonb,
               time_zone_config = ${JSON.stringify(g.timeZoneConfig)}::jsonb
         where uid = ${uid}`);
    },
    async setActive(tx: Executor, uid: number, active: boolean): Promise<void> {
      await tx.execute(sql`update entity set active = ${active}, updated_at = now() where uid = ${uid} and active <> ${active}`);
    },
    /** Adds members; those already in stay as they are. */
    async addMembers(tx: Executor, groupUid: number, contactUids: number[]): Promise<void> {
      await tx.execute(sql`
        insert into contact_group_member (group_uid, contact_uid)
        select ${groupUid}, u from unnest(${bigintArray(contactUids)}) as u
        on conflict do nothing`);
    },
    /** False when the contact was not a member. */
    async removeMember(tx: Executor, groupUid: number, contactUid: number): Promise<boolean> {
      const { rows } = await tx.execute(
        sql`delete from contact_group_member where group_uid = ${groupUid} and contact_uid = ${contactUid} returning 1`,
      );
      return rows.length > 0;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
