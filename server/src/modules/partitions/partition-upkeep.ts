// The readings' monthly partitions and their retention (docs/decisions/072-partitioned-readings.md),
// kept by a daily job: the database functions do the work (reading_partitions_ensure.sql,
// reading_partitions_drop_before.sql); this says when and with which cutoff.
import type { Logger } from 'pino';
import type pg from 'pg';
import type { Clock } from '../../lib/clock';
import { READING_PARTITIONS_AHEAD, READING_PARTITIONS_BACK } from '../../db/migrate';

export interface UpkeepResult {
  made: number;
  dropped: number;
  /** The first instant kept (ISO), when a retention is set. */
  keptFrom: string | null;
}

/** The start (UTC) of the month `months` months before the one `now` falls in. */
export function retentionCutoff(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
}

export function createPartitionUpkeep(pool: pg.Pool, clock: Clock, log: Logger, retentionMonths: number | undefined) {
  return {
    async run(): Promise<UpkeepResult> {
      const made = await pool.query<{ n: number }>('select reading_partitions_ensure($1, $2) as n', [
        READING_PARTITIONS_BACK,
        READING_PARTITIONS_AHEAD,
      ]);
      let dropped = 0;
      let keptFrom: Date | null = null;
      if (retentionMonths !== undefined) {
        keptFrom = retentionCutoff(clock(), retentionMonths);
        const r = await pool.query<{ n: number }>('select reading_partitions_drop_before($1) as n', [keptFrom]);
        dropped = r.rows[0]?.n ?? 0;
      }
      const result = { made: made.rows[0]?.n ?? 0, dropped, keptFrom: keptFrom?.toISOString() ?? null };
      log.info(result, `readings partitions: ${result.made} made, ${result.dropped} dropped`);
      return result;
    },
  };
}
