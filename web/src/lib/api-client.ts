// spec 000 §7: the base URL comes from configuration (a local override is possible); a bearer
// token from session storage goes in an Authorization header when present; paths are relative.
// spec 000 §8: statuses outside 200-299 count as failures of a call.
// spec 000 §9: no client timeout; XSRF cookie XSRF-TOKEN, header X-XSRF-TOKEN.
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@ullage/domain/constants';
import { NEXT_CURSOR_HEADER } from '@ullage/domain/api/row-caps';
import { LOCAL_KEYS, SESSION_KEYS, readLocal, readSession } from './storage';

export const DEFAULT_API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/** Anything with zod's `parse`: a domain response schema checks what the server sent. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON; a FormData as multipart/form-data (a document upload). */
  body?: unknown;
  /** Appended as URL-encoded query parameters; null and undefined values are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  signal?: AbortSignal;
  schema?: ResponseSchema<T>;
}

/** A call that answered with a status outside 200-299. `message` is the body's message when it
 * has one; `errors` is its per-field map (domain/src/validation.ts `validationErrorBodySchema`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The response body: parsed JSON when it was JSON, otherwise its text (or undefined if empty). */
  readonly body: unknown;
  readonly errors: Readonly<Record<string, readonly string[]>> | undefined;

  constructor(status: number, body: unknown, statusText = '') {
    super(messageOf(body) ?? `Request failed with status ${status}${statusText ? ` ${statusText}` : ''}`);
    this.status = status;
    this.body = body;
    this.errors = errorsOf(body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.length > 0 ? message : undefined;
}

function errorsOf(body: unknown): Record<string, string[]> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { errors } = body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const map: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) map[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') map[field] = [messages];
  }
  return map;
}

/** The configured base URL, or the local override when one is set. */
export function apiBase(): string {
  const override = readLocal(LOCAL_KEYS.apiBaseOverride)?.trim();
  if (override) return override;
  return import.meta.env.VITE_API_BASE || DEFAULT_API_BASE;
}

export function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): URL {
  const base = apiBase().replace(/\/+$/, '');
  const url = new URL(`${base}/${path.replace(/^\/+/, '')}`, window.location.href);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.append(name, String(value));
  }
  return url;
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API. The path is relative to the base URL (`'Auth/Login'` -> `/api/Auth/Login`).
 * Resolves with the parsed JSON body (checked by `schema` when given); throws ApiError for any
 * status outside 200-299, and the fetch's own error when the server cannot be reached.
 *
 * Headers are built before the first await, so a caller may clear the stored token right after
 * starting a call (log-out does) and the call still carries it.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  return (await send(path, options)).data;
}

/** A capped call's answer (docs/decisions/062-row-caps.md): the body, and the cursor of the rest
 * when the server marked the answer partial (X-Next-Cursor), else null. */
export interface Continued<T> {
  data: T;
  next: string | null;
}

/** apiFetch for a capped call: the answer and its continuation cursor (pass it as `after`). */
export async function apiFetchContinued<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<Continued<T>> {
  const { data, response } = await send(path, options);
  return { data, next: response.headers.get(NEXT_CURSOR_HEADER) || null };
}

/** Every part of a capped call whose answer is a list, joined in the server's order (for short
 * lists a screen shows whole: each part follows the previous one's cursor). */
export async function apiFetchAllParts<T>(path: string, options: ApiRequestOptions<T[]> = {}): Promise<T[]> {
  const all: T[] = [];
  let after: string | null = null;
  do {
    const part: Continued<T[]> = await apiFetchContinued(path, { ...options, query: { ...options.query, after } });
    all.push(...part.data);
    after = part.next;
  } while (after !== null);
  return all;
}

/** GET answers asked for before the app rendered (`startEarly`), by token and URL, each taken
 * once by the first call of the same URL within EARLY_MS (issue 21: a signed-in page's first
 * call no longer waits for all of the page's scripts to arrive). */
const early = new Map<string, { at: number; response: Promise<Response> }>();
const EARLY_MS = 30_000;

/** Asks for `path` now, for the app's own call of it (same URL, GET) to take when it is made. */
export function startEarly(path: string, query?: ApiRequestOptions<unknown>['query']): void {
  const url = buildUrl(path, query);
  const token = readSession(SESSION_KEYS.accessToken);
  if (!token || url.origin !== window.location.origin) return;
  const response = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });
  // A failure is the app's own call's to see: it asks again.
  response.catch(() => undefined);
  early.set(`${token} ${url.href}`, { at: Date.now(), response });
}

function takeEarly(token: string | null, url: URL): Promise<Response | undefined> | undefined {
  const key = `${token} ${url.href}`;
  const found = early.get(key);
  if (!found) return undefined;
  early.delete(key);
  return Date.now() - found.at < EARLY_MS ? found.response.catch(() => undefined) : undefined;
}

async function send<T>(path: string, options: ApiRequestOptions<T>): Promise<{ data: T; response: Response }> {
  const { method = 'GET', body, query, signal, schema } = options;
  const url = buildUrl(path, query);

  const headers = new Headers({ Accept: 'application/json' });
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
  const token = readSession(SESSION_KEYS.accessToken);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The XSRF token is only ever echoed to our own origin, never to an overridden foreign base.
  const xsrf = url.origin === window.location.origin ? readCookie(XSRF_COOKIE_NAME) : undefined;
  if (xsrf) headers.set(XSRF_HEADER_NAME, xsrf);

  const taken = method === 'GET' && body === undefined ? await takeEarly(token, url) : undefined;
  const response =
    taken ??
    (await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    }));
  const data = await readBody(response);
  if (response.status < 200 || response.status > 299) throw new ApiError(response.status, data, response.statusText);
  return { data: schema ? schema.parse(data) : (data as T), response };
}
