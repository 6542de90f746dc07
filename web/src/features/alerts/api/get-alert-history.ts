// spec 001 §7 GET Entity/{uid}/Alert/History (startDate, endDate; central time, spec 001 §9): the
// alerts raised and cleared on the entity (for a folder, on the entities below it) in the range, with
// how many of their messages were sent, failed or wait.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { alertHistorySchema, type AlertEvent } from '@ullage/domain/alerts/alert-api';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { apiFetch } from '../../../lib/api-client';

/** Milliseconds since the epoch. */
export interface AlertHistoryRange {
  from: number;
  to: number;
}

export function getAlertHistory(uid: number, range: AlertHistoryRange, signal?: AbortSignal): Promise<AlertEvent[]> {
  return apiFetch(`Entity/${uid}/Alert/History`, {
    signal,
    // Whole seconds on the wire: the end is rounded up so an alert of the last second is in.
    query: {
      startDate: toCentralTimestamp(new Date(range.from)),
      endDate: toCentralTimestamp(new Date(Math.ceil(range.to / 1000) * 1000)),
    },
    schema: alertHistorySchema,
  });
}

export function alertHistoryQueryOptions(uid: number, range: AlertHistoryRange) {
  return queryOptions({
    queryKey: ['alert-history', uid, range.from, range.to],
    queryFn: ({ signal }) => getAlertHistory(uid, range, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAlertHistory(uid: number, range: AlertHistoryRange) {
  return useQuery(alertHistoryQueryOptions(uid, range));
}
