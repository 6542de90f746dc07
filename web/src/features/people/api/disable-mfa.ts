// spec 000 §7 DELETE User/MFA: turn multi-factor sign-in off for the caller.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function disableMfa() {
  return apiFetch('User/MFA', { method: 'DELETE' });
}

export function useDisableMfa() {
  return useMutation({ mutationFn: disableMfa });
}
