import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshToken } from '../../db/schema/auth.table';
import { mfaChallenge, userDevice, userMfa } from '../../db/schema/sign-in.table';
import { transaction } from '../../db/transaction';

export interface LoginCandidate {
  uid: number;
  userName: string;
  passwordHash: string;
  active: boolean;
  folderDisabled: boolean;
}

export interface LoginMfa {
  mfaTypeId: number;
  secretEnc: string | null;
  lastTotpStep: number | null;
  /** The verified contact points, else the user's contact's email and mobile number. */
  email: string | null;
  sms: string | null;
}

export interface Challenge {
  id: number;
  userUid: number;
  expiresAt: Date;
  codeHash: string | null;
  codeChannel: number | null;
  codeExpiresAt: Date | null;
  failures: number;
  consumedAt: Date | null;
}

export type RotateResult =
  | { kind: 'ok'; userUid: number; familyId: string }
  | { kind: 'unknown' | 'expired' }
  /** A token already rotated or revoked was presented: its whole family is now revoked. */
  | { kind: 'reused'; userUid: number };

const nonEmpty = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export function createAuthRepository(db: Db) {
  return {
    async findLoginCandidate(userName: string): Promise<LoginCandidate | null> {
      const { rows } = await db.execute<{
        uid: number;
        user_name: string;
        password_hash: string;
        active: boolean;
        folder_disabled: boolean;
      }>(sql`
        select u.uid, u.user_name, u.password_hash, e.active,
          exists (select 1 from folder d where d.uid = any(f.path) and d.disable_code is not null) as folder_disabled
        from app_user u
        join entity e on e.uid = u.uid
        join folder f on f.uid = u.base_folder_uid
        where lower(u.user_name) = lower(${userName})`);
      const r = rows[0];
      return r
        ? { uid: r.uid, userName: r.user_name, passwordHash: r.password_hash, active: r.active, folderDisabled: r.folder_disabled }
        : null;
    },

    async loginMfa(userUid: number): Promise<LoginMfa> {
      const { rows } = await db.execute<{
        mfa_type_id: number | null;
        secret_enc: string | null;
        last_totp_step: number | null;
        email: string | null;
        sms: string | null;
        contact: { emailAddress?: unknown; mobileNumber?: unknown } | null;
      }>(sql`
        select m.mfa_type_id, m.secret_enc, m.last_totp_step, m.email, m.sms, c.config as contact
        from app_user u
        left join user_mfa m on m.user_uid = u.uid
        left join contact c on c.uid = u.contact_uid
        where u.uid = ${userUid}`);
      const r = rows[0];
      // No user_mfa row (or no user): MFA is off.
      return {
        mfaTypeId: r?.mfa_type_id ?? 0,
        secretEnc: r?.secret_enc ?? null,
        lastTotpStep: r?.last_totp_step ?? null,
        email: nonEmpty(r?.email) ?? nonEmpty(r?.contact?.emailAddress),
        sms: nonEmpty(r?.sms) ?? nonEmpty(r?.contact?.mobileNumber),
      };
    },

    /** Accepts a TOTP time step once: false when it (or a later one) was already used. */
    async claimTotpStep(userUid: number, step: number): Promise<boolean> {
      const rows = await db
        .update(userMfa)
        .set({ lastTotpStep: step })
        .where(and(eq(userMfa.userUid, userUid), sql`(${userMfa.lastTotpStep} is null or ${userMfa.lastTotpStep} < ${step})`))
        .returning({ uid: userMfa.userUid });
      return rows.length === 1;
    },

    async brandThemeOf(userUid: number): Promise<string> {
      const { rows } = await db.execute<{ theme: string }>(sql`
        select coalesce((
          select b.theme from app_user u join folder f on f.uid = u.base_folder_uid
          join brand b on b.company_folder_uid = any(f.path)
          where u.uid = ${userUid}
          order by array_position(f.path, b.company_folder_uid) desc limit 1
        ), (select theme from brand where key = 'default'), 'Default') as theme`);
      return rows[0]?.theme ?? 'Default';
    },

    // ---- devices ----

    async device(userUid: number, fingerprintHash: string): Promise<{ remembered: boolean } | null> {
      const [row] = await db
        .select({ remembered: userDevice.remembered })
        .from(userDevice)
        .where(and(eq(userDevice.userUid, userUid), eq(userDevice.fingerprintHash, fingerprintHash)));
      return row ?? null;
    },

    /** Records a successful sign-in from a device; `remember` marks it to skip the MFA challenge. */
    async touchDevice(userUid: number, fingerprintHash: string, remember: boolean, now: Date): Promise<void> {
      await db
        .insert(userDevice)
        .values({ userUid, fingerprintHash, remembered: remember, firstSeenAt: now, lastSeenAt: now })
        .onConflictDoUpdate({
          target: [userDevice.userUid, userDevice.fingerprintHash],
          set: { lastSeenAt: now, remembered: remember ? true : sql`${userDevice.remembered}` },
        });
    },

    // ---- MFA challenges ----

    async insertChallenge(row: { tokenHash: string; userUid: number; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(mfaChallenge).values(row);
    },

    async challengeByToken(tokenHash: string): Promise<Challenge | null> {
      const [row] = await db.select().from(mfaChallenge).where(eq(mfaChallenge.tokenHash, tokenHash));
      return row ?? null;
    },

    /** The user's newest open challenge: what the spec's SendOTP form (userName only) refers to. */
    async latestOpenChallenge(userUid: number, now: Date): Promise<Challenge | null> {
      const [row] = await db
        .select()
        .from(mfaChallenge)
        .where(and(eq(mfaChallenge.userUid, userUid), isNull(mfaChallenge.consumedAt), gt(mfaChallenge.expiresAt, now)))
        .orderBy(desc(mfaChallenge.createdAt), desc(mfaChallenge.id))
        .limit(1);
      return row ?? null;
    },

    /** A new code replaces the previous one: only the latest code sent works. */
    async setChallengeCode(id: number, codeHash: string, channel: number, codeExpiresAt: Date): Promise<void> {
      await db.update(mfaChallenge).set({ codeHash, codeChannel: channel, codeExpiresAt }).where(eq(mfaChallenge.id, id));
    },

    /** Counts a wrong code; at `maxFailures` the challenge ends. Returns the new count. */
    async failChallenge(id: number, maxFailures: number, now: Date): Promise<number> {
      const [row] = await db
        .update(mfaChallenge)
        .set({
          failures: sql`${mfaChallenge.failures} + 1`,
          consumedAt: sql`case when ${mfaChallenge.failures} + 1 >= ${maxFailures} then ${now.toISOString()}::timestamptz else ${mfaChallenge.consumedAt} end`,
        })
        .where(eq(mfaChallenge.id, id))
        .returning({ failures: mfaChallenge.failures });
      return row?.failures ?? maxFailures;
    },

    /** Single use: true for exactly one caller. */
    async consumeChallenge(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(mfaChallenge)
        .set({ consumedAt: now })
        .where(and(eq(mfaChallenge.id, id), isNull(mfaChallenge.consumedAt)))
        .returning({ id: mfaChallenge.id });
      return rows.length === 1;
    },

    // ---- refresh tokens ----

    async insertRefreshToken(row: {
      userUid: number;
      familyId: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(refreshToken).values(row);
    },

    /** Rotation with reuse detection, in one transaction: the presented token is revoked and a new
     * one of the same family, with the family's absolute expiry, takes its place. */
    async rotate(tokenHash: string, newHash: string, now: Date): Promise<RotateResult> {
      // The system acts: who presents the token is not known until the token is.
      return transaction(db, null, async (tx) => {
        const [row] = await tx.select().from(refreshToken).where(eq(refreshToken.tokenHash, tokenHash)).for('update');
        if (!row) return { kind: 'unknown' };
        if (row.revokedAt) {
          await tx
            .update(refreshToken)
            .set({ revokedAt: now })
            .where(and(eq(refreshToken.familyId, row.familyId), isNull(refreshToken.revokedAt)));
          return { kind: 'reused', userUid: row.userUid };
        }
        if (row.expiresAt <= now) return { kind: 'expired' };
        await tx.update(refreshToken).set({ revokedAt: now }).where(eq(refreshToken.id, row.id));
        await tx.insert(refreshToken).values({
          userUid: row.userUid,
          familyId: row.familyId,
          tokenHash: newHash,
          createdAt: now,
          expiresAt: row.expiresAt,
        });
        return { kind: 'ok', userUid: row.userUid, familyId: row.familyId };
      });
    },

    async revokeFamilyOf(tokenHash: string, now: Date): Promise<void> {
      await db.execute(sql`
        update refresh_token set revoked_at = ${now.toISOString()}
        where revoked_at is null and family_id = (select family_id from refresh_token where token_hash = ${tokenHash})`);
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshToken)
        .set({ revokedAt: now })
        .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)));
    },

    async revokeAllOfUser(userUid: number, now: Date): Promise<void> {
      await db
        .update(refreshToken)
        .set({ revokedAt: now })
        .where(and(eq(refreshToken.userUid, userUid), isNull(refreshToken.revokedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
