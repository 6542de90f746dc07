// spec 001 §7 history calls, each for one chosen range (startDate, endDate; central time, spec 001
// §9): Asset/{uid}/History/State/Tank/Lite, .../Usage/ByDay, .../Usage/ByWeekDay, History/Fill/{id},
// Device/{uid}/History/DeviceUpdate and .../History/Command. Only the range on screen is loaded.
// Readings, fills, call-ins and commands are capped (docs/decisions/062-row-caps.md): a range with
// more than the server's limit comes in parts, and the screen offers the next part.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assetFillListSchema, tankStateHistSchema, usageByDayListSchema, usageByWeekdayListSchema } from '@ullage/domain/tanks/api';
import { deviceCommandSchema, deviceUpdateHistSchema } from '@ullage/domain/devices/api';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { z } from 'zod';
import { apiFetchContinued, type ResponseSchema } from '../../../lib/api-client';

/** Milliseconds since the epoch: the range a history view shows. */
export interface HistoryRange {
  from: number;
  to: number;
}

/** A call, its answer's schema, and how the parts of a partial answer join into one answer. */
function call<S extends z.ZodType>(path: (uid: number) => string, schema: S, join: (first: z.infer<S>, more: z.infer<S>[]) => z.infer<S>) {
  return { path, schema, join };
}
type TankStates = z.infer<typeof tankStateHistSchema>;
type Fills = z.infer<typeof assetFillListSchema>;
/** Usage by day and weekday are not capped: their answer is never partial. */
const onePart = <T>(first: T) => first;
const rows = <T>(first: T[], more: T[][]) => [...first, ...more.flat()];

const CALLS = {
  tankStates: call(
    (uid) => `Asset/${uid}/History/State/Tank/Lite`,
    tankStateHistSchema,
    (first: TankStates, more: TankStates[]) => ({
      ...first,
      states: rows(
        first.states,
        more.map((p) => p.states),
      ),
    }),
  ),
  usageByDay: call((uid) => `Asset/${uid}/History/Usage/ByDay`, usageByDayListSchema, onePart),
  usageByWeekday: call((uid) => `Asset/${uid}/History/Usage/ByWeekDay`, usageByWeekdayListSchema, onePart),
  fills: call(
    (uid) => `History/Fill/${uid}`,
    assetFillListSchema,
    (first: Fills, more: Fills[]) => ({
      ...first,
      fills: rows(
        first.fills,
        more.map((p) => p.fills),
      ),
    }),
  ),
  deviceUpdates: call((uid) => `Device/${uid}/History/DeviceUpdate`, z.array(deviceUpdateHistSchema), rows),
  deviceCommands: call((uid) => `Device/${uid}/History/Command`, z.array(deviceCommandSchema), rows),
} as const;
export type HistoryCall = keyof typeof CALLS;
type Answer<K extends HistoryCall> = z.infer<(typeof CALLS)[K]['schema']>;

/** A history call's answer so far: `hasMore` when the server said the range holds more rows. */
export interface HistoryQuery<T> {
  data: T | undefined;
  isPending: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

export function useHistory<K extends HistoryCall>(name: K, uid: number | null | undefined, range: HistoryRange): HistoryQuery<Answer<K>> {
  const { path, schema, join } = CALLS[name] as unknown as {
    path: (uid: number) => string;
    schema: ResponseSchema<Answer<K>>;
    join: (first: Answer<K>, more: Answer<K>[]) => Answer<K>;
  };
  const query = useInfiniteQuery({
    queryKey: ['history', name, uid ?? 0, range.from, range.to],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      apiFetchContinued(path(uid ?? 0), {
        signal,
        // The API's timestamps are whole seconds: the end is rounded up so nothing of the last
        // second (a command sent a moment ago) is left out.
        query: {
          startDate: toCentralTimestamp(new Date(range.from)),
          endDate: toCentralTimestamp(new Date(Math.ceil(range.to / 1000) * 1000)),
          after: pageParam,
        },
        schema,
      }),
    getNextPageParam: (last) => last.next,
    enabled: Boolean(uid),
  });
  const pages = query.data?.pages;
  const data = useMemo(() => {
    const [first, ...more] = pages ?? [];
    return (
      first &&
      join(
        first.data,
        more.map((p) => p.data),
      )
    );
  }, [pages, join]);
  return {
    data,
    isPending: query.isPending,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
