// API clients and webhooks (issue 19; docs/decisions/084-api-clients.md, 085-webhooks.md).
//
// No query goes through these definitions (the access, api-client and webhook modules use raw sql).
// Every table here stays defined (index.ts): drizzle-kit generate would write DROP TABLE otherwise.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { folder } from './folder.table';
import { appUser, role } from './user.table';

/** An API client: its secret stored only as a SHA-256 hash; `generation` grows at each rotation,
 * and a token names the generation it was issued under. */
export const apiClient = pgTable(
  'api_client',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: text('client_id').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    generation: integer('generation').notNull().default(1),
    label: text('label').notNull(),
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    /** The user who registered it: the acting user its writes are recorded under. */
    createdByUid: bigint('created_by_uid', { mode: 'number' })
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_client_folder_idx').on(t.folderUid)],
);

/** A folder's webhook: its signing secret sealed (AES-GCM, lib/secret-box), since the server
 * signs with it. */
export const webhookSubscription = pgTable(
  'webhook_subscription',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: smallint('consecutive_failures').notNull().default(0),
    createdByUid: bigint('created_by_uid', { mode: 'number' }).references(() => appUser.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_subscription_folder_idx').on(t.folderUid)],
);

/** One event for one subscription; its body is fixed when the event happens (a redelivery sends
 * the same body under a new timestamp and signature). */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => webhookSubscription.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** False while a delivery written by a database trigger (webhook_enqueue.sql) waits for its
     * job: the webhook module's dispatcher queues it and sets this in one transaction. */
    queued: boolean('queued').notNull().default(true),
  },
  (t) => [
    index('webhook_delivery_subscription_idx').on(t.subscriptionId, t.id),
    index('webhook_delivery_unqueued_idx')
      .on(t.id)
      .where(sql`not ${t.queued}`),
  ],
);
