// The alert module's face (docs/decisions/049-module-faces.md, 066-alert-evaluation.md): the alerts
// set on assets, devices and folders (Entity/{uid}/Alert) and their history, and the minute sweep
// of the time-driven alerts, run by the job queue. Ingestion decides the reading-driven alerts
// itself (modules/ingest/ingest-alerts.ts); this module hands it the delivery queue, so the events
// of every batch are queued in the batch's transaction.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createAlertRepository } from './alert.repository';
import { alertRoutes } from './alert.routes';
import { createAlertService } from './alert.service';
import { sweepTimeAlerts, type AlertSweepResult } from './alert-sweep';

export const ALERT_SWEEP_QUEUE = 'alert-sweep';

export interface Alerts {
  /** One sweep of the time-driven alerts at `now` (the app's clock by default); null when another
   * instance is sweeping. */
  sweepTimeAlerts(now?: number): Promise<AlertSweepResult | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    alerts: Alerts;
  }
}

export const alertModule = fp<AppContext>(
  async (app, ctx) => {
    app.ingest.useAlertDelivery(app.alertDelivery);
    alertRoutes(app, createAlertService(createAlertRepository(ctx.db), app.scope, app.units));
    const alerts: Alerts = {
      sweepTimeAlerts: (now = ctx.clock().getTime()) => sweepTimeAlerts(ctx.pool, app.alertDelivery, now),
    };
    app.decorate('alerts', alerts);
    // Every minute, on one instance (the queue's cron); a sweep that fails is tried again the next.
    app.jobs.work(
      ALERT_SWEEP_QUEUE,
      async () => {
        const r = await alerts.sweepTimeAlerts();
        if (r && (r.raised || r.cleared || r.maintenanceStatuses)) ctx.logger.info(r, 'alert sweep: time-driven alerts moved');
      },
      { retryLimit: 0, expireInSeconds: 120 },
    );
    app.jobs.schedule(ALERT_SWEEP_QUEUE, '* * * * *');
  },
  { name: 'alert', dependencies: ['access', 'units', 'ingest', 'jobs', 'alert-delivery'] },
);
