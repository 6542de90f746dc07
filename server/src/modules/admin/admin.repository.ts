import { asc, eq, sql } from 'drizzle-orm';
import type { BrandRecord } from '@ullage/domain/api/admin';
import type { Db } from '../../db/client';
import { brand } from '../../db/schema/auth.table';

type Row = typeof brand.$inferSelect;
const toRecord = (r: Row): BrandRecord => ({
  key: r.key,
  companyName: r.companyName,
  theme: r.theme,
  inputTheme: r.inputTheme,
  bannerFolder: r.bannerFolder,
  hostMatch: r.hostMatch,
  featuredProducts: r.featuredProducts,
  companyFolderUid: r.companyFolderUid,
});

export function createAdminRepository(db: Db) {
  return {
    async brands(): Promise<BrandRecord[]> {
      return (await db.select().from(brand).orderBy(asc(brand.key))).map(toRecord);
    },

    async brand(key: string): Promise<BrandRecord | null> {
      const [r] = await db.select().from(brand).where(eq(brand.key, key));
      return r ? toRecord(r) : null;
    },

    async hostTaken(host: string, exceptKey: string | null): Promise<boolean> {
      const rows = await db.select({ key: brand.key }).from(brand).where(eq(brand.hostMatch, host));
      return rows.some((r) => r.key !== exceptKey);
    },

    async folderIsCompany(uid: number): Promise<boolean> {
      const { rows } = await db.execute<{ ok: boolean }>(
        sql`select exists (select 1 from folder where uid = ${uid} and (is_company or parent_uid is null)) as ok`,
      );
      return rows[0]?.ok ?? false;
    },

    async insertBrand(b: BrandRecord): Promise<BrandRecord> {
      const [r] = await db.insert(brand).values(b).returning();
      return toRecord(r!);
    },

    async updateBrand(key: string, b: Omit<BrandRecord, 'key'>): Promise<BrandRecord | null> {
      const [r] = await db.update(brand).set(b).where(eq(brand.key, key)).returning();
      return r ? toRecord(r) : null;
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
