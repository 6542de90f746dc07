// Outgoing email and SMS as the outbox holds them (system administrator; docs/decisions/012).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { outboxMessageSchema } from '@ullage/domain/api/admin';
import { apiFetch } from '../../../lib/api-client';

export function getOutboxQueryOptions(recipient: string) {
  return queryOptions({
    queryKey: ['admin', 'outbox', recipient],
    queryFn: ({ signal }) =>
      apiFetch('Admin/Outbox', { query: { recipient: recipient || undefined, limit: 100 }, signal, schema: z.array(outboxMessageSchema) }),
  });
}

export function useOutbox(recipient: string) {
  return useQuery(getOutboxQueryOptions(recipient));
}
