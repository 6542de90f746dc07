// The forecast module's face (docs/decisions/049-module-faces.md, 093-degree-day-forecasting.md):
// degree-day forecasting. Refits run on the job queue: a sweep every ten minutes fits the tanks never
// fitted or fitted over an hour ago (new readings, the demo history, a new weather source, the
// normals of a new day). A fit is of daily usage over 60 days: an hour-old one loses nothing, and
// ingestion pays nothing for it.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createForecastRepository } from './forecast.repository';
import { forecastRoutes } from './forecast.routes';
import { createForecastService } from './forecast.service';

export const FORECAST_SWEEP_QUEUE = 'degree-day-sweep';
/** A tank fitted longer ago than this is refitted by the sweep. */
const SWEEP_AFTER_MINUTES = 60;

export const forecastModule = fp<AppContext>(
  async (app, ctx) => {
    const service = createForecastService(createForecastRepository(ctx.db), app.scope, app.entities, ctx.db, ctx.clock);
    app.jobs.work(FORECAST_SWEEP_QUEUE, () => service.refitDue(SWEEP_AFTER_MINUTES), { retryLimit: 0, expireInSeconds: 1800 });
    app.jobs.schedule(FORECAST_SWEEP_QUEUE, '*/10 * * * *');
    forecastRoutes(app, service, app.documents);
  },
  { name: 'forecast', dependencies: ['access', 'entity-writes', 'document', 'jobs'] },
);
