// spec 001 §7 DELETE Folder/{uid}.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function deleteFolder(uid: number): Promise<unknown> {
  return apiFetch(`Folder/${uid}`, { method: 'DELETE' });
}

export function useDeleteFolder() {
  return useMutation({ mutationFn: deleteFolder });
}
