// spec 001 §7 Schedule: GET Schedule/System and GET Schedule/{id}. System schedules are a catalogue
// in domain/ (system-schedules.ts, docs/decisions/035-entity-management-screens.md); a company's
// own schedules (Schedule/ByFolder, the Schedules page) are not built yet.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  scheduleDtoSchema,
  scheduleIdParamsSchema,
  scheduleListSchema,
  systemSchedulesQuerySchema,
} from '@ullage/domain/alerts/schedule-api';
import type { Schedule } from '@ullage/domain/alerts/schedules';
import { describeSchedule, findSystemSchedule, SYSTEM_SCHEDULES, systemSchedulesFor } from '@ullage/domain/alerts/system-schedules';
import { NotFoundError } from '../../lib/errors';

const dto = (s: Schedule) => ({ ...s, system: true, description: describeSchedule(s) });

export function scheduleRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Schedule'];
  r.get(
    '/api/Schedule/System',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The system schedules, or those a schedule option allows',
        querystring: systemSchedulesQuerySchema,
        response: { 200: scheduleListSchema },
      },
    },
    (req) => (req.query.optionsId === undefined ? SYSTEM_SCHEDULES : systemSchedulesFor(req.query.optionsId)).map(dto),
  );
  r.get(
    '/api/Schedule/:id',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: 'A schedule', params: scheduleIdParamsSchema, response: { 200: scheduleDtoSchema } },
    },
    (req) => {
      const s = findSystemSchedule(req.params.id);
      if (!s) throw new NotFoundError(`Schedule ${req.params.id} was not found.`);
      return dto(s);
    },
  );
}
