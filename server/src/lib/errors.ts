// Errors are classes with a code; plugins/errors.ts maps codes to HTTP statuses.
export type ErrorCode = 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests' | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra top-level fields of the answer (the login error of spec 000 §3). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super('bad_request', message, errors);
  }
}

/** A field-level failure: `errors` maps each field to its messages (spec 001 §5). */
export function fieldError(field: string, message: string): BadRequestError {
  return new BadRequestError(message, { [field]: [message] });
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue.') {
    super('unauthorized', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super('forbidden', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** A rate limit was reached (docs/decisions/012-sign-in-protections.md): 429 with Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', message);
  }
}

export const STATUS_OF: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  /** Not stored this time (the database failed); the client should send it again. */
  unavailable: 503,
};

/** The PostgreSQL error (pg's own, or one wrapped as a cause, as Drizzle does) behind an error. */
function pgErrorOf(err: unknown): { code: string; constraint?: string } | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as { code: string; constraint?: string };
  }
  return null;
}

/** The SQLSTATE of a PostgreSQL error, or null for any other error. */
export const sqlStateOf = (err: unknown): string | null => pgErrorOf(err)?.code ?? null;

/** The unique index a write ran into (SQLSTATE 23505), or null. */
export function uniqueViolation(err: unknown): string | null {
  const pgErr = pgErrorOf(err);
  return pgErr?.code === '23505' ? (pgErr.constraint ?? '') : null;
}

/** Text PostgreSQL refused to store: a NUL (22021 character_not_in_repertoire in text, 22P05
 * untranslatable_character in JSON) the route validation should have refused first (ADR 054). */
export function unstorableText(err: unknown): boolean {
  const state = sqlStateOf(err);
  return state === '22021' || state === '22P05';
}
