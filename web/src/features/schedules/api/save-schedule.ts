// spec 001 §4 schedule save sequence and §7 calls: the base (PUT Schedule/{uid} if it exists,
// otherwise POST Schedule/ToFolder/{folderUid}), then the type's own fields
// (PUT Schedule/{uid}/{DaySpecific|Hourly|Custom|Window|MonthDayRelative|MonthDaySpecific}), then
// PUT Schedule/{uid}/Finalize. One mutation: the cache is invalidated once, after the last step.
import { useMutation } from '@tanstack/react-query';
import { scheduleDtoSchema, type ScheduleDto } from '@ullage/domain/alerts/schedule-api';
import { scheduleSavePath, type Schedule } from '@ullage/domain/alerts/schedules';
import { apiFetch } from '../../../lib/api-client';
import { saveBodies } from '../utils/schedule-form';

export interface SaveScheduleVariables {
  /** 0 for a new schedule. */
  uid: number;
  folderUid: number;
  /** As edited: times in the selected zone's local time. */
  schedule: Schedule;
  offsetMinutes: number;
  /** Told the uid as soon as the base exists, so a retry after a later step failed updates it
   * instead of creating another. */
  onBaseSaved?: (uid: number) => void;
}

export async function saveSchedule(v: SaveScheduleVariables): Promise<ScheduleDto> {
  const { base, fields } = saveBodies(v.schedule, v.offsetMinutes);
  const saved = v.uid
    ? await apiFetch(`Schedule/${v.uid}`, { method: 'PUT', body: { ...base, uid: v.uid }, schema: scheduleDtoSchema })
    : await apiFetch(`Schedule/ToFolder/${v.folderUid}`, { method: 'POST', body: base, schema: scheduleDtoSchema });
  v.onBaseSaved?.(saved.uid);
  await apiFetch(`Schedule/${saved.uid}/${scheduleSavePath(base.scheduleTypeId)}`, {
    method: 'PUT',
    body: fields,
    schema: scheduleDtoSchema,
  });
  return apiFetch(`Schedule/${saved.uid}/Finalize`, { method: 'PUT', schema: scheduleDtoSchema });
}

export function useSaveSchedule() {
  return useMutation({ mutationFn: saveSchedule });
}
