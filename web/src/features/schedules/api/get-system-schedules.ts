// spec 001 §7 GET Schedule/System: the schedules every company may give its devices (read-only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleListSchema } from '@ullage/domain/alerts/schedule-api';
import { apiFetch } from '../../../lib/api-client';

function systemSchedulesQueryOptions() {
  return queryOptions({
    queryKey: ['schedules', 'system', 'all'],
    queryFn: ({ signal }) => apiFetch('Schedule/System', { signal, schema: scheduleListSchema }),
  });
}

export function useSystemSchedules(enabled: boolean) {
  return useQuery({ ...systemSchedulesQueryOptions(), enabled });
}
