// The device module's face (docs/decisions/049-module-faces.md, 032-assets-and-devices-api.md):
// devices, their sensors, commands and history.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createDeviceRepository } from './device.repository';
import { deviceRoutes } from './device.routes';
import { createDeviceService, type DeviceService } from './device.service';

export type { DeviceService } from './device.service';

declare module 'fastify' {
  interface FastifyInstance {
    devices: DeviceService;
  }
}

export const deviceModule = fp<AppContext>(
  async (app, ctx) => {
    const repo = createDeviceRepository(ctx.db, app.entities.configsOf);
    const devices = createDeviceService(repo, {
      reads: createDeviceRepository(ctx.reader, app.entities.configsOf),
      scope: app.scope,
      entities: app.entities,
      units: app.units,
      identities: app.identities,
      schedules: app.schedules,
      userDefs: app.userDefs,
      onCommand: ctx.onDeviceCommand,
      // Registered after this module (it needs the documents'): asked at save time, not now.
      rmaLock: (caller, uid) => (app.hasDecorator('rma') ? app.rma.requireDeviceEditable(caller, uid) : Promise.resolve()),
    });
    app.decorate('devices', devices);
    deviceRoutes(app, devices);
  },
  { name: 'device', dependencies: ['access', 'entity', 'units', 'identity', 'schedule', 'user-def'] },
);
