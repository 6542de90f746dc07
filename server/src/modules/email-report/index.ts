// The email-report module's face (docs/decisions/049-module-faces.md, 074-email-reports.md):
// scheduled and one-time emailed reports (spec 001 §3.3, §7 EntityReport EmailRecurring* and
// EmailOneTime). A minute sweep on the job queue records each due schedule occurrence as a run
// once across instances; each run is a job that reads the report through the report module's
// face and sends it through the messenger. It tells the schedule module which schedules it uses.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createEmailReportRepository } from './email-report.repository';
import { emailReportRoutes } from './email-report.routes';
import { createEmailReportRunner } from './email-report.runner';
import { createEmailReportService } from './email-report.service';

export const EMAIL_REPORT_RUN_QUEUE = 'email-report-run';
export const EMAIL_REPORT_SWEEP_QUEUE = 'email-report-sweep';

export interface EmailReports {
  /** Records and queues the schedule occurrences due at `now` (the app's clock by default);
   * returns how many runs this call created. */
  sweep(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailReports: EmailReports;
  }
}

export const emailReportModule = fp<AppContext>(
  async (app, ctx) => {
    const repo = createEmailReportRepository(ctx.db);
    const service = createEmailReportService({
      repo,
      scope: app.scope,
      callers: app.callers,
      schedules: app.schedules,
      reports: app.reportExports,
      enqueue: async (runIds) => {
        for (const runId of runIds) await app.jobs.send(EMAIL_REPORT_RUN_QUEUE, { runId });
      },
      log: ctx.logger,
    });
    const runner = createEmailReportRunner({
      repo,
      callers: app.callers,
      reports: app.reportExports,
      messenger: app.messenger,
      events: app.events,
      log: ctx.logger,
      clock: ctx.clock,
    });
    app.schedules.addUseSource((s) => service.usesOfSchedule(s));
    app.decorate('emailReports', { sweep: (now = ctx.clock()) => service.sweep(now) } satisfies EmailReports);
    emailReportRoutes(app, service, ctx.clock);

    // A run is claimed before it sends (never twice); a job that dies mid-run leaves its run
    // 'running' rather than risk a second copy.
    app.jobs.work<{ runId: number }>(EMAIL_REPORT_RUN_QUEUE, (data) => runner.run(data.runId), {
      retryLimit: 0,
      expireInSeconds: 600,
      concurrency: 2,
    });
    app.jobs.work(EMAIL_REPORT_SWEEP_QUEUE, () => service.sweep(ctx.clock()), { retryLimit: 0, expireInSeconds: 120 });
    app.jobs.schedule(EMAIL_REPORT_SWEEP_QUEUE, '* * * * *');
  },
  { name: 'email-report', dependencies: ['access', 'event', 'jobs', 'messaging', 'report', 'schedule'] },
);
