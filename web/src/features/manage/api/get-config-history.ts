// spec 001 §7 GET Entity/{uid}/History/Config: every saved version of an entity's configs, who and
// when. Capped (docs/decisions/062-row-caps.md): a long history is read in parts, all of them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { configHistorySchema } from '@ullage/domain/api/entity-config';
import { apiFetchAllParts } from '../../../lib/api-client';

export function configHistoryQueryOptions(uid: number) {
  return queryOptions({
    queryKey: ['entity', uid, 'config-history'],
    queryFn: ({ signal }) => apiFetchAllParts(`Entity/${uid}/History/Config`, { signal, schema: configHistorySchema }),
  });
}

export function useConfigHistory(uid: number) {
  return useQuery(configHistoryQueryOptions(uid));
}
