// Timestamps on the wire. spec 001 §9: "Server timestamps are in central time, converted with a
// fixed central offset": the API writes naive central-time text ("2025-01-05T09:30:00") and reads
// either that or a timestamp that names its zone ("...Z", "...-05:00").
import { z } from 'zod';
import { parseCentralTimestamp } from '../time-zones';

/** A timestamp the server reads, as a Date. */
export const timestampSchema = z.string().transform((text, ctx) => {
  const at = parseCentralTimestamp(text);
  if (!at) {
    // The global error map words it as '{Field}: is not a valid date and time' (spec 001 §5).
    ctx.addIssue({ code: 'invalid_format', format: 'date and time', input: text });
    return z.NEVER;
  }
  return at;
});

/** A timestamp the server writes: naive central time (time-zones.ts toCentralTimestamp). */
export const centralTimestampSchema = z.string().describe('Central time, YYYY-MM-DDTHH:mm:ss');

/** spec 001 §7: history calls take startDate and endDate. */
export const dateRangeQuerySchema = z
  .object({
    startDate: z.string().pipe(timestampSchema),
    endDate: z.string().pipe(timestampSchema),
  })
  .refine((q) => q.startDate.getTime() <= q.endDate.getTime(), {
    path: ['endDate'],
    message: 'End Date: must not be before the start date',
  });
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;
