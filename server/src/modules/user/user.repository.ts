import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type SessionBrand = {
  key: string;
  companyName: string;
  theme: string;
  bannerFolder: string;
  inputTheme: string;
  featuredProducts: boolean;
};

/** What a session is made of: the user, its base folder and the brand over it (spec 000 §3 Session). */
export interface SessionRow {
  uid: number;
  userName: string;
  roleId: number;
  roleRank: number;
  contactUid: number | null;
  config: Record<string, unknown>;
  unitConfig: Record<string, unknown>;
  timeZoneConfig: Record<string, unknown>;
  dataTheme: string;
  baseFolder: { uid: number; label: string; adminUid: number; baseFolderUid: number; isCompany: boolean; parentUid: number | null };
  brand: SessionBrand | null;
}

type BrandColumns = { company_name: string; theme: string; banner_folder: string; input_theme: string; featured_products: boolean };

const toBrand = (key: string, r: BrandColumns): SessionBrand => ({
  key,
  companyName: r.company_name,
  theme: r.theme,
  bannerFolder: r.banner_folder,
  inputTheme: r.input_theme,
  featuredProducts: r.featured_products,
});

/** The default brand when its row is missing (as public.repository.ts answers the login page). */
const FALLBACK_BRAND: SessionBrand = {
  key: 'default',
  companyName: 'Ullage',
  theme: 'Default',
  bannerFolder: 'default',
  inputTheme: 'light',
  featuredProducts: false,
};

export function createUserRepository(db: Db) {
  return {
    async sessionRow(uid: number): Promise<SessionRow | null> {
      // The brand is the one attached to the nearest folder above (or at) the base folder; its
      // columns are null when there is none.
      const { rows } = await db.execute<
        {
          uid: number;
          user_name: string;
          role_id: number;
          rank: number;
          contact_uid: number | null;
          config: Record<string, unknown>;
          unit_config: Record<string, unknown>;
          time_zone_config: Record<string, unknown>;
          data_theme: string;
          f_uid: number;
          f_label: string;
          admin_uid: number;
          base_folder_uid: number;
          is_company: boolean;
          parent_uid: number | null;
          b_key: string | null;
        } & BrandColumns
      >(sql`
        select u.uid, u.user_name, u.role_id, r.rank, u.contact_uid, u.config, u.unit_config, u.time_zone_config,
               u.data_theme, f.uid as f_uid, fe.label as f_label, f.admin_uid, f.base_folder_uid, f.is_company,
               f.parent_uid, b.key as b_key, b.company_name, b.theme, b.banner_folder, b.input_theme, b.featured_products
        from app_user u
        join role r on r.id = u.role_id
        join folder f on f.uid = u.base_folder_uid
        join entity fe on fe.uid = f.uid
        left join lateral (
          select b.* from brand b
          where b.company_folder_uid = any(f.path)
          order by array_position(f.path, b.company_folder_uid) desc
          limit 1
        ) b on true
        where u.uid = ${uid}`);
      const r = rows[0];
      if (!r) return null;
      return {
        uid: r.uid,
        userName: r.user_name,
        roleId: r.role_id,
        roleRank: r.rank,
        contactUid: r.contact_uid,
        config: r.config,
        unitConfig: r.unit_config,
        timeZoneConfig: r.time_zone_config,
        dataTheme: r.data_theme,
        baseFolder: {
          uid: r.f_uid,
          label: r.f_label,
          adminUid: r.admin_uid,
          baseFolderUid: r.base_folder_uid,
          isCompany: r.is_company,
          parentUid: r.parent_uid,
        },
        brand: r.b_key ? toBrand(r.b_key, r) : null,
      };
    },

    async defaultBrand(): Promise<SessionBrand> {
      const { rows } = await db.execute<BrandColumns>(
        sql`select company_name, theme, banner_folder, input_theme, featured_products from brand where key = 'default'`,
      );
      const r = rows[0];
      return r ? toBrand('default', r) : { ...FALLBACK_BRAND };
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
