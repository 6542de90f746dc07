// spec 001 §7 GET Entity/{uid}/History/Folder: where the entity has stood (spec 000 §3 history item).
// Capped (docs/decisions/062-row-caps.md): a long history is read in parts, all of them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FolderHistoryItem } from '@ullage/domain/api/entity';
import { apiFetchAllParts } from '../../../lib/api-client';

// Drawn as the server sent it, not parsed here: /home's first paint does without zod (the server
// writes every answer through its route's schema; docs/decisions/073-first-paint-bytes.md).
export function getFolderHistory(uid: number, signal?: AbortSignal): Promise<FolderHistoryItem[]> {
  return apiFetchAllParts<FolderHistoryItem>(`Entity/${uid}/History/Folder`, { signal });
}

export function useFolderHistory(uid: number) {
  return useQuery(queryOptions({ queryKey: ['entity', uid, 'folder-history'], queryFn: ({ signal }) => getFolderHistory(uid, signal) }));
}
