// spec 001 §7 GET Asset/Lite/ByFolder/{folder}?includeSubFolders: the tanks of a folder and its
// subfolders, for the Custom Alerts page's preview. The first part of a capped answer is enough to
// choose a tank from (docs/decisions/062-row-caps.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetLiteListSchema } from '@ullage/domain/tanks/api';
import { apiFetchContinued } from '../../../lib/api-client';

export async function getFolderTanks(folderUid: number, signal?: AbortSignal) {
  const { data, next } = await apiFetchContinued(`Asset/Lite/ByFolder/${folderUid}`, {
    signal,
    query: { includeSubFolders: true },
    schema: assetLiteListSchema,
  });
  return { tanks: data.assets.filter((a) => !a.isTemplate), more: next !== null };
}

export function folderTanksQueryOptions(folderUid: number) {
  return queryOptions({ queryKey: ['alert-preview-tanks', folderUid], queryFn: ({ signal }) => getFolderTanks(folderUid, signal) });
}

export function useFolderTanks(folderUid: number) {
  return useQuery(folderTanksQueryOptions(folderUid));
}
