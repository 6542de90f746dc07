// GET User/LoginMessage (ADR 100): the message a user is shown at sign-in (spec 001 §3.3
// HtmlMessage, by the user's loginMessageId or the folder state's loginHtmlMessageId).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginMessageResponse } from '@ullage/domain/collaboration/login-messages-api';
import { apiFetch } from '../../../lib/api-client';

export function getLoginMessageQueryOptions() {
  return queryOptions({
    queryKey: ['login-message'],
    // Not parsed: the server answers through the route's schema (as the session, ADR 073).
    queryFn: ({ signal }) => apiFetch<LoginMessageResponse>('User/LoginMessage', { signal }),
    staleTime: Infinity,
  });
}

export function useLoginMessage() {
  return useQuery(getLoginMessageQueryOptions());
}
