// Roles (spec 001 §3.3 Role, §6 roles per folder) and the role a user holds. Roles are not entities:
// they are rows of `role`, defined in a folder and offered there and below.
import { sql } from 'drizzle-orm';
import type { RoleDto } from '@ullage/domain/people/roles-api';
import type { Db } from '../../db/client';
import { bigintArray, intArray } from '../../db/sql-arrays';
import type { Executor } from '../../db/transaction';

/** A folder's ancestry: its path (root first) and the company folder in it, if any. */
export interface FolderLine {
  uid: number;
  path: number[];
  companyUid: number | null;
}

/** A role and the path of the folder that defines it. */
export interface RoleRow extends RoleDto {
  folderPath: number[];
  /** Every user holding it, deactivated ones too (they keep it while deactivated). */
  holderCount: number;
}

/** A user's role, with the path of the user's base folder. */
export interface UserRoleRow {
  uid: number;
  baseFolderUid: number;
  baseFolderPath: number[];
  roleId: number;
  roleLabel: string;
  roleRank: number;
  permissions: number[];
}

type RoleColumns = {
  id: number;
  label: string;
  folder_uid: number;
  folder_label: string;
  folder_path: number[];
  permissions: number[];
  rank: number;
  base_role: boolean;
  user_count: number;
  holder_count: number;
};

const roleSelect = sql`
  select r.id, r.label, r.folder_uid, fe.label as folder_label, f.path as folder_path, r.permissions, r.rank, r.base_role,
         (select count(*)::int from app_user u join entity ue on ue.uid = u.uid and ue.active where u.role_id = r.id) as user_count,
         (select count(*)::int from app_user u where u.role_id = r.id) as holder_count
    from role r
    join folder f on f.uid = r.folder_uid
    join entity fe on fe.uid = r.folder_uid`;

const toRole = (r: RoleColumns): RoleRow => ({
  id: r.id,
  label: r.label,
  folderUid: r.folder_uid,
  folderLabel: r.folder_label,
  folderPath: r.folder_path,
  permissions: [...r.permissions].sort((a, b) => a - b),
  rank: r.rank,
  baseRole: r.base_role,
  userCount: r.user_count,
  holderCount: r.holder_count,
});

export function createPermissionRepository(db: Db) {
  return {
    async folderLine(folderUid: number): Promise<FolderLine | null> {
      const { rows } = await db.execute<{ uid: number; path: number[]; company_uid: number | null }>(sql`
        select f.uid, f.path,
               (select c.uid from folder c where c.uid = any(f.path) and c.is_company
                 order by array_position(f.path, c.uid) limit 1) as company_uid
          from folder f where f.uid = ${folderUid}`);
      const r = rows[0];
      return r ? { uid: r.uid, path: r.path, companyUid: r.company_uid } : null;
    },

    /** The roles defined in these folders, in path order (the nearest folder's last), then by rank and label. */
    async rolesIn(folderUids: number[]): Promise<RoleRow[]> {
      if (folderUids.length === 0) return [];
      const { rows } = await db.execute<RoleColumns>(sql`${roleSelect}
        where r.folder_uid = any(${bigintArray(folderUids)})
        order by array_position(${bigintArray(folderUids)}, r.folder_uid), r.rank, lower(r.label), r.id`);
      return rows.map(toRole);
    },

    async role(id: number, db2: Executor = db): Promise<RoleRow | null> {
      const { rows } = await db2.execute<RoleColumns>(sql`${roleSelect} where r.id = ${id}`);
      return rows[0] ? toRole(rows[0]) : null;
    },

    async insertRole(tx: Executor, folderUid: number, role: { label: string; rank: number; permissions: number[] }): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into role (folder_uid, label, rank, permissions, base_role)
        values (${folderUid}, ${role.label}, ${role.rank}, ${intArray(role.permissions)}::smallint[], false)
        returning id`);
      return rows[0]!.id;
    },

    async updateRole(tx: Executor, id: number, role: { label: string; rank: number; permissions: number[] }): Promise<void> {
      await tx.execute(sql`
        update role set label = ${role.label}, rank = ${role.rank},
               permissions = ${intArray(role.permissions)}::smallint[]
         where id = ${id}`);
    },

    /** Deletes the role unless a user holds it; false when one does (checked under the row lock). */
    async deleteRoleIfUnheld(tx: Executor, id: number): Promise<boolean> {
      await tx.execute(sql`select id from role where id = ${id} for update`);
      const { rows } = await tx.execute(sql`
        delete from role where id = ${id} and not exists (select 1 from app_user u where u.role_id = ${id}) returning id`);
      return rows.length === 1;
    },

    async userRole(uid: number): Promise<UserRoleRow | null> {
      const { rows } = await db.execute<{
        uid: number;
        base_folder_uid: number;
        path: number[];
        role_id: number;
        label: string;
        rank: number;
        permissions: number[];
      }>(sql`
        select u.uid, u.base_folder_uid, f.path, u.role_id, r.label, r.rank, r.permissions
          from app_user u join role r on r.id = u.role_id join folder f on f.uid = u.base_folder_uid
         where u.uid = ${uid}`);
      const r = rows[0];
      if (!r) return null;
      return {
        uid: r.uid,
        baseFolderUid: r.base_folder_uid,
        baseFolderPath: r.path,
        roleId: r.role_id,
        roleLabel: r.label,
        roleRank: r.rank,
        permissions: [...r.permissions].sort((a, b) => a - b),
      };
    },

    async setUserRole(tx: Executor, uid: number, roleId: number): Promise<void> {
      await tx.execute(sql`update app_user set role_id = ${roleId} where uid = ${uid}`);
    },
  };
}
export type PermissionRepository = ReturnType<typeof createPermissionRepository>;
