// The ingest module's face (docs/decisions/049-module-faces.md, 026-ingestion.md): device updates
// over HTTP and MQTT, the tank-state processor, the late sweep, and devices' past in bulk (the demo
// history, 029-demo-history.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { sweepDevices } from './device-sweep';
import { ingestRoutes } from './ingest.routes';
import { createIngestService, type IngestService } from './ingest.service';

export { prepareHistory, type PreparedHistory } from './ingest-history';
export type { GpsFollowUpFix, IngestItem } from './ingest-processor';
export { createIngestService, newDeviceKey, type GpsFollowUpSink, type IngestService } from './ingest.service';
export { startMqttIngest, type MqttIngest } from './mqtt-ingest';
export { tankStates, type TankStates } from './tank-restate';

export const DEVICE_SWEEP_QUEUE = 'device-sweep';

declare module 'fastify' {
  interface FastifyInstance {
    ingest: IngestService;
  }
}

/** `ingest`: the service main.ts shares with MQTT; tests and a bare app get their own. */
export const ingestModule = fp<AppContext & { ingest?: IngestService }>(
  async (app, ctx) => {
    const ingest = ctx.ingest ?? createIngestService({ pool: ctx.pool, log: ctx.logger });
    app.decorate('ingest', ingest);
    // Answers already promised are written before the pool closes.
    app.addHook('onClose', () => ingest.drain());
    ingestRoutes(app, ingest);
    // The late sweep, every minute on one instance (the queue's cron); a failed sweep is simply
    // run again the next minute.
    app.jobs.work(
      DEVICE_SWEEP_QUEUE,
      async () => {
        const r = await sweepDevices(ctx.pool, ctx.clock().getTime());
        if (r && (r.flagged || r.cleared || r.expiredCommands)) ctx.logger.info(r, 'device sweep: late flags and commands updated');
      },
      { retryLimit: 0, expireInSeconds: 120 },
    );
    app.jobs.schedule(DEVICE_SWEEP_QUEUE, '* * * * *');
  },
  { name: 'ingest', dependencies: ['jobs'] },
);
