// spec 001 §7 GET IdentityGroup/ByFolder/{folderUid}: the identity groups a folder offers (its own and
// its ancestors' within the company), for its identity configs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityGroupListSchema } from '@ullage/domain/people/identity-api';
import { apiFetch } from '../../../lib/api-client';

export function identityGroupsQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['identity-groups', folderUid],
    queryFn: ({ signal }) => apiFetch(`IdentityGroup/ByFolder/${folderUid}`, { signal, schema: identityGroupListSchema }),
  });
}

export function useIdentityGroups(folderUid: number) {
  return useQuery(identityGroupsQueryOptions(folderUid));
}
