// spec 001 §7 GET ContactGroup/ByFolder/{folder}: the groups a report can be sent to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactGroupListSchema } from '@ullage/domain/people/contacts-api';
import { apiFetch } from '../../../lib/api-client';

export function useContactGroups(folderUid: number) {
  return useQuery(
    queryOptions({
      queryKey: ['contact-groups', folderUid],
      queryFn: ({ signal }) => apiFetch(`ContactGroup/ByFolder/${folderUid}`, { signal, schema: contactGroupListSchema }),
    }),
  );
}
