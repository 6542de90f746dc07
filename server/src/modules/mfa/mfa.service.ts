// MFA set-up for the signed-in caller (spec 000 §7 Webview/MFA/SendOTP, Webview/MFA/Verify,
// DELETE User/MFA; spec 001 §3.5 MFA config). Enrolment proves the factor works before it is
// switched on: App by a code from the app, Message by a code sent to the new phone or address.
import { randomBytes } from 'node:crypto';
import type { MfaEnrolResponse, MfaStatus, WebviewSendOtpBody, WebviewVerify } from '@ullage/domain/people/mfa-api';
import { INVALID_VERIFICATION_CODE } from '@ullage/domain/messages';
import { CHALLENGE_MAX_FAILURES, CODE_LIFETIME_MS, MfaMessageChannel, MfaType } from '@ullage/domain/people/mfa';
import type { Clock } from '../../lib/clock';
import { newPasscode, sameHash, type CodeHasher } from '../../lib/codes';
import { BadRequestError, fieldError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { hashToken } from '../../lib/tokens';
import type { Caller } from '../access';
import { maskEmail, maskPhone } from '../messaging';
import type { Messenger } from '../messaging';
import { LIMITS, type RateLimiter } from '../rate-limit';
import type { MfaRepository } from './mfa.repository';
import { newTotpSecret, totpQrCode, totpUri, verifyTotp } from './totp';

const NO_ENROLMENT = 'There is no MFA set-up in progress for this secret. Start the set-up again.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface MfaDeps {
  repo: MfaRepository;
  limiter: RateLimiter;
  messenger: Messenger;
  box: SecretBox;
  hashCode: CodeHasher;
  clock: Clock;
}

export function createMfaService({ repo, limiter, messenger, box, hashCode, clock }: MfaDeps) {
  const scope = (caller: Caller) => `enrol:${caller.userUid}`;

  /** The pending enrolment the caller's secret names, or a 400. */
  async function pendingFor(caller: Caller, secret: string, typeId: number) {
    const pending = await repo.pending(caller.userUid);
    if (!pending || pending.typeId !== typeId) throw new BadRequestError(NO_ENROLMENT);
    const matches = typeId === MfaType.App ? box.open(pending.secretEnc) === secret : sameHash(pending.secretEnc, hashToken(secret));
    if (!matches) throw new BadRequestError(NO_ENROLMENT);
    return pending;
  }

  return {
    async status(caller: Caller): Promise<MfaStatus> {
      const s = await repo.status(caller.userUid);
      return {
        mfaTypeId: s.mfaTypeId === MfaType.App ? MfaType.App : s.mfaTypeId === MfaType.Message ? MfaType.Message : MfaType.None,
        ...(s.email ? { emailAddress: maskEmail(s.email) } : {}),
        ...(s.sms ? { smsNumber: maskPhone(s.sms) } : {}),
        rememberedDevices: s.rememberedDevices,
      };
    },

    async startEnrolment(caller: Caller, mfaTypeId: 1 | 2): Promise<MfaEnrolResponse> {
      if (mfaTypeId === MfaType.App) {
        const secret = newTotpSecret();
        await repo.startEnrolment(caller.userUid, MfaType.App, box.seal(secret), clock());
        const otpauthUri = totpUri(secret, caller.userName);
        return { mfaTypeId, secret, otpauthUri, qrCode: await totpQrCode(otpauthUri) };
      }
      const handle = randomBytes(24).toString('base64url');
      await repo.startEnrolment(caller.userUid, MfaType.Message, hashToken(handle), clock());
      return { mfaTypeId, secret: handle };
    },

    /** spec 000 §7 Webview/MFA/SendOTP: a code to the phone or address being set up. */
    async sendEnrolmentCode(caller: Caller, body: WebviewSendOtpBody, ip: string): Promise<{ ok: true }> {
      await limiter.hit([
        [LIMITS.otpSendAddress, ip],
        [LIMITS.otpSendAccount, caller.userName],
      ]);
      await pendingFor(caller, body.secret, MfaType.Message);
      const sms = body.codeOption === MfaMessageChannel.Sms;
      const to = (sms ? body.phoneNumber : body.emailAddress)?.trim() ?? '';
      if (sms && to.replace(/\D/g, '').length < 7) throw fieldError('phoneNumber', 'Phone Number: is required');
      if (!sms && !EMAIL.test(to)) throw fieldError('emailAddress', 'Email Address: is not a valid email address');
      const code = newPasscode();
      await repo.setPendingCode(
        caller.userUid,
        body.codeOption,
        to,
        hashCode(scope(caller), code),
        new Date(clock().getTime() + CODE_LIFETIME_MS),
      );
      await messenger.send({
        channel: sms ? 'sms' : 'email',
        to,
        subject: 'Confirm your Ullage verification settings',
        text: `Your Ullage verification code is ${code}. Enter it to finish setting up verification codes. It expires in 10 minutes.`,
      });
      return { ok: true };
    },

    /** spec 000 §7 Webview/MFA/Verify: the code proves the factor; then MFA is on. */
    async verifyEnrolment(caller: Caller, q: WebviewVerify): Promise<{ ok: true }> {
      const hits = [[LIMITS.otpVerifyAccount, caller.userName] as const];
      await limiter.hit(hits);
      const now = clock();
      if (q.mfaType === MfaType.App) {
        await pendingFor(caller, q.secret, MfaType.App);
        const step = await verifyTotp(q.secret, q.code, now, null);
        if (step === null) {
          await repo.failPending(caller.userUid, CHALLENGE_MAX_FAILURES);
          throw fieldError('code', INVALID_VERIFICATION_CODE);
        }
        // The step is remembered, so the code just typed cannot also sign in.
        await repo.activate(caller.userUid, { typeId: MfaType.App, secretEnc: box.seal(q.secret), totpStep: step }, now);
      } else if (q.mfaType === MfaType.Message) {
        const pending = await pendingFor(caller, q.secret, MfaType.Message);
        const good =
          pending.codeHash !== null &&
          pending.codeExpiresAt !== null &&
          pending.codeExpiresAt > now &&
          sameHash(pending.codeHash, hashCode(scope(caller), q.code));
        if (!good || !pending.destination) {
          await repo.failPending(caller.userUid, CHALLENGE_MAX_FAILURES);
          throw fieldError('code', INVALID_VERIFICATION_CODE);
        }
        const sms = pending.channel === MfaMessageChannel.Sms;
        await repo.activate(
          caller.userUid,
          { typeId: MfaType.Message, secretEnc: null, ...(sms ? { sms: pending.destination } : { email: pending.destination }) },
          now,
        );
      } else {
        throw fieldError('mfaType', 'MFA Type: must be Message or App');
      }
      await limiter.undo(hits);
      return { ok: true };
    },

    /** spec 000 §7 DELETE User/MFA. */
    async disable(caller: Caller): Promise<{ ok: true }> {
      await repo.disable(caller.userUid, clock());
      return { ok: true };
    },
  };
}
export type MfaService = ReturnType<typeof createMfaService>;
