// spec 001 §7 GET Alert/Message/ByFolder/{folderUid}: a folder's alert message templates, its own
// and those it inherits from the folders above it, nearest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertMessagesSchema, type AlertMessage } from '@ullage/domain/alerts/alert-messages';
import { apiFetch } from '../../../lib/api-client';

export function getAlertMessages(folderUid: number, signal?: AbortSignal): Promise<AlertMessage[]> {
  return apiFetch(`Alert/Message/ByFolder/${folderUid}`, { signal, schema: alertMessagesSchema });
}

export function alertMessagesQueryOptions(folderUid: number) {
  return queryOptions({ queryKey: ['alert-messages', folderUid], queryFn: ({ signal }) => getAlertMessages(folderUid, signal) });
}

export function useAlertMessages(folderUid: number) {
  return useQuery(alertMessagesQueryOptions(folderUid));
}
