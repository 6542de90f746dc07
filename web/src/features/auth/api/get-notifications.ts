// spec 000 §3 Notification, §7 (cached for 1 second), §8 (a failure to load is silent).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CACHE } from '@ullage/domain/constants';
import { notificationSchema } from '@ullage/domain/api/notifications';
import { apiFetch } from '../../../lib/api-client';

export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'notifications'],
    queryFn: ({ signal }) => apiFetch('Public/Notifications', { signal, schema: z.array(notificationSchema) }).catch(() => []),
    staleTime: CACHE.notificationsStaleMs,
  });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
