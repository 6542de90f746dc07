// spec 001 §7 Entity/{uid}/Config and Entity/{uid}/History/Config (configTypeId).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  configHistoryQuerySchema,
  configHistorySchema,
  entityConfigsQuerySchema,
  entityConfigsSchema,
} from '@ullage/domain/api/entity-config';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import { answerContinued, rowPage } from '../../lib/continuation';
import { callerOf } from '../../plugins/auth';
import type { EntityService } from './entity.service';

export function configRoutes(app: FastifyInstance, entities: EntityService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Entity/:uid/Config',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Entity'],
        summary: "An entity's configs as saved, or as they stood at a time (the config snapshot)",
        params: uidParamsSchema,
        querystring: entityConfigsQuerySchema,
        response: { 200: entityConfigsSchema },
      },
    },
    async (req) => (await entities.configs(callerOf(req), req.params.uid, req.query.at)) as z.infer<typeof entityConfigsSchema>,
  );
  r.get(
    '/api/Entity/:uid/History/Config',
    {
      config: { auth: 'signed-in', capped: true },
      schema: {
        tags: ['Entity'],
        summary: "Every saved version of an entity's configs, newest first",
        params: uidParamsSchema,
        querystring: configHistoryQuerySchema,
        response: { 200: configHistorySchema },
      },
    },
    (req, reply) =>
      answerContinued(req, reply, entities.configHistory(callerOf(req), req.params.uid, req.query.configTypeId, rowPage(req.query))),
  );
}
