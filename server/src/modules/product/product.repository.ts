// The only SQL of the product area.
import { sql } from 'drizzle-orm';
import type { ProductDto } from '@ullage/domain/api/product';
import { EntityType } from '@ullage/domain/entity-types';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';

export function createProductRepository(db: Db) {
  return {
    async folderPath(folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${folderUid}`);
      return rows[0]?.path ?? null;
    },
    /** Active products kept in any of these folders, by name. */
    async inFolders(folderUids: number[]): Promise<ProductDto[]> {
      const { rows } = await db.execute<{
        uid: number;
        label: string;
        active: boolean;
        tags: unknown[] | null;
        sku: string;
        name: string;
        density: number;
        default_max_fill_percent: number;
        class_id: number | null;
        class_name: string | null;
        document_ids: number[] | null;
        folder_uid: number;
      }>(sql`
        select p.uid, e.label, e.active, e.tags, p.sku, p.name, p.density, p.default_max_fill_percent, p.class_id, pc.name as class_name,
               p.document_ids, m.folder_uid
          from product p
          join entity e on e.uid = p.uid
          join folder_membership m on m.entity_uid = p.uid
          left join product_class pc on pc.id = p.class_id
         where e.active and m.folder_uid = any(${bigintArray(folderUids)})
         order by p.name, p.uid`);
      // density and the fill percent are double precision, document_ids integer[]: numbers as read.
      return rows.map((r) => ({
        uid: r.uid,
        typeId: EntityType.Product,
        label: r.label,
        active: r.active,
        config: {
          sku: r.sku,
          name: r.name,
          density: r.density,
          defaultMaxFillPercent: r.default_max_fill_percent,
          classId: r.class_id,
          className: r.class_name,
        },
        tags: r.tags ?? [],
        documentIds: r.document_ids ?? [],
        folderUid: r.folder_uid,
      }));
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
