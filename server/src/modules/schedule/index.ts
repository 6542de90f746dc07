// The schedule module's face (docs/decisions/049-module-faces.md, 067-company-schedules.md): system
// schedules (a catalogue in domain/) and a company's own (entities of type 23), spec 001 §7 Schedule.
// To the device module it offers the schedule rule of a device save (`forDevice`); to later modules
// (scheduled email reports) the list of what uses a schedule (`addUseSource`).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createScheduleRepository } from './schedule.repository';
import { scheduleRoutes } from './schedule.routes';
import { createScheduleService, type ScheduleService } from './schedule.service';

export type { ScheduleService } from './schedule.service';

declare module 'fastify' {
  interface FastifyInstance {
    schedules: ScheduleService;
  }
}

export const scheduleModule = fp<AppContext>(
  async (app, ctx) => {
    const schedules = createScheduleService(createScheduleRepository(ctx.db), app.scope, app.entities);
    app.decorate('schedules', schedules);
    scheduleRoutes(app, schedules);
  },
  { name: 'schedule', dependencies: ['access', 'entity-writes'] },
);
