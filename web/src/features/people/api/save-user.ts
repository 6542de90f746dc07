// spec 001 §7: PUT User/{uid} (update) or POST User/ToFolder/{folder} (create: the folder becomes the
// base folder and an invitation email goes out).
import { useMutation } from '@tanstack/react-query';
import { userSaveResultSchema, type UserSaveBody } from '@ullage/domain/people/users-api';
import { apiFetch } from '../../../lib/api-client';

export type SaveUserVariables = { uid: number; body: UserSaveBody } | { folderUid: number; body: UserSaveBody };

export function saveUser(v: SaveUserVariables) {
  return 'uid' in v
    ? apiFetch(`User/${v.uid}`, { method: 'PUT', body: { ...v.body, uid: v.uid }, schema: userSaveResultSchema })
    : apiFetch(`User/ToFolder/${v.folderUid}`, { method: 'POST', body: v.body, schema: userSaveResultSchema });
}

export function useSaveUser() {
  return useMutation({ mutationFn: saveUser });
}
