// PUT Webhook/{id}: name, URL, events, on or off (switching on forgets its failures).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookDtoSchema, type WebhookSaveBody } from '@ullage/domain/integration/webhooks-api';
import { apiFetch } from '../../../lib/api-client';

export function updateWebhook({ id, body }: { id: number; body: WebhookSaveBody }) {
  return apiFetch(`Webhook/${id}`, { method: 'PUT', body, schema: webhookDtoSchema });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks'] }) });
}
