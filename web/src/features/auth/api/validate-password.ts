// spec 000 §5 New password: "Validity is decided by the server, which returns a list of errors".
import { queryOptions } from '@tanstack/react-query';
import { validatePasswordResponseSchema } from '@ullage/domain/api/public';
import { apiFetch } from '../../../lib/api-client';

/** The server's messages for what the password breaks; empty when it is valid. */
export async function validatePassword(password: string, requestId: string, signal?: AbortSignal): Promise<string[]> {
  const items = await apiFetch('Public/ValidatePassword', {
    method: 'POST',
    body: { password, requestId },
    signal,
    schema: validatePasswordResponseSchema,
  });
  return items.filter((i) => !i.isValid).map((i) => i.message);
}

export function validatePasswordQueryOptions(password: string, requestId: string) {
  return queryOptions({
    // The password is part of the key only in memory; the cache is dropped with the page.
    queryKey: ['public', 'validate-password', requestId, password],
    queryFn: ({ signal }) => validatePassword(password, requestId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}
