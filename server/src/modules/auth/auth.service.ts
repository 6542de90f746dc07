// spec 000 §4 Login, Logout, Token refresh; §2 MFA challenge; §8 login errors; §7 Authentication.
// Protections: docs/decisions/005-tokens.md and 012-sign-in-protections.md.
import { randomBytes, randomUUID } from 'node:crypto';
import type { LoginBody, LoginErrorCode, SendOtpBody, TokenResponse } from '@ullage/domain/people/auth-api';
import { passcodeSchema } from '@ullage/domain/people/auth-api';
import {
  FOLDER_DISABLED,
  INVALID_CREDENTIALS,
  INVALID_VERIFICATION_CODE,
  MFA_CHALLENGE_ENDED,
  USER_DISABLED,
} from '@ullage/domain/messages';
import {
  CHALLENGE_LIFETIME_MS,
  CHALLENGE_MAX_FAILURES,
  CODE_LIFETIME_MS,
  MfaMessageChannel,
  MfaType,
  type MfaMessageChannelId,
} from '@ullage/domain/people/mfa';
import type { Clock } from '../../lib/clock';
import { newPasscode, sameHash, type CodeHasher } from '../../lib/codes';
import { AppError, BadRequestError, UnauthorizedError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { REFRESH_TOKEN_SECONDS, hashToken, newOpaqueToken, type TokenService } from '../../lib/tokens';
import type { CallerRepository } from '../access';
import { maskEmail, maskPhone } from '../messaging';
import type { Messenger } from '../messaging';
import { verifyTotp } from '../mfa';
import { LIMITS, type Hit, type RateLimiter } from '../rate-limit';
import type { AuthRepository, Challenge, LoginMfa } from './auth.repository';
import { dummyHash, verifyPassword } from '../../lib/passwords';

export const SESSION_ENDED = 'Your session has ended. Log in again.';

export interface ClientInfo {
  ip: string;
}

function loginError(error: LoginErrorCode, description: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError('bad_request', description, undefined, { error, error_description: description, ...extra });
}

export interface AuthDeps {
  repo: AuthRepository;
  tokens: TokenService;
  callers: CallerRepository;
  limiter: RateLimiter;
  messenger: Messenger;
  box: SecretBox;
  hashCode: CodeHasher;
  clock: Clock;
}

const fingerprintHash = (fp: string) => hashToken(`device:${fp}`);
const challengeScope = (c: Challenge) => `challenge:${c.id}`;

export function createAuthService({ repo, tokens, callers, limiter, messenger, box, hashCode, clock }: AuthDeps) {
  async function issueTokens(userUid: number, familyId: string = randomUUID()): Promise<TokenResponse> {
    const now = clock();
    const refresh = newOpaqueToken();
    // Absolute lifetime: a family ends REFRESH_TOKEN_SECONDS after sign-in, however often it rotates.
    await repo.insertRefreshToken({
      userUid,
      familyId,
      tokenHash: refresh.hash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    });
    return { access_token: await tokens.signAccess(userUid), refresh_token: refresh.token, theme: await repo.brandThemeOf(userUid) };
  }

  /** Starts the MFA challenge (spec 000 §4: a 400 missing_totp shows the MFA panel). */
  async function challenge(userUid: number, mfa: LoginMfa): Promise<never> {
    const now = clock();
    const token = randomBytes(32).toString('base64url');
    await repo.insertChallenge({
      tokenHash: hashToken(token),
      userUid,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    });
    const message = mfa.mfaTypeId === MfaType.Message;
    throw loginError('missing_totp', 'A verification code is required to sign in from this device.', {
      mfaTypeId: mfa.mfaTypeId,
      ...(message && mfa.email ? { emailAddress: maskEmail(mfa.email) } : {}),
      ...(message && mfa.sms ? { smsNumber: maskPhone(mfa.sms) } : {}),
      mfaToken: token,
    });
  }

  async function findChallenge(userUid: number, mfaToken: string | undefined): Promise<Challenge | null> {
    const now = clock();
    const found = mfaToken ? await repo.challengeByToken(hashToken(mfaToken)) : await repo.latestOpenChallenge(userUid, now);
    if (!found || found.userUid !== userUid || found.consumedAt || found.expiresAt <= now) return null;
    return found;
  }

  /** Checks the passcode of a login attempt; throws the answer the client shows otherwise. */
  async function verifyPasscode(userUid: number, userName: string, mfa: LoginMfa, body: LoginBody): Promise<void> {
    const hits: Hit[] = [[LIMITS.otpVerifyAccount, userName]];
    await limiter.hit(hits);
    const code = passcodeSchema.safeParse(body.totp).success ? (body.totp as string) : null;
    const now = clock();

    if (mfa.mfaTypeId === MfaType.App) {
      const secret = mfa.secretEnc ? box.open(mfa.secretEnc) : null;
      const step = secret && code ? await verifyTotp(secret, code, now, mfa.lastTotpStep) : null;
      // claimTotpStep makes each code single use, even between two instances racing.
      if (step === null || !(await repo.claimTotpStep(userUid, step))) throw loginError('invalid_totp', INVALID_VERIFICATION_CODE);
      await limiter.undo(hits);
      return;
    }

    const found = await findChallenge(userUid, body.mfaToken);
    if (!found) throw loginError('challenge_ended', MFA_CHALLENGE_ENDED);
    const good =
      code !== null &&
      found.codeHash !== null &&
      found.codeExpiresAt !== null &&
      found.codeExpiresAt > now &&
      sameHash(found.codeHash, hashCode(challengeScope(found), code));
    if (!good) {
      const failures = await repo.failChallenge(found.id, CHALLENGE_MAX_FAILURES, now);
      if (failures >= CHALLENGE_MAX_FAILURES) throw loginError('challenge_ended', MFA_CHALLENGE_ENDED);
      throw loginError('invalid_totp', INVALID_VERIFICATION_CODE);
    }
    if (!(await repo.consumeChallenge(found.id, now))) throw loginError('challenge_ended', MFA_CHALLENGE_ENDED);
    await limiter.undo(hits);
  }

  return {
    async login(body: LoginBody, client: ClientInfo): Promise<TokenResponse> {
      const name = body.userName.trim().toLowerCase();
      const candidate = await repo.findLoginCandidate(name);
      const fpHash = body.deviceFingerPrint ? fingerprintHash(body.deviceFingerPrint) : null;
      // Looked up for unknown users too (uid 0 matches nothing), so both take the same path.
      const device = fpHash ? await repo.device(candidate?.uid ?? 0, fpHash) : null;
      const hits: Hit[] = [
        [LIMITS.loginAccountAddress, `${name}|${client.ip}`],
        [LIMITS.loginAddress, client.ip],
        // A device this user signed in from before is not held back by attempts from elsewhere.
        [LIMITS.loginAccount, name, device === null],
      ];
      await limiter.hit(hits);

      // Unknown users are verified against a dummy hash: the same answer in the same time.
      const ok = await verifyPassword(candidate?.passwordHash ?? (await dummyHash()), body.password);
      if (!candidate || !ok) throw loginError('invalid_grant', INVALID_CREDENTIALS);
      // The password was right: this attempt is not a failure.
      await limiter.undo(hits.slice(1));
      await limiter.reset(LIMITS.loginAccountAddress, `${name}|${client.ip}`);

      if (!candidate.active) throw loginError('user_disabled', USER_DISABLED);
      if (candidate.folderDisabled) throw loginError('folder_disabled', FOLDER_DISABLED);

      const mfa = await repo.loginMfa(candidate.uid);
      let remember = false;
      if (mfa.mfaTypeId !== MfaType.None && !device?.remembered) {
        if (!body.totp) await challenge(candidate.uid, mfa);
        await verifyPasscode(candidate.uid, name, mfa, body);
        // spec 000 §4: the fingerprint comes with the passcode only when "Remember this device" is ticked.
        remember = fpHash !== null;
      }
      if (fpHash) await repo.touchDevice(candidate.uid, fpHash, remember, clock());
      return issueTokens(candidate.uid);
    },

    /** spec 000 §7 Auth/MFA/SendOTP?codeOption=: a 6-digit code by SMS or email, bound to the
     * user's login attempt (which needed the password), so nobody else can make codes go out. */
    async sendLoginCode(body: SendOtpBody, channel: MfaMessageChannelId, client: ClientInfo): Promise<{ ok: true }> {
      const name = body.userName.trim().toLowerCase();
      await limiter.hit([
        [LIMITS.otpSendAddress, client.ip],
        [LIMITS.otpSendAccount, name],
      ]);
      const candidate = await repo.findLoginCandidate(name);
      const found = candidate ? await findChallenge(candidate.uid, body.mfaToken) : null;
      if (!candidate || !found) throw loginError('challenge_ended', MFA_CHALLENGE_ENDED);
      const mfa = await repo.loginMfa(candidate.uid);
      if (mfa.mfaTypeId !== MfaType.Message) throw new BadRequestError('This account uses an authenticator app: open it to read the code.');
      const to = channel === MfaMessageChannel.Sms ? mfa.sms : mfa.email;
      if (!to) {
        throw new BadRequestError(
          channel === MfaMessageChannel.Sms
            ? 'No mobile phone number is on record for this account. Choose email instead.'
            : 'No email address is on record for this account. Choose SMS instead.',
        );
      }
      const code = newPasscode();
      const now = clock();
      await repo.setChallengeCode(found.id, hashCode(challengeScope(found), code), channel, new Date(now.getTime() + CODE_LIFETIME_MS));
      await messenger.send({
        channel: channel === MfaMessageChannel.Sms ? 'sms' : 'email',
        to,
        subject: 'Your Ullage verification code',
        text:
          `Your Ullage verification code is ${code}. It expires in 10 minutes.\n\n` +
          'If you did not just try to log in, someone may know your password: change it with "Forgot your Password?" on the login page.',
      });
      return { ok: true };
    },

    /** spec 000 §4 Token refresh; Auth/RefreshToken and Webview/Auth/RefreshToken. */
    async refresh(token: string): Promise<TokenResponse> {
      const now = clock();
      const next = newOpaqueToken();
      const rotated = await repo.rotate(hashToken(token), next.hash, now);
      if (rotated.kind !== 'ok') throw new UnauthorizedError(SESSION_ENDED);
      // Disabling a user or a folder ends the session at its next refresh (and at once for API calls).
      if (!(await callers.findActiveCaller(rotated.userUid))) {
        await repo.revokeFamily(rotated.familyId, now);
        throw new UnauthorizedError(SESSION_ENDED);
      }
      return {
        access_token: await tokens.signAccess(rotated.userUid),
        refresh_token: next.token,
        theme: await repo.brandThemeOf(rotated.userUid),
      };
    },

    /** spec 000 §4 Logout: the token's whole family is revoked. Same answer for any token. */
    async logout(token: string): Promise<{ ok: true }> {
      await repo.revokeFamilyOf(hashToken(token), clock());
      return { ok: true };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
