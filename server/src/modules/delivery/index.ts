// The delivery module's face (docs/decisions/049-module-faces.md, 092-delivery-planning.md): a
// folder's delivery plan (due tanks, truck loads, routes from a depot), read from the report rows
// (a replica may answer: ctx.reader) and emailed through the messenger.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createDeliveryRepository } from './delivery.repository';
import { deliveryRoutes } from './delivery.routes';
import { createDeliveryService } from './delivery.service';

export const deliveryModule = fp<AppContext>(
  async (app, ctx) =>
    deliveryRoutes(
      app,
      createDeliveryService({
        repo: createDeliveryRepository(ctx.db, ctx.reader),
        scope: app.scope,
        units: app.units,
        messenger: app.messenger,
        clock: ctx.clock,
      }),
    ),
  { name: 'delivery', dependencies: ['access', 'units', 'messaging', 'report'] },
);
