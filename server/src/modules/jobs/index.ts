// The jobs module's face (docs/decisions/064-job-queue.md): one pg-boss per app instance on the
// app's database, started when the app is ready and stopped (waiting for running jobs) at close.
// Modules declare their queues and workers while they register; `app.jobs` sends and schedules.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createJobQueue, type JobQueue } from './job-queue';

export type { BatchJob, JobContext, JobQueue } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export const jobsModule = fp<AppContext>(
  async (app, ctx) => {
    const connectionString = ctx.pool.options.connectionString;
    if (!connectionString) throw new Error('the job queue needs the database pool to be built from a connection string');
    const queue = createJobQueue({ connectionString, log: ctx.logger });
    app.decorate('jobs', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'jobs' },
);
