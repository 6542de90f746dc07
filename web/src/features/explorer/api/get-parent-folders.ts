// spec 000 §7 "parent folders of a uid (list of uid and label)": GET Folder/{uid}/ParentFoldersLite.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentFoldersLiteSchema, type ParentFolderLite } from '@ullage/domain/api/folder';
import { apiFetch } from '../../../lib/api-client';

export function getParentFolders(uid: number, signal?: AbortSignal): Promise<ParentFolderLite[]> {
  return apiFetch(`Folder/${uid}/ParentFoldersLite`, { signal, schema: parentFoldersLiteSchema });
}

export function parentFoldersQueryOptions(uid: number) {
  return queryOptions({ queryKey: ['folder', uid, 'parents'], queryFn: ({ signal }) => getParentFolders(uid, signal) });
}

export function useParentFolders(uid: number | undefined) {
  return useQuery({ ...parentFoldersQueryOptions(uid ?? 0), enabled: uid !== undefined && uid > 0 });
}
