// The SQL of user-defined fields (spec 001 §3.3 UserDefSetup): a company's list, kept in its folder.
import { sql } from 'drizzle-orm';
import type { UserDefSetupDto } from '@ullage/domain/api/user-def';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/transaction';

type Row = {
  id: number;
  folder_uid: number;
  label: string;
  entity_type_id: number;
  sort_index: number;
  data_type_id: number;
  required: boolean;
  enabled: boolean;
};

const dtoOf = (r: Row): UserDefSetupDto => ({
  id: r.id,
  folderUid: r.folder_uid,
  label: r.label,
  entityTypeId: r.entity_type_id,
  sortIndex: r.sort_index,
  dataTypeId: r.data_type_id,
  required: r.required,
  enabled: r.enabled,
});

export type UserDefSetupInput = Omit<UserDefSetupDto, 'id' | 'folderUid'> & { id?: number };

export function createUserDefRepository(db: Db) {
  return {
    async folderPath(folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${folderUid}`);
      return rows[0]?.path ?? null;
    },
    async list(companyUid: number, ex: Executor = db): Promise<UserDefSetupDto[]> {
      const { rows } = await ex.execute<Row>(sql`
        select id, folder_uid, label, entity_type_id, sort_index, data_type_id, required, enabled
          from user_def_setup where folder_uid = ${companyUid} order by entity_type_id, sort_index, id`);
      return rows.map(dtoOf);
    },
    /** Replaces the company's list: listed ids are updated, new ones inserted, the rest deleted.
     * An id of another company's list is not this company's: null. */
    async replace(tx: Executor, companyUid: number, list: UserDefSetupInput[]): Promise<boolean> {
      const { rows } = await tx.execute<{ id: number }>(sql`select id from user_def_setup where folder_uid = ${companyUid} for update`);
      const own = new Set(rows.map((r) => r.id));
      if (list.some((s) => s.id !== undefined && !own.has(s.id))) return false;
      const kept = list.flatMap((s) => (s.id === undefined ? [] : [s.id]));
      await tx.execute(
        sql`delete from user_def_setup where folder_uid = ${companyUid} and not (id = any(${`{${kept.join(',')}}`}::int[]))`,
      );
      for (const s of list) {
        if (s.id !== undefined)
          await tx.execute(sql`
            update user_def_setup set label = ${s.label}, entity_type_id = ${s.entityTypeId}, sort_index = ${s.sortIndex},
                   data_type_id = ${s.dataTypeId}, required = ${s.required}, enabled = ${s.enabled}
             where id = ${s.id}`);
        else
          await tx.execute(sql`
            insert into user_def_setup (folder_uid, label, entity_type_id, sort_index, data_type_id, required, enabled)
            values (${companyUid}, ${s.label}, ${s.entityTypeId}, ${s.sortIndex}, ${s.dataTypeId}, ${s.required}, ${s.enabled})`);
      }
      return true;
    },
  };
}
export type UserDefRepository = ReturnType<typeof createUserDefRepository>;
