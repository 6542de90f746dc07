// spec 001 §7 POST Webview/SQL/StoredProcedure (docs/decisions/031-webview-sql.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storedProcedureBodySchema, storedProcedureResultSchema, TANK_DIMENSION_TYPES_PROCEDURE } from '@ullage/domain/api/webview';
import { validationErrorBodySchema } from '@ullage/domain/validation';
import { callerOf } from '../../plugins/auth';
import type { WebviewService } from './webview.service';

export function webviewRoutes(app: FastifyInstance, webview: WebviewService): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/Webview/SQL/StoredProcedure',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Webview'],
        summary: `Tank dimension types by sensor type and folder (${TANK_DIMENSION_TYPES_PROCEDURE}); nothing else`,
        body: storedProcedureBodySchema,
        response: { 200: storedProcedureResultSchema, 400: validationErrorBodySchema },
      },
    },
    (req) => webview.storedProcedure(callerOf(req), req.body),
  );
}
