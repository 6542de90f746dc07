// spec 001 §7 Sensor calls.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sensorDataSchema } from '@ullage/domain/devices/api';
import { ingestAckSchema } from '@ullage/domain/devices/ingest-api';
import {
  addReadingBodySchema,
  realTimeTankStateSchema,
  sensorAssetStateSchema,
  sensorIdParamsSchema,
  sensorOptionsSchema,
} from '@ullage/domain/devices/sensor-api';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { SensorService } from './sensor.service';

export function sensorRoutes(app: FastifyInstance, sensors: SensorService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Sensor'];
  const read = { auth: 'signed-in' as const };
  r.get(
    '/api/Sensor/:id/SensorOptions',
    {
      config: read,
      schema: {
        tags,
        summary: "The sensor's options (what it measures, its ranges)",
        params: sensorIdParamsSchema,
        response: { 200: sensorOptionsSchema },
      },
    },
    (req) => sensors.options(callerOf(req), req.params.id),
  );
  r.get(
    '/api/Sensor/:id/RealTimeTankState',
    {
      config: read,
      schema: {
        tags,
        summary: "The tank state the sensor's newest reading gives now",
        params: sensorIdParamsSchema,
        response: { 200: realTimeTankStateSchema },
      },
    },
    (req) => sensors.realTimeTankState(callerOf(req), req.params.id),
  );
  r.get(
    '/api/Sensor/:id/State/Asset',
    {
      config: read,
      schema: {
        tags,
        summary: 'The state of the asset the sensor measures',
        params: sensorIdParamsSchema,
        response: { 200: sensorAssetStateSchema },
      },
    },
    (req) => sensors.assetState(callerOf(req), req.params.id),
  );
  r.get(
    '/api/Sensor/Data/ByUpdateId/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'The sensor readings a device update carried',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.array(sensorDataSchema) },
      },
    },
    (req) => sensors.dataByUpdate(callerOf(req), req.params.id),
  );
  // spec 001 §7 writes the path with a trailing slash: answered too (app.ts, ignoreTrailingSlash).
  r.post(
    '/api/Sensor/AddReading',
    {
      config: { auth: Permission.EditAssetsDevices },
      schema: {
        tags,
        summary: "Enter a reading by hand; stored like a device's",
        body: addReadingBodySchema,
        response: { 200: ingestAckSchema },
      },
    },
    (req) => sensors.addReading(callerOf(req), req.body),
  );
}
