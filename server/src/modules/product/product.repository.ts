// The only SQL of the product area.
import { sql } from 'drizzle-orm';
import type { ProductDto } from '@ullage/domain/api/product';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';

export function createProductRepository(db: Db) {
  return {
    async folderPath(folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${folderUid}`);
      return rows[0]?.path?.map(Number) ?? null;
    },
    /** Active products kept in any of these folders, by name. */
    async inFolders(folderUids: number[]): Promise<ProductDto[]> {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select p.uid, e.label, e.active, e.tags, p.sku, p.name, p.density, p.default_max_fill_percent, p.class_id, pc.name as class_name,
               p.document_ids, m.folder_uid
          from product p
          join entity e on e.uid = p.uid
          join folder_membership m on m.entity_uid = p.uid
          left join product_class pc on pc.id = p.class_id
         where e.active and m.folder_uid = any(${bigintArray(folderUids)})
         order by p.name, p.uid`);
      return rows.map((r) => ({
        uid: Number(r.uid),
        typeId: 21 as const,
        label: String(r.label),
        active: Boolean(r.active),
        config: {
          sku: String(r.sku),
          name: String(r.name),
          density: Number(r.density),
          defaultMaxFillPercent: Number(r.default_max_fill_percent),
          classId: r.class_id === null ? null : Number(r.class_id),
          className: (r.class_name as string | null) ?? null,
        },
        tags: (r.tags as unknown[]) ?? [],
        documentIds: ((r.document_ids as number[] | null) ?? []).map(Number),
        folderUid: Number(r.folder_uid),
      }));
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
