// spec 000 §4 Token refresh; spec 000 §7 Auth/RefreshToken (the refresh token in the body).
import type { TokenResponse } from '@ullage/domain/people/auth-api';
import { apiFetch } from '../../../lib/api-client';
import { readRefreshToken, storeTokens } from '../utils/auth-storage';

export const REFRESH_TOKEN_PATH = 'Auth/RefreshToken';

/** Rotates the tokens; throws (ApiError or the network's error) when the session cannot go on. */
export async function refreshTokens(): Promise<TokenResponse> {
  const token = readRefreshToken();
  if (!token) throw new Error('No refresh token is stored.');
  // Its schema loads with the first refresh, ten minutes in, not with the signed-in frame
  // (docs/decisions/073-first-paint-bytes.md).
  const { tokenResponseSchema } = await import('@ullage/domain/people/auth-api');
  const tokens = await apiFetch(REFRESH_TOKEN_PATH, { method: 'POST', body: { token }, schema: tokenResponseSchema });
  storeTokens(tokens);
  return tokens;
}
