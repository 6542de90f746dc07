// spec 001 §7 GET ContactGroup/ByFolder/{folder} (the people feature has the same call; features do
// not import each other): the contact groups an alert can be sent to are those of the entity's
// folder and of the folders above it in the caller's scope, one call per folder.
import { useQueries } from '@tanstack/react-query';
import { contactGroupListSchema, type ContactGroupDto } from '@ullage/domain/people/contacts-api';
import { apiFetch } from '../../../lib/api-client';

export function getContactGroups(folderUid: number, signal?: AbortSignal): Promise<ContactGroupDto[]> {
  return apiFetch(`ContactGroup/ByFolder/${folderUid}`, { signal, schema: contactGroupListSchema });
}

/** The groups of each folder, nearest folder first; `isPending` until every folder has answered. */
export function useContactGroupsOf(folderUids: readonly number[]): { groups: ContactGroupDto[]; isPending: boolean } {
  return useQueries({
    queries: folderUids.map((folderUid) => ({
      queryKey: ['contact-groups', folderUid],
      queryFn: ({ signal }: { signal: AbortSignal }) => getContactGroups(folderUid, signal),
    })),
    combine: (results) => ({
      groups: results.flatMap((r) => r.data ?? []),
      isPending: results.some((r) => r.isPending),
    }),
  });
}
