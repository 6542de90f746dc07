// spec 001 §7 GET Folder/{uid}/ChildFolders: the copy/move target picker browses folders with it.
import { queryOptions } from '@tanstack/react-query';
import { childFoldersPageSchema, type ChildFoldersPage } from '@ullage/domain/api/folder';
import { apiFetch } from '../../../lib/api-client';

export function getChildFolders(uid: number, after: string | undefined, signal?: AbortSignal): Promise<ChildFoldersPage> {
  return apiFetch(`Folder/${uid}/ChildFolders`, { query: { after, limit: 500 }, signal, schema: childFoldersPageSchema });
}

export function childFoldersQueryOptions(uid: number, after?: string) {
  return queryOptions({
    queryKey: ['folder', uid, 'children', after ?? null],
    queryFn: ({ signal }) => getChildFolders(uid, after, signal),
  });
}
