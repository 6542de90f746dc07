// spec 001 §7 GET DeveloperSupport/APIClient/ByFolder/{folder}: the API clients of a folder and below.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClientListSchema, type ApiClientDto } from '@ullage/domain/integration/api-clients-api';
import { apiFetch } from '../../../lib/api-client';

export function getApiClients(folderUid: number, signal?: AbortSignal): Promise<ApiClientDto[]> {
  return apiFetch(`DeveloperSupport/APIClient/ByFolder/${folderUid}`, { signal, schema: apiClientListSchema });
}

export function apiClientsQueryOptions(folderUid: number) {
  return queryOptions({ queryKey: ['api-clients', folderUid], queryFn: ({ signal }) => getApiClients(folderUid, signal) });
}

export function useApiClients(folderUid: number, enabled: boolean) {
  return useQuery({ ...apiClientsQueryOptions(folderUid), enabled });
}
