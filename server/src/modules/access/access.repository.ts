// The caller behind a token, and the folder-scope test every entity access goes through.
import { sql } from 'drizzle-orm';
import { PERMISSION_IDS, SYSTEM_ADMIN_ROLE_RANK } from '@ullage/domain/people/permissions';
import type { Db } from '../../db/client';

export interface Caller {
  userUid: number;
  userName: string;
  baseFolderUid: number;
  roleId: number;
  roleRank: number;
  permissions: ReadonlySet<number>;
  isSystemAdmin: boolean;
  /** Set when an API client calls with its token (docs/decisions/084-api-clients.md): the base
   * folder and role are the client's, `userUid` the user who registered it (the acting user). */
  apiClientId?: number;
}

/** 'write' when some membership in scope is not read-only (spec 001 §4 "read-only for the entity"). */
export type Access = 'none' | 'read' | 'write';

export interface CallerRepository {
  findActiveCaller(userUid: number): Promise<Caller | null>;
  /** The caller of an API client's token: null when the client is revoked, its secret was rotated
   * since the token (`generation`), its folder (or one above) is disabled, or its registering user
   * is no longer active. Marks the client used (to the minute). */
  findActiveClientCaller(clientId: number, generation: number): Promise<Caller | null>;
}

export function createCallerRepository(db: Db): CallerRepository {
  return {
    async findActiveCaller(userUid) {
      // A user is signed out when it, or any folder above its base folder, is disabled.
      const { rows } = await db.execute<{
        uid: number;
        user_name: string;
        base_folder_uid: number;
        role_id: number;
        rank: number;
        permissions: number[];
      }>(sql`
        select u.uid, u.user_name, u.base_folder_uid, u.role_id, r.rank, r.permissions
        from app_user u
        join entity e on e.uid = u.uid and e.active
        join role r on r.id = u.role_id
        join folder f on f.uid = u.base_folder_uid
        where u.uid = ${userUid}
          and not exists (select 1 from folder d where d.uid = any(f.path) and d.disable_code is not null)`);
      const row = rows[0];
      if (!row) return null;
      const isSystemAdmin = row.rank === SYSTEM_ADMIN_ROLE_RANK;
      // bigint uids and the smallint[] of permissions arrive as numbers (db/client.ts, pg's int2[] parser).
      return {
        userUid: row.uid,
        userName: row.user_name,
        baseFolderUid: row.base_folder_uid,
        roleId: row.role_id,
        roleRank: row.rank,
        permissions: new Set(isSystemAdmin ? PERMISSION_IDS : row.permissions),
        isSystemAdmin,
      };
    },
    async findActiveClientCaller(clientId, generation) {
      const { rows } = await db.execute<{
        created_by_uid: number;
        user_name: string;
        folder_uid: number;
        role_id: number;
        rank: number;
        permissions: number[];
        stale: boolean;
      }>(sql`
        select c.created_by_uid, u.user_name, c.folder_uid, c.role_id, r.rank, r.permissions,
               c.last_used_at is null or c.last_used_at < now() - interval '1 minute' as stale
        from api_client c
        join app_user u on u.uid = c.created_by_uid
        join entity ue on ue.uid = u.uid and ue.active
        join role r on r.id = c.role_id
        join folder f on f.uid = c.folder_uid
        join entity fe on fe.uid = f.uid and fe.active
        where c.id = ${clientId} and c.revoked_at is null and c.generation = ${generation}
          and not exists (select 1 from folder d where d.uid = any(f.path) and d.disable_code is not null)`);
      const row = rows[0];
      if (!row) return null;
      // "Last used" to the minute: one write a minute at most, not one per request.
      if (row.stale) await db.execute(sql`update api_client set last_used_at = now() where id = ${clientId}`);
      const isSystemAdmin = row.rank === SYSTEM_ADMIN_ROLE_RANK;
      return {
        userUid: row.created_by_uid,
        userName: row.user_name,
        baseFolderUid: row.folder_uid,
        roleId: row.role_id,
        roleRank: row.rank,
        permissions: new Set(isSystemAdmin ? PERMISSION_IDS : row.permissions),
        isSystemAdmin,
        apiClientId: clientId,
      };
    },
  };
}

export interface ScopeRepository {
  /** How the caller may reach entity `uid`: through a folder at or below the caller's base folder. */
  accessTo(caller: Caller, uid: number): Promise<Access>;
  /** The path of the folder a non-folder entity stands in for the caller: its original's folder
   * when that is in scope, else its first copy in scope; null when none is. */
  firstFolderPathOf(caller: Caller, uid: number): Promise<number[] | null>;
}

export function createScopeRepository(db: Db): ScopeRepository {
  return {
    async accessTo(caller, uid) {
      const base = caller.baseFolderUid;
      const { rows } = await db.execute<{ read_only: boolean }>(sql`
        select false as read_only from folder f
          where f.uid = ${uid} and f.path @> array[${base}::bigint]
        union all
        select m.read_only from folder_membership m
          join folder f on f.uid = m.folder_uid
          where m.entity_uid = ${uid} and f.path @> array[${base}::bigint]`);
      if (rows.length === 0) return 'none';
      return rows.some((r) => !r.read_only) ? 'write' : 'read';
    },
    async firstFolderPathOf(caller, uid) {
      const { rows } = await db.execute<{ path: number[] }>(sql`
        select f.path from folder_membership m
          join folder f on f.uid = m.folder_uid
          join entity fe on fe.uid = f.uid and fe.active
          where m.entity_uid = ${uid} and f.path @> array[${caller.baseFolderUid}::bigint]
          order by m.is_copy, m.folder_uid
          limit 1`);
      return rows[0]?.path ?? null;
    },
  };
}
