import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FeaturedProduct, NewsItem, PublicBrand } from '@ullage/domain/api/public';
import type { Db } from '../../db/client';
import { brand } from '../../db/schema/auth.table';
import { clientError, featuredProduct, newsItem } from '../../db/schema/sign-in.table';

type BrandRow = typeof brand.$inferSelect;
const toPublic = (b: BrandRow, matchedBy: PublicBrand['matchedBy']): PublicBrand => ({
  key: b.key,
  companyName: b.companyName,
  theme: b.theme,
  bannerFolder: b.bannerFolder,
  inputTheme: b.inputTheme,
  featuredProducts: b.featuredProducts,
  matchedBy,
});

export function createPublicRepository(db: Db) {
  return {
    /** spec 000 §2: the first path segment's brand, else the host's, else the default. */
    async resolveBrand(key: string | undefined, host: string | undefined): Promise<PublicBrand> {
      if (key) {
        const [b] = await db.select().from(brand).where(eq(brand.key, key.toLowerCase()));
        if (b) return toPublic(b, 'key');
      }
      if (host) {
        const [b] = await db.select().from(brand).where(eq(brand.hostMatch, host.toLowerCase()));
        if (b) return toPublic(b, 'host');
      }
      const [d] = await db.select().from(brand).where(eq(brand.key, 'default'));
      return d
        ? toPublic(d, 'default')
        : {
            key: 'default',
            companyName: 'Ullage',
            theme: 'Default',
            bannerFolder: 'default',
            inputTheme: 'light',
            featuredProducts: false,
            matchedBy: 'default',
          };
    },

    /** Featured products of a brand whose flag is on; none otherwise (the list is then hidden). */
    async featuredProducts(brandKey: string): Promise<FeaturedProduct[]> {
      const rows = await db
        .select({ label: featuredProduct.label, imageName: featuredProduct.imageName, linkUrl: featuredProduct.linkUrl })
        .from(featuredProduct)
        .innerJoin(brand, eq(brand.key, featuredProduct.brandKey))
        .where(and(eq(featuredProduct.brandKey, brandKey.toLowerCase()), eq(brand.featuredProducts, true)))
        .orderBy(asc(featuredProduct.sortIndex), asc(featuredProduct.id));
      return rows;
    },

    async news(limit: number): Promise<NewsItem[]> {
      const rows = await db.select().from(newsItem).orderBy(desc(newsItem.publishedAt), desc(newsItem.id)).limit(limit);
      return rows.map((r) => ({ id: r.id, title: r.title, body: r.body, publishedAt: r.publishedAt.toISOString() }));
    },

    async insertClientError(row: typeof clientError.$inferInsert): Promise<void> {
      await db.insert(clientError).values(row);
      // Keep the table bounded: the newest 10,000 reports are plenty to diagnose from.
      await db.execute(sql`delete from client_error where id <= (select max(id) - 10000 from client_error)`);
    },
  };
}
export type PublicRepository = ReturnType<typeof createPublicRepository>;
