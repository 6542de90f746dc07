// The sensor module's face (docs/decisions/049-module-faces.md): the Sensor calls.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { sensorRoutes } from './sensor.routes';
import { createSensorService } from './sensor.service';

export const sensorModule = fp<AppContext>(
  async (app) =>
    sensorRoutes(
      app,
      createSensorService({ devices: app.devices, assets: app.assets, ingest: app.ingest, scope: app.scope, units: app.units }),
    ),
  { name: 'sensor', dependencies: ['access', 'units', 'ingest', 'device', 'asset'] },
);
