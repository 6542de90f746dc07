// The alert module's face (docs/decisions/049-module-faces.md, 066-alert-evaluation.md): the alerts
// set on assets, devices and folders (Entity/{uid}/Alert) and their history. Ingestion decides the
// reading-driven alerts itself (modules/ingest/ingest-alerts.ts).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createAlertRepository } from './alert.repository';
import { alertRoutes } from './alert.routes';
import { createAlertService } from './alert.service';

export const alertModule = fp<AppContext>(
  async (app, ctx) => {
    alertRoutes(app, createAlertService(createAlertRepository(ctx.db), app.scope, app.units));
  },
  { name: 'alert', dependencies: ['access', 'units', 'ingest'] },
);
