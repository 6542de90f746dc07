import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

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
  brand: { key: string; companyName: string; theme: string; bannerFolder: string; inputTheme: string; featuredProducts: boolean } | null;
}

export function createUserRepository(db: Db) {
  return {
    async sessionRow(uid: number): Promise<SessionRow | null> {
      // The brand is the one attached to the nearest folder above (or at) the base folder.
      const { rows } = await db.execute<Record<string, unknown>>(sql`
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
        uid: Number(r.uid),
        userName: String(r.user_name),
        roleId: Number(r.role_id),
        roleRank: Number(r.rank),
        contactUid: r.contact_uid === null ? null : Number(r.contact_uid),
        config: r.config as Record<string, unknown>,
        unitConfig: r.unit_config as Record<string, unknown>,
        timeZoneConfig: r.time_zone_config as Record<string, unknown>,
        dataTheme: String(r.data_theme),
        baseFolder: {
          uid: Number(r.f_uid),
          label: String(r.f_label),
          adminUid: Number(r.admin_uid),
          baseFolderUid: Number(r.base_folder_uid),
          isCompany: Boolean(r.is_company),
          parentUid: r.parent_uid === null ? null : Number(r.parent_uid),
        },
        brand: r.b_key
          ? {
              key: String(r.b_key),
              companyName: String(r.company_name),
              theme: String(r.theme),
              bannerFolder: String(r.banner_folder),
              inputTheme: String(r.input_theme),
              featuredProducts: Boolean(r.featured_products),
            }
          : null,
      };
    },

    async defaultBrand() {
      const { rows } = await db.execute<Record<string, unknown>>(sql`select * from brand where key = 'default'`);
      const r = rows[0];
      return r
        ? {
            key: 'default',
            companyName: String(r.company_name),
            theme: String(r.theme),
            bannerFolder: String(r.banner_folder),
            inputTheme: String(r.input_theme),
            featuredProducts: Boolean(r.featured_products),
          }
        : {
            key: 'default',
            companyName: 'Ullage',
            theme: 'Default',
            bannerFolder: 'default',
            inputTheme: 'light',
            featuredProducts: false,
          };
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
