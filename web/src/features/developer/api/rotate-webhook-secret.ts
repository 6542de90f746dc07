// POST Webhook/{id}/RotateSecret: a new signing secret, shown once.
import { useMutation } from '@tanstack/react-query';
import { webhookWithSecretSchema } from '@ullage/domain/integration/webhooks-api';
import { apiFetch } from '../../../lib/api-client';

export function rotateWebhookSecret(id: number) {
  return apiFetch(`Webhook/${id}/RotateSecret`, { method: 'POST', schema: webhookWithSecretSchema });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
