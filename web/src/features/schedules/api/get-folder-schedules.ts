// spec 001 §7 GET Schedule/ByFolder/{folderUid}: the folder's schedules and those of the folders above it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleListSchema, type ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import { apiFetch } from '../../../lib/api-client';

export function getFolderSchedules(folderUid: number, signal?: AbortSignal): Promise<ScheduleDto[]> {
  return apiFetch(`Schedule/ByFolder/${folderUid}`, { signal, schema: scheduleListSchema });
}

export function folderSchedulesQueryOptions(folderUid: number) {
  return queryOptions({ queryKey: ['schedules', 'folder', folderUid], queryFn: ({ signal }) => getFolderSchedules(folderUid, signal) });
}

export function useFolderSchedules(folderUid: number) {
  return useQuery(folderSchedulesQueryOptions(folderUid));
}
