// spec 001 §7 GET Permission/Role/ByFolder/{folderUid}: the roles a folder can assign (its own and
// its ancestors').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleListSchema, type RoleDto } from '@ullage/domain/people/roles-api';
import { apiFetch } from '../../../lib/api-client';

export function getRoles(folderUid: number, signal?: AbortSignal): Promise<RoleDto[]> {
  return apiFetch(`Permission/Role/ByFolder/${folderUid}`, { signal, schema: roleListSchema });
}

export function rolesQueryOptions(folderUid: number) {
  return queryOptions({ queryKey: ['roles', folderUid], queryFn: ({ signal }) => getRoles(folderUid, signal) });
}

export function useRoles(folderUid: number, enabled = true) {
  return useQuery({ ...rolesQueryOptions(folderUid), enabled });
}
