// spec 001 §7 GET Contact/ByFolder/{folder} (includeSubFolders).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactListSchema, type ContactDto } from '@ullage/domain/people/contacts-api';
import { apiFetch } from '../../../lib/api-client';

export function getContacts(folderUid: number, includeSubFolders: boolean, signal?: AbortSignal): Promise<ContactDto[]> {
  return apiFetch(`Contact/ByFolder/${folderUid}`, { signal, query: { includeSubFolders }, schema: contactListSchema });
}

export function contactsQueryOptions(folderUid: number, includeSubFolders = false) {
  return queryOptions({
    queryKey: ['contacts', folderUid, includeSubFolders],
    queryFn: ({ signal }) => getContacts(folderUid, includeSubFolders, signal),
  });
}

export function useContacts(folderUid: number, includeSubFolders = false) {
  return useQuery(contactsQueryOptions(folderUid, includeSubFolders));
}
