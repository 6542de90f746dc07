// GET User/MFA: the caller's multi-factor setting, contact points masked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mfaStatusSchema } from '@ullage/domain/people/mfa-api';
import { apiFetch } from '../../../lib/api-client';

export function getMfaStatus(signal?: AbortSignal) {
  return apiFetch('User/MFA', { signal, schema: mfaStatusSchema });
}

export function mfaStatusQueryOptions() {
  return queryOptions({ queryKey: ['mfa-status'], queryFn: ({ signal }) => getMfaStatus(signal) });
}

export function useMfaStatus(enabled: boolean) {
  return useQuery({ ...mfaStatusQueryOptions(), enabled });
}
