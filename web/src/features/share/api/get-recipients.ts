// spec 000 §5: recipient search for sharing starts at 3 characters; for invitations only users of
// the base folder or its ancestors are offered. GET Webview/Email/Recipients.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipientsSchema, type UserLite } from '@ullage/domain/api/share';
import { RECIPIENT_SEARCH_MIN_LENGTH } from '@ullage/domain/constants';
import { apiFetch } from '../../../lib/api-client';

export function getRecipients(folderUid: number, term: string, invitation: boolean, signal?: AbortSignal): Promise<UserLite[]> {
  return apiFetch('Webview/Email/Recipients', { query: { folderUid, term, invitation }, signal, schema: recipientsSchema });
}

export function useRecipients(folderUid: number, term: string, invitation: boolean) {
  const trimmed = term.trim();
  return useQuery({
    ...queryOptions({
      queryKey: ['share', 'recipients', folderUid, invitation, trimmed],
      queryFn: ({ signal }) => getRecipients(folderUid, trimmed, invitation, signal),
    }),
    enabled: trimmed.length >= RECIPIENT_SEARCH_MIN_LENGTH,
  });
}
