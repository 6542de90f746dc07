// spec 000 §7: POST /Auth/Login with a JSON body (userName, password, deviceFingerPrint, totp);
// spec 000 §3 token response; spec 000 §8 login errors.
import { useMutation } from '@tanstack/react-query';
import {
  loginErrorResponseSchema,
  tokenResponseSchema,
  type LoginBody,
  type TokenResponse,
} from '@ullage/domain/api/auth';
import type { MfaTypeId } from '@ullage/domain/mfa';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { startSignIn } from '../utils/auth-storage';

export const LOGIN_PATH = 'Auth/Login';

export type LoginCredentials = LoginBody;

export async function login(credentials: LoginCredentials): Promise<TokenResponse> {
  const tokens = await apiFetch(LOGIN_PATH, { method: 'POST', body: credentials, schema: tokenResponseSchema });
  // Stored here rather than in an onSuccess callback: the cache-wide invalidation that follows
  // every write runs before those callbacks, and its refetches must already carry the new token.
  startSignIn(tokens);
  return tokens;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

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
