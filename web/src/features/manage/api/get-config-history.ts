// spec 001 §7 GET Entity/{uid}/History/Config: every saved version of an entity's configs, who and
// when.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { configHistorySchema } from '@ullage/domain/api/entity-config';
import { apiFetch } from '../../../lib/api-client';

export function configHistoryQueryOptions(uid: number) {
  return queryOptions({
    queryKey: ['entity', uid, 'config-history'],
    queryFn: ({ signal }) => apiFetch(`Entity/${uid}/History/Config`, { signal, schema: configHistorySchema }),
  });
}

export function useConfigHistory(uid: number) {
  return useQuery(configHistoryQueryOptions(uid));
}
