// spec 000 §4 Forgot password; spec 000 §7 forgotPassword (userName).
import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '@ullage/domain/people/auth-api';
import type { ForgotPasswordBody } from '@ullage/domain/api/public';
import { apiFetch } from '../../../lib/api-client';

export function forgotPassword(body: ForgotPasswordBody) {
  return apiFetch('Public/ForgotPassword', { method: 'POST', body, schema: okResponseSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
