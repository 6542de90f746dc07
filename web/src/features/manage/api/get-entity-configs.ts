// spec 001 §7 GET Entity/{uid}/Config: an entity's configs as stored (a folder's identity configs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { entityConfigsSchema } from '@ullage/domain/api/entity-config';
import { apiFetch } from '../../../lib/api-client';

export function entityConfigsQueryOptions(uid: number) {
  return queryOptions({
    queryKey: ['entity-configs', uid],
    queryFn: ({ signal }) => apiFetch(`Entity/${uid}/Config`, { signal, schema: entityConfigsSchema }),
  });
}

export function useEntityConfigs(uid: number) {
  return useQuery(entityConfigsQueryOptions(uid));
}
