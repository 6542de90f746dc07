// spec 000 §7 invitation get (by requestId); spec 000 §8 "Invitation load failure: empty
// invitation". The request id goes in the body, never in an API URL.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@ullage/domain/people/invitations';
import { apiFetch } from '../../../lib/api-client';

export async function getInvitation(requestId: string, signal?: AbortSignal): Promise<Invitation | null> {
  try {
    // The schema (and zod) load only when a link carries an invitation; the login page's own
    // answers are not parsed (docs/decisions/048-zod-off-the-login-page.md).
    const { invitationSchema } = await import('@ullage/domain/people/invitations');
    return await apiFetch('Public/Invitation', { method: 'POST', body: { requestId }, signal, schema: invitationSchema });
  } catch {
    return null;
  }
}

export function getInvitationQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: ['public', 'invitation', requestId],
    queryFn: ({ signal }) => getInvitation(requestId, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useInvitation(requestId: string) {
  return useQuery({ ...getInvitationQueryOptions(requestId), enabled: requestId !== '' });
}
