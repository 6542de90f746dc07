// POST EntityReport/EmailRecurring/{id}/Send (ours): one run of a saved report now.
import { useMutation } from '@tanstack/react-query';
import { EMAIL_RECURRING_PATH, emailReportRunSchema } from '@ullage/domain/reports/email-report-api';
import { apiFetch } from '../../../lib/api-client';

export function sendEmailReport(id: number) {
  return apiFetch(`${EMAIL_RECURRING_PATH}/${id}/Send`, { method: 'POST', schema: emailReportRunSchema });
}

export function useSendEmailReport() {
  return useMutation({ mutationFn: sendEmailReport });
}
