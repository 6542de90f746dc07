// spec 001 §7 GET Schedule/ByFolder/{folderUid}: the company's own schedules that serve a folder
// (its own and those of the folders above it), which a device there may keep besides the system ones.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleListSchema } from '@ullage/domain/alerts/schedule-api';
import { apiFetch } from '../../../lib/api-client';

function folderSchedulesQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['schedules', 'folder', folderUid],
    queryFn: ({ signal }) => apiFetch(`Schedule/ByFolder/${folderUid}`, { signal, schema: scheduleListSchema }),
  });
}

export function useFolderSchedules(folderUid: number) {
  return useQuery({ ...folderSchedulesQueryOptions(folderUid), enabled: folderUid > 0 });
}
