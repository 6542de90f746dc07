import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { InvitationTypeId } from '@ullage/domain/people/invitation-types';
import type { Db } from '../../db/client';
import { refreshToken } from '../../db/schema/auth.table';
import { invitation } from '../../db/schema/sign-in.table';
import { appUser } from '../../db/schema/user.table';
import { transaction } from '../../db/transaction';

export interface OpenInvitation {
  id: number;
  typeId: InvitationTypeId;
  userUid: number | null;
  userName: string | null;
  folderUid: number | null;
  uid: number | null;
  webviewPath: string;
  data: Record<string, unknown>;
}

export interface ResetCandidate {
  uid: number;
  userName: string;
  usable: boolean;
  email: string | null;
}

export function createInvitationRepository(db: Db) {
  return {
    /** An invitation that is neither used nor expired. */
    async findOpen(requestIdHash: string, now: Date): Promise<OpenInvitation | null> {
      const [r] = await db
        .select({ i: invitation, userName: appUser.userName })
        .from(invitation)
        .leftJoin(appUser, eq(appUser.uid, invitation.userUid))
        .where(and(eq(invitation.requestIdHash, requestIdHash), isNull(invitation.usedAt), gt(invitation.expiresAt, now)));
      if (!r) return null;
      return {
        id: r.i.id,
        typeId: r.i.typeId,
        userUid: r.i.userUid,
        userName: r.userName,
        folderUid: r.i.folderUid,
        uid: r.i.uid,
        webviewPath: r.i.webviewPath,
        data: r.i.data,
      };
    },

    async resetCandidate(userName: string): Promise<ResetCandidate | null> {
      const { rows } = await db.execute<{
        uid: number;
        user_name: string;
        active: boolean;
        folder_disabled: boolean;
        email: string | null;
      }>(sql`
        select u.uid, u.user_name, e.active,
          exists (select 1 from folder d where d.uid = any(f.path) and d.disable_code is not null) as folder_disabled,
          coalesce(nullif(trim(c.config->>'emailAddress'), ''), nullif(trim(m.email), '')) as email
        from app_user u
        join entity e on e.uid = u.uid
        join folder f on f.uid = u.base_folder_uid
        left join contact c on c.uid = u.contact_uid
        left join user_mfa m on m.user_uid = u.uid
        where lower(u.user_name) = lower(${userName})`);
      const r = rows[0];
      if (!r) return null;
      return { uid: r.uid, userName: r.user_name, usable: r.active && !r.folder_disabled, email: r.email };
    },

    /** A new reset link replaces the user's earlier ones: only the newest works. Anyone may ask for
     * one by user name (spec 000 §4 Forgot password): nobody signed in acts, the system does. */
    async insertReset(
      row: {
        typeId: InvitationTypeId;
        requestIdHash: string;
        userUid: number;
        createdAt: Date;
        expiresAt: Date;
      },
      /** The administrator who sent it (User/ToFolder, User/{uid}/PasswordReset); null for Forgot password. */
      actorUid: number | null = null,
    ): Promise<void> {
      await transaction(db, actorUid, async (tx) => {
        await tx
          .update(invitation)
          .set({ usedAt: row.createdAt })
          .where(and(eq(invitation.userUid, row.userUid), eq(invitation.typeId, row.typeId), isNull(invitation.usedAt)));
        await tx.insert(invitation).values({ ...row, webviewPath: '/change-password' });
      });
    },

    async insert(row: typeof invitation.$inferInsert): Promise<void> {
      await db.insert(invitation).values(row);
    },

    /** Marks an invitation used; false if it already was. */
    async spend(invitationId: number, now: Date): Promise<boolean> {
      const spent = await db
        .update(invitation)
        .set({ usedAt: now })
        .where(and(eq(invitation.id, invitationId), isNull(invitation.usedAt)))
        .returning({ id: invitation.id });
      return spent.length === 1;
    },

    /** Single use, in one transaction: the link is spent, the password set, and every session of
     * the user ended (whoever knew the old password is signed out). False if already spent. The
     * link's user acts: the emailed link proves who they are (spec 000 §4 Password change by invitation). */
    async closeWithPassword(invitationId: number, userUid: number, passwordHash: string, now: Date): Promise<boolean> {
      return transaction(db, userUid, async (tx) => {
        const spent = await tx
          .update(invitation)
          .set({ usedAt: now })
          .where(and(eq(invitation.id, invitationId), isNull(invitation.usedAt)))
          .returning({ id: invitation.id });
        if (spent.length !== 1) return false;
        await tx.update(appUser).set({ passwordHash, passwordSet: true }).where(eq(appUser.uid, userUid));
        await tx
          .update(refreshToken)
          .set({ revokedAt: now })
          .where(and(eq(refreshToken.userUid, userUid), isNull(refreshToken.revokedAt)));
        return true;
      });
    },

    /** Other open reset links of the user die with the one used. */
    async spendOtherResets(userUid: number, typeId: InvitationTypeId, exceptId: number, now: Date): Promise<void> {
      await db
        .update(invitation)
        .set({ usedAt: now })
        .where(and(eq(invitation.userUid, userUid), eq(invitation.typeId, typeId), isNull(invitation.usedAt), ne(invitation.id, exceptId)));
    },
  };
}
export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
