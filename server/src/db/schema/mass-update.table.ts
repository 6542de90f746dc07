// Mass updates (issue 19, spec 001 §6 permission 38 Mass Update; docs/decisions/104-mass-update-and-webhook-events.md):
// one change applied to many entities of a report, kept as one audited operation with its progress.
//
// No query goes through this definition (modules/mass-update uses raw sql).
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { folder } from './folder.table';
import { appUser } from './user.table';

export const massUpdate = pgTable(
  'mass_update',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The report's folder the rows were chosen in. */
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    userUid: bigint('user_uid', { mode: 'number' })
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade' }),
    entityTypeId: smallint('entity_type_id').notNull(),
    /** What changes: `{ field, value }` (domain/src/reports/mass-update-api.ts). */
    change: jsonb('change').$type<Record<string, unknown>>().notNull(),
    uids: bigint('uids', { mode: 'number' }).array().notNull(),
    /** The new value as the preview words it. */
    toText: text('to_text').notNull(),
    /** Each entity's value before the change, by uid (the audit's "from"). */
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    status: text('status').notNull().default('running'),
    /** Rows whose save was refused while it ran: `{ uid, label, message }`. */
    errors: jsonb('errors').$type<{ uid: number; label: string; message: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('mass_update_folder_idx').on(t.folderUid, t.id)],
);
