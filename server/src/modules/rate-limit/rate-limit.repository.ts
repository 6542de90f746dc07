import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function createRateLimitRepository(db: Db) {
  return {
    /** Adds one hit in the (bucket, key) window, starting a new window when the old one has passed;
     * one atomic statement, so concurrent instances never lose a hit. */
    async hit(bucket: string, key: string, now: Date, windowStartedBefore: Date): Promise<{ hits: number; windowStart: Date }> {
      // Raw queries read timestamps as text (drizzle's node-postgres session).
      const { rows } = await db.execute<{ hits: number; window_start: string }>(sql`
        insert into rate_limit (bucket, key, window_start, hits) values (${bucket}, ${key}, ${now.toISOString()}, 1)
        on conflict (bucket, key) do update set
          hits = case when rate_limit.window_start <= ${windowStartedBefore.toISOString()} then 1 else rate_limit.hits + 1 end,
          window_start = case when rate_limit.window_start <= ${windowStartedBefore.toISOString()} then ${now.toISOString()}::timestamptz else rate_limit.window_start end
        returning hits, window_start`);
      const r = rows[0]!;
      return { hits: r.hits, windowStart: new Date(r.window_start) };
    },

    async undo(bucket: string, key: string): Promise<void> {
      await db.execute(sql`update rate_limit set hits = greatest(hits - 1, 0) where bucket = ${bucket} and key = ${key}`);
    },

    async reset(bucket: string, key: string): Promise<void> {
      await db.execute(sql`delete from rate_limit where bucket = ${bucket} and key = ${key}`);
    },

    async deleteOlderThan(before: Date): Promise<void> {
      await db.execute(sql`delete from rate_limit where window_start < ${before.toISOString()}`);
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
