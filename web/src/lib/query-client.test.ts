import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay } from './query-client';

let client: QueryClient;

beforeEach(() => {
  client = createQueryClient();
});

afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

/** Watches a query the way a mounted screen does; resolves once the first fetch has finished. */
async function watch<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) {
  const observer = new QueryObserver(client, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  return { observer, unsubscribe };
}

describe('query client (spec 000 §7 Caching)', () => {
  it('refetches every query on screen after any write, whatever the write touched', async () => {
    let folderLabel = 'North Yard';
    const folder = vi.fn(async () => ({ label: folderLabel }));
    const assets = vi.fn(async () => ['Tank 1']);
    const watchedFolder = await watch(['folder', 7], folder);
    const watchedAssets = await watch(['assets', 7], assets);

    const rename = new MutationObserver(client, {
      mutationFn: async (label: string) => {
        folderLabel = label;
      },
    });
    await rename.mutate('South Yard');

    expect(folder).toHaveBeenCalledTimes(2);
    expect(assets).toHaveBeenCalledTimes(2);
    expect(watchedFolder.observer.getCurrentResult().data).toEqual({ label: 'South Yard' });
    watchedFolder.unsubscribe();
    watchedAssets.unsubscribe();
  });

  it('marks queries not on screen stale after a write, so the next visit refetches', async () => {
    const users = vi.fn(async () => ['ann']);
    await client.fetchQuery({ queryKey: ['users'], queryFn: users });
    await client.fetchQuery({ queryKey: ['users'], queryFn: users });
    expect(users).toHaveBeenCalledTimes(1);

    await new MutationObserver(client, { mutationFn: async () => 'saved' }).mutate();
    await client.fetchQuery({ queryKey: ['users'], queryFn: users });
    expect(users).toHaveBeenCalledTimes(2);
  });

  it('does not invalidate anything when a write fails', async () => {
    const users = vi.fn(async () => ['ann']);
    await client.fetchQuery({ queryKey: ['users'], queryFn: users });
    const failing = new MutationObserver(client, {
      mutationFn: async () => {
        throw new ApiError(400, { message: 'nope' });
      },
    });
    await failing.mutate().catch(() => undefined);
    expect(client.getQueryState(['users'])?.isInvalidated).toBe(false);
  });

  it('serves cached data for 60 seconds, then refetches; forgets unused data after 5 minutes', async () => {
    vi.useFakeTimers();
    const summary = vi.fn(async () => 'summary');
    await client.fetchQuery({ queryKey: ['summary'], queryFn: summary });
    vi.advanceTimersByTime(59_000);
    await client.fetchQuery({ queryKey: ['summary'], queryFn: summary });
    expect(summary).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await client.fetchQuery({ queryKey: ['summary'], queryFn: summary });
    expect(summary).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(300_001);
    expect(client.getQueryData(['summary'])).toBeUndefined();
  });
});

describe('query retries (spec 000 §9)', () => {
  it('retries a failing fetch 3 times with growing delays capped at 30 s', async () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);

    vi.useFakeTimers();
    const flaky = vi.fn(async (): Promise<string> => {
      throw new ApiError(503, { message: 'Service Unavailable' });
    });
    const observer = new QueryObserver(client, { queryKey: ['flaky'], queryFn: flaky });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flaky).toHaveBeenCalledTimes(4);
    expect(observer.getCurrentResult().isError).toBe(true);
    unsubscribe();
  });

  it('recovers when a retry succeeds', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('ok');
    const result = client.fetchQuery({ queryKey: ['recovering'], queryFn });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe('ok');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 4xx answer: asking again would get the same answer', async () => {
    const forbidden = vi.fn(async (): Promise<string> => {
      throw new ApiError(403, { message: 'Forbidden' });
    });
    const observer = new QueryObserver(client, { queryKey: ['forbidden'], queryFn: forbidden });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(forbidden).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
