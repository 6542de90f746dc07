// spec 001 §7 PUT Entity/{uid}/Move (body srcFolderUid, destFolderUid, readOnly).
import { useMutation } from '@tanstack/react-query';
import { copyMoveResultSchema, type MoveBody } from '@ullage/domain/api/entity';
import { apiFetch } from '../../../lib/api-client';

export function moveEntity({ uid, ...body }: MoveBody & { uid: number }) {
  return apiFetch(`Entity/${uid}/Move`, { method: 'PUT', body, schema: copyMoveResultSchema });
}

export function useMoveEntity() {
  return useMutation({ mutationFn: moveEntity });
}
