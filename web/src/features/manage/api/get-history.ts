// spec 001 §7 history calls, each for one chosen range (startDate, endDate; central time, spec 001
// §9): Asset/{uid}/History/State/Tank/Lite, .../Usage/ByDay, .../Usage/ByWeekDay, History/Fill/{id},
// Device/{uid}/History/DeviceUpdate and .../History/Command. Only the range on screen is loaded.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetFillListSchema, tankStateHistSchema, usageByDayListSchema, usageByWeekdayListSchema } from '@ullage/domain/tanks/api';
import { deviceCommandSchema, deviceUpdateHistSchema } from '@ullage/domain/devices/api';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { z } from 'zod';
import { apiFetch, type ResponseSchema } from '../../../lib/api-client';

/** Milliseconds since the epoch: the range a history view shows. */
export interface HistoryRange {
  from: number;
  to: number;
}

const CALLS = {
  tankStates: { path: (uid: number) => `Asset/${uid}/History/State/Tank/Lite`, schema: tankStateHistSchema },
  usageByDay: { path: (uid: number) => `Asset/${uid}/History/Usage/ByDay`, schema: usageByDayListSchema },
  usageByWeekday: { path: (uid: number) => `Asset/${uid}/History/Usage/ByWeekDay`, schema: usageByWeekdayListSchema },
  fills: { path: (uid: number) => `History/Fill/${uid}`, schema: assetFillListSchema },
  deviceUpdates: { path: (uid: number) => `Device/${uid}/History/DeviceUpdate`, schema: z.array(deviceUpdateHistSchema) },
  deviceCommands: { path: (uid: number) => `Device/${uid}/History/Command`, schema: z.array(deviceCommandSchema) },
} as const;
export type HistoryCall = keyof typeof CALLS;
type Answer<K extends HistoryCall> = z.infer<(typeof CALLS)[K]['schema']>;

export function historyQueryOptions<K extends HistoryCall>(call: K, uid: number, range: HistoryRange) {
  const { path, schema } = CALLS[call];
  return queryOptions({
    queryKey: ['history', call, uid, range.from, range.to],
    queryFn: ({ signal }) =>
      apiFetch(path(uid), {
        signal,
        // The API's timestamps are whole seconds: the end is rounded up so nothing of the last
        // second (a command sent a moment ago) is left out.
        query: {
          startDate: toCentralTimestamp(new Date(range.from)),
          endDate: toCentralTimestamp(new Date(Math.ceil(range.to / 1000) * 1000)),
        },
        schema: schema as unknown as ResponseSchema<Answer<K>>,
      }),
  });
}

export function useHistory<K extends HistoryCall>(call: K, uid: number | null | undefined, range: HistoryRange) {
  return useQuery({ ...historyQueryOptions(call, uid ?? 0, range), enabled: Boolean(uid) });
}
