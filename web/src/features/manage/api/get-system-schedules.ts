// spec 001 §7 GET Schedule/System (optionsId): the schedules a device of a schedule option may keep.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleListSchema } from '@ullage/domain/alerts/schedule-api';
import { apiFetch } from '../../../lib/api-client';

export function systemSchedulesQueryOptions(optionsId: number) {
  return queryOptions({
    queryKey: ['schedules', 'system', optionsId],
    queryFn: ({ signal }) => apiFetch('Schedule/System', { signal, query: { optionsId }, schema: scheduleListSchema }),
  });
}

export function useSystemSchedules(optionsId: number, enabled = true) {
  return useQuery({ ...systemSchedulesQueryOptions(optionsId), enabled: enabled && optionsId > 0 });
}
