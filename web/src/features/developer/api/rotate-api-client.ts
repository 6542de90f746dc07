// POST DeveloperSupport/APIClient/{id}/RotateSecret (docs/decisions/084-api-clients.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClientWithSecretSchema } from '@ullage/domain/integration/api-clients-api';
import { apiFetch } from '../../../lib/api-client';

export function rotateApiClient(id: number) {
  return apiFetch(`DeveloperSupport/APIClient/${id}/RotateSecret`, { method: 'POST', schema: apiClientWithSecretSchema });
}

export function useRotateApiClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rotateApiClient, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-clients'] }) });
}
