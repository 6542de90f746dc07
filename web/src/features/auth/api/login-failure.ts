// spec 000 §8 login errors: what a failed login (or passcode) means for the user. Apart from
// login.ts: it parses the error body with its schema, and the login page loads it only when a
// sign-in fails (docs/decisions/048-zod-off-the-login-page.md).
import { loginErrorResponseSchema } from '@ullage/domain/people/auth-api';
import type { MfaTypeId } from '@ullage/domain/people/mfa';
import { isApiError } from '../../../lib/api-client';

export interface MfaChallenge {
  mfaTypeId: MfaTypeId;
  emailAddress: string | undefined;
  smsNumber: string | undefined;
  mfaToken: string | undefined;
}

/** What a failed login means for the user (spec 000 §8). */
export type LoginFailure =
  | { kind: 'invalid-credentials' }
  /** folder_disabled or user_disabled: the server's description, shown until closed. */
  | { kind: 'disabled'; description: string }
  /** missing_totp: the device must be verified (the MFA panel, spec 000 §2). */
  | { kind: 'mfa-required'; challenge: MfaChallenge }
  /** A wrong or expired passcode: the panel stays. */
  | { kind: 'invalid-code'; description: string }
  /** The login attempt ended (expired, too many wrong codes): back to the login form. */
  | { kind: 'challenge-ended'; description: string }
  /** 429: a rate limit; the server says how long to wait. */
  | { kind: 'rate-limited'; message: string }
  /** Not an answer about the credentials at all: server error, network, bad response. */
  | { kind: 'unexpected'; error: unknown };

export function loginFailureOf(error: unknown): LoginFailure {
  if (isApiError(error) && error.status === 429) return { kind: 'rate-limited', message: error.message };
  if (!isApiError(error) || error.status !== 400) return { kind: 'unexpected', error };
  const parsed = loginErrorResponseSchema.safeParse(error.body);
  if (!parsed.success) return { kind: 'invalid-credentials' };
  const { error: code, error_description: description } = parsed.data;
  if ((code === 'folder_disabled' || code === 'user_disabled') && description) return { kind: 'disabled', description };
  if (code === 'missing_totp') {
    const { mfaTypeId = 1, emailAddress, smsNumber, mfaToken } = parsed.data;
    return { kind: 'mfa-required', challenge: { mfaTypeId, emailAddress, smsNumber, mfaToken } };
  }
  if (code === 'invalid_totp' && description) return { kind: 'invalid-code', description };
  if (code === 'challenge_ended' && description) return { kind: 'challenge-ended', description };
  return { kind: 'invalid-credentials' };
}
