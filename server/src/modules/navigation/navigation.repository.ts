// The only SQL of navigation: a folder's counts and lists (keyset pages, never the whole folder),
// entity nodes, and the navigation search over trigram indexes.
import { sql, type SQL } from 'drizzle-orm';
import { EntityType } from '@ullage/domain/entity-types';
import type { SearchField } from '@ullage/domain/search';
import type { Db } from '../../db/client';
import { contactNameText } from '../../db/schema/catalogue.table';
import { addressText } from '../../db/schema/folder.table';
import { transaction } from '../../db/transaction';

/** An active member of a folder list: the entity and its membership there. */
export interface Member {
  uid: number;
  typeId: number;
  label: string;
  iconName: string | null;
  isCopy: boolean;
  readOnly: boolean;
}

/** A folder as a navigation node shows it. */
export interface NavigationFolder {
  uid: number;
  label: string;
  iconName: string | null;
  parentUid: number | null;
  adminUid: number;
  isCompany: boolean;
  path: number[];
  copiedFromUid: number | null;
}

/** An entity found by a search: the fields that matched and their values, side by side; the
 * folder it stands in for the caller (itself for a folder), null when none is in scope. */
export interface SearchHit {
  uid: number;
  typeId: number;
  label: string;
  folderUid: number | null;
  fields: SearchField[];
  values: string[];
}

type MemberRow = {
  uid: number;
  type_id: number;
  label: string;
  icon_name: string | null;
  is_copy: boolean;
  read_only: boolean;
};

type SearchHitRow = {
  uid: number;
  type_id: number;
  label: string;
  folder_uid: number | null;
  /** The field names the sources below write: keys of SEARCH_FIELDS. */
  fields: SearchField[];
  values: string[];
  fullest_source: number;
};

/** Entity types a navigation search returns. */
const SEARCHED_TYPES = sql.raw([EntityType.Folder, EntityType.User, EntityType.Asset, EntityType.Device, EntityType.Contact].join(','));
/** Written into the text, so the planner can match entity_label_member_trgm_idx (`type_id <> 2`). */
const FOLDER = sql.raw(String(EntityType.Folder));

/** `reader` serves the search (a read replica may answer it: ADR 071); the tree is read from the
 * primary `db`, so the explorer shows a save at once. */
export function createNavigationRepository(db: Db, reader: Db) {
  return {
    /** A folder's active subfolders and members by type. The members are counted from the copies
     * of type and active flag on folder_membership: an index-only scan of folder_membership_tree_idx
     * (docs/decisions/046-membership-tree-columns.md). */
    async counts(folderUid: number) {
      const { rows } = await db.execute<{ folders: number; users: number; assets: number; devices: number; products: number }>(sql`
        select
          (select count(*) from folder c join entity ce on ce.uid = c.uid and ce.active where c.parent_uid = ${folderUid})::int as folders,
          count(*) filter (where m.type_id = ${EntityType.User})::int as users,
          count(*) filter (where m.type_id = ${EntityType.Asset})::int as assets,
          count(*) filter (where m.type_id = ${EntityType.Device})::int as devices,
          count(*) filter (where m.type_id = ${EntityType.Product})::int as products
        from folder_membership m
        where m.folder_uid = ${folderUid} and m.active`);
      return rows[0] ?? { folders: 0, users: 0, assets: 0, devices: 0, products: 0 };
    },

    /** One page of a folder's active members of `typeId`, by name (lower(label), kept on the
     * membership as sort_label) then uid: a range of folder_membership_tree_idx, then the page's
     * entities by key. */
    async members(folderUid: number, typeId: number, after: readonly [string, number] | null, limit: number): Promise<Member[]> {
      const keyset = after ? sql`and (m.sort_label, m.entity_uid) > (${after[0]}, ${after[1]}::bigint)` : sql``;
      const { rows } = await db.execute<MemberRow>(sql`
        select e.uid, e.type_id, e.label, e.icon_name, m.is_copy, m.read_only
        from folder_membership m join entity e on e.uid = m.entity_uid
        where m.folder_uid = ${folderUid} and m.type_id = ${typeId} and m.active ${keyset}
        order by m.sort_label, m.entity_uid
        limit ${limit + 1}`);
      return rows.map((r) => ({
        uid: r.uid,
        typeId: r.type_id,
        label: r.label,
        iconName: r.icon_name,
        isCopy: r.is_copy,
        readOnly: r.read_only,
      }));
    },

    async folder(uid: number): Promise<NavigationFolder | null> {
      const { rows } = await db.execute<{
        uid: number;
        label: string;
        icon_name: string | null;
        parent_uid: number | null;
        admin_uid: number;
        is_company: boolean;
        path: number[];
        copied_from_uid: number | null;
      }>(sql`
        select f.uid, e.label, e.icon_name, f.parent_uid, f.admin_uid, f.is_company, f.path, f.copied_from_uid
        from folder f join entity e on e.uid = f.uid and e.active where f.uid = ${uid}`);
      const r = rows[0];
      return r
        ? {
            uid: r.uid,
            label: r.label,
            iconName: r.icon_name,
            parentUid: r.parent_uid,
            adminUid: r.admin_uid,
            isCompany: r.is_company,
            path: r.path,
            copiedFromUid: r.copied_from_uid,
          }
        : null;
    },

    async entity(uid: number): Promise<{ uid: number; typeId: number; label: string; iconName: string | null } | null> {
      const { rows } = await db.execute<{ uid: number; type_id: number; label: string; icon_name: string | null }>(sql`
        select uid, type_id, label, icon_name from entity where uid = ${uid} and active`);
      const r = rows[0];
      return r ? { uid: r.uid, typeId: r.type_id, label: r.label, iconName: r.icon_name } : null;
    },

    /** The entity's membership in folder `fuid`, with the folder's path; null when it has none. */
    async membership(uid: number, fuid: number): Promise<{ isCopy: boolean; readOnly: boolean; path: number[] } | null> {
      const { rows } = await db.execute<{ is_copy: boolean; read_only: boolean; path: number[] }>(sql`
        select m.is_copy, m.read_only, f.path from folder_membership m join folder f on f.uid = m.folder_uid
        where m.entity_uid = ${uid} and m.folder_uid = ${fuid}`);
      const r = rows[0];
      return r ? { isCopy: r.is_copy, readOnly: r.read_only, path: r.path } : null;
    },

    /**
     * Entities below folder `base` whose label, serial number, user name, contact name or email, or
     * address contains `term` (ILIKE over gin_trgm indexes). Each source stops at `perSource` rows
     * after the scope test, so a common word cannot make it read a whole company.
     */
    async search(base: number, term: string, perSource: number): Promise<{ hits: SearchHit[]; sourceFull: boolean }> {
      const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
      // In scope: some membership's folder lies below the base (looked up membership first).
      const member = (uid: SQL) =>
        sql`exists (select 1 from folder_membership sm
                    where sm.entity_uid = ${uid} and (select sf.path from folder sf where sf.uid = sm.folder_uid) @> array[${base}::bigint])`;
      let sources = 0;
      // Each source keeps its number, so the answer can tell whether any of them was cut short.
      const source = (q: SQL) => sql`(select ${sql.raw(String(sources++))} as src, s.* from (${q} limit ${perSource}) s)`;
      const contactName = contactNameText(sql.raw('c.config'));
      const query = sql`
        with hits as (
          ${source(sql`select e.uid, 'label'::text as field, e.label as value from entity e join folder f on f.uid = e.uid
                         where e.active and e.type_id = ${FOLDER} and e.label ilike ${pattern} and f.path @> array[${base}::bigint]`)}
          union all
          ${source(sql`select e.uid, 'label', e.label from entity e
                         where e.active and e.type_id in (${SEARCHED_TYPES}) and e.type_id <> ${FOLDER}
                           and e.label ilike ${pattern} and ${member(sql`e.uid`)}`)}
          union all
          ${source(sql`select a.uid, 'serialNumber', a.serial_number from asset a join entity e on e.uid = a.uid and e.active
                         where a.serial_number ilike ${pattern} and ${member(sql`a.uid`)}`)}
          union all
          ${source(sql`select d.uid, 'serialNumber', d.serial_number from device d join entity e on e.uid = d.uid and e.active
                         where d.serial_number ilike ${pattern} and ${member(sql`d.uid`)}`)}
          union all
          ${source(sql`select u.uid, 'userName', u.user_name from app_user u join entity e on e.uid = u.uid and e.active
                         where u.user_name ilike ${pattern} and ${member(sql`u.uid`)}`)}
          union all
          ${source(sql`select c.uid, 'contactName', ${contactName} from contact c join entity e on e.uid = c.uid and e.active
                         where ${contactName} ilike ${pattern} and ${member(sql`c.uid`)}`)}
          union all
          ${source(sql`select c.uid, 'emailAddress', c.config ->> 'emailAddress' from contact c join entity e on e.uid = c.uid and e.active
                         where (c.config ->> 'emailAddress') ilike ${pattern} and ${member(sql`c.uid`)}`)}
          union all
          ${source(sql`select u.uid, 'contactName', ${contactName} from contact c join app_user u on u.contact_uid = c.uid
                         join entity e on e.uid = u.uid and e.active
                         where ${contactName} ilike ${pattern} and ${member(sql`u.uid`)}`)}
          union all
          ${source(sql`select u.uid, 'emailAddress', c.config ->> 'emailAddress' from contact c join app_user u on u.contact_uid = c.uid
                         join entity e on e.uid = u.uid and e.active
                         where (c.config ->> 'emailAddress') ilike ${pattern} and ${member(sql`u.uid`)}`)}
          union all
          ${source(sql`select f.uid, 'address', ${addressText(sql.raw('f.address'))} from folder f join entity e on e.uid = f.uid and e.active
                         where ${addressText(sql.raw('f.address'))} ilike ${pattern} and f.path @> array[${base}::bigint]`)}
        ),
        grouped as (
          select uid, array_agg(field order by field) as fields, array_agg(value order by field) as values from hits group by uid
        )
        select g.uid, e.type_id, e.label, g.fields, g.values,
          (select coalesce(max(n), 0) from (select count(*) as n from hits group by src) c)::int as fullest_source,
          -- The entity's memberships first (a few rows by primary key), then each one's folder: a
          -- join would let the planner start from every folder under the base instead.
          case when e.type_id = ${EntityType.Folder} then e.uid else (
            select m.folder_uid from folder_membership m
            where m.entity_uid = g.uid and (select f.path from folder f where f.uid = m.folder_uid) @> array[${base}::bigint]
            order by m.is_copy, m.folder_uid limit 1) end as folder_uid
        from grouped g join entity e on e.uid = g.uid`;
      // Parallel workers for a source of 201 rows cost more to start than they save, and on a
      // busy server they wait for cores: 20-50 ms on the bench world (ADR 021). The transaction is
      // only the scope of SET LOCAL; it writes nothing, so it names no actor.
      const rows = await transaction(reader, null, async (tx) => {
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return (await tx.execute<SearchHitRow>(query)).rows;
      });
      return {
        hits: rows.map((r) => ({
          uid: r.uid,
          typeId: r.type_id,
          label: r.label,
          folderUid: r.folder_uid,
          fields: r.fields,
          values: r.values,
        })),
        sourceFull: rows.some((r) => r.fullest_source >= perSource),
      };
    },
  };
}
export type NavigationRepository = ReturnType<typeof createNavigationRepository>;
