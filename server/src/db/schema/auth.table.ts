// Brands (spec 000 §2 login branding, spec 001 §9 company brandings) and refresh tokens.
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BrandTheme, InputTheme } from '@ullage/domain/brands';
import { appUser } from './user.table';
import { folder } from './folder.table';

export const brand = pgTable('brand', {
  key: text('key').primaryKey(),
  companyName: text('company_name').notNull(),
  // Written only through the admin calls, which accept these values (spec 001 §9): typed so here.
  theme: text('theme').$type<BrandTheme>().notNull().default('Default'),
  inputTheme: text('input_theme').$type<InputTheme>().notNull().default('light'),
  bannerFolder: text('banner_folder').notNull().default('default'),
  hostMatch: text('host_match'),
  featuredProducts: boolean('featured_products').notNull().default(false),
  companyFolderUid: bigint('company_folder_uid', { mode: 'number' }).references(() => folder.uid, { onDelete: 'set null' }),
});

/** Opaque refresh tokens, stored as SHA-256 hashes; a family is one sign-in's chain of rotations. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userUid: bigint('user_uid', { mode: 'number' })
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_token_user_idx').on(t.userUid), index('refresh_token_family_idx').on(t.familyId)],
);
