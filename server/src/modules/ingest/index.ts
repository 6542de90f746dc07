// The ingest module's face (docs/decisions/049-module-faces.md, 026-ingestion.md): device updates
// over HTTP and MQTT, the tank-state processor, the late sweep, and devices' past in bulk (the demo
// history, 029-demo-history.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { ingestRoutes } from './ingest.routes';
import { createIngestService, type IngestService } from './ingest.service';

export { startDeviceSweep } from './device-sweep';
export { prepareHistory, type PreparedHistory } from './ingest-history';
export type { IngestItem } from './ingest-processor';
export { createIngestService, newDeviceKey, type IngestService } from './ingest.service';
export { startMqttIngest, type MqttIngest } from './mqtt-ingest';
export { tankStates, type TankStates } from './tank-restate';

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
  },
  { name: 'ingest' },
);
