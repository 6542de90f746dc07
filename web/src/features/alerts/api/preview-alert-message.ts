// POST Alert/Message/Preview (issue 15): a template rendered by the server from a real tank of the
// folder (the chosen one, else the folder's first with a reading), in the caller's units and time
// zone, with the renderer the delivery uses. Asked as a query, not a mutation: it changes nothing,
// and a mutation would invalidate every cached answer at each keystroke (lib/query-client.ts).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  alertMessagePreviewSchema,
  type alertMessagePreviewBodySchema,
  type AlertMessagePreview,
} from '@ullage/domain/alerts/alert-messages';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

type AlertMessagePreviewBody = z.infer<typeof alertMessagePreviewBodySchema>;

export function previewAlertMessage(body: AlertMessagePreviewBody, signal?: AbortSignal): Promise<AlertMessagePreview> {
  return apiFetch('Alert/Message/Preview', { method: 'POST', body, signal, schema: alertMessagePreviewSchema });
}

export function alertMessagePreviewQueryOptions(body: AlertMessagePreviewBody | null) {
  return queryOptions({
    queryKey: ['alert-message-preview', body],
    queryFn: ({ signal }) => previewAlertMessage(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useAlertMessagePreview(body: AlertMessagePreviewBody | null) {
  return useQuery(alertMessagePreviewQueryOptions(body));
}
