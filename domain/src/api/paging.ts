// Listings of a folder page by keyset ("after" the last item of the previous page), so a folder
// with 10,000 children is never read or sent whole (docs/decisions/020-paged-listings.md).
import { z } from 'zod';

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
