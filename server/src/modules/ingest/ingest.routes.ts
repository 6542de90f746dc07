// Device ingestion over HTTP (docs/decisions/026-ingestion.md). spec 001 §7 Sensor/AddReading, the
// portal's manual reading, is in sensor.routes.ts and goes through the same service.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEVICE_KEY_HEADER,
  IngestSource,
  deviceCommandForDeviceSchema,
  ingestAckSchema,
  ingestDeviceUpdateSchema,
} from '@ullage/domain/devices/ingest-api';
import { validationErrorBodySchema } from '@ullage/domain/validation';
import { AppError, UnauthorizedError } from '../../lib/errors';
import type { IngestService } from './ingest.service';

const keyHeaders = z.object({ [DEVICE_KEY_HEADER]: z.string().optional() });

/** Logs what is refused before the service sees it (its own refusals it logs itself): a call
 * without a key (the auth hook's 401) and a body that is not JSON or is too large. */
function logEarlyRefusal(ingest: IngestService) {
  return (req: FastifyRequest, _reply: FastifyReply, err: Error, done: () => void) => {
    const key = req.headers[DEVICE_KEY_HEADER] as string | undefined;
    if (err instanceof UnauthorizedError && !key) ingest.logRefused(undefined, IngestSource.Http, err.message);
    else if (!(err instanceof AppError) && !req.validationError) ingest.logRefused(key, IngestSource.Http, err.message);
    done();
  };
}

export function ingestRoutes(app: FastifyInstance, ingest: IngestService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/Ingest/DeviceUpdate',
    {
      config: { auth: 'device' },
      // Devices call all day: no request line per call; refusals are logged by the service.
      logLevel: 'warn',
      onError: logEarlyRefusal(ingest),
      // Validation failures reach the handler, which logs why the update was refused.
      attachValidation: true,
      schema: {
        tags: ['Ingest'],
        summary: "One device update (battery, signal, status and its sensors' readings); answered after it is committed",
        headers: keyHeaders,
        body: ingestDeviceUpdateSchema,
        response: { 200: ingestAckSchema, 400: validationErrorBodySchema, 401: validationErrorBodySchema },
      },
      bodyLimit: 4 * 1024 * 1024,
    },
    (req) => {
      const key = req.headers[DEVICE_KEY_HEADER];
      if (req.validationError) {
        ingest.logRefused(key, IngestSource.Http, req.validationError.message);
        throw req.validationError;
      }
      return ingest.submit(key, req.body, IngestSource.Http);
    },
  );
  r.get(
    '/api/Ingest/Commands',
    {
      config: { auth: 'device' },
      logLevel: 'warn',
      onError: logEarlyRefusal(ingest),
      schema: {
        tags: ['Ingest'],
        summary: "The device's pending commands (for devices the portal can poll); marks them delivered",
        headers: keyHeaders,
        response: { 200: z.array(deviceCommandForDeviceSchema) },
      },
    },
    (req) => ingest.collectCommands(req.headers[DEVICE_KEY_HEADER]),
  );
}
