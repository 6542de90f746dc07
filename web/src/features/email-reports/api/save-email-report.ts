// spec 001 §7 PUT or POST EntityReport/EmailRecurring/{uid} (by whether id is greater than 0).
import { useMutation } from '@tanstack/react-query';
import { EMAIL_RECURRING_PATH, emailRecurringSchema, type EmailRecurringInput } from '@ullage/domain/reports/email-report-api';
import { apiFetch } from '../../../lib/api-client';

export interface SaveEmailReportVariables {
  userUid: number;
  body: EmailRecurringInput;
}

export function saveEmailReport({ userUid, body }: SaveEmailReportVariables) {
  return apiFetch(`${EMAIL_RECURRING_PATH}/${userUid}`, {
    method: (body.id ?? 0) > 0 ? 'PUT' : 'POST',
    body,
    schema: emailRecurringSchema,
  });
}

export function useSaveEmailReport() {
  return useMutation({ mutationFn: saveEmailReport });
}
