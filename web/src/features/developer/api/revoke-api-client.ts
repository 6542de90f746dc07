// POST DeveloperSupport/APIClient/{id}/Revoke (docs/decisions/084-api-clients.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClientDtoSchema } from '@ullage/domain/integration/api-clients-api';
import { apiFetch } from '../../../lib/api-client';

export function revokeApiClient(id: number) {
  return apiFetch(`DeveloperSupport/APIClient/${id}/Revoke`, { method: 'POST', schema: apiClientDtoSchema });
}

export function useRevokeApiClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiClient, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-clients'] }) });
}
