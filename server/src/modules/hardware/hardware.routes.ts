// spec 001 §7 Public/HardwareResources/ByModel/{m} and /ByDevice/{sn} (no sign-in), and the
// documents they link to, written from the hardware catalogue (docs/decisions/030-hardware-resources.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hardwareResourcesSchema, modelParamsSchema, resourceDocumentParamsSchema } from '@ullage/domain/devices/hardware-resources-api';
import { serialParamsSchema } from '@ullage/domain/devices/api';
import type { HardwareService } from './hardware.service';

export function hardwareRoutes(app: FastifyInstance, hardware: HardwareService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Public'];
  r.get(
    '/api/Public/HardwareResources/ByModel/:m',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "A device model's hardware documents",
        params: modelParamsSchema,
        response: { 200: hardwareResourcesSchema },
      },
    },
    (req) => hardware.byModel(req.params.m),
  );
  r.get(
    '/api/Public/HardwareResources/ByDevice/:sn',
    // Public: it tells what model a serial number is, nothing about whose device it is.
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "The hardware documents of a device's model, by serial number",
        params: serialParamsSchema,
        response: { 200: hardwareResourcesSchema },
      },
    },
    (req) => hardware.bySerial(req.params.sn),
  );
  r.get(
    '/api/Public/HardwareResources/Document/:modelId/:typeId',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A hardware document (HTML)',
        params: resourceDocumentParamsSchema,
        // Documented for the OpenAPI document; an HTML string is sent as it is, not serialized.
        response: { 200: { description: 'The document, an HTML page', content: { 'text/html': { schema: z.string() } } } },
      },
    },
    async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      return hardware.document(req.params.modelId, req.params.typeId);
    },
  );
}
