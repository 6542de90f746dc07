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

// ---- Row caps (docs/decisions/062-row-caps.md) ----
// The listing and history calls the spec gives no paging parameters keep the spec's answer and
// take an optional `limit` and `after`: an ordinary folder or range never reaches the default, and
// a huge one is answered in parts. A partial answer says so in its headers, never by its shape.

/** The cursor of the rest of a partial answer; absent on a complete one. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The default and the most rows one answer of a capped call carries. */
export const ROW_CAPS = {
  /** Asset/ByFolder, Device/ByFolder, Asset/ByFolder/Location: whole entities with their configs. */
  entities: { default: 1000, max: 5000 },
  /** Asset/Lite/ByFolder, Device/Lite/ByFolder, Device/Lite/ByCreatorCompany. */
  lite: { default: 5000, max: 10000 },
  /** Device/{uid}/History/SensorData, Asset/{uid}/History/State/.../Lite. */
  readings: { default: 10000, max: 50000 },
  /** Device/{uid}/History/DeviceUpdate. */
  callIns: { default: 5000, max: 20000 },
  /** Device/{uid}/History/Command, History/Fill/{id}, History/Fill/ByFolder/{folderUid}. */
  events: { default: 1000, max: 10000 },
} as const satisfies Record<string, { default: number; max: number }>;
export type RowCap = keyof typeof ROW_CAPS;

/** Query of a capped call: `limit` (the cap's default when absent) and `after`, the opaque cursor
 * of a partial answer's X-Next-Cursor header. */
export const cappedQuerySchema = (cap: RowCap) => pageQuerySchema(ROW_CAPS[cap].default, ROW_CAPS[cap].max);
