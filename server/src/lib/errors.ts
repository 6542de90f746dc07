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
