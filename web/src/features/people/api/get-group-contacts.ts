// spec 001 §7 GET ContactGroup/{uid}/Entity/Contact: the group's members.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactListSchema, type ContactDto } from '@ullage/domain/people/contacts-api';
import { apiFetch } from '../../../lib/api-client';

export function getGroupContacts(groupUid: number, signal?: AbortSignal): Promise<ContactDto[]> {
  return apiFetch(`ContactGroup/${groupUid}/Entity/Contact`, { signal, schema: contactListSchema });
}

export function groupContactsQueryOptions(groupUid: number) {
  return queryOptions({ queryKey: ['contact-group-members', groupUid], queryFn: ({ signal }) => getGroupContacts(groupUid, signal) });
}

export function useGroupContacts(groupUid: number) {
  return useQuery(groupContactsQueryOptions(groupUid));
}
