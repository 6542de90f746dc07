// spec 000 §7 "folder-membership list by entity uid": GET Entity/{uid}/Folder. The copy/move
// dialog needs every folder the entity stands in ("Source and destination folders are the same").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipsSchema, type Membership } from '@ullage/domain/api/entity';
import { apiFetch } from '../../../lib/api-client';

export function getEntityFolders(uid: number, signal?: AbortSignal): Promise<Membership[]> {
  return apiFetch(`Entity/${uid}/Folder`, { signal, schema: membershipsSchema });
}

export function entityFoldersQueryOptions(uid: number) {
  return queryOptions({ queryKey: ['entity', uid, 'folders'], queryFn: ({ signal }) => getEntityFolders(uid, signal) });
}

export function useEntityFolders(uid: number, enabled = true) {
  return useQuery({ ...entityFoldersQueryOptions(uid), enabled });
}
