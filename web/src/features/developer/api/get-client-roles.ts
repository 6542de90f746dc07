// spec 001 §7 GET Permission/Role/ByFolder/{folderUid}: the roles a client of this folder may hold.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleListSchema, type RoleDto } from '@ullage/domain/people/roles-api';
import { apiFetch } from '../../../lib/api-client';

export function getClientRoles(folderUid: number, signal?: AbortSignal): Promise<RoleDto[]> {
  return apiFetch(`Permission/Role/ByFolder/${folderUid}`, { signal, schema: roleListSchema });
}

export function clientRolesQueryOptions(folderUid: number) {
  return queryOptions({ queryKey: ['roles', folderUid], queryFn: ({ signal }) => getClientRoles(folderUid, signal) });
}

export function useClientRoles(folderUid: number, enabled: boolean) {
  return useQuery({ ...clientRolesQueryOptions(folderUid), enabled });
}
