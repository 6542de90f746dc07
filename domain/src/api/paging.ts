// Listings of a folder page by keyset ("after" the last item of the previous page), so a folder
// with 10,000 children is never read or sent whole (docs/decisions/020-paged-listings.md).
import { z } from 'zod';
import { ROW_CAPS, type RowCap } from './row-caps';

/** Query of a paged listing: `after` is the opaque `next` of the previous page. */
export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({
    after: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
}

/** One page: the items, and the cursor of the next page (null on the last one). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next: z.string().nullable() });
}

/** A query flag: "true" or "false" (any letter case), as query strings carry them. */
export const queryFlag = z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] });

// ---- Row caps (docs/decisions/062-row-caps.md) ----

/** Query of a capped call: `limit` (the cap's default when absent) and `after`, the opaque cursor
 * of a partial answer's X-Next-Cursor header. */
export const cappedQuerySchema = (cap: RowCap) => pageQuerySchema(ROW_CAPS[cap].default, ROW_CAPS[cap].max);
