// The analysis module's face (docs/decisions/049-module-faces.md, 076-usage-report-and-analysis.md):
// the fill, inventory and usage analysis and the report card of a folder, read from the report rows,
// fills and daily totals (a replica may answer: ctx.reader, docs/decisions/071-read-replicas.md); the
// PDF of a page's table, its fill analysis and report card runs recorded as events (091).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createAnalysisRepository } from './analysis.repository';
import { analysisRoutes } from './analysis.routes';
import { createAnalysisService } from './analysis.service';

export const analysisModule = fp<AppContext>(
  async (app, ctx) => analysisRoutes(app, createAnalysisService(createAnalysisRepository(ctx.db, ctx.reader), app.units, app.events)),
  { name: 'analysis', dependencies: ['access', 'event', 'units', 'report'] },
);
