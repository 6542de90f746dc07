// spec 001 §7 GET ContactGroup/ByFolder/{folder}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactGroupListSchema, type ContactGroupDto } from '@ullage/domain/people/contacts-api';
import { apiFetch } from '../../../lib/api-client';

export function getContactGroups(folderUid: number, signal?: AbortSignal): Promise<ContactGroupDto[]> {
  return apiFetch(`ContactGroup/ByFolder/${folderUid}`, { signal, schema: contactGroupListSchema });
}

export function contactGroupsQueryOptions(folderUid: number) {
  return queryOptions({ queryKey: ['contact-groups', folderUid], queryFn: ({ signal }) => getContactGroups(folderUid, signal) });
}

export function useContactGroups(folderUid: number) {
  return useQuery(contactGroupsQueryOptions(folderUid));
}
