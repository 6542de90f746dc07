// The report module's face (docs/decisions/049-module-faces.md, 033-report-rows.md): the
// EntityReport grids, custom columns, profiles and the folder summary. Report pages and the
// summary may be read from a replica (ctx.reader, docs/decisions/071-read-replicas.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createReportRepository } from './report.repository';
import { reportRoutes } from './report.routes';
import { createReportService } from './report.service';
import { createSummaryRepository } from './summary.repository';
import { createDashboardRepository } from './dashboard.repository';

export const reportModule = fp<AppContext>(
  async (app, ctx) =>
    reportRoutes(
      app,
      createReportService(
        createReportRepository(ctx.db, ctx.reader),
        createSummaryRepository(ctx.reader),
        createDashboardRepository(ctx.reader),
        app.scope,
      ),
    ),
  { name: 'report', dependencies: ['access'] },
);
