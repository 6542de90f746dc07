// spec 001 §7 Entity: GET Entity/{uid}/Events (startDate, endDate; capped as the other history
// calls); PUT Entity/{uid}/Event. Signed in; the service decides by the entity's scope and the
// permission that edits it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import { eventDtoSchema, eventListSchema, eventSaveSchema, eventsQuerySchema } from '@ullage/domain/collaboration/events-api';
import { answerContinued, rowPage } from '../../lib/continuation';
import { callerOf } from '../../plugins/auth';
import type { EventService } from './event.service';

export function eventRoutes(app: FastifyInstance, events: EventService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Entity'];
  r.get(
    '/api/Entity/:uid/Events',
    {
      config: { auth: 'signed-in', capped: true },
      schema: {
        tags,
        summary:
          "An entity's events between two dates, newest first (spec 001 §9 types: EmailReport, IPCamMotionDetection, KeepFullReport, FillReport, ManagementReportCard)",
        params: uidParamsSchema,
        querystring: eventsQuerySchema,
        response: { 200: eventListSchema },
      },
    },
    (req, reply) =>
      answerContinued(req, reply, events.list(callerOf(req), req.params.uid, req.query.startDate, req.query.endDate, rowPage(req.query))),
  );
  r.put(
    '/api/Entity/:uid/Event',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Record an event on an entity (one of the spec 001 §9 event types; needs the permission that edits the entity)',
        params: uidParamsSchema,
        body: eventSaveSchema,
        response: { 200: eventDtoSchema },
      },
    },
    (req) => events.add(callerOf(req), req.params.uid, req.body),
  );
}
