// spec 000 §7 Caching: every write operation invalidates the whole cache; notifications are
// cached for 1 second; other queries are treated as stale after 60 seconds; the default cache
// lifetime is 5 minutes. spec 000 §9: data fetches are retried 3 times with backoff up to 30 s.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { CACHE, FETCH_MAX_BACKOFF_MS, FETCH_RETRIES } from '@ullage/domain/constants';
import { isApiError } from './api-client';

/** Retrying helps only when the failure may be passing: the server unreachable (fetch throws a
 * TypeError), a 5xx, a timeout (408) or rate limiting (429). Any other 4xx answer will not change
 * by asking again, nor will a response that failed its schema. */
export function isRetryable(error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500 || error.status === 408 || error.status === 429;
  return error instanceof TypeError;
}

/** 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1_000 * 2 ** failureCount, FETCH_MAX_BACKOFF_MS);
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Every write invalidates the whole cache. Returning the promise keeps the mutation pending
      // until the queries on screen have refetched, so nothing stale shows after a save.
      onSuccess: () => queryClient.invalidateQueries(),
    }),
    defaultOptions: {
      queries: {
        staleTime: CACHE.staleMs,
        gcTime: CACHE.gcMs,
        retry: (failureCount, error) => failureCount < FETCH_RETRIES && isRetryable(error),
        retryDelay,
      },
      mutations: {
        // A write is not repeated behind the user's back.
        retry: false,
      },
    },
  });
  return queryClient;
}
