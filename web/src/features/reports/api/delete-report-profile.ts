// DELETE EntityReport/Profile/{id}: removes one of the user's saved report profiles (the server's
// addition to spec 001 §7's list, domain/src/reports/api.ts).
import { useMutation } from '@tanstack/react-query';
import { REPORT_PROFILE_PATH } from '@ullage/domain/reports/api';
import { apiFetch } from '../../../lib/api-client';

export function deleteReportProfile(id: number): Promise<unknown> {
  return apiFetch(`${REPORT_PROFILE_PATH}/${id}`, { method: 'DELETE' });
}

export function useDeleteReportProfile() {
  return useMutation({ mutationFn: deleteReportProfile });
}
