// GET Webhook/ByFolder/{folder}: the webhooks of a folder and below (docs/decisions/085-webhooks.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookListSchema, type WebhookDto } from '@ullage/domain/integration/webhooks-api';
import { apiFetch } from '../../../lib/api-client';

export function getWebhooks(folderUid: number, signal?: AbortSignal): Promise<WebhookDto[]> {
  return apiFetch(`Webhook/ByFolder/${folderUid}`, { signal, schema: webhookListSchema });
}

export function webhooksQueryOptions(folderUid: number) {
  return queryOptions({ queryKey: ['webhooks', folderUid], queryFn: ({ signal }) => getWebhooks(folderUid, signal) });
}

export function useWebhooks(folderUid: number) {
  return useQuery(webhooksQueryOptions(folderUid));
}
