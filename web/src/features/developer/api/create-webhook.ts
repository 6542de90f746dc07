// POST Webhook/ToFolder/{folder}: the answer holds the signing secret, shown once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookWithSecretSchema, type WebhookSaveBody } from '@ullage/domain/integration/webhooks-api';
import { apiFetch } from '../../../lib/api-client';

export function createWebhook({ folderUid, body }: { folderUid: number; body: WebhookSaveBody }) {
  return apiFetch(`Webhook/ToFolder/${folderUid}`, { method: 'POST', body, schema: webhookWithSecretSchema });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['webhooks'] }) });
}
