// spec 001 §7 GET Folder/{uid}, for each folder a tank stands in: the preview's site (the tank's
// folder) and company (the nearest company folder above it).
import { useQueries } from '@tanstack/react-query';
import { folderSchema, type Folder } from '@ullage/domain/api/folder';
import { apiFetch } from '../../../lib/api-client';

export function getFolder(uid: number, signal?: AbortSignal): Promise<Folder> {
  return apiFetch(`Folder/${uid}`, { signal, schema: folderSchema });
}

/** The folders that have answered, by uid. */
export function useFolders(uids: readonly number[]): Map<number, Folder> {
  return useQueries({
    queries: uids.map((uid) => ({ queryKey: ['folder', uid], queryFn: ({ signal }: { signal: AbortSignal }) => getFolder(uid, signal) })),
    combine: (results) => new Map(results.flatMap((r) => (r.data ? [[r.data.uid, r.data] as const] : []))),
  });
}
