// spec 000 §3, §4: the session, branding and invitation kept in session storage (auth-storage.ts),
// read back and checked against their schemas; a value that no longer fits counts as none. Apart
// from auth-storage.ts so the login page does not load zod (docs/decisions/048-zod-off-the-login-page.md).
import { brandingSchema, sessionSchema, type Branding, type Session } from '@ullage/domain/people/session-api';
import { invitationSchema, type Invitation } from '@ullage/domain/people/invitations';
import { DEFAULT_BRAND_KEY } from '@ullage/domain/brands';
import { SESSION_KEYS, readSession, readSessionJson, removeSession } from '../../../lib/storage';

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

/** spec 000 §4 Logout: back to / or to the company's own path unless it is the default brand. */
export function signedOutPath(): string {
  const candidates = [readStoredBranding()?.key, readSession(SESSION_KEYS.loginBrand) ?? undefined];
  const key = candidates.find((k) => k && k !== DEFAULT_BRAND_KEY && /^[a-z0-9-]+$/.test(k));
  return key ? `/${key}` : '/';
}

/** Read once: a navigate-to-entity invitation is honoured by one sign-in. */
export function takePendingInvitation(): Invitation | undefined {
  const parsed = invitationSchema.safeParse(readSessionJson(SESSION_KEYS.pendingInvitation));
  removeSession(SESSION_KEYS.pendingInvitation);
  return parsed.success ? parsed.data : undefined;
}
