// spec 001 §9 "Email reports" schedules: the system ones (GET Schedule/System?optionsId) and the
// company's own standing in the folder or above (GET Schedule/ByFolder/{folderUid}), finished ones.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleListSchema, type ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import { ScheduleOptions } from '@ullage/domain/alerts/schedules';
import { apiFetch } from '../../../lib/api-client';

async function getEmailSchedules(folderUid: number, signal?: AbortSignal): Promise<ScheduleDto[]> {
  const [system, own] = await Promise.all([
    apiFetch('Schedule/System', { query: { optionsId: ScheduleOptions.EmailReports }, signal, schema: scheduleListSchema }),
    apiFetch(`Schedule/ByFolder/${folderUid}`, { signal, schema: scheduleListSchema }),
  ]);
  return [...own.filter((s) => s.optionsId === ScheduleOptions.EmailReports && s.finalized), ...system];
}

export function useEmailSchedules(folderUid: number) {
  return useQuery(
    queryOptions({ queryKey: ['schedules', 'email-reports', folderUid], queryFn: ({ signal }) => getEmailSchedules(folderUid, signal) }),
  );
}
