// The zod schemas of a navigation search's term and field (domain/src/search.ts), apart from the
// other catalogues' (catalogue-schemas.ts): the search page, the largest signed-in route, loads
// these two and not the rest (docs/decisions/086-largest-route-bytes.md).
import { z } from 'zod';
import { SEARCH_TERM_TOO_SHORT } from './messages';
import { SEARCH_FIELD_KEYS, searchTermError } from './search';

/** A search term: trimmed, 3-100 characters, plain text. */
export const searchTermSchema = z
  .string({ error: SEARCH_TERM_TOO_SHORT })
  .transform((s) => s.trim())
  .superRefine((term, ctx) => {
    const error = searchTermError(term);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
export const searchFieldSchema = z.enum(SEARCH_FIELD_KEYS);
