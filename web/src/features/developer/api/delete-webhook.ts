// DELETE Webhook/{id}: the webhook and its delivery log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function deleteWebhook(id: number) {
  return apiFetch(`Webhook/${id}`, { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks'] }) });
}
