// spec 000 §3: the session and the access token are kept in session storage, so a page reload
// keeps the user signed in and closing the tab signs them out. spec 000 §4 Logout: tokens are
// cleared and the session reset while the branding is kept.
import { brandingSchema, sessionSchema, type Branding, type Session } from '@ullage/domain/api/session';
import type { TokenResponse } from '@ullage/domain/api/auth';
import { invitationSchema, type Invitation } from '@ullage/domain/invitations';
import { DEFAULT_BRAND_KEY } from '@ullage/domain/brands';
import {
  SESSION_KEYS,
  readSession,
  readSessionJson,
  removeSession,
  writeSession,
  writeSessionJson,
} from '../../../lib/storage';

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
  removeSession(SESSION_KEYS.selectedFolder);
}

/** When the stored tokens were issued; an unknown time counts as now. */
export function readTokensIssuedAt(): number {
  const t = Number(readSession(SESSION_KEYS.tokensIssuedAt));
  return Number.isFinite(t) && t > 0 ? t : Date.now();
}

export function storeSession(session: Session): void {
  writeSessionJson(SESSION_KEYS.session, session);
  writeSessionJson(SESSION_KEYS.branding, session.branding);
}

/** The stored session, or undefined when there is none or it no longer fits the contract. */
export function readStoredSession(): Session | undefined {
  const parsed = sessionSchema.safeParse(readSessionJson(SESSION_KEYS.session));
  return parsed.success ? parsed.data : undefined;
}

/** The branding of the last session in this tab, kept through log-out. */
export function readStoredBranding(): Branding | undefined {
  const parsed = brandingSchema.safeParse(readSessionJson(SESSION_KEYS.branding));
  return parsed.success ? parsed.data : undefined;
}

export function storeLoginBrand(key: string): void {
  writeSession(SESSION_KEYS.loginBrand, key);
}

/** spec 000 §4 Logout: back to / or to the company's own path unless it is the default brand. */
export function signedOutPath(): string {
  const candidates = [readStoredBranding()?.key, readSession(SESSION_KEYS.loginBrand) ?? undefined];
  const key = candidates.find((k) => k && k !== DEFAULT_BRAND_KEY && /^[a-z0-9-]+$/.test(k));
  return key ? `/${key}` : '/';
}

export function storePendingInvitation(invitation: Invitation): void {
  writeSessionJson(SESSION_KEYS.pendingInvitation, invitation);
}

/** Read once: a navigate-to-entity invitation is honoured by one sign-in. */
export function takePendingInvitation(): Invitation | undefined {
  const parsed = invitationSchema.safeParse(readSessionJson(SESSION_KEYS.pendingInvitation));
  removeSession(SESSION_KEYS.pendingInvitation);
  return parsed.success ? parsed.data : undefined;
}

export function storeSelectedFolder(uid: number): void {
  writeSession(SESSION_KEYS.selectedFolder, String(uid));
}

export function readSelectedFolder(): number | undefined {
  const v = Number(readSession(SESSION_KEYS.selectedFolder));
  return Number.isSafeInteger(v) && v > 0 ? v : undefined;
}

/** Forgets the tokens and the session; keeps the branding and the company theme. */
export function clearSignedInState(): void {
  removeSession(SESSION_KEYS.accessToken);
  removeSession(SESSION_KEYS.refreshToken);
  removeSession(SESSION_KEYS.tokensIssuedAt);
  removeSession(SESSION_KEYS.session);
  removeSession(SESSION_KEYS.selectedFolder);
}
