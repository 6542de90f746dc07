// spec 001 §7 EntityReport: GET EmailRecurrings/{uid}, GET EmailRecurring/{id}, PUT or POST
// EmailRecurring/{uid} (by whether id is greater than 0), POST EmailOneTime; our own: DELETE
// EmailRecurring/{id}, POST EmailRecurring/{id}/Send (send now), GET EmailOneTimes/{uid} (the last
// one-time emails). One path may not name its parameter two ways (OpenAPI), so EmailRecurring's is
// {uid} throughout: the report's id for GET, DELETE and Send, its user's uid for PUT and POST
// (docs/decisions/074-email-reports.md). Every call decides in the service (own reports, or a user
// the caller may edit).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_ONE_TIME_PATH,
  EMAIL_RECURRING_PATH,
  EMAIL_RECURRINGS_PATH,
  emailOneTimeBodySchema,
  emailRecurringBodySchema,
  emailRecurringListSchema,
  emailRecurringSchema,
  emailReportRunSchema,
  emailReportUserParamsSchema,
} from '@ullage/domain/reports/email-report-api';
import type { Clock } from '../../lib/clock';
import { callerOf } from '../../plugins/auth';
import type { EmailReportService } from './email-report.service';

const tags = ['EntityReport'];
const signedIn = { auth: 'signed-in' } as const;

export function emailReportRoutes(app: FastifyInstance, service: EmailReportService, clock: Clock): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `/api/${EMAIL_RECURRINGS_PATH}/:uid`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A user's scheduled email reports, each with its last runs",
        params: emailReportUserParamsSchema,
        response: { 200: emailRecurringListSchema },
      },
    },
    (req) => service.list(callerOf(req), req.params.uid),
  );
  r.get(
    `/api/${EMAIL_RECURRING_PATH}/:uid`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A scheduled email report (by its id) with its last runs',
        params: emailReportUserParamsSchema,
        response: { 200: emailRecurringSchema },
      },
    },
    (req) => service.get(callerOf(req), req.params.uid),
  );
  for (const method of ['PUT', 'POST'] as const) {
    r.route({
      method,
      url: `/api/${EMAIL_RECURRING_PATH}/:uid`,
      config: signedIn,
      schema: {
        tags,
        summary: 'Save a scheduled email report of user {uid} (id greater than 0 updates it)',
        params: emailReportUserParamsSchema,
        body: emailRecurringBodySchema,
        response: { 200: emailRecurringSchema },
      },
      handler: (req) => service.save(callerOf(req), req.params.uid, req.body),
    });
  }
  r.delete(
    `/api/${EMAIL_RECURRING_PATH}/:uid`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Delete a scheduled email report (by its id)',
        params: emailReportUserParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await service.remove(callerOf(req), req.params.uid);
      return reply.code(204).send(null);
    },
  );
  r.post(
    `/api/${EMAIL_RECURRING_PATH}/:uid/Send`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Send a scheduled email report (by its id) now (queued; the run is answered)',
        params: emailReportUserParamsSchema,
        response: { 200: emailReportRunSchema },
      },
    },
    (req) => service.sendNow(callerOf(req), req.params.uid, clock()),
  );
  r.post(
    `/api/${EMAIL_ONE_TIME_PATH}`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Email a report page once (its folder, filters, sort and columns) to a contact group (queued; the run is answered)',
        body: emailOneTimeBodySchema,
        response: { 200: emailReportRunSchema },
      },
    },
    (req) => service.oneTime(callerOf(req), req.body, clock()),
  );
  r.get(
    `/api/${EMAIL_ONE_TIME_PATH}s/:uid`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A user's last one-time report emails",
        params: emailReportUserParamsSchema,
        response: { 200: z.array(emailReportRunSchema) },
      },
    },
    (req) => service.oneTimeRuns(callerOf(req), req.params.uid),
  );
}
