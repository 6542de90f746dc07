// The only SQL of the Folder area: folders, their listings and paths, save and delete.
import { eq, sql } from 'drizzle-orm';
import type { Folder, FolderLite } from '@ullage/domain/api/folder';
import { EntityType } from '@ullage/domain/entity-types';
import type { Db } from '../../db/client';
import { entity } from '../../db/schema/entity.table';
import { folder } from '../../db/schema/folder.table';
import { bigintArray } from '../../db/sql-arrays';
import { transaction, type Executor } from '../../db/transaction';

const ASSET_OR_DEVICE = sql.raw(`${EntityType.Asset}, ${EntityType.Device}`);

/** Columns of a FolderLite for folder row `f` joined with its entity `e`. The two EXISTS probes
 * stop at the first hit (folder_parent_idx, folder_membership_folder_idx). */
export const FOLDER_LITE_COLUMNS = sql`
  f.uid, e.label, coalesce(e.icon_name, 'Folder') as icon_name, f.parent_uid, f.is_company,
  f.admin_uid = f.uid as is_own_admin, f.copied_from_uid,
  exists (select 1 from folder c join entity ce on ce.uid = c.uid and ce.active where c.parent_uid = f.uid) as has_folders,
  exists (select 1 from folder_membership m
          where m.folder_uid = f.uid and m.type_id in (${ASSET_OR_DEVICE}) and m.active) as has_assets_or_devices`;

type FolderLiteRow = {
  uid: number;
  label: string;
  icon_name: string;
  parent_uid: number | null;
  is_company: boolean;
  is_own_admin: boolean;
  copied_from_uid: number | null;
  has_folders: boolean;
  has_assets_or_devices: boolean;
};

function toFolderLite(r: FolderLiteRow): FolderLite {
  return {
    uid: r.uid,
    typeId: 2,
    label: r.label,
    iconName: r.icon_name,
    parentUid: r.parent_uid,
    isCompany: r.is_company,
    isOwnAdmin: r.is_own_admin,
    hasFolders: r.has_folders,
    hasAssetsOrDevices: r.has_assets_or_devices,
    copiedFromUid: r.copied_from_uid,
  };
}

export interface FolderFacts {
  uid: number;
  label: string;
  parentUid: number | null;
  adminUid: number;
  isCompany: boolean;
  path: number[];
}

/** A folder of a subtree (folderTree). */
export interface SubtreeFolder {
  uid: number;
  label: string;
  parentUid: number;
  isCompany: boolean;
  copiedFromUid: number | null;
}

export interface DeleteFacts {
  subfolders: number;
  users: number;
  assets: number;
  devices: number;
  copies: number;
}

export function createFolderRepository(db: Db) {
  const on = (x: Executor) => ({
    async get(uid: number): Promise<Folder | null> {
      const [row] = await x
        .select({ e: entity, f: folder })
        .from(folder)
        .innerJoin(entity, eq(entity.uid, folder.uid))
        .where(eq(folder.uid, uid));
      if (!row || !row.e.active) return null;
      return {
        uid: row.f.uid,
        typeId: 2,
        iconName: row.e.iconName ?? 'Folder',
        label: row.e.label,
        active: row.e.active,
        adminUid: row.f.adminUid,
        baseFolderUid: row.f.baseFolderUid,
        config: { label: row.e.label, parentUid: row.f.parentUid, isCompany: row.f.isCompany },
        addressConfig: row.f.address ?? null,
        state: { disableCode: row.f.disableCode, loginHtmlMessageId: row.f.loginHtmlMessageId },
        folderUidPath: row.f.path,
      };
    },

    /** An active folder's facts, or null. */
    async facts(uid: number): Promise<FolderFacts | null> {
      const { rows } = await x.execute<{
        uid: number;
        label: string;
        parent_uid: number | null;
        admin_uid: number;
        is_company: boolean;
        path: number[];
      }>(sql`
        select f.uid, e.label, f.parent_uid, f.admin_uid, f.is_company, f.path
        from folder f join entity e on e.uid = f.uid and e.active where f.uid = ${uid}`);
      const r = rows[0];
      return r
        ? { uid: r.uid, label: r.label, parentUid: r.parent_uid, adminUid: r.admin_uid, isCompany: r.is_company, path: r.path }
        : null;
    },

    async lite(uid: number): Promise<FolderLite | null> {
      const { rows } = await x.execute<FolderLiteRow>(sql`
        select ${FOLDER_LITE_COLUMNS} from folder f join entity e on e.uid = f.uid and e.active where f.uid = ${uid}`);
      return rows[0] ? toFolderLite(rows[0]) : null;
    },

    /** Active child folders by name, after the keyset (lower(label), uid); limit + 1 rows tell
     * whether another page follows. */
    async childFolders(parentUid: number, after: readonly [string, number] | null, limit: number): Promise<FolderLite[]> {
      const keyset = after ? sql`and (lower(e.label), f.uid) > (${after[0]}, ${after[1]}::bigint)` : sql``;
      const { rows } = await x.execute<FolderLiteRow>(sql`
        select ${FOLDER_LITE_COLUMNS}
        from folder f join entity e on e.uid = f.uid and e.active
        where f.parent_uid = ${parentUid} ${keyset}
        order by lower(e.label), f.uid
        limit ${limit + 1}`);
      return rows.map(toFolderLite);
    },

    /** Labels of entities by uid. */
    async labels(uids: readonly number[]): Promise<Map<number, string>> {
      if (uids.length === 0) return new Map();
      const { rows } = await x.execute<{ uid: number; label: string }>(sql`
        select uid, label from entity where uid = any(${bigintArray(uids)})`);
      return new Map(rows.map((r) => [r.uid, r.label]));
    },

    /** Active folders below `uid` (not itself) down to `depth` levels, at most `max` + 1 rows. */
    async subtree(uid: number, rootDepth: number, depth: number, max: number): Promise<SubtreeFolder[]> {
      const { rows } = await x.execute<{
        uid: number;
        label: string;
        parent_uid: number;
        is_company: boolean;
        copied_from_uid: number | null;
      }>(sql`
        select f.uid, e.label, f.parent_uid, f.is_company, f.copied_from_uid
        from folder f join entity e on e.uid = f.uid and e.active
        where f.path @> array[${uid}::bigint] and f.uid <> ${uid}
          and cardinality(f.path) <= ${rootDepth + depth}
        order by lower(e.label), f.uid
        limit ${max + 1}`);
      return rows.map((r) => ({
        uid: r.uid,
        label: r.label,
        parentUid: r.parent_uid,
        isCompany: r.is_company,
        copiedFromUid: r.copied_from_uid,
      }));
    },

    async deleteFacts(uid: number): Promise<DeleteFacts> {
      const { rows } = await x.execute<{ subfolders: number; users: number; assets: number; devices: number; copies: number }>(sql`
        select
          (select count(*) from folder c join entity ce on ce.uid = c.uid and ce.active where c.parent_uid = ${uid})::int as subfolders,
          count(*) filter (where e.type_id = ${EntityType.User})::int as users,
          count(*) filter (where e.type_id = ${EntityType.Asset} and not m.is_copy)::int as assets,
          count(*) filter (where e.type_id = ${EntityType.Device} and not m.is_copy)::int as devices,
          count(*) filter (where e.type_id in (${ASSET_OR_DEVICE}) and m.is_copy)::int as copies
        from folder_membership m join entity e on e.uid = m.entity_uid and e.active
        where m.folder_uid = ${uid}`);
      return rows[0] ?? { subfolders: 0, users: 0, assets: 0, devices: 0, copies: 0 };
    },

    async create(input: {
      label: string;
      parent: FolderFacts;
      isCompany: boolean;
      address: Record<string, unknown> | null;
    }): Promise<number> {
      const { rows } = await x.execute<{ uid: number }>(sql`
        insert into entity (type_id, label, icon_name) values (${EntityType.Folder}, ${input.label}, 'Folder') returning uid`);
      const uid = rows[0]!.uid;
      // A company administers itself; any other folder is administered by its parent's admin.
      const admin = input.isCompany ? uid : input.parent.adminUid;
      await x.execute(sql`
        insert into folder (uid, parent_uid, is_company, admin_uid, base_folder_uid, path, address)
        values (${uid}, ${input.parent.uid}, ${input.isCompany}, ${admin}, ${admin},
                ${bigintArray([...input.parent.path, uid])},
                ${input.address === null ? null : JSON.stringify(input.address)}::jsonb)`);
      return uid;
    },

    async update(uid: number, input: { label: string; address?: Record<string, unknown> | null }): Promise<void> {
      await x.execute(sql`update entity set label = ${input.label}, updated_at = now() where uid = ${uid}`);
      if (input.address !== undefined) {
        await x.execute(
          sql`update folder set address = ${input.address === null ? null : JSON.stringify(input.address)}::jsonb where uid = ${uid}`,
        );
      }
    },

    /** Marks the folder deleted (entity.active = false; nothing is erased) and takes the shared
     * copies out of it: their originals live elsewhere. */
    async softDelete(uid: number): Promise<void> {
      await x.execute(sql`
        delete from folder_membership m using entity e
        where m.folder_uid = ${uid} and m.is_copy and e.uid = m.entity_uid and e.type_id in (${ASSET_OR_DEVICE})`);
      await x.execute(sql`update entity set active = false, updated_at = now() where uid = ${uid}`);
    },
  });

  return {
    ...on(db),
    /** Runs `fn` in one transaction recorded as done by `actorUid` (null: the portal itself). */
    inTransaction<T>(actorUid: number | null, fn: (repo: ReturnType<typeof on>) => Promise<T>): Promise<T> {
      return transaction(db, actorUid, (tx) => fn(on(tx)));
    },
    /** The writes on a transaction opened elsewhere (the entity write path's). */
    within: (tx: Executor) => on(tx),
  };
}
export type FolderRepository = ReturnType<typeof createFolderRepository>;
