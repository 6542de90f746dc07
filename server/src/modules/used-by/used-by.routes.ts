// spec 001 §7 Entity: GET Entity/Tags; GET Entity/{uid}/UsedBy; GET Entity/ByFolder/{folder}/UsedByCounts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { folderParamsSchema } from '@ullage/domain/api/entity';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import { entityTagsSchema, usedByCountsSchema, usedBySchema } from '@ullage/domain/collaboration/used-by-api';
import { callerOf } from '../../plugins/auth';
import type { UsedByService } from './used-by.service';

export function usedByRoutes(app: FastifyInstance, usedBy: UsedByService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Entity'];
  r.get(
    '/api/Entity/Tags',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: 'The tags on the entities in your scope, one of each', response: { 200: entityTagsSchema } },
    },
    (req) => usedBy.tags(callerOf(req)),
  );
  r.get(
    '/api/Entity/:uid/UsedBy',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'What uses a product, schedule, contact group, contact or geofence (in your scope)',
        params: uidParamsSchema,
        response: { 200: usedBySchema },
      },
    },
    (req) => usedBy.usedBy(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Entity/ByFolder/:folder/UsedByCounts',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'For each entity of the folder that something uses, how many things do (in your scope)',
        params: folderParamsSchema,
        response: { 200: usedByCountsSchema },
      },
    },
    (req) => usedBy.usedByCounts(callerOf(req), req.params.folder),
  );
}
