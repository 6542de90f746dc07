// spec 000 §7 public "notifications get (status 200 and a list)"; cached for 1 second (spec 000 §7
// Caching); spec 000 §8: when they fail to load, silently an empty list. Signed in, the list also
// holds the caller's active alerts (issue 15), so it is asked for again every half minute while the
// portal is open: an alert raised by a reading shows without a reload.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@ullage/domain/alerts/notifications-api';
import { CACHE } from '@ullage/domain/constants';
import { apiFetch } from '../../../lib/api-client';

const NOTIFICATIONS_REFRESH_MS = 30_000;

// Drawn as the server sent it, not parsed here: a signed-in page's first paint does without zod
// (the server writes every answer through its route's schema; docs/decisions/073-first-paint-bytes.md).
export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  try {
    return await apiFetch<Notification[]>('Public/Notifications', { signal });
  } catch {
    return [];
  }
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: CACHE.notificationsStaleMs,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
