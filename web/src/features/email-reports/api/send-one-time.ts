// spec 001 §7 POST EntityReport/EmailOneTime: a report page as the user sees it, emailed once.
import { useMutation } from '@tanstack/react-query';
import { EMAIL_ONE_TIME_PATH, emailReportRunSchema, type EmailOneTimeInput } from '@ullage/domain/reports/email-report-api';
import { apiFetch } from '../../../lib/api-client';

export function sendOneTime(body: EmailOneTimeInput) {
  return apiFetch(EMAIL_ONE_TIME_PATH, { method: 'POST', body, schema: emailReportRunSchema });
}

export function useSendOneTime() {
  return useMutation({ mutationFn: sendOneTime });
}
