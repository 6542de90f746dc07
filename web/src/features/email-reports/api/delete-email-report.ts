// DELETE EntityReport/EmailRecurring/{id} (ours: a saved report must be removable).
import { useMutation } from '@tanstack/react-query';
import { EMAIL_RECURRING_PATH } from '@ullage/domain/reports/email-report-api';
import { apiFetch } from '../../../lib/api-client';

export function deleteEmailReport(id: number) {
  return apiFetch(`${EMAIL_RECURRING_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteEmailReport() {
  return useMutation({ mutationFn: deleteEmailReport });
}
