// Row caps (docs/decisions/062-row-caps.md): a listing or history call the spec gives no paging
// keeps the spec's answer, reads at most `limit` + 1 rows by keyset, and when there are more says
// so in headers: `Link: <...&after=...>; rel="next"` (RFC 8288) and X-Next-Cursor. Never a silent cut.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { NEXT_CURSOR_HEADER } from '@ullage/domain/api/row-caps';
import { decodeCursor, encodeCursor, type CursorKey } from './cursor';
import { fieldError } from './errors';

/** What a capped call asks for: the cursor of the previous part (null: from the start) and the cap. */
export interface RowPage {
  after: string | null;
  limit: number;
}

/** The page a capped call's query asks for. */
export const rowPage = (q: { after?: string; limit: number }): RowPage => ({ after: q.after ?? null, limit: q.limit });

/** A capped call's answer in the spec's shape, and the cursor of the rest (null: it is complete). */
export interface Continued<T> {
  answer: T;
  next: string | null;
}

/** Rows read with `limit` + 1: the first `limit`, and the cursor after the last of them when the
 * extra row shows that more follow. */
export function continueAfter<R>(rows: R[], limit: number, keyOf: (row: R) => CursorKey): { rows: R[]; next: string | null } {
  if (rows.length <= limit) return { rows, next: null };
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1];
  return { rows: kept, next: last === undefined ? null : encodeCursor(keyOf(last)) };
}

/** Sets the headers of a partial answer and returns the answer itself (the route's one line). */
export async function answerContinued<T>(req: FastifyRequest, reply: FastifyReply, continued: Promise<Continued<T>>): Promise<T> {
  const { answer, next } = await continued;
  if (next !== null) {
    // The same call with `after` set: a URI reference relative to the request (RFC 8288 §3.2).
    const url = new URL(req.url, 'http://request.invalid');
    url.searchParams.set('after', next);
    reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
    reply.header(NEXT_CURSOR_HEADER, next);
  }
  return answer;
}

// Timestamps in cursors are whole microseconds since the epoch (PostgreSQL's precision; a JS Date
// would round them to milliseconds and skip or repeat rows of the same millisecond).
const EARLIEST_US = Date.UTC(2000, 0, 1) * 1000;
const LATEST_US = Date.UTC(2100, 0, 1) * 1000;

/** The SQL expression of a timestamp column as a cursor's microseconds (int8). */
export const microsOf = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::int8`;

/** A cursor's microseconds as a timestamptz. */
export const atMicros = (us: number) => sql`(timestamptz 'epoch' + ${us}::int8 * interval '1 microsecond')`;

const NOT_A_CURSOR = 'After: is not a cursor of this listing; start again without it';

/** `after` decoded as `shape`, with every number a whole number and the named time positions in
 * the years a reading may have: a forged cursor answers 400 before it reaches SQL. */
export function decodeKey<T extends readonly ('string' | 'number')[]>(
  after: string,
  shape: T,
  timePositions: readonly number[] = [],
): ReturnType<typeof decodeCursor<T>> {
  const key = decodeCursor(after, shape);
  const values = key as readonly (string | number)[];
  const bad = values.some(
    (v, i) =>
      (typeof v === 'number' && !Number.isSafeInteger(v)) ||
      (timePositions.includes(i) && (typeof v !== 'number' || v < EARLIEST_US || v > LATEST_US)),
  );
  if (bad) throw fieldError('after', NOT_A_CURSOR);
  return key;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A capped call: the OpenAPI document names its continuation headers (plugins/openapi.ts). */
    capped?: true;
  }
}

/** The OpenAPI description of the headers of a capped call's 200 answer. */
export const CONTINUATION_HEADERS = {
  Link: {
    type: 'string',
    description: 'Present only on a partial answer: `<same call with after=...>; rel="next"` (RFC 8288). Follow it for the rest.',
  },
  [NEXT_CURSOR_HEADER]: {
    type: 'string',
    description: 'Present only on a partial answer: pass it as `after` to get the rows that follow. Absent: the answer is complete.',
  },
} as const;
