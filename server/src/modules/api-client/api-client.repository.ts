// The only SQL of API clients (docs/decisions/084-api-clients.md): the api_client rows, mapped to
// the spec's field names at this edge. The caller of a client token is loaded by the access module.
import { sql } from 'drizzle-orm';
import type { ApiClientDto } from '@ullage/domain/integration/api-clients-api';
import type { Db } from '../../db/client';

export interface ApiClientRow extends ApiClientDto {
  secretHash: string;
  generation: number;
  folderPath: number[];
  roleRank: number;
  rolePermissions: number[];
}

type Row = {
  id: number;
  client_id: string;
  secret_hash: string;
  generation: number;
  label: string;
  folder_uid: number;
  folder_label: string;
  folder_path: number[];
  role_id: number;
  role_label: string;
  rank: number;
  permissions: number[];
  created_by: string | null;
  created_at: Date;
  rotated_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
};

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

function toRow(r: Row): ApiClientRow {
  return {
    id: r.id,
    clientId: r.client_id,
    label: r.label,
    folderUid: r.folder_uid,
    folderLabel: r.folder_label,
    roleId: r.role_id,
    roleLabel: r.role_label,
    createdBy: r.created_by,
    createdAt: new Date(r.created_at).toISOString(),
    rotatedAt: iso(r.rotated_at),
    lastUsedAt: iso(r.last_used_at),
    revokedAt: iso(r.revoked_at),
    secretHash: r.secret_hash,
    generation: r.generation,
    folderPath: r.folder_path,
    roleRank: r.rank,
    rolePermissions: r.permissions,
  };
}

const SELECT = sql`
  select c.id, c.client_id, c.secret_hash, c.generation, c.label, c.folder_uid, fe.label as folder_label,
         f.path as folder_path, c.role_id, r.label as role_label, r.rank, r.permissions,
         u.user_name as created_by, c.created_at, c.rotated_at, c.last_used_at, c.revoked_at
  from api_client c
  join folder f on f.uid = c.folder_uid
  join entity fe on fe.uid = c.folder_uid
  join role r on r.id = c.role_id
  left join app_user u on u.uid = c.created_by_uid`;

export function createApiClientRepository(db: Db) {
  return {
    /** The label of folder `uid`, or null when it is no active folder. */
    async folderLabel(uid: number): Promise<string | null> {
      const { rows } = await db.execute<{ label: string }>(
        sql`select e.label from folder f join entity e on e.uid = f.uid and e.active where f.uid = ${uid}`,
      );
      return rows[0]?.label ?? null;
    },
    async insert(c: {
      clientId: string;
      secretHash: string;
      label: string;
      folderUid: number;
      roleId: number;
      createdByUid: number;
    }): Promise<number> {
      const { rows } = await db.execute<{ id: number }>(sql`
        insert into api_client (client_id, secret_hash, label, folder_uid, role_id, created_by_uid)
        values (${c.clientId}, ${c.secretHash}, ${c.label}, ${c.folderUid}, ${c.roleId}, ${c.createdByUid})
        returning id`);
      return rows[0]!.id;
    },
    async byId(id: number): Promise<ApiClientRow | null> {
      const { rows } = await db.execute<Row>(sql`${SELECT} where c.id = ${id}`);
      return rows[0] ? toRow(rows[0]) : null;
    },
    async byClientId(clientId: string): Promise<ApiClientRow | null> {
      const { rows } = await db.execute<Row>(sql`${SELECT} where c.client_id = ${clientId}`);
      return rows[0] ? toRow(rows[0]) : null;
    },
    /** The clients bound to folder `uid` or any folder below it, newest first. */
    async inFolderTree(uid: number): Promise<ApiClientRow[]> {
      const { rows } = await db.execute<Row>(
        sql`${SELECT} where f.path @> array[${uid}::bigint] order by c.revoked_at nulls first, c.id desc`,
      );
      return rows.map(toRow);
    },
    async rotate(id: number, secretHash: string): Promise<void> {
      await db.execute(
        sql`update api_client set secret_hash = ${secretHash}, generation = generation + 1, rotated_at = now() where id = ${id}`,
      );
    },
    async revoke(id: number): Promise<void> {
      await db.execute(sql`update api_client set revoked_at = now() where id = ${id} and revoked_at is null`);
    },
    async markUsed(id: number): Promise<void> {
      await db.execute(sql`update api_client set last_used_at = now() where id = ${id}`);
    },
  };
}

export type ApiClientRepository = ReturnType<typeof createApiClientRepository>;
