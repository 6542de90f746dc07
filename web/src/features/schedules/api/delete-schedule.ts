// spec 001 §7 DELETE Schedule/{id}.
import { useMutation } from '@tanstack/react-query';
import { scheduleDeleteResultSchema } from '@ullage/domain/alerts/schedule-api';
import { apiFetch } from '../../../lib/api-client';

export function deleteSchedule(uid: number) {
  return apiFetch(`Schedule/${uid}`, { method: 'DELETE', schema: scheduleDeleteResultSchema });
}

export function useDeleteSchedule() {
  return useMutation({ mutationFn: deleteSchedule });
}
