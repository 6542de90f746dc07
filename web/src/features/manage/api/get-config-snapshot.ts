// spec 001 §2 "config snapshot"; §7 GET Entity/{uid}/Config?at=: an entity's configs as they stood
// at a time (docs/decisions/103); without one, as saved now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { entityConfigsSchema } from '@ullage/domain/api/entity-config';
import { apiFetch } from '../../../lib/api-client';

export function configSnapshotQueryOptions(uid: number, at: Date | null) {
  const iso = at?.toISOString() ?? null;
  return queryOptions({
    queryKey: ['entity', uid, 'config-snapshot', iso ?? 'now'],
    queryFn: ({ signal }) =>
      apiFetch(`Entity/${uid}/Config${iso ? `?at=${encodeURIComponent(iso)}` : ''}`, { signal, schema: entityConfigsSchema }),
  });
}

export function useConfigSnapshot(uid: number, at: Date | null) {
  return useQuery(configSnapshotQueryOptions(uid, at));
}
