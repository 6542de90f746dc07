// spec 000 §3: the session and the access token are kept in session storage, so a page reload
// keeps the user signed in and closing the tab signs them out. spec 000 §4 Logout: tokens are
// cleared and the session reset while the branding is kept.
import { brandingSchema, sessionSchema, type Branding, type Session } from '@ullage/domain/api/session';
import type { TokenResponse } from '@ullage/domain/api/auth';
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

/** A new sign-in also forgets any session left by a previous one in this tab. */
export function storeTokens(tokens: TokenResponse): void {
  writeSession(SESSION_KEYS.accessToken, tokens.access_token);
  writeSession(SESSION_KEYS.refreshToken, tokens.refresh_token);
  writeSession(SESSION_KEYS.theme, tokens.theme);
  removeSession(SESSION_KEYS.session);
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

/** Forgets the tokens and the session; keeps the branding and the company theme. */
export function clearSignedInState(): void {
  removeSession(SESSION_KEYS.accessToken);
  removeSession(SESSION_KEYS.refreshToken);
  removeSession(SESSION_KEYS.session);
}
