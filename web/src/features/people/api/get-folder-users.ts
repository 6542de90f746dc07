// spec 001 §7 GET User/ByFolder/{folder} (includeSubFolders): the users of a folder and the folders
// below it, for the Folder menu's Users page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userListSchema, type UserDto } from '@ullage/domain/people/users-api';
import { apiFetch } from '../../../lib/api-client';

export function getFolderUsers(folderUid: number, signal?: AbortSignal): Promise<UserDto[]> {
  return apiFetch(`User/ByFolder/${folderUid}`, { query: { includeSubFolders: true }, signal, schema: userListSchema });
}

export function folderUsersQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['users', 'by-folder', folderUid, { includeSubFolders: true }],
    queryFn: ({ signal }) => getFolderUsers(folderUid, signal),
  });
}

export function useFolderUsers(folderUid: number) {
  return useQuery(folderUsersQueryOptions(folderUid));
}
