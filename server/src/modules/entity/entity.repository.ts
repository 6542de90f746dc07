// The only SQL of the shell's Entity calls: lite listings, memberships, folder history, and the
// copy/move/rename writes (each in a transaction that names the acting user for the history).
import { sql } from 'drizzle-orm';
import type { EntityLite } from '@ullage/domain/api/entity';
import { EntityType, entityTypeIcon } from '@ullage/domain/entity-types';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';
import { transaction, type Executor } from '../../db/transaction';
import { atMicros, continueAfter, decodeKey, microsOf, type RowPage } from '../../lib/continuation';

/** An active entity's identity. */
export interface EntityHead {
  uid: number;
  typeId: number;
  label: string;
}

/** One folder an entity stands in (spec 000 §3 folder-membership record), with the folder's path. */
export interface EntityMembership {
  folderUid: number;
  isCopy: boolean;
  readOnly: boolean;
  path: number[];
}

/** One move of an entity into or out of a folder (folder_membership_history, ADR 018). */
export interface MembershipChange {
  folderUid: number;
  folderUidPath: number[];
  action: 'added' | 'removed';
  isCopy: boolean;
  /** ISO-8601. */
  date: string;
  userName: string | null;
}

type LiteRow = { uid: number; type_id: number; label: string; icon_name: string | null; folder_uid: number; is_copy: boolean };

const toLite = (r: LiteRow): EntityLite => ({
  uid: r.uid,
  typeId: r.type_id,
  label: r.label,
  iconName: r.icon_name ?? entityTypeIcon(r.type_id) ?? 'Unknown',
  folderUid: r.folder_uid,
  copy: r.is_copy,
});

const ASSET_OR_DEVICE = sql.raw(`${EntityType.Asset}, ${EntityType.Device}`);

export function createEntityRepository(db: Db) {
  const on = (x: Executor) => ({
    async entity(uid: number): Promise<EntityHead | null> {
      const { rows } = await x.execute<{ uid: number; type_id: number; label: string }>(sql`
        select uid, type_id, label from entity where uid = ${uid} and active`);
      const r = rows[0];
      return r ? { uid: r.uid, typeId: r.type_id, label: r.label } : null;
    },

    /** Every membership of an entity, with its folder's path. */
    async memberships(uid: number): Promise<EntityMembership[]> {
      const { rows } = await x.execute<{ folder_uid: number; is_copy: boolean; read_only: boolean; path: number[] }>(sql`
        select m.folder_uid, m.is_copy, m.read_only, f.path
        from folder_membership m join folder f on f.uid = m.folder_uid join entity fe on fe.uid = f.uid and fe.active
        where m.entity_uid = ${uid}
        order by m.is_copy, m.folder_uid`);
      return rows.map((r) => ({ folderUid: r.folder_uid, isCopy: r.is_copy, readOnly: r.read_only, path: r.path }));
    },

    /**
     * A page of the active entities standing in folder `folderUid` (or anywhere below it), one row
     * per membership, by name; with `withFolders` also the folders themselves. Keyset
     * (lower(label), uid, folder_uid), so a folder of any size is read a page at a time.
     */
    async lite(input: {
      folderUid: number;
      includeSubFolders: boolean;
      typeIds: readonly number[] | null;
      withFolders: boolean;
      after: readonly [string, number, number] | null;
      limit: number;
    }): Promise<EntityLite[]> {
      const inFolder = input.includeSubFolders ? sql`f.path @> array[${input.folderUid}::bigint]` : sql`f.uid = ${input.folderUid}`;
      const types = input.typeIds ? sql`and e.type_id = any(${bigintArray(input.typeIds)})` : sql``;
      const keyset = input.after
        ? sql`where (lower(x.label), x.uid, x.folder_uid) > (${input.after[0]}, ${input.after[1]}::bigint, ${input.after[2]}::bigint)`
        : sql``;
      const folders = input.withFolders
        ? sql`union all
          select e.uid, e.type_id, e.label, e.icon_name, f.parent_uid as folder_uid, false as is_copy
          from folder f join entity e on e.uid = f.uid and e.active
          where ${input.includeSubFolders ? sql`f.path @> array[${input.folderUid}::bigint] and f.uid <> ${input.folderUid}` : sql`f.parent_uid = ${input.folderUid}`}`
        : sql``;
      const { rows } = await x.execute<LiteRow>(sql`
        select * from (
          select e.uid, e.type_id, e.label, e.icon_name, m.folder_uid, m.is_copy
          from folder f
          join entity fe on fe.uid = f.uid and fe.active
          join folder_membership m on m.folder_uid = f.uid
          join entity e on e.uid = m.entity_uid and e.active
          where ${inFolder} ${types}
          ${folders}
        ) x ${keyset}
        order by lower(x.label), x.uid, x.folder_uid
        limit ${input.limit + 1}`);
      return rows.map(toLite);
    },

    /** Where the entity has stood in folders below `base`, newest first. */
    async history(uid: number, base: number, page: RowPage) {
      const key = page.after ? decodeKey(page.after, ['number', 'number'] as const, [0]) : null;
      const after = key ? sql`and (h.at, h.id) < (${atMicros(key[0])}, ${key[1]}::int8)` : sql``;
      const { rows } = await x.execute<{
        id: number;
        at_us: number;
        folder_uid: number;
        folder_uid_path: number[];
        action: 'added' | 'removed';
        is_copy: boolean;
        at_ms: number;
        user_name: string | null;
      }>(sql`
        select h.id, h.folder_uid, h.folder_uid_path, h.action, h.is_copy, (extract(epoch from h.at) * 1000)::float8 as at_ms, u.user_name,
               ${microsOf(sql`h.at`)} as at_us
        from folder_membership_history h left join app_user u on u.uid = h.actor_uid
        where h.entity_uid = ${uid} and h.folder_uid_path @> array[${base}::bigint] ${after}
        order by h.at desc, h.id desc
        limit ${page.limit + 1}`);
      const part = continueAfter(rows, page.limit, (r) => [r.at_us, r.id]);
      const changes: MembershipChange[] = part.rows.map((r) => ({
        folderUid: r.folder_uid,
        folderUidPath: r.folder_uid_path,
        action: r.action,
        isCopy: r.is_copy,
        date: new Date(r.at_ms).toISOString(),
        userName: r.user_name,
      }));
      return { rows: changes, next: part.next };
    },

    async labels(uids: readonly number[]): Promise<Map<number, string>> {
      if (uids.length === 0) return new Map();
      const { rows } = await x.execute<{ uid: number; label: string }>(
        sql`select uid, label from entity where uid = any(${bigintArray(uids)})`,
      );
      return new Map(rows.map((r) => [r.uid, r.label]));
    },

    async copyMembership(uid: number, dest: number, readOnly: boolean): Promise<void> {
      await x.execute(
        sql`insert into folder_membership (entity_uid, folder_uid, is_copy, read_only) values (${uid}, ${dest}, true, ${readOnly})`,
      );
    },

    async moveMembership(uid: number, src: number, dest: number, readOnly: boolean): Promise<void> {
      await x.execute(sql`
        update folder_membership set folder_uid = ${dest}, read_only = ${readOnly}
        where entity_uid = ${uid} and folder_uid = ${src}`);
    },

    /** A user's membership is its base folder: moving the user moves both. */
    async moveUserBase(uid: number, dest: number): Promise<void> {
      await x.execute(sql`update app_user set base_folder_uid = ${dest} where uid = ${uid}`);
    },

    /** Puts folder `uid` (and its subtree) under `dest`: one UPDATE rewrites the paths, then the
     * folders that are not companies take the admin of their nearest company (or the root). */
    async moveFolder(uid: number, destPath: readonly number[]): Promise<void> {
      const dest = destPath[destPath.length - 1]!;
      await x.execute(sql`
        update folder f set
          path = ${bigintArray(destPath)} || f.path[array_position(f.path, ${uid}::bigint):],
          parent_uid = case when f.uid = ${uid} then ${dest}::bigint else f.parent_uid end
        where f.path @> array[${uid}::bigint]`);
      await x.execute(sql`
        update folder f set admin_uid = a.admin, base_folder_uid = a.admin
        from (
          select s.uid, coalesce((
            select c.uid from folder c
            where c.uid = any(s.path) and c.uid <> s.uid and (c.is_company or c.parent_uid is null)
            order by array_position(s.path, c.uid) desc limit 1), s.uid) as admin
          from folder s where s.path @> array[${uid}::bigint]
        ) a
        where f.uid = a.uid and not f.is_company and f.admin_uid is distinct from a.admin`);
    },

    /** A new folder in `dest` with the source's name, holding copies of its assets and devices. */
    async copyFolder(src: number, label: string, destPath: readonly number[], destAdmin: number, readOnly: boolean): Promise<number> {
      const { rows } = await x.execute<{ uid: number }>(sql`
        insert into entity (type_id, label, icon_name) values (${EntityType.Folder}, ${label}, 'Folder') returning uid`);
      const uid = rows[0]!.uid;
      await x.execute(sql`
        insert into folder (uid, parent_uid, is_company, admin_uid, base_folder_uid, path, copied_from_uid)
        values (${uid}, ${destPath[destPath.length - 1]!}, false, ${destAdmin}, ${destAdmin}, ${bigintArray([...destPath, uid])}, ${src})`);
      await x.execute(sql`
        insert into folder_membership (entity_uid, folder_uid, is_copy, read_only)
        select m.entity_uid, ${uid}, true, ${readOnly}
        from folder_membership m join entity e on e.uid = m.entity_uid and e.active
        where m.folder_uid = ${src} and e.type_id in (${ASSET_OR_DEVICE})`);
      return uid;
    },

    async rename(uid: number, label: string): Promise<void> {
      await x.execute(sql`update entity set label = ${label}, updated_at = now() where uid = ${uid}`);
    },
  });

  return {
    ...on(db),
    /** `actorUid` null: the portal acting on its own (a GPS auto-move, ADR 101). */
    inTransaction<T>(actorUid: number | null, fn: (repo: ReturnType<typeof on>) => Promise<T>): Promise<T> {
      return transaction(db, actorUid, (tx) => fn(on(tx)));
    },
  };
}
export type EntityRepository = ReturnType<typeof createEntityRepository>;
