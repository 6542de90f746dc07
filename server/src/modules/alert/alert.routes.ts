// spec 001 §7: GET and POST Entity/{uid}/Alert; GET Entity/{uid}/Alert/History (startDate, endDate).
// Writing needs Edit Assets/Devices or Edit Folder by the entity's type, so the routes ask for a
// signed-in caller and the service decides (as Entity/{uid}/Copy does).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alertHistorySchema, entityAlertsBodySchema, entityAlertsSchema } from '@ullage/domain/alerts/alert-api';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import { cappedDateRangeQuerySchema } from '@ullage/domain/api/dates';
import { answerContinued, rowPage } from '../../lib/continuation';
import { callerOf } from '../../plugins/auth';
import type { AlertService } from './alert.service';

const tags = ['Alert'];

export function alertRoutes(app: FastifyInstance, alerts: AlertService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Entity/:uid/Alert',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The alerts set on an asset, device or folder, each with where it stands',
        params: uidParamsSchema,
        response: { 200: entityAlertsSchema },
      },
    },
    (req) => alerts.get(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Entity/:uid/Alert',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Save an asset's, device's or folder's whole set of alerts (id 0 adds, a known id updates, one left out is deleted)",
        params: uidParamsSchema,
        body: entityAlertsBodySchema,
        response: { 200: entityAlertsSchema },
      },
    },
    (req) => alerts.save(callerOf(req), req.params.uid, req.body),
  );
  r.get(
    '/api/Entity/:uid/Alert/History',
    {
      config: { auth: 'signed-in', capped: true },
      schema: {
        tags,
        summary: "Alerts raised and cleared between two dates, newest first (a folder's: those of every entity below it)",
        params: uidParamsSchema,
        querystring: cappedDateRangeQuerySchema('events'),
        response: { 200: alertHistorySchema },
      },
    },
    (req, reply) =>
      answerContinued(
        req,
        reply,
        alerts.history(callerOf(req), req.params.uid, req.query.startDate, req.query.endDate, rowPage(req.query)),
      ),
  );
}
