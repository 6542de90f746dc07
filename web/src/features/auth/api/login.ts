// spec 000 §7: POST /Auth/Login with a JSON body (userName, password, deviceFingerPrint, totp);
// spec 000 §3 token response. What a failed login means (spec 000 §8): login-failure.ts.
import { useMutation } from '@tanstack/react-query';
import type { LoginBody, TokenResponse } from '@ullage/domain/people/auth-api';
import { apiFetch } from '../../../lib/api-client';
import { startSignIn } from '../utils/auth-storage';

export const LOGIN_PATH = 'Auth/Login';

export type LoginCredentials = LoginBody;

export async function login(credentials: LoginCredentials): Promise<TokenResponse> {
  // The token schema (and zod) load with the first sign-in, not with the login page
  // (docs/decisions/048-zod-off-the-login-page.md); by then the form's check has loaded them.
  const { tokenResponseSchema } = await import('@ullage/domain/people/auth-api');
  const tokens = await apiFetch(LOGIN_PATH, { method: 'POST', body: credentials, schema: tokenResponseSchema });
  // Stored here rather than in an onSuccess callback: the cache-wide invalidation that follows
  // every write runs before those callbacks, and its refetches must already carry the new token.
  startSignIn(tokens);
  return tokens;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
