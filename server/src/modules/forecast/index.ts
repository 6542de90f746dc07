// The forecast module's face (docs/decisions/049-module-faces.md, 093-degree-day-forecasting.md):
// degree-day forecasting. Refits run on the job queue: ingestion names the tanks whose usage a
// batch changed (one job per batch), and a sweep every ten minutes fits the tanks never fitted or
// fitted over an hour ago (the demo history, a new weather source, the normals of a new day).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createForecastRepository } from './forecast.repository';
import { forecastRoutes } from './forecast.routes';
import { createForecastService } from './forecast.service';

export const FORECAST_REFIT_QUEUE = 'degree-day-refit';
export const FORECAST_SWEEP_QUEUE = 'degree-day-sweep';
/** A tank refitted this recently is not refitted for a new batch of readings. */
const REFIT_AFTER_MINUTES = 15;
const SWEEP_AFTER_MINUTES = 60;

export const forecastModule = fp<AppContext>(
  async (app, ctx) => {
    const service = createForecastService(createForecastRepository(ctx.db), app.scope, app.entities, ctx.db, ctx.clock);
    app.jobs.work<{ assetUids: number[] }>(FORECAST_REFIT_QUEUE, (data) => service.refitDue(data.assetUids, REFIT_AFTER_MINUTES), {
      retryLimit: 1,
      expireInSeconds: 600,
    });
    app.jobs.work(FORECAST_SWEEP_QUEUE, () => service.refitDue(null, SWEEP_AFTER_MINUTES), { retryLimit: 0, expireInSeconds: 1800 });
    app.jobs.schedule(FORECAST_SWEEP_QUEUE, '*/10 * * * *');
    app.ingest.useUsageSink((assetUids) => app.jobs.send(FORECAST_REFIT_QUEUE, { assetUids }));
    forecastRoutes(app, service, app.documents);
  },
  { name: 'forecast', dependencies: ['access', 'entity-writes', 'document', 'jobs', 'ingest'] },
);
