// spec 001 §7 DELETE User/{uid}: the user can no longer sign in and leaves the folders.
import { useMutation } from '@tanstack/react-query';
import { userDeleteResultSchema } from '@ullage/domain/people/users-api';
import { apiFetch } from '../../../lib/api-client';

export function deleteUser(uid: number) {
  return apiFetch(`User/${uid}`, { method: 'DELETE', schema: userDeleteResultSchema });
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
