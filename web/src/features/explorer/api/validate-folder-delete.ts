// spec 001 §7 GET Folder/{uid}/Validate/Delete: asked before a folder is deleted.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { folderDeleteValidationSchema } from '@ullage/domain/api/folder';
import { apiFetch } from '../../../lib/api-client';

export function validateFolderDelete(uid: number, signal?: AbortSignal) {
  return apiFetch(`Folder/${uid}/Validate/Delete`, { signal, schema: folderDeleteValidationSchema });
}

export function useFolderDeleteValidation(uid: number, enabled: boolean) {
  // Always asked afresh: what the folder holds may have changed since the last look.
  return useQuery({
    ...queryOptions({ queryKey: ['folder', uid, 'validate-delete'], queryFn: ({ signal }) => validateFolderDelete(uid, signal) }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
