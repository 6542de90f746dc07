// spec 001 §7 Entity/{uid}/Config, Entity/{uid}/History/Config (configTypeId) and
// Config/ConfigSetTemplate (deviceUid, configSetId).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configSetTemplateQuerySchema } from '@ullage/domain/api/device';
import { configHistoryQuerySchema, configHistorySchema, entityConfigsSchema } from '@ullage/domain/api/entity-config';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import type { Db } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { Scope } from '../access/scope';
import type { DeviceService } from '../device/device.service';
import { configHistory, listConfigs } from './entity-config.repository';

export function entityConfigRoutes(app: FastifyInstance, deps: { db: Db; scope: Scope; devices: DeviceService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, scope, devices } = deps;
  r.get(
    '/api/Entity/:uid/Config',
    {
      config: { auth: 'signed-in' },
      schema: { tags: ['Entity'], summary: "An entity's configs", params: uidParamsSchema, response: { 200: entityConfigsSchema } },
    },
    async (req) => {
      await scope.requireRead(callerOf(req), req.params.uid);
      return ((await listConfigs(db, [req.params.uid])).get(req.params.uid) ?? []).map((c) => c.data) as z.infer<
        typeof entityConfigsSchema
      >;
    },
  );
  r.get(
    '/api/Entity/:uid/History/Config',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Entity'],
        summary: "Every saved version of an entity's configs, newest first",
        params: uidParamsSchema,
        querystring: configHistoryQuerySchema,
        response: { 200: configHistorySchema },
      },
    },
    async (req) => {
      await scope.requireRead(callerOf(req), req.params.uid);
      return configHistory(db, req.params.uid, req.query.configTypeId);
    },
  );
  r.get(
    '/api/Config/ConfigSetTemplate',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Config'],
        summary: 'The configs a new asset gets from a config set on a device',
        querystring: configSetTemplateQuerySchema,
        response: { 200: z.array(z.record(z.string(), z.unknown())) },
      },
    },
    (req) => devices.configSetTemplate(callerOf(req), req.query.deviceUid, req.query.configSetId),
  );
}
