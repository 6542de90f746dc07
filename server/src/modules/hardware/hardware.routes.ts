// spec 001 §7 Public/HardwareResources/ByModel/{m} and /ByDevice/{sn} (no sign-in), and the
// documents they link to, written from the hardware catalogue (docs/decisions/030-hardware-resources.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hardwareResourcesSchema, modelParamsSchema, resourceDocumentParamsSchema } from '@ullage/domain/api/hardware-resources';
import { serialParamsSchema } from '@ullage/domain/api/device';
import { NotFoundError } from '../../lib/errors';
import { hardwareDocument, hardwareResources } from './hardware-resources';
import type { HardwareRepository } from './hardware.repository';

export function hardwareRoutes(app: FastifyInstance, repo: HardwareRepository): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Public'];
  r.get(
    '/api/Public/HardwareResources/ByModel/:m',
    { config: { auth: 'public' }, schema: { tags, params: modelParamsSchema, response: { 200: hardwareResourcesSchema } } },
    (req) => {
      const list = hardwareResources(req.params.m);
      if (!list) throw new NotFoundError(`Device model ${req.params.m} was not found.`);
      return list;
    },
  );
  r.get(
    '/api/Public/HardwareResources/ByDevice/:sn',
    // Public: it tells what model a serial number is, nothing about whose device it is.
    { config: { auth: 'public' }, schema: { tags, params: serialParamsSchema, response: { 200: hardwareResourcesSchema } } },
    async (req) => {
      const modelId = await repo.modelOfSerial(req.params.sn);
      const list = modelId === null ? null : hardwareResources(modelId);
      if (!list) throw new NotFoundError(`Device ${req.params.sn} was not found.`);
      return list;
    },
  );
  r.get(
    '/api/Public/HardwareResources/Document/:modelId/:typeId',
    { config: { auth: 'public' }, schema: { tags, summary: 'A hardware document (HTML)', params: resourceDocumentParamsSchema } },
    (req, reply) => {
      const html = hardwareDocument(req.params.modelId, req.params.typeId);
      if (!html) throw new NotFoundError('No such document.');
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
}
