// The report module's face (docs/decisions/049-module-faces.md, 033-report-rows.md): the
// EntityReport grids, custom columns, profiles and the folder summary; to emailed reports, a
// report's whole result as a user sees it (`app.reportExports`). Report pages and the
// summary may be read from a replica (ctx.reader, docs/decisions/071-read-replicas.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createReportRepository } from './report.repository';
import { mobileRoutes } from './mobile.routes';
import { reportRoutes } from './report.routes';
import { createReportService, type ReportExports } from './report.service';
import { createSummaryRepository } from './summary.repository';
import { createDashboardRepository } from './dashboard.repository';

export type { ReportExports } from './report.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A report's whole result for emailed reports (modules/email-report). */
    reportExports: ReportExports;
  }
}

export const reportModule = fp<AppContext>(
  async (app, ctx) => {
    const reports = createReportService(
      createReportRepository(ctx.db, ctx.reader),
      createSummaryRepository(ctx.reader),
      createDashboardRepository(ctx.reader),
      app.scope,
    );
    app.decorate('reportExports', { open: reports.openExport } satisfies ReportExports);
    reportRoutes(app, reports);
    mobileRoutes(app, reports);
  },
  { name: 'report', dependencies: ['access'] },
);

// The one CSV writer of reports, for emailed reports' CSV files (docs/decisions/097-streamed-report-csv.md).
export { collect, reportCsvStream } from './report-csv';

// The report rows' scope helpers, for the analysis module's queries over the same rows.
export { BY_WEIGHT, inScope as rowsInScope, representative, scopeRange } from './report-definition';
