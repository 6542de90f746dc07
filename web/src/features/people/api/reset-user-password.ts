// spec 001 §7 PUT User/{uid}/PasswordReset: the user gets an email with a one-time link to set a
// new password (Reset Password, permission 20).
import { useMutation } from '@tanstack/react-query';
import { userSaveResultSchema } from '@ullage/domain/people/users-api';
import { apiFetch } from '../../../lib/api-client';

export function resetUserPassword(uid: number) {
  return apiFetch(`User/${uid}/PasswordReset`, { method: 'PUT', schema: userSaveResultSchema });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
