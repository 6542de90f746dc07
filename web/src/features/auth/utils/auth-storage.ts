// spec 000 §3: the session and the access token are kept in session storage, so a page reload
// keeps the user signed in and closing the tab signs them out. spec 000 §4 Logout: tokens are
// cleared and the session reset while the branding is kept.
// What the login page needs writes and reads plain strings; reading a stored session back is in
// stored-session.ts (docs/decisions/048-zod-off-the-login-page.md, 073-first-paint-bytes.md).
import type { Session } from '@ullage/domain/people/session-api';
import type { TokenResponse } from '@ullage/domain/people/auth-api';
import type { Invitation } from '@ullage/domain/people/invitations';
import { appBuild } from '../../../lib/build';
import { SESSION_KEYS, readSession, removeSession, writeSession, writeSessionJson } from '../../../lib/storage';

export function hasAccessToken(): boolean {
  return Boolean(readSession(SESSION_KEYS.accessToken));
}

export function readRefreshToken(): string | undefined {
  return readSession(SESSION_KEYS.refreshToken) ?? undefined;
}

/** Stores a token response and when it came; `now` is injectable for tests. */
export function storeTokens(tokens: TokenResponse, now = Date.now()): void {
  writeSession(SESSION_KEYS.accessToken, tokens.access_token);
  writeSession(SESSION_KEYS.refreshToken, tokens.refresh_token);
  writeSession(SESSION_KEYS.theme, tokens.theme);
  writeSession(SESSION_KEYS.tokensIssuedAt, String(now));
}

/** A new sign-in also forgets any session left by a previous one in this tab. */
export function startSignIn(tokens: TokenResponse): void {
  storeTokens(tokens);
  removeSession(SESSION_KEYS.session);
  removeSession(SESSION_KEYS.sessionBuild);
  removeSession(SESSION_KEYS.selectedFolder);
}

/** When the stored tokens were issued; an unknown time counts as now. */
export function readTokensIssuedAt(): number {
  const t = Number(readSession(SESSION_KEYS.tokensIssuedAt));
  return Number.isFinite(t) && t > 0 ? t : Date.now();
}

export function storeSession(session: Session): void {
  writeSessionJson(SESSION_KEYS.session, session);
  writeSession(SESSION_KEYS.sessionBuild, appBuild());
  writeSessionJson(SESSION_KEYS.branding, session.branding);
}

export function storeLoginBrand(key: string): void {
  writeSession(SESSION_KEYS.loginBrand, key);
}

export function storePendingInvitation(invitation: Invitation): void {
  writeSessionJson(SESSION_KEYS.pendingInvitation, invitation);
}

export function storeSelectedFolder(uid: number): void {
  writeSession(SESSION_KEYS.selectedFolder, String(uid));
}

/** Forgets the tokens and the session; keeps the branding and the company theme. */
export function clearSignedInState(): void {
  removeSession(SESSION_KEYS.accessToken);
  removeSession(SESSION_KEYS.refreshToken);
  removeSession(SESSION_KEYS.tokensIssuedAt);
  removeSession(SESSION_KEYS.session);
  removeSession(SESSION_KEYS.sessionBuild);
  removeSession(SESSION_KEYS.selectedFolder);
}
