// Times in the viewer's time zone (spec 001 §9: M/D/YYYY 12-hour time; the API's timestamps are
// naive central time), from the signed-in caller's time zone setting.
import { formatDateTime } from '@ullage/domain/reports/display';
import { parseCentralTimestamp, utcOffsetHours } from '@ullage/domain/time-zones';
import { useCallback } from 'react';
import { useCaller } from '../../../lib/caller';

export function useDateTime(): (at: Date | string | null | undefined) => string {
  const { timeZone } = useCaller();
  return useCallback(
    (at) => {
      const d = typeof at === 'string' ? parseCentralTimestamp(at) : (at ?? null);
      return d ? formatDateTime(d, utcOffsetHours(timeZone.timeZoneId, timeZone.observeDst, d)) : '';
    },
    [timeZone.timeZoneId, timeZone.observeDst],
  );
}
