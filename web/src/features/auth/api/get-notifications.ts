// spec 000 §3 Notification, §7 (cached for 1 second), §8 (a failure to load is silent).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '@ullage/domain/constants';
import type { Notification } from '@ullage/domain/alerts/notifications-api';
import { apiFetch } from '../../../lib/api-client';

// Not parsed here: the server answers through the same schema, and parsing would put zod on the
// login page (docs/decisions/048-zod-off-the-login-page.md).

export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'notifications'],
    queryFn: ({ signal }) => apiFetch<Notification[]>('Public/Notifications', { signal }).catch(() => []),
    staleTime: CACHE.notificationsStaleMs,
  });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
