// spec 000 §2 Login page: two news items (the news feed, a public call of spec 000 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@ullage/domain/api/public';
import { apiFetch } from '../../../lib/api-client';

// Not parsed here: the server answers through the same schema, and parsing would put zod on the
// login page (docs/decisions/048-zod-off-the-login-page.md).

export function getNewsQueryOptions() {
  return queryOptions({
    queryKey: ['public', 'news'],
    queryFn: ({ signal }) => apiFetch<NewsItem[]>('Public/News', { signal }),
  });
}

export function useNews() {
  return useQuery(getNewsQueryOptions());
}
