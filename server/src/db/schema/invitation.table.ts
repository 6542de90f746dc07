// spec 000 §3 Invitation (uid, folderUid, typeId, webviewPath, userUid, requestId, data) and
// spec 001 §4 invitation types. The shell writes navigate-to-entity invitations
// (POST Webview/Email/Invitation); the sign-in issue reads and closes them.
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './user.table';

export const invitation = pgTable(
  'invitation',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid('request_id').notNull().unique().default(sql`gen_random_uuid()`),
    typeId: smallint('type_id').notNull(),
    /** The invited user. */
    userUid: bigint('user_uid', { mode: 'number' })
      .notNull()
      .references(() => appUser.uid, { onDelete: 'cascade' }),
    folderUid: bigint('folder_uid', { mode: 'number' }),
    uid: bigint('uid', { mode: 'number' }),
    webviewPath: text('webview_path').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('invitation_user_idx').on(t.userUid)],
);
