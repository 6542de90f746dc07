// GET Delivery/Plan/{folderUid} (ours; docs/decisions/092-delivery-planning.md): the folder's
// delivery plan for the dispatcher's settings.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DELIVERY_PATHS, deliveryPlanSchema } from '@ullage/domain/delivery/api';
import { apiFetch } from '../../../lib/api-client';

export interface PlanSettings {
  days: number;
  truckCapacity: number;
  /** A fraction; null: each tank's Warning zone. */
  reorderPercent: number | null;
  /** null: the folder's first depot. */
  depotUid: number | null;
}

export function deliveryPlanQueryOptions(folderUid: number, s: PlanSettings) {
  return queryOptions({
    queryKey: ['delivery-plan', folderUid, s.days, s.truckCapacity, s.reorderPercent, s.depotUid],
    queryFn: ({ signal }) =>
      apiFetch(`${DELIVERY_PATHS.plan}/${folderUid}`, {
        query: {
          days: s.days,
          truckCapacity: s.truckCapacity,
          reorderPercent: s.reorderPercent ?? undefined,
          depotUid: s.depotUid ?? undefined,
        },
        signal,
        schema: deliveryPlanSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDeliveryPlan(folderUid: number, s: PlanSettings) {
  return useQuery(deliveryPlanQueryOptions(folderUid, s));
}
