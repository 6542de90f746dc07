// spec 001 §8: a failed save shows its title with 'Unknown error', unless the server said why: its
// field messages (spec 001 §5), or a refusal's message (a role still held by users, a granting rule).
import { UNKNOWN_ERROR } from '@ullage/domain/messages';
import { isApiError } from '../../../lib/api-client';

export function failureMessage(error: unknown): string {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return UNKNOWN_ERROR;
  const fields = Object.values(error.errors ?? {}).flatMap((messages) => messages.slice(0, 1));
  if (fields.length > 0) return fields.join(' ');
  const said = (error.body as { message?: unknown } | undefined)?.message;
  return typeof said === 'string' && said !== '' ? said : UNKNOWN_ERROR;
}
