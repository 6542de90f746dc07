// POST Webhook/Delivery/{id}/Redeliver: the same body again, freshly signed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookDeliveryDtoSchema } from '@ullage/domain/integration/webhooks-api';
import { apiFetch } from '../../../lib/api-client';

export function redeliverWebhook(deliveryId: number) {
  return apiFetch(`Webhook/Delivery/${deliveryId}/Redeliver`, { method: 'POST', schema: webhookDeliveryDtoSchema });
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks', 'deliveries'] }),
  });
}
