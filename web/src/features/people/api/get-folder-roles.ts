// spec 001 §7 GET Permission/Role/ByFolder/{folderUid}: the roles a folder can assign (its own and
// its ancestors' within the company), with the folder defining each and how many users hold it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleListSchema, type RoleDto } from '@ullage/domain/people/roles-api';
import { apiFetch } from '../../../lib/api-client';

export function getFolderRoles(folderUid: number, signal?: AbortSignal): Promise<RoleDto[]> {
  return apiFetch(`Permission/Role/ByFolder/${folderUid}`, { signal, schema: roleListSchema });
}

export function folderRolesQueryOptions(folderUid: number) {
  return queryOptions({ queryKey: ['roles', 'by-folder', folderUid], queryFn: ({ signal }) => getFolderRoles(folderUid, signal) });
}

export function useFolderRoles(folderUid: number) {
  return useQuery(folderRolesQueryOptions(folderUid));
}
