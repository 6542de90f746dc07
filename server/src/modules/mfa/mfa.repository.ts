import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDevice, userMfa } from '../../db/schema/sign-in.table';
import { transaction } from '../../db/transaction';

export interface PendingEnrolment {
  typeId: number;
  secretEnc: string;
  channel: number | null;
  destination: string | null;
  codeHash: string | null;
  codeExpiresAt: Date | null;
}

const clearedPending = {
  pendingTypeId: null,
  pendingSecretEnc: null,
  pendingChannel: null,
  pendingDestination: null,
  pendingCodeHash: null,
  pendingCodeExpiresAt: null,
  pendingFailures: 0,
} as const;

export function createMfaRepository(db: Db) {
  return {
    async status(userUid: number): Promise<{ mfaTypeId: number; email: string | null; sms: string | null; rememberedDevices: number }> {
      const { rows } = await db.execute<{
        mfa_type_id: number | null;
        email: string | null;
        sms: string | null;
        contact: { emailAddress?: unknown; mobileNumber?: unknown } | null;
        remembered: number;
      }>(sql`
        select m.mfa_type_id, m.email, m.sms, c.config as contact,
          (select count(*) from user_device d where d.user_uid = u.uid and d.remembered)::int as remembered
        from app_user u
        left join user_mfa m on m.user_uid = u.uid
        left join contact c on c.uid = u.contact_uid
        where u.uid = ${userUid}`);
      const r = rows[0];
      const pick = (...vs: unknown[]): string | null => {
        for (const v of vs) if (typeof v === 'string' && v.trim() !== '') return v;
        return null;
      };
      return {
        mfaTypeId: r?.mfa_type_id ?? 0,
        email: pick(r?.email, r?.contact?.emailAddress),
        sms: pick(r?.sms, r?.contact?.mobileNumber),
        rememberedDevices: r?.remembered ?? 0,
      };
    },

    async startEnrolment(userUid: number, typeId: number, secretEnc: string, now: Date): Promise<void> {
      const pending = { ...clearedPending, pendingTypeId: typeId, pendingSecretEnc: secretEnc, updatedAt: now };
      await db
        .insert(userMfa)
        .values({ userUid, ...pending })
        .onConflictDoUpdate({ target: userMfa.userUid, set: pending });
    },

    async pending(userUid: number): Promise<PendingEnrolment | null> {
      const [r] = await db.select().from(userMfa).where(eq(userMfa.userUid, userUid));
      if (!r || r.pendingTypeId === null || r.pendingSecretEnc === null) return null;
      return {
        typeId: r.pendingTypeId,
        secretEnc: r.pendingSecretEnc,
        channel: r.pendingChannel,
        destination: r.pendingDestination,
        codeHash: r.pendingCodeHash,
        codeExpiresAt: r.pendingCodeExpiresAt,
      };
    },

    async setPendingCode(userUid: number, channel: number, destination: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(userMfa)
        .set({ pendingChannel: channel, pendingDestination: destination, pendingCodeHash: codeHash, pendingCodeExpiresAt: expiresAt })
        .where(eq(userMfa.userUid, userUid));
    },

    /** Counts a wrong code; at `max` the enrolment is dropped and must start again. */
    async failPending(userUid: number, max: number): Promise<number> {
      const [r] = await db
        .update(userMfa)
        .set({ pendingFailures: sql`${userMfa.pendingFailures} + 1` })
        .where(eq(userMfa.userUid, userUid))
        .returning({ failures: userMfa.pendingFailures });
      const failures = r?.failures ?? max;
      if (failures >= max) await db.update(userMfa).set(clearedPending).where(eq(userMfa.userUid, userUid));
      return failures;
    },

    /** Turns MFA on with what was just verified; devices remembered under the old setting forget it.
     * Only the signed-in user changes their own MFA (mfa.service.ts), so the transaction names them. */
    async activate(
      userUid: number,
      a: { typeId: number; secretEnc: string | null; email?: string; sms?: string; totpStep?: number },
      now: Date,
    ): Promise<void> {
      await transaction(db, userUid, async (tx) => {
        await tx
          .update(userMfa)
          .set({
            ...clearedPending,
            mfaTypeId: a.typeId,
            secretEnc: a.secretEnc,
            ...(a.email !== undefined ? { email: a.email } : {}),
            ...(a.sms !== undefined ? { sms: a.sms } : {}),
            lastTotpStep: a.totpStep ?? null,
            updatedAt: now,
          })
          .where(eq(userMfa.userUid, userUid));
        await tx
          .update(userDevice)
          .set({ remembered: false })
          .where(and(eq(userDevice.userUid, userUid), eq(userDevice.remembered, true)));
      });
    },

    /** The user turns their own MFA off. */
    async disable(userUid: number, now: Date): Promise<void> {
      await transaction(db, userUid, async (tx) => {
        await tx
          .update(userMfa)
          .set({ ...clearedPending, mfaTypeId: 0, secretEnc: null, lastTotpStep: null, updatedAt: now })
          .where(eq(userMfa.userUid, userUid));
        await tx.update(userDevice).set({ remembered: false }).where(eq(userDevice.userUid, userUid));
      });
    },
  };
}
export type MfaRepository = ReturnType<typeof createMfaRepository>;
