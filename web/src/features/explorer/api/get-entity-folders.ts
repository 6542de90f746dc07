// spec 000 §7 "folder-membership list by entity uid": GET Entity/{uid}/Folder. The copy/move
// dialog needs every folder the entity stands in ("Source and destination folders are the same").
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Membership } from '@ullage/domain/api/entity';
import { apiFetch } from '../../../lib/api-client';

// Drawn as the server sent it, not parsed here: /home's first paint does without zod (the server
// writes every answer through its route's schema; docs/decisions/073-first-paint-bytes.md).
export function getEntityFolders(uid: number, signal?: AbortSignal): Promise<Membership[]> {
  return apiFetch<Membership[]>(`Entity/${uid}/Folder`, { signal });
}

export function entityFoldersQueryOptions(uid: number) {
  return queryOptions({ queryKey: ['entity', uid, 'folders'], queryFn: ({ signal }) => getEntityFolders(uid, signal) });
}

export function useEntityFolders(uid: number, enabled = true) {
  return useQuery({ ...entityFoldersQueryOptions(uid), enabled });
}
