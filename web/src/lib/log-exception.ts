// spec 000 §8 generic handler: "unless the request was cancelled, it reports the exception to the
// server" (spec 001 §7 POST Public/Log/Exception). Best effort: a report that fails is dropped,
// never reported again, and never shown.
import type { LogExceptionBody } from '@ullage/domain/api/log';
import { apiFetch, isApiError } from './api-client';

export const LOG_EXCEPTION_PATH = 'Public/Log/Exception';
export const APPLICATION_NAME = 'Ullage web';

export function isCancelled(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

/** What the server needs to know about a failure: the message, the stack, and for a failed call
 * its status and answer (the request line is the page the user was on). */
export function describeException(error: unknown): LogExceptionBody {
  const exception = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    applicationName: APPLICATION_NAME,
    exception,
    stackTrace: error instanceof Error ? (error.stack ?? '') : '',
    request: `${window.location.pathname}${window.location.search}`,
    response: isApiError(error) ? `${error.status} ${typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? '')}` : '',
  };
}

export function reportException(error: unknown): void {
  if (isCancelled(error)) return;
  apiFetch(LOG_EXCEPTION_PATH, { method: 'POST', body: describeException(error) }).catch(() => {
    // Nothing more to do: the user has been told, and the server cannot be reached.
  });
}
