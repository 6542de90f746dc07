// The mass-update module's face (docs/decisions/049-module-faces.md, 104-mass-update-and-webhook-events.md):
// one change applied to many report rows, checked whole, recorded, and saved row by row through the
// asset and device modules by a job of the durable queue.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createMassUpdateRepository } from './mass-update.repository';
import { massUpdateRoutes } from './mass-update.routes';
import { createMassUpdateService } from './mass-update.service';

const MASS_UPDATE_QUEUE = 'mass-update';

interface MassUpdateJob {
  id: number;
}

export const massUpdateModule = fp<AppContext>(
  async (app, ctx) => {
    const service = createMassUpdateService({
      repo: createMassUpdateRepository(ctx.db),
      scope: app.scope,
      callers: app.callers,
      assets: app.assets,
      devices: app.devices,
      schedules: app.schedules,
      queue: async (id) => {
        await app.jobs.send<MassUpdateJob>(MASS_UPDATE_QUEUE, { id });
      },
    });
    massUpdateRoutes(app, service);
    // A retry (a crash mid-way) goes on from the rows already saved; a 10,000-row update may run
    // for minutes, so the job may too.
    app.jobs.work<MassUpdateJob>(MASS_UPDATE_QUEUE, (data) => service.run(data.id), {
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: 3600,
      concurrency: 2,
    });
  },
  { name: 'mass-update', dependencies: ['access', 'jobs', 'asset', 'device', 'schedule'] },
);
