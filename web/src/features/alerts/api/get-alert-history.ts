// spec 001 §7 GET Entity/{uid}/Alert/History (startDate, endDate; central time, spec 001 §9): the
// alerts raised and cleared on the entity (for a folder, on the entities below it) in the range,
// newest first, with how many of their messages were sent, failed or wait. A range with more events
// than the server's limit comes in parts (docs/decisions/062-row-caps.md): the next part on request.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { alertHistorySchema, type AlertEvent } from '@ullage/domain/alerts/alert-api';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { useMemo } from 'react';
import { apiFetchContinued } from '../../../lib/api-client';

/** Milliseconds since the epoch. */
export interface AlertHistoryRange {
  from: number;
  to: number;
}

export function getAlertHistory(uid: number, range: AlertHistoryRange, after: string | null, signal?: AbortSignal) {
  return apiFetchContinued(`Entity/${uid}/Alert/History`, {
    signal,
    // Whole seconds on the wire: the end is rounded up so an alert of the last second is in.
    query: {
      startDate: toCentralTimestamp(new Date(range.from)),
      endDate: toCentralTimestamp(new Date(Math.ceil(range.to / 1000) * 1000)),
      after,
    },
    schema: alertHistorySchema,
  });
}

export interface AlertHistoryQuery {
  data: AlertEvent[] | undefined;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

export function useAlertHistory(uid: number, range: AlertHistoryRange): AlertHistoryQuery {
  const query = useInfiniteQuery({
    queryKey: ['alert-history', uid, range.from, range.to],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) => getAlertHistory(uid, range, pageParam, signal),
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const data = useMemo(() => pages?.flatMap((p) => p.data), [pages]);
  return {
    data,
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
