// The only SQL of Webview/SQL/StoredProcedure: the fixed query behind GetTankDimensionTypes.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function createWebviewRepository(db: Db) {
  return {
    /** How many active tanks of each tank type (cmid) the folder and the folders below it have. */
    async tankTypeCounts(folderUid: number): Promise<Map<number, number>> {
      const { rows } = await db.execute<{ cmid: number; n: number }>(sql`
        select (c.data->'tank'->>'cmid')::int as cmid, count(*)::int as n
          from entity_config c join entity e on e.uid = c.entity_uid and e.active
          join folder_membership m on m.entity_uid = c.entity_uid join folder f on f.uid = m.folder_uid
         where c.type_id = 2 and f.path @> array[${folderUid}::bigint]
         group by 1`);
      return new Map(rows.map((r) => [r.cmid, r.n]));
    },
  };
}
export type WebviewRepository = ReturnType<typeof createWebviewRepository>;
