// spec 001 §7 GET Entity/{uid}/Alert: the alerts set on an asset, device or folder, each with where it
// stands now (raised, since when; for a folder, for how many entities below it).
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { entityAlertsSchema, type EntityAlert } from '@ullage/domain/alerts/alert-api';
import { apiFetch } from '../../../lib/api-client';
import { ENTITY_ALERTS_QUERY_KEY } from './query-keys';

export function getEntityAlerts(uid: number, signal?: AbortSignal): Promise<EntityAlert[]> {
  return apiFetch(`Entity/${uid}/Alert`, { signal, schema: entityAlertsSchema });
}

export function entityAlertsQueryOptions(uid: number) {
  return queryOptions({ queryKey: [ENTITY_ALERTS_QUERY_KEY, uid], queryFn: ({ signal }) => getEntityAlerts(uid, signal) });
}

export function useEntityAlerts(uid: number) {
  return useQuery(entityAlertsQueryOptions(uid));
}

/** The alerts of several entities (the folders above one), each as it answered; those still
 * loading or failed are left out. */
export function useAlertsOf(uids: readonly number[]): { uid: number; alerts: EntityAlert[] }[] {
  return useQueries({
    queries: uids.map((uid) => entityAlertsQueryOptions(uid)),
    combine: (results) => results.flatMap((r, i) => (r.data ? [{ uid: uids[i]!, alerts: r.data }] : [])),
  });
}
