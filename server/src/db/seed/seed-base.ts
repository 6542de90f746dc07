// What every database holds: the vendor's root folder, the system administrator and the two brands
// of spec 001 §9 ("a default brand and a 'demo' brand").
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { EntityType } from '@ullage/domain/entity-types';
import { PERMISSION_IDS, SYSTEM_ADMIN_ROLE_RANK } from '@ullage/domain/people/permissions';
import { hashPassword } from '../../lib/passwords';
import type { WorldWriter } from './world-writer';

export const DEFAULT_UNIT_CONFIG = { dimensionUnitId: 1, volumeUnitId: 1, weightUnitId: 1, temperatureUnitId: 1 };
export const DEFAULT_TIME_ZONE_CONFIG = { timeZoneId: 2, observeDst: true };

export interface BaseWorld {
  rootUid: number;
  adminUid: number;
}

export async function seedBase(w: WorldWriter, adminPassword: string | undefined, log: Logger): Promise<BaseWorld> {
  await w.reserveUids(2);
  const rootUid = w.entity(EntityType.Folder, 'Ullage', 'Folder');
  w.add('folder', { uid: rootUid, parent_uid: null, is_company: false, admin_uid: rootUid, base_folder_uid: rootUid, path: [rootUid] });
  const roleId = 1;
  w.add('role', {
    id: roleId,
    folder_uid: rootUid,
    label: 'System Administrator',
    rank: SYSTEM_ADMIN_ROLE_RANK,
    permissions: [...PERMISSION_IDS],
    base_role: true,
  });

  let password = adminPassword;
  if (!password) {
    password = randomBytes(12).toString('base64url');
    // Printed once, on the first start only: the log is the one place the operator can read it.
    log.warn(
      `Generated the system administrator's password (shown once): user "admin", password "${password}". Set ADMIN_PASSWORD to choose it.`,
    );
  }
  const adminUid = w.entity(EntityType.User, 'admin', 'User');
  w.add('folder_membership', { entity_uid: adminUid, folder_uid: rootUid });
  w.add('app_user', {
    uid: adminUid,
    base_folder_uid: rootUid,
    user_name: 'admin',
    password_hash: await hashPassword(password),
    role_id: roleId,
    config: { orgFolderDefault: 2, siteFolderDefault: 3, saveLastLocation: true },
    unit_config: DEFAULT_UNIT_CONFIG,
    time_zone_config: DEFAULT_TIME_ZONE_CONFIG,
  });
  w.add('brand', {
    key: 'default',
    company_name: 'Ullage',
    theme: 'Default',
    input_theme: 'light',
    banner_folder: 'default',
    featured_products: true,
    company_folder_uid: rootUid,
  });
  w.add('brand', {
    key: 'demo',
    company_name: 'Ullage Demo',
    theme: 'Blue',
    input_theme: 'medium',
    banner_folder: 'demo',
    featured_products: true,
    company_folder_uid: null,
  });
  seedLoginContent(w, ['default', 'demo']);
  return { rootUid, adminUid };
}

/** The vendor's own monitors and gateway (domain/src/devices/device-catalogue.ts), featured on the login
 * page of the brands given (spec 000 §2, §3 Featured product). Links lead to their hardware docs. */
export const FEATURED_PRODUCTS = [
  { label: 'CM-300 LTE-M Ultrasonic Monitor', imageName: 'cm-300.svg', linkUrl: '/help/hardware-docs?model=CM-300U' },
  { label: 'TM-10 Tote Monitor', imageName: 'tm-10.svg', linkUrl: '/help/hardware-docs?model=TM-10' },
  { label: 'RG-8 Radio Gateway', imageName: 'rg-8.svg', linkUrl: '/help/hardware-docs?model=RG-8' },
] as const;

/** spec 000 §2 Login page: the two news items the spec describes. */
export const NEWS_ITEMS = [
  {
    title: 'Asset templates',
    body:
      'Mark any existing asset as a template, then pick a template when you create an asset: the portal offers the ' +
      "templates that match the device's model family and sensor type. Review the templates of each folder under Templates.",
    published_at: new Date('2025-03-03T15:00:00Z'),
  },
  {
    title: 'A monitor for plastic totes and tanks',
    body:
      'Our new non-intrusive monitor measures totes and tanks up to 12 feet deep without opening them. ' +
      'Install it in minutes with the Bluetooth mobile app.',
    published_at: new Date('2025-02-17T15:00:00Z'),
  },
] as const;

export function seedLoginContent(w: WorldWriter, featuredBrandKeys: readonly string[]): void {
  for (const brandKey of featuredBrandKeys) {
    FEATURED_PRODUCTS.forEach((p, i) =>
      w.add('featured_product', { brand_key: brandKey, label: p.label, image_name: p.imageName, link_url: p.linkUrl, sort_index: i }),
    );
  }
  if (featuredBrandKeys.includes('default')) for (const n of NEWS_ITEMS) w.add('news_item', { ...n });
}
