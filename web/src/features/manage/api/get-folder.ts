// spec 001 §7 GET Folder/{uid}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { folderSchema, type Folder } from '@ullage/domain/api/folder';
import { apiFetch } from '../../../lib/api-client';

export function getFolder(uid: number, signal?: AbortSignal): Promise<Folder> {
  return apiFetch(`Folder/${uid}`, { signal, schema: folderSchema });
}

export function folderQueryOptions(uid: number) {
  return queryOptions({ queryKey: ['folder', uid], queryFn: ({ signal }) => getFolder(uid, signal) });
}

export function useFolder(uid: number) {
  return useQuery(folderQueryOptions(uid));
}
