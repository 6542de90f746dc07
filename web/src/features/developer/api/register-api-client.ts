// spec 001 §7 POST DeveloperSupport/APIClient/Register: the answer holds the secret, shown once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClientWithSecretSchema, type ApiClientRegisterBody } from '@ullage/domain/integration/api-clients-api';
import { apiFetch } from '../../../lib/api-client';

export function registerApiClient(body: ApiClientRegisterBody) {
  return apiFetch('DeveloperSupport/APIClient/Register', { method: 'POST', body, schema: apiClientWithSecretSchema });
}

export function useRegisterApiClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerApiClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-clients'] }),
  });
}
