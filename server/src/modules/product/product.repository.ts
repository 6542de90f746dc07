// The only SQL of the product area: products (entities of type 21 with their product row) and the
// product classes of a folder.
import { sql, type SQL } from 'drizzle-orm';
import type { ProductClass, ProductDto, Tag } from '@ullage/domain/api/product';
import { EntityType } from '@ullage/domain/entity-types';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/transaction';
import { bigintArray } from '../../db/sql-arrays';

export interface StoredProduct extends ProductDto {
  /** False once deleted (out of its folders, kept for the tanks' history). */
  entityActive: boolean;
  userDefValues: unknown[];
  /** The stored folder's path, root first. */
  folderPath: number[];
}

export interface ProductFields {
  sku: string;
  name: string;
  density: number;
  defaultMaxFillPercent: number;
  classId: number | null;
  active: boolean;
}

type ProductRow = {
  uid: number;
  label: string;
  entity_active: boolean;
  active: boolean;
  tags: Tag[] | null;
  user_def_values: unknown[] | null;
  sku: string;
  name: string;
  density: number;
  default_max_fill_percent: number;
  class_id: number | null;
  class_name: string | null;
  document_ids: number[] | null;
  folder_uid: number;
  folder_path: number[];
  used_by: number;
};

const productSelect = (where: SQL) => sql`
  select p.uid, e.label, e.active as entity_active, p.active, e.tags, e.user_def_values, p.sku, p.name, p.density,
         p.default_max_fill_percent, p.class_id, pc.name as class_name, m.folder_uid, f.path as folder_path,
         array(select d.id from document d where d.entity_uid = p.uid order by d.id) as document_ids,
         (select count(*)::int from asset a join entity ae on ae.uid = a.uid and ae.active where a.product_uid = p.uid) as used_by
    from product p
    join entity e on e.uid = p.uid
    join lateral (select folder_uid from folder_membership where entity_uid = p.uid order by is_copy, folder_uid limit 1) m on true
    join folder f on f.uid = m.folder_uid
    left join product_class pc on pc.id = p.class_id
   where ${where}`;

function toStored(r: ProductRow): StoredProduct {
  // density and the fill percent are double precision, document ids integers: numbers as read.
  return {
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
    usedBy: r.used_by,
    entityActive: r.entity_active,
    userDefValues: r.user_def_values ?? [],
    folderPath: r.folder_path,
  };
}

const toDto = ({ entityActive: _a, userDefValues: _u, folderPath: _p, ...dto }: StoredProduct): ProductDto => dto;

type ClassRow = {
  id: number;
  name: string;
  default_max_fill_percent: number;
  fill_analysis_max_capacity: number | null;
  company_disabled: boolean;
  folder_uid: number;
};

const toClass = (r: ClassRow): ProductClass => ({
  productClassId: r.id,
  productClassName: r.name,
  defaultMaxFillPercent: r.default_max_fill_percent,
  fillAnalysisMaxCapacity: r.fill_analysis_max_capacity,
  companyDisabled: r.company_disabled,
  folderUid: r.folder_uid,
});

export function createProductRepository(db: Db) {
  return {
    async folderPath(folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${folderUid}`);
      return rows[0]?.path ?? null;
    },
    /** Products kept in any of these folders and not deleted, by name. */
    async inFolders(folderUids: number[]): Promise<ProductDto[]> {
      const { rows } = await db.execute<ProductRow>(
        sql`${productSelect(sql`e.active and exists (select 1 from folder_membership fm where fm.entity_uid = p.uid and fm.folder_uid = any(${bigintArray(folderUids)}))`)} order by p.name, p.uid`,
      );
      return rows.map((r) => toDto(toStored(r)));
    },
    async get(uid: number): Promise<StoredProduct | null> {
      const { rows } = await db.execute<ProductRow>(productSelect(sql`p.uid = ${uid}`));
      return rows[0] ? toStored(rows[0]) : null;
    },
    toDto,
    /** Another live product of these folders with this name or SKU (case and spaces aside). */
    async clashes(folderUids: number[], f: { name: string; sku: string }, exceptUid: number | null) {
      const { rows } = await db.execute<{ name_taken: boolean; sku_taken: boolean }>(sql`
        select coalesce(bool_or(lower(p.name) = lower(${f.name})), false) as name_taken,
               coalesce(bool_or(${f.sku} <> '' and lower(p.sku) = lower(${f.sku})), false) as sku_taken
          from product p
          join entity e on e.uid = p.uid and e.active
         where p.uid <> ${exceptUid ?? 0}
           and exists (select 1 from folder_membership fm where fm.entity_uid = p.uid and fm.folder_uid = any(${bigintArray(folderUids)}))`);
      return { nameTaken: rows[0]?.name_taken ?? false, skuTaken: rows[0]?.sku_taken ?? false };
    },
    async insert(tx: Executor, uid: number, f: ProductFields): Promise<void> {
      await tx.execute(sql`
        insert into product (uid, sku, name, density, default_max_fill_percent, class_id, active)
        values (${uid}, ${f.sku}, ${f.name}, ${f.density}, ${f.defaultMaxFillPercent}, ${f.classId}, ${f.active})`);
    },
    async update(tx: Executor, uid: number, f: ProductFields): Promise<void> {
      await tx.execute(sql`
        update product set sku = ${f.sku}, name = ${f.name}, density = ${f.density},
               default_max_fill_percent = ${f.defaultMaxFillPercent}, class_id = ${f.classId}, active = ${f.active}
         where uid = ${uid}`);
    },
    async classesIn(folderUids: number[]): Promise<ProductClass[]> {
      const { rows } = await db.execute<ClassRow>(sql`
        select id, name, default_max_fill_percent, fill_analysis_max_capacity, company_disabled, folder_uid
          from product_class where folder_uid = any(${bigintArray(folderUids)}) order by name, id`);
      return rows.map(toClass);
    },
    async classById(id: number): Promise<ProductClass | null> {
      const { rows } = await db.execute<ClassRow>(sql`
        select id, name, default_max_fill_percent, fill_analysis_max_capacity, company_disabled, folder_uid
          from product_class where id = ${id}`);
      return rows[0] ? toClass(rows[0]) : null;
    },
    async insertClass(
      tx: Executor,
      folderUid: number,
      c: { productClassName: string; defaultMaxFillPercent: number; fillAnalysisMaxCapacity: number | null },
    ): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into product_class (folder_uid, name, default_max_fill_percent, fill_analysis_max_capacity)
        values (${folderUid}, ${c.productClassName}, ${c.defaultMaxFillPercent}, ${c.fillAnalysisMaxCapacity}) returning id`);
      return rows[0]!.id;
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
