// POST Delivery/Plan/{folderUid}/Email: the plan (table and CSV) to each member of a contact group.
import { useMutation } from '@tanstack/react-query';
import { DELIVERY_PATHS, deliveryEmailResultSchema } from '@ullage/domain/delivery/api';
import { apiFetch } from '../../../lib/api-client';
import type { PlanSettings } from './get-delivery-plan';

export function emailDeliveryPlan({
  folderUid,
  settings,
  contactGroupUid,
}: {
  folderUid: number;
  settings: PlanSettings;
  contactGroupUid: number;
}) {
  return apiFetch(`${DELIVERY_PATHS.plan}/${folderUid}/Email`, {
    method: 'POST',
    body: {
      days: settings.days,
      truckCapacity: settings.truckCapacity,
      ...(settings.reorderPercent === null ? {} : { reorderPercent: settings.reorderPercent }),
      ...(settings.depotUid === null ? {} : { depotUid: settings.depotUid }),
      contactGroupUid,
    },
    schema: deliveryEmailResultSchema,
  });
}

export function useEmailDeliveryPlan() {
  return useMutation({ mutationFn: emailDeliveryPlan });
}
