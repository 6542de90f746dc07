// The hardware module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createHardwareRepository } from './hardware.repository';
import { hardwareRoutes } from './hardware.routes';
import { createHardwareService } from './hardware.service';

export const hardwareModule = fp<AppContext>(
  async (app, ctx) => hardwareRoutes(app, createHardwareService(createHardwareRepository(ctx.db))),
  { name: 'hardware' },
);
