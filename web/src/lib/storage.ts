// spec 000 §3 and §9: the access token, refresh token, theme and session live in session storage
// (gone when the tab closes); the device fingerprint and the light/dark choice live in local
// storage (kept across visits). spec 000 §5: text read from or written to local storage is
// sanitised of markup.

export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  /** The company theme the token response carries (spec 000 §3 "Token response"). */
  theme: 'theme',
  session: 'session',
  /** The build that stored the session (lib/build.ts): another build's session is not restored. */
  sessionBuild: 'session_build',
  /** Kept through log-out so the login page stays branded (spec 000 §4 Logout). */
  branding: 'branding',
  /** When the tokens were last issued (ms since the epoch): the refresh timer is rescheduled
   * from it after a reload (spec 000 §4 Token refresh). */
  tokensIssuedAt: 'tokens_issued_at',
  /** The brand of the login page signed in from (its path segment), kept through log-out. */
  loginBrand: 'login_brand',
  /** A navigate-to-entity invitation waiting for the sign-in to finish (spec 000 §4). */
  pendingInvitation: 'pending_invitation',
  /** spec 000 §3 Session selectedFolder: the folder the explorer starts on. */
  selectedFolder: 'selected_folder',
  /** Set by a sign-in: the company's login message (if any) is shown until dismissed (ADR 100). */
  loginMessagePending: 'login_message_pending',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

export const LOCAL_KEYS = {
  /** 'light' or 'dark'; absent means "follow the operating system". */
  colorScheme: 'dataTheme',
  deviceFingerprint: 'deviceFingerPrint',
  /** spec 000 §7: "a local override is possible" for the API base URL. */
  apiBaseOverride: 'apiBaseOverride',
} as const;
export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

const TAG = /<\/?[a-z!?][^>]*>/gi;
const ANGLE_BRACKET = /[<>]/g;

/** Drops anything that looks like a tag, then any stray angle bracket, so what remains can never
 * be read as markup. */
export function sanitizeText(text: string): string {
  return text.replace(TAG, '').replace(ANGLE_BRACKET, '');
}

/** Storage can be unavailable (disabled cookies, some private modes): reads then find nothing and
 * writes are dropped rather than breaking the page. */
function storageOf(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
  }
}

function remove(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

export function readSession(key: SessionKey): string | null {
  return read(storageOf('session'), key);
}

export function writeSession(key: SessionKey, value: string): void {
  write(storageOf('session'), key, value);
}

export function removeSession(key: SessionKey): void {
  remove(storageOf('session'), key);
}

/** Parsed JSON from session storage, or undefined when absent or not JSON. */
export function readSessionJson(key: SessionKey): unknown {
  const raw = readSession(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeSessionJson(key: SessionKey, value: unknown): void {
  writeSession(key, JSON.stringify(value));
}

/** Text from local storage, sanitised of markup (it may have been planted by other code). */
export function readLocal(key: LocalKey | string): string | null {
  const raw = read(storageOf('local'), key);
  return raw === null ? null : sanitizeText(raw);
}

/** Writes text to local storage after sanitising it of markup. */
export function writeLocal(key: LocalKey | string, value: string): void {
  write(storageOf('local'), key, sanitizeText(value));
}

export function removeLocal(key: LocalKey | string): void {
  remove(storageOf('local'), key);
}

/** Every string inside a JSON-like value sanitised; other values unchanged. */
function sanitizeDeep(value: unknown): unknown {
  if (typeof value === 'string') return sanitizeText(value);
  if (Array.isArray(value)) return value.map(sanitizeDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [sanitizeText(k), sanitizeDeep(v)]));
  }
  return value;
}

/** Parsed JSON from local storage with every string sanitised, or undefined when absent or not
 * JSON. (Sanitising the raw text instead could cut a JSON string in half.) */
export function readLocalJson(key: LocalKey | string): unknown {
  const raw = read(storageOf('local'), key);
  if (raw === null) return undefined;
  try {
    return sanitizeDeep(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeLocalJson(key: LocalKey | string, value: unknown): void {
  write(storageOf('local'), key, JSON.stringify(sanitizeDeep(value)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A version-4 UUID. crypto.randomUUID exists only in secure contexts (https, localhost), so a
 * portal opened over plain http on a LAN address builds one from getRandomValues instead. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** spec 000 §3: the device fingerprint is a random UUID kept in local storage; it is created on
 * first use and stays the same for this browser from then on. */
export function getDeviceFingerprint(): string {
  const stored = readLocal(LOCAL_KEYS.deviceFingerprint);
  if (stored !== null && UUID.test(stored)) return stored;
  const created = randomUuid();
  writeLocal(LOCAL_KEYS.deviceFingerprint, created);
  return created;
}
