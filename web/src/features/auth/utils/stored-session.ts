// spec 000 §3, §4: the session and branding kept in session storage (auth-storage.ts), read back.
// The session was the server's answer, which the server wrote through its contract's schema; it
// is restored only into the build of the app that stored it (lib/build.ts), whose code it fitted,
// and read without its schema, so that a signed-in page's first paint does without zod
// (docs/decisions/073-first-paint-bytes.md; the login page's ADR 048 did the same for its calls).
import type { Session } from '@ullage/domain/people/session-api';
import { DEFAULT_BRAND_KEY } from '@ullage/domain/brands';
import { appBuild } from '../../../lib/build';
import { SESSION_KEYS, readSession, readSessionJson } from '../../../lib/storage';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The stored session, or undefined when there is none or another build of the app stored it. */
export function readStoredSession(): Session | undefined {
  if (readSession(SESSION_KEYS.sessionBuild) !== appBuild()) return undefined;
  const stored = readSessionJson(SESSION_KEYS.session);
  return isRecord(stored) && typeof stored.userUid === 'number' ? (stored as unknown as Session) : undefined;
}

/** The brand key of the last session in this tab, kept through log-out. */
function storedBrandKey(): string | undefined {
  const branding = readSessionJson(SESSION_KEYS.branding);
  return isRecord(branding) && typeof branding.key === 'string' ? branding.key : undefined;
}

/** spec 000 §4 Logout: back to / or to the company's own path unless it is the default brand. */
export function signedOutPath(): string {
  const candidates = [storedBrandKey(), readSession(SESSION_KEYS.loginBrand) ?? undefined];
  const key = candidates.find((k) => k && k !== DEFAULT_BRAND_KEY && /^[a-z0-9-]+$/.test(k));
  return key ? `/${key}` : '/';
}
