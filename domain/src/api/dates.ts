// Timestamps on the wire. spec 001 §9: "Server timestamps are in central time, converted with a
// fixed central offset": the API writes naive central-time text ("2025-01-05T09:30:00") and reads
// either that or a timestamp that names its zone ("...Z", "...-05:00").
import { z } from 'zod';
import { parseCentralTimestamp } from '../time-zone-rules';
import { cappedQuerySchema } from './paging';
import type { RowCap } from './row-caps';

/** The years a reading or a history range may name (ours): nothing the portal keeps is older than
 * its devices, and a year like 0005 or 9999 is a device's clock gone wrong or a typing slip. */
export const EARLIEST_TIMESTAMP_YEAR = 2000;
export const LATEST_TIMESTAMP_YEAR = 2099;

/** A timestamp the server reads, as a Date. */
export const timestampSchema = z.string().transform((text, ctx) => {
  const at = parseCentralTimestamp(text);
  if (!at) {
    // The global error map words it as '{Field}: is not a valid date and time' (spec 001 §5).
    ctx.addIssue({ code: 'invalid_format', format: 'date and time', input: text });
    return z.NEVER;
  }
  const year = at.getUTCFullYear();
  if (year < EARLIEST_TIMESTAMP_YEAR || year > LATEST_TIMESTAMP_YEAR) {
    // Worded by the global error map as '{Field}: {rule}' (validation.ts specIssueMessage).
    ctx.addIssue({
      code: 'custom',
      input: text,
      params: { rule: `must be in the years ${EARLIEST_TIMESTAMP_YEAR} to ${LATEST_TIMESTAMP_YEAR}` },
    });
    return z.NEVER;
  }
  return at;
});

/** The longest range one history call may ask for (ours): a year and a day. */
export const MAX_HISTORY_RANGE_DAYS = 366;

/** A timestamp the server writes: naive central time (time-zones.ts toCentralTimestamp). */
export const centralTimestampSchema = z.string().describe('Central time, YYYY-MM-DDTHH:mm:ss');

/** startDate and endDate of a range call, each a timestamp. */
export const dateRangeShape = {
  startDate: z.string().pipe(timestampSchema),
  endDate: z.string().pipe(timestampSchema),
};

/** The rules of a range: in order, and at most MAX_HISTORY_RANGE_DAYS long. */
export function rangeRules<T extends z.ZodType<{ startDate: Date; endDate: Date }>>(schema: T) {
  return schema
    .refine((q) => q.startDate.getTime() <= q.endDate.getTime(), {
      path: ['endDate'],
      message: 'End Date: must not be before the start date',
    })
    .refine((q) => q.endDate.getTime() - q.startDate.getTime() <= MAX_HISTORY_RANGE_DAYS * 86_400_000, {
      path: ['endDate'],
      message: `End Date: must be at most ${MAX_HISTORY_RANGE_DAYS} days after the start date`,
    });
}

/** spec 001 §7: history calls take startDate and endDate. */
export const dateRangeQuerySchema = rangeRules(z.object(dateRangeShape));

/** A history call with a row cap (docs/decisions/062-row-caps.md): the range, `limit` and `after`. */
export const cappedDateRangeQuerySchema = (cap: RowCap) => rangeRules(z.object({ ...dateRangeShape, ...cappedQuerySchema(cap).shape }));
