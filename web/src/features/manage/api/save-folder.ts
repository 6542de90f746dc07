// spec 001 §4 create-or-update: PUT Folder/{uid} or POST Folder/ (parentUid in the body).
import { useMutation } from '@tanstack/react-query';
import { folderSchema, type FolderSaveBody } from '@ullage/domain/api/folder';
import { apiFetch } from '../../../lib/api-client';

export function saveFolder({ uid, body }: { uid?: number; body: FolderSaveBody }) {
  return uid
    ? apiFetch(`Folder/${uid}`, { method: 'PUT', body, schema: folderSchema })
    : apiFetch('Folder', { method: 'POST', body, schema: folderSchema });
}

export function useSaveFolder() {
  return useMutation({ mutationFn: saveFolder });
}
