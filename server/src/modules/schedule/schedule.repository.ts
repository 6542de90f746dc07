// The only SQL of the schedule area: a company's own schedules (entity type 23, table schedule,
// server/src/db/schema/alerts.table.ts) and the devices whose Entity schedule config (12) names one.
// The entity row and its folder membership are written through the entity write path (ADR 050).
import { sql, type SQL } from 'drizzle-orm';
import { ConfigType } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';
import type { Executor } from '../../db/transaction';

/** A schedule as stored: the base, its type's own fields (times in stored minutes) and its place. */
export interface StoredSchedule {
  uid: number;
  label: string;
  active: boolean;
  scheduleTypeId: number;
  optionsId: number;
  fields: Record<string, unknown>;
  finalized: boolean;
  folderUid: number;
  folderLabel: string;
  /** The folder's path, root first (the scope check and "serves the folders below"). */
  folderPath: number[];
}

type Row = {
  uid: number;
  label: string;
  active: boolean;
  schedule_type_id: number;
  options_id: number;
  fields: Record<string, unknown>;
  finalized: boolean;
  folder_uid: number;
  folder_label: string;
  folder_path: number[];
};

const toSchedule = (r: Row): StoredSchedule => ({
  uid: r.uid,
  label: r.label,
  active: r.active,
  scheduleTypeId: r.schedule_type_id,
  optionsId: r.options_id,
  fields: r.fields,
  finalized: r.finalized,
  folderUid: r.folder_uid,
  folderLabel: r.folder_label,
  folderPath: r.folder_path,
});

/** A device whose Entity schedule config names a schedule. */
export interface ScheduleDevice {
  uid: number;
  label: string;
  serialNumber: string;
  modelId: number;
}

export function createScheduleRepository(db: Db) {
  // A schedule stands in one folder (its membership; a copy's would be a second, not made here).
  async function schedules(where: SQL, ex: Executor = db): Promise<StoredSchedule[]> {
    const { rows } = await ex.execute<Row>(sql`
      select s.uid, e.label, e.active, s.schedule_type_id, s.options_id, s.fields, s.finalized_at is not null as finalized,
             m.folder_uid, fe.label as folder_label, f.path as folder_path
        from schedule s
        join entity e on e.uid = s.uid
        join lateral (select fm.folder_uid from folder_membership fm where fm.entity_uid = s.uid
                       order by fm.is_copy, fm.folder_uid limit 1) m on true
        join folder f on f.uid = m.folder_uid
        join entity fe on fe.uid = f.uid
       where ${where}
       order by array_length(f.path, 1) desc, lower(e.label), s.uid`);
    return rows.map(toSchedule);
  }

  return {
    async get(uid: number, ex: Executor = db): Promise<StoredSchedule | null> {
      return (await schedules(sql`s.uid = ${uid}`, ex))[0] ?? null;
    },

    /** The active schedules standing in these folders: nearest folder first, then by name. */
    inFolders: (folderUids: number[]) =>
      folderUids.length === 0 ? Promise.resolve([]) : schedules(sql`e.active and m.folder_uid = any(${bigintArray(folderUids)})`),

    /** A folder's path, root first; null when there is no such folder. */
    async folderPath(folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${folderUid}`);
      return rows[0]?.path ?? null;
    },

    /** Whether a device stands in `folderUid` or below it (in any of its folders). */
    async deviceBelow(deviceUid: number, folderUid: number): Promise<boolean> {
      const { rows } = await db.execute(sql`
        select 1 from folder_membership m join folder f on f.uid = m.folder_uid
         where m.entity_uid = ${deviceUid} and f.path @> array[${folderUid}::bigint] limit 1`);
      return rows.length > 0;
    },

    /** Whether the device's stored Entity schedule config already names the schedule. */
    async heldBy(scheduleUid: number, deviceUid: number): Promise<boolean> {
      const { rows } = await db.execute(sql`
        select 1 from entity_config c
         where c.entity_uid = ${deviceUid} and c.type_id = ${ConfigType.EntitySchedule}
           and c.data ->> 'scheduleUid' = ${String(scheduleUid)} limit 1`);
      return rows.length > 0;
    },

    /**
     * The active devices whose Entity schedule config names the schedule. Only devices at or below
     * the schedule's folder can hold it (the device save checks that), so the search walks that
     * subtree's memberships rather than every device config.
     */
    async devicesUsing(scheduleUid: number, folderUid: number, ex: Executor = db): Promise<ScheduleDevice[]> {
      const { rows } = await ex.execute<{ uid: number; label: string; serial_number: string; model_id: number }>(sql`
        select d.uid, e.label, d.serial_number, d.model_id
          from device d join entity e on e.uid = d.uid and e.active
         where d.uid in (select m.entity_uid from folder_membership m join folder f on f.uid = m.folder_uid
                          where f.path @> array[${folderUid}::bigint] and m.type_id = ${EntityType.Device})
           and exists (select 1 from entity_config c
                        where c.entity_uid = d.uid and c.type_id = ${ConfigType.EntitySchedule}
                          and c.data ->> 'scheduleUid' = ${String(scheduleUid)})
         order by lower(e.label), d.uid`);
      return rows.map((r) => ({ uid: r.uid, label: r.label, serialNumber: r.serial_number, modelId: r.model_id }));
    },

    async insert(tx: Executor, uid: number, s: { scheduleTypeId: number; optionsId: number; fields: Record<string, unknown> }) {
      await tx.execute(sql`
        insert into schedule (uid, schedule_type_id, options_id, fields)
        values (${uid}, ${s.scheduleTypeId}, ${s.optionsId}, ${JSON.stringify(s.fields)}::jsonb)`);
    },

    /** Any change undoes the finalize: the save sequence runs it again last (spec 001 §4). */
    async update(tx: Executor, uid: number, s: { scheduleTypeId: number; optionsId: number; fields: Record<string, unknown> }) {
      await tx.execute(sql`
        update schedule set schedule_type_id = ${s.scheduleTypeId}, options_id = ${s.optionsId},
               fields = ${JSON.stringify(s.fields)}::jsonb, finalized_at = null
         where uid = ${uid}`);
    },

    async finalize(tx: Executor, uid: number) {
      await tx.execute(sql`update schedule set finalized_at = now() where uid = ${uid}`);
    },
  };
}
export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
