// spec 001 §7 PUT Entity/{uid}/Copy (body destFolderUid, readOnly).
import { useMutation } from '@tanstack/react-query';
import { copyMoveResultSchema, type CopyBody } from '@ullage/domain/api/entity';
import { apiFetch } from '../../../lib/api-client';

export function copyEntity({ uid, ...body }: CopyBody & { uid: number }) {
  return apiFetch(`Entity/${uid}/Copy`, { method: 'PUT', body, schema: copyMoveResultSchema });
}

export function useCopyEntity() {
  return useMutation({ mutationFn: copyEntity });
}
