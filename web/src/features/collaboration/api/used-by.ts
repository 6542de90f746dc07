// spec 001 §7 Entity: GET Entity/{uid}/UsedBy and GET Entity/ByFolder/{folder}/UsedByCounts
// (docs/decisions/100-catalogue-rest.md): what uses an entity, as far as the caller may see.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usedByCountsSchema, usedBySchema } from '@ullage/domain/collaboration/used-by-api';
import { apiFetch } from '../../../lib/api-client';

export function usedByQueryOptions(uid: number) {
  return queryOptions({
    queryKey: ['entity', uid, 'used-by'],
    queryFn: ({ signal }) => apiFetch(`Entity/${uid}/UsedBy`, { signal, schema: usedBySchema }),
  });
}
export const useUsedBy = (uid: number) => useQuery(usedByQueryOptions(uid));

export function usedByCountsQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'used-by-counts'],
    queryFn: ({ signal }) => apiFetch(`Entity/ByFolder/${folderUid}/UsedByCounts`, { signal, schema: usedByCountsSchema }),
  });
}
export const useUsedByCounts = (folderUid: number) => useQuery(usedByCountsQueryOptions(folderUid));
