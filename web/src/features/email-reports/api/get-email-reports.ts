// spec 001 §7 GET EntityReport/EmailRecurrings/{uid}: a user's scheduled email reports, each with
// its last runs (docs/decisions/074-email-reports.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMAIL_RECURRINGS_PATH, emailRecurringListSchema, type EmailRecurring } from '@ullage/domain/reports/email-report-api';
import { apiFetch } from '../../../lib/api-client';

export function getEmailReports(userUid: number, signal?: AbortSignal): Promise<EmailRecurring[]> {
  return apiFetch(`${EMAIL_RECURRINGS_PATH}/${userUid}`, { signal, schema: emailRecurringListSchema });
}

export function emailReportsQueryOptions(userUid: number) {
  return queryOptions({ queryKey: ['email-reports', userUid], queryFn: ({ signal }) => getEmailReports(userUid, signal) });
}

/** While a run is queued or running, the list is asked again every 2 s until it has finished. */
export function useEmailReports(userUid: number) {
  return useQuery({
    ...emailReportsQueryOptions(userUid),
    refetchInterval: (q) =>
      q.state.data?.some((r) => r.runs.some((run) => run.outcome === 'queued' || run.outcome === 'running')) ? 2000 : false,
  });
}
