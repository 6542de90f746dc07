// The partitions module's face (docs/decisions/049-module-faces.md, 072-partitioned-readings.md):
// a daily job of the queue keeps the readings' monthly partitions ahead and applies the retention.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createPartitionUpkeep } from './partition-upkeep';

export const PARTITION_UPKEEP_QUEUE = 'partition-upkeep';
/** Daily at 03:17 UTC (a quiet hour for North American distributors), once across instances. */
const PARTITION_UPKEEP_CRON = '17 3 * * *';

export const partitionsModule = fp<AppContext>(
  async (app, ctx) => {
    const upkeep = createPartitionUpkeep(ctx.pool, ctx.clock, ctx.logger, ctx.readingsRetentionMonths);
    app.jobs.work(PARTITION_UPKEEP_QUEUE, () => upkeep.run(), {
      retryLimit: 3,
      retryDelay: 300,
      retryBackoff: true,
      expireInSeconds: 3600,
    });
    app.jobs.schedule(PARTITION_UPKEEP_QUEUE, PARTITION_UPKEEP_CRON);
  },
  { name: 'partitions', dependencies: ['jobs'] },
);
