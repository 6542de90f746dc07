// Users as the manage screens see them (spec 001 §3.3 User, UserLite; §7 "User (domain side)"):
// the app_user row with its entity, role, base folder, contact and MFA type. Writes run in the
// entity writer's transaction (the caller's `Executor`), so the history names the acting user.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';
import type { Executor } from '../../db/transaction';

/** Lists of users stop here (docs/decisions/055-permission-granting.md): no folder holds more
 * people than this, and a screen could not show more. */
export const USER_LIST_CAP = 5000;

export interface UserRow {
  uid: number;
  label: string;
  iconName: string;
  active: boolean;
  baseFolderUid: number;
  baseFolderLabel: string;
  userName: string;
  passwordHash: string;
  passwordSet: boolean;
  roleId: number;
  roleLabel: string;
  roleRank: number;
  config: Record<string, unknown>;
  unitConfig: Record<string, unknown>;
  timeZoneConfig: Record<string, unknown>;
  mfaTypeId: number;
  contact: ContactRow | null;
}

export interface ContactRow {
  uid: number;
  label: string;
  iconName: string;
  active: boolean;
  folderUid: number;
  config: Record<string, unknown>;
  confirmed: boolean;
}

export interface UserLiteRow {
  uid: number;
  baseFolderUid: number;
  userName: string;
  contactUid: number | null;
  contactConfig: Record<string, unknown> | null;
}

type UserColumns = {
  uid: number;
  label: string;
  icon_name: string;
  active: boolean;
  base_folder_uid: number;
  base_folder_label: string;
  user_name: string;
  password_hash: string;
  password_set: boolean;
  role_id: number;
  role_label: string;
  rank: number;
  config: Record<string, unknown>;
  unit_config: Record<string, unknown>;
  time_zone_config: Record<string, unknown>;
  mfa_type_id: number | null;
  c_uid: number | null;
  c_label: string | null;
  c_icon_name: string | null;
  c_active: boolean | null;
  c_folder_uid: number | null;
  c_config: Record<string, unknown> | null;
  c_confirmed: boolean | null;
};

const contactFolder = sql`(select m.folder_uid from folder_membership m where m.entity_uid = c.uid order by m.is_copy, m.folder_uid limit 1)`;

const userSelect = sql`
  select u.uid, e.label, e.icon_name, e.active, u.base_folder_uid, fe.label as base_folder_label, u.user_name,
         u.password_hash, u.password_set, u.role_id, r.label as role_label, r.rank, u.config, u.unit_config,
         u.time_zone_config, mfa.mfa_type_id,
         c.uid as c_uid, ce.label as c_label, ce.icon_name as c_icon_name, ce.active as c_active,
         ${contactFolder} as c_folder_uid, c.config as c_config, c.confirmed as c_confirmed
    from app_user u
    join entity e on e.uid = u.uid
    join role r on r.id = u.role_id
    join entity fe on fe.uid = u.base_folder_uid
    left join user_mfa mfa on mfa.user_uid = u.uid
    left join contact c on c.uid = u.contact_uid
    left join entity ce on ce.uid = c.uid`;

function toUser(r: UserColumns): UserRow {
  return {
    uid: r.uid,
    label: r.label,
    iconName: r.icon_name,
    active: r.active,
    baseFolderUid: r.base_folder_uid,
    baseFolderLabel: r.base_folder_label,
    userName: r.user_name,
    passwordHash: r.password_hash,
    passwordSet: r.password_set,
    roleId: r.role_id,
    roleLabel: r.role_label,
    roleRank: r.rank,
    config: r.config,
    unitConfig: r.unit_config,
    timeZoneConfig: r.time_zone_config,
    mfaTypeId: r.mfa_type_id ?? 0,
    contact:
      r.c_uid === null
        ? null
        : {
            uid: r.c_uid,
            label: r.c_label ?? '',
            iconName: r.c_icon_name ?? 'Contact',
            active: r.c_active ?? true,
            folderUid: r.c_folder_uid ?? 0,
            config: r.c_config ?? {},
            confirmed: r.c_confirmed ?? false,
          },
  };
}

/** The active users whose membership is in the folder (or its subtree), optionally only these uids. */
function inFolder(folderUid: number, includeSubFolders: boolean, uids: number[] | undefined): SQL {
  const where = includeSubFolders
    ? sql`exists (select 1 from folder_membership m join folder f on f.uid = m.folder_uid
                   where m.entity_uid = u.uid and f.path @> array[${folderUid}::bigint])`
    : sql`exists (select 1 from folder_membership m where m.entity_uid = u.uid and m.folder_uid = ${folderUid})`;
  return uids ? sql`${where} and u.uid = any(${bigintArray(uids)})` : where;
}

export function createUsersRepository(db: Db) {
  return {
    async user(uid: number, ex: Executor = db): Promise<UserRow | null> {
      const { rows } = await ex.execute<UserColumns>(sql`${userSelect} where u.uid = ${uid}`);
      return rows[0] ? toUser(rows[0]) : null;
    },

    async usersIn(folderUid: number, includeSubFolders: boolean, uids?: number[]): Promise<UserRow[]> {
      const { rows } = await db.execute<UserColumns>(sql`${userSelect}
        where e.active and ${inFolder(folderUid, includeSubFolders, uids)}
        order by lower(u.user_name), u.uid limit ${USER_LIST_CAP}`);
      return rows.map(toUser);
    },

    async liteIn(folderUid: number, includeSubFolders: boolean, uids?: number[]): Promise<UserLiteRow[]> {
      const { rows } = await db.execute<{
        uid: number;
        base_folder_uid: number;
        user_name: string;
        contact_uid: number | null;
        c_config: Record<string, unknown> | null;
      }>(sql`
        select u.uid, u.base_folder_uid, u.user_name, c.uid as contact_uid, c.config as c_config
          from app_user u join entity e on e.uid = u.uid left join contact c on c.uid = u.contact_uid
         where e.active and ${inFolder(folderUid, includeSubFolders, uids)}
         order by lower(u.user_name), u.uid limit ${USER_LIST_CAP}`);
      return rows.map((r) => ({
        uid: r.uid,
        baseFolderUid: r.base_folder_uid,
        userName: r.user_name,
        contactUid: r.contact_uid,
        contactConfig: r.c_config,
      }));
    },

    /** Whether another user holds this user name (compared case-insensitively, as sign-in does). */
    async userNameTaken(userName: string, exceptUid: number | null): Promise<boolean> {
      const { rows } = await db.execute(
        sql`select 1 from app_user where lower(user_name) = lower(${userName}) and uid is distinct from ${exceptUid}::bigint`,
      );
      return rows.length > 0;
    },

    async isFolder(uid: number): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from folder where uid = ${uid}`);
      return rows.length > 0;
    },

    async contact(uid: number): Promise<ContactRow | null> {
      const { rows } = await db.execute<{
        uid: number;
        label: string;
        icon_name: string;
        active: boolean;
        folder_uid: number | null;
        config: Record<string, unknown>;
        confirmed: boolean;
      }>(sql`
        select c.uid, ce.label, ce.icon_name, ce.active, ${contactFolder} as folder_uid, c.config, c.confirmed
          from contact c join entity ce on ce.uid = c.uid where c.uid = ${uid}`);
      const r = rows[0];
      if (!r) return null;
      return {
        uid: r.uid,
        label: r.label,
        iconName: r.icon_name,
        active: r.active,
        folderUid: r.folder_uid ?? 0,
        config: r.config,
        confirmed: r.confirmed,
      };
    },

    /** The common fields of an entity that a label change keeps (entity writer's update). */
    async entityFields(uid: number, ex: Executor = db): Promise<{ tags: unknown[]; userDefValues: unknown[] }> {
      const { rows } = await ex.execute<{ tags: unknown[]; user_def_values: unknown[] }>(
        sql`select tags, user_def_values from entity where uid = ${uid}`,
      );
      return { tags: rows[0]?.tags ?? [], userDefValues: rows[0]?.user_def_values ?? [] };
    },

    async insertUser(
      tx: Executor,
      u: {
        uid: number;
        baseFolderUid: number;
        userName: string;
        passwordHash: string;
        roleId: number;
        contactUid: number;
        config: Record<string, unknown>;
        unitConfig: Record<string, unknown>;
        timeZoneConfig: Record<string, unknown>;
      },
    ): Promise<void> {
      await tx.execute(sql`
        insert into app_user (uid, base_folder_uid, user_name, password_hash, password_set, role_id, contact_uid, config, unit_config, time_zone_config)
        values (${u.uid}, ${u.baseFolderUid}, ${u.userName}, ${u.passwordHash}, false, ${u.roleId}, ${u.contactUid},
                ${JSON.stringify(u.config)}::jsonb, ${JSON.stringify(u.unitConfig)}::jsonb, ${JSON.stringify(u.timeZoneConfig)}::jsonb)`);
    },

    async updateUser(
      tx: Executor,
      uid: number,
      u: {
        userName: string;
        roleId: number;
        contactUid: number | null;
        config: Record<string, unknown>;
        unitConfig: Record<string, unknown>;
        timeZoneConfig: Record<string, unknown>;
      },
    ): Promise<void> {
      await tx.execute(sql`
        update app_user set user_name = ${u.userName}, role_id = ${u.roleId}, contact_uid = ${u.contactUid},
               config = ${JSON.stringify(u.config)}::jsonb, unit_config = ${JSON.stringify(u.unitConfig)}::jsonb,
               time_zone_config = ${JSON.stringify(u.timeZoneConfig)}::jsonb
         where uid = ${uid}`);
    },

    async setPassword(tx: Executor, uid: number, passwordHash: string): Promise<void> {
      await tx.execute(sql`update app_user set password_hash = ${passwordHash}, password_set = true where uid = ${uid}`);
    },

    /** A user reactivated by its PUT (active: true) after a delete: back in its base folder's lists. */
    async reactivate(tx: Executor, uid: number): Promise<void> {
      await tx.execute(sql`update entity set active = true, updated_at = now() where uid = ${uid}`);
    },

    /** Ends every session of the user (a deleted user's refresh tokens stop working). */
    async revokeSessions(tx: Executor, uid: number): Promise<void> {
      await tx.execute(sql`update refresh_token set revoked_at = now() where user_uid = ${uid} and revoked_at is null`);
    },

    async insertContact(tx: Executor, uid: number, config: Record<string, unknown>): Promise<void> {
      await tx.execute(sql`insert into contact (uid, config, confirmed) values (${uid}, ${JSON.stringify(config)}::jsonb, false)`);
    },

    async updateContact(tx: Executor, uid: number, config: Record<string, unknown>): Promise<void> {
      await tx.execute(sql`update contact set config = ${JSON.stringify(config)}::jsonb where uid = ${uid}`);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
