// spec 001 §7 GET Schedule/{id}/Validate/Delete: what uses the schedule (spec 001 §3.10 items).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { validationResultItemSchema } from '@ullage/domain/validation';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const itemsSchema = z.array(validationResultItemSchema);

function scheduleDeleteValidationQueryOptions(uid: number) {
  return queryOptions({
    queryKey: ['schedules', 'validate-delete', uid],
    queryFn: ({ signal }) => apiFetch(`Schedule/${uid}/Validate/Delete`, { signal, schema: itemsSchema }),
    // Asked afresh each time the dialog opens: a device may have taken the schedule meanwhile.
    staleTime: 0,
  });
}

export function useScheduleDeleteValidation(uid: number) {
  return useQuery(scheduleDeleteValidationQueryOptions(uid));
}
