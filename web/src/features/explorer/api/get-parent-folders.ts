// spec 000 §7 "parent folders of a uid (list of uid and label)": GET Folder/{uid}/ParentFoldersLite.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentFolderLite } from '@ullage/domain/api/folder';
import { apiFetch } from '../../../lib/api-client';

// Drawn as the server sent it, not parsed here: a signed-in page's first paint does without zod
// (the server writes every answer through its route's schema; docs/decisions/073-first-paint-bytes.md).
export function getParentFolders(uid: number, signal?: AbortSignal): Promise<ParentFolderLite[]> {
  return apiFetch<ParentFolderLite[]>(`Folder/${uid}/ParentFoldersLite`, { signal });
}

export function parentFoldersQueryOptions(uid: number) {
  return queryOptions({ queryKey: ['folder', uid, 'parents'], queryFn: ({ signal }) => getParentFolders(uid, signal) });
}

export function useParentFolders(uid: number | undefined) {
  return useQuery({ ...parentFoldersQueryOptions(uid ?? 0), enabled: uid !== undefined && uid > 0 });
}
