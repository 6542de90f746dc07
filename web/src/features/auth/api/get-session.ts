// spec 000 §3 Session; spec 000 §7 "Session get for the user": GET /User/GetSession.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@ullage/domain/people/session-api';
import { apiFetch } from '../../../lib/api-client';
import { hasAccessToken, storeSession } from '../utils/auth-storage';
import { readStoredSession } from '../utils/stored-session';

export const SESSION_PATH = 'User/GetSession';

// The session as the server sent it, not parsed here: a signed-in page's first paint does without zod
// (the server writes every answer through its route's schema; docs/decisions/073-first-paint-bytes.md).

export async function getSession(signal?: AbortSignal): Promise<Session> {
  const session = await apiFetch<Session>(SESSION_PATH, { signal });
  // A session answered after log-out must not bring the signed-in state back.
  if (hasAccessToken()) storeSession(session);
  return session;
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => getSession(signal),
    // spec 000 §4: after a page reload the session is restored from session storage. It shows at
    // once and, being dated at the epoch, is refreshed from the server straight away.
    initialData: readStoredSession,
    initialDataUpdatedAt: 0,
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
