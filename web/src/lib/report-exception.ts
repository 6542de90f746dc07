// spec 000 §8 generic handler: "it reports the exception to the server"; spec 001 §7 POST
// Public/Log/Exception (applicationName, exception, stackTrace, request, response). Best effort:
// a report that fails is dropped, never reported again.
import { apiFetch, isApiError } from './api-client';

export function reportException(error: unknown): void {
  const e = error instanceof Error ? error : new Error(String(error));
  const body = {
    applicationName: 'web',
    exception: `${e.name}: ${e.message}`.slice(0, 2000),
    stackTrace: (e.stack ?? '').slice(0, 20_000),
    request: window.location.pathname.slice(0, 4000),
    response: isApiError(error) ? `${error.status} ${JSON.stringify(error.body ?? '')}`.slice(0, 4000) : '',
  };
  apiFetch('Public/Log/Exception', { method: 'POST', body }).catch(() => undefined);
}
