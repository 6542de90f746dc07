// Sign-in (spec 000 §2-§4, §7): rate-limit counters, MFA, remembered devices, invitations, outgoing
// messages, the login page's public content and client error reports. Every piece of state lives
// here, in PostgreSQL, so several server instances on one database agree (docs/decisions/010).
//
// No query goes through the rateLimit and notification definitions (raw sql in their modules); the
// other tables here are queried through Drizzle.
// Every table here stays defined even where no query uses its definition (index.ts): drizzle-kit
// generate compares this schema with the last snapshot and would write DROP TABLE for a missing one.
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { InvitationTypeId } from '@ullage/domain/people/invitation-types';
import { brand } from './auth.table';
import { appUser } from './user.table';

/** Fixed-window counters: one row per (bucket, key); `key` is a hash of the account or address. */
export const rateLimit = pgTable(
  'rate_limit',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limit_window_idx').on(t.windowStart)],
);

/** A user's MFA (spec 001 §3.5 MFA config) and a pending enrolment. Secrets are encrypted. */
export const userMfa = pgTable('user_mfa', {
  userUid: bigint('user_uid', { mode: 'number' })
    .primaryKey()
    .references(() => appUser.uid, { onDelete: 'cascade' }),
  mfaTypeId: smallint('mfa_type_id').notNull().default(0),
  /** App type: the TOTP secret, AES-GCM encrypted. */
  secretEnc: text('secret_enc'),
  /** Message type: the verified contact points (else the user's contact's). */
  email: text('email'),
  sms: text('sms'),
  /** Replay guard: the last TOTP time step accepted. */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  pendingTypeId: smallint('pending_type_id'),
  pendingSecretEnc: text('pending_secret_enc'),
  pendingChannel: smallint('pending_channel'),
  pendingDestination: text('pending_destination'),
  pendingCodeHash: text('pending_code_hash'),
  pendingCodeExpiresAt: timestamp('pending_code_expires_at', { withTimezone: true }),
  pendingFailures: integer('pending_failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One password-verified login attempt waiting for its passcode; a Message code is bound to it. */
export const mfaChallenge = pgTable(
  'mfa_challenge',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userUid: bigint('user_uid', { mode: 'number' })
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    codeHash: text('code_hash'),
    codeChannel: smallint('code_channel'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('mfa_challenge_user_idx').on(t.userUid, t.createdAt)],
);

/** Devices a user signed in from (fingerprints hashed); `remembered` skips the MFA challenge. */
export const userDevice = pgTable(
  'user_device',
  {
    userUid: bigint('user_uid', { mode: 'number' })
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade' }),
    fingerprintHash: text('fingerprint_hash').notNull(),
    remembered: boolean('remembered').notNull().default(false),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userUid, t.fingerprintHash] })],
);

/** spec 000 §3 Invitation; the request id is the secret of the link and is stored hashed. */
export const invitation = pgTable(
  'invitation',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Only the invitation types of spec 000 §3 are written (invitation and share services).
    typeId: smallint('type_id').$type<InvitationTypeId>().notNull(),
    requestIdHash: text('request_id_hash').notNull().unique(),
    userUid: bigint('user_uid', { mode: 'number' }).references(() => appUser.uid, { onDelete: 'cascade' }),
    folderUid: bigint('folder_uid', { mode: 'number' }),
    uid: bigint('uid', { mode: 'number' }),
    webviewPath: text('webview_path').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('invitation_user_idx').on(t.userUid)],
);

/** Every outgoing email and SMS. Without SMTP_URL the body is kept for the system administrator. */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_message_created_idx').on(t.createdAt)],
);

/** spec 000 §3 Featured product, per brand. */
export const featuredProduct = pgTable('featured_product', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  brandKey: text('brand_key')
    .notNull()
    .references(() => brand.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
  label: text('label').notNull(),
  imageName: text('image_name').notNull(),
  linkUrl: text('link_url').notNull(),
  sortIndex: integer('sort_index').notNull().default(0),
});

/** The login page's news feed (spec 000 §2). */
export const newsItem = pgTable('news_item', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** spec 000 §3 Notification (system-wide notices), shown between starts_at and ends_at. */
export const notification = pgTable('notification', {
  rid: integer('rid').primaryKey().generatedByDefaultAsIdentity(),
  level: smallint('level').notNull(),
  message: text('message').notNull(),
  iconName: text('icon_name'),
  linkUid: bigint('link_uid', { mode: 'number' }),
  linkText: text('link_text'),
  linkFolderUid: bigint('link_folder_uid', { mode: 'number' }),
  linkPath: text('link_path'),
  linkEntityTypeId: smallint('link_entity_type_id'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** The system administrator who published it (null for seeded ones). */
  createdBy: bigint('created_by', { mode: 'number' }),
});

/** spec 000 §8 generic handler, spec 001 §7 Public/Log/Exception: client errors as reported. */
export const clientError = pgTable(
  'client_error',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    applicationName: text('application_name').notNull(),
    exception: text('exception').notNull(),
    stackTrace: text('stack_trace').notNull(),
    request: text('request').notNull(),
    response: text('response').notNull(),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('client_error_created_idx').on(t.createdAt)],
);
