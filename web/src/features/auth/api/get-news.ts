// spec 000 §2 Login page: two news items (the news feed, a public call of spec 000 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { newsItemSchema } from '@ullage/domain/api/public';
import { apiFetch } from '../../../lib/api-client';

export function getNewsQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'news'],
    queryFn: ({ signal }) => apiFetch('Public/News', { signal, schema: z.array(newsItemSchema) }),
  });
}

export function useNews() {
  return useQuery(getNewsQueryOptions());
}
