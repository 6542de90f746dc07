// The only SQL of mass updates (docs/decisions/104-mass-update-and-webhook-events.md): the targets'
// scope in one statement, the values a preview shows, the audited operation and its progress.
import { sql } from 'drizzle-orm';
import { ConfigType } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import type { MassUpdateChange, MassUpdateDto } from '@ullage/domain/reports/mass-update-api';
import type { Db } from '../../db/client';

/** A selected uid as the caller's scope sees it. */
export interface Target {
  uid: number;
  typeId: number;
  label: string;
  /** It stands (active) in a folder in the caller's scope. */
  visible: boolean;
  /** One of those memberships is not read-only. */
  writable: boolean;
  /** It stands in the report's folder or below. */
  inFolder: boolean;
}

export interface MassUpdateRow extends MassUpdateDto {
  userUid: number;
  uids: number[];
  change: MassUpdateChange;
  folderPath: number[];
}

type Row = {
  id: number;
  folder_uid: number;
  folder_path: number[];
  user_uid: number;
  user_name: string | null;
  entity_type_id: number;
  change: MassUpdateChange;
  to_text: string;
  uids: number[];
  total: number;
  done: number;
  status: MassUpdateDto['status'];
  errors: MassUpdateDto['errors'];
  created_at: Date;
  finished_at: Date | null;
};

const toRow = (r: Row): MassUpdateRow => ({
  id: Number(r.id),
  folderUid: Number(r.folder_uid),
  folderPath: r.folder_path.map(Number),
  entityTypeId: r.entity_type_id,
  field: r.change.field,
  to: r.to_text,
  userUid: Number(r.user_uid),
  userName: r.user_name ?? '',
  status: r.status,
  total: r.total,
  done: r.done,
  errors: r.errors,
  createdAt: new Date(r.created_at).toISOString(),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at).toISOString(),
  uids: r.uids.map(Number),
  change: r.change,
});

const SELECT = sql`
  select o.id, o.folder_uid, f.path as folder_path, o.user_uid, u.user_name, o.entity_type_id, o.change, o.to_text, o.uids,
         o.total, o.done, o.status, o.errors, o.created_at, o.finished_at
  from mass_update o
  join folder f on f.uid = o.folder_uid
  left join app_user u on u.uid = o.user_uid`;

const bigints = (uids: readonly number[]) => sql`${`{${uids.join(',')}}`}::bigint[]`;

export function createMassUpdateRepository(db: Db) {
  return {
    /** Every selected uid that is an active entity, with what the caller may do with it. */
    async targets(uids: readonly number[], baseFolderUid: number, folderUid: number): Promise<Target[]> {
      const { rows } = await db.execute<{
        uid: number;
        type_id: number;
        label: string;
        visible: boolean | null;
        writable: boolean | null;
        in_folder: boolean | null;
      }>(sql`
        select e.uid, e.type_id, e.label,
               bool_or(f.path @> array[${baseFolderUid}::bigint]) as visible,
               bool_or(f.path @> array[${baseFolderUid}::bigint] and not m.read_only) as writable,
               bool_or(f.path @> array[${folderUid}::bigint]) as in_folder
        from entity e
        left join folder_membership m on m.entity_uid = e.uid
        left join folder f on f.uid = m.folder_uid
        where e.uid = any(${bigints(uids)}) and e.active
        group by e.uid, e.type_id, e.label`);
      return rows.map((r) => ({
        uid: Number(r.uid),
        typeId: r.type_id,
        label: r.label,
        visible: r.visible === true,
        writable: r.writable === true,
        inFolder: r.in_folder === true,
      }));
    },

    async folderPath(uid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${uid}`);
      return rows[0] ? rows[0].path.map(Number) : null;
    },

    /** An active product offered to tanks that stands in a folder of `folderPath` (the folder or above). */
    async productLabel(productUid: number, folderPath: readonly number[]): Promise<string | null> {
      const { rows } = await db.execute<{ label: string }>(sql`
        select e.label from product p join entity e on e.uid = p.uid and e.active and e.type_id = ${EntityType.Product}
        where p.uid = ${productUid} and p.active
          and exists (select 1 from folder_membership m where m.entity_uid = p.uid and m.folder_uid = any(${bigints(folderPath)}))`);
      return rows[0]?.label ?? null;
    },

    /** The company's enabled field `setupId` for entities of `entityTypeId`. */
    async userDefSetup(setupId: number, companyUid: number, entityTypeId: number): Promise<{ label: string } | null> {
      const { rows } = await db.execute<{ label: string }>(sql`
        select label from user_def_setup
        where id = ${setupId} and folder_uid = ${companyUid} and entity_type_id = ${entityTypeId} and enabled`);
      return rows[0] ?? null;
    },

    async labels(uids: readonly number[]): Promise<Map<number, string>> {
      if (uids.length === 0) return new Map();
      const { rows } = await db.execute<{ uid: number; label: string }>(
        sql`select uid, label from entity where uid = any(${bigints(uids)})`,
      );
      return new Map(rows.map((r) => [Number(r.uid), r.label]));
    },

    /** What each target holds now for `change.field`, raw (the service words it). */
    async currentValues(uids: readonly number[], change: MassUpdateChange): Promise<Map<number, unknown>> {
      const list = bigints(uids);
      const query =
        change.field === 'product'
          ? sql`select a.uid, a.product_uid as value from asset a where a.uid = any(${list})`
          : change.field === 'zones'
            ? sql`select c.entity_uid as uid, c.data -> 'zones' as value from entity_config c
                  where c.entity_uid = any(${list}) and c.type_id = ${ConfigType.AssetTank}`
            : change.field === 'schedule'
              ? sql`select c.entity_uid as uid, c.data -> 'scheduleUid' as value from entity_config c
                    where c.entity_uid = any(${list}) and c.type_id = ${ConfigType.EntitySchedule}`
              : sql`select e.uid, (select v -> 'value' from jsonb_array_elements(e.user_def_values) v
                                    where (v ->> 'setupId')::int = ${change.setupId} limit 1) as value
                    from entity e where e.uid = any(${list})`;
      const { rows } = await db.execute<{ uid: number; value: unknown }>(query);
      return new Map(rows.map((r) => [Number(r.uid), r.value]));
    },

    async insert(o: {
      folderUid: number;
      userUid: number;
      entityTypeId: number;
      change: MassUpdateChange;
      toText: string;
      uids: readonly number[];
      before: Record<string, unknown>;
    }): Promise<number> {
      const { rows } = await db.execute<{ id: number }>(sql`
        insert into mass_update (folder_uid, user_uid, entity_type_id, change, to_text, uids, before, total)
        values (${o.folderUid}, ${o.userUid}, ${o.entityTypeId}, ${JSON.stringify(o.change)}::jsonb, ${o.toText},
                ${bigints(o.uids)}, ${JSON.stringify(o.before)}::jsonb, ${o.uids.length})
        returning id`);
      return Number(rows[0]!.id);
    },

    async byId(id: number): Promise<MassUpdateRow | null> {
      const { rows } = await db.execute<Row>(sql`${SELECT} where o.id = ${id}`);
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** The latest operations on reports of the folder or below it. */
    async inFolderTree(folderUid: number, limit: number): Promise<MassUpdateRow[]> {
      const { rows } = await db.execute<Row>(sql`${SELECT} where f.path @> array[${folderUid}::bigint] order by o.id desc limit ${limit}`);
      return rows.map(toRow);
    },

    async progress(id: number, done: number, error: MassUpdateDto['errors'][number] | null): Promise<void> {
      await db.execute(sql`
        update mass_update set done = ${done},
          errors = case when ${error === null} then errors else errors || ${JSON.stringify(error === null ? [] : [error])}::jsonb end
        where id = ${id}`);
    },

    async finish(id: number, status: MassUpdateDto['status']): Promise<void> {
      await db.execute(sql`update mass_update set status = ${status}, finished_at = now() where id = ${id}`);
    },
  };
}

export type MassUpdateRepository = ReturnType<typeof createMassUpdateRepository>;
