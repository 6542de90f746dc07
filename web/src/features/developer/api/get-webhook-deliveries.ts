// GET Webhook/{id}/Deliveries: the latest deliveries with their tries and answers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookDeliveryListSchema, type WebhookDeliveryDto } from '@ullage/domain/integration/webhooks-api';
import { apiFetch } from '../../../lib/api-client';

export function getWebhookDeliveries(id: number, signal?: AbortSignal): Promise<WebhookDeliveryDto[]> {
  return apiFetch(`Webhook/${id}/Deliveries`, { signal, schema: webhookDeliveryListSchema });
}

export function webhookDeliveriesQueryOptions(id: number) {
  return queryOptions({ queryKey: ['webhooks', 'deliveries', id], queryFn: ({ signal }) => getWebhookDeliveries(id, signal) });
}

export function useWebhookDeliveries(id: number) {
  return useQuery(webhookDeliveriesQueryOptions(id));
}
