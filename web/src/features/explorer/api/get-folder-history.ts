// spec 001 §7 GET Entity/{uid}/History/Folder: where the entity has stood (spec 000 §3 history item).
// Capped (docs/decisions/062-row-caps.md): a long history is read in parts, all of them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { folderHistorySchema, type FolderHistoryItem } from '@ullage/domain/api/entity';
import { apiFetchAllParts } from '../../../lib/api-client';

export function getFolderHistory(uid: number, signal?: AbortSignal): Promise<FolderHistoryItem[]> {
  return apiFetchAllParts(`Entity/${uid}/History/Folder`, { signal, schema: folderHistorySchema });
}

export function useFolderHistory(uid: number) {
  return useQuery(queryOptions({ queryKey: ['entity', uid, 'folder-history'], queryFn: ({ signal }) => getFolderHistory(uid, signal) }));
}
