import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandKeyParamsSchema, brandSchema, brandUpdateSchema, outboxMessageSchema, outboxQuerySchema } from '@ullage/domain/api/admin';
import { validationErrorBodySchema } from '@ullage/domain/validation';
import type { AdminService } from './admin.service';

export function adminRoutes(app: FastifyInstance, admin: AdminService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Administration'];

  r.get(
    '/api/Admin/Outbox',
    {
      config: { auth: 'system-admin' },
      schema: {
        tags,
        summary: 'Outgoing email and SMS, newest first (system administrator)',
        querystring: outboxQuerySchema,
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    (req) => admin.outbox(req.query.recipient, req.query.limit),
  );

  r.get(
    '/api/Admin/Brands',
    {
      config: { auth: 'system-admin' },
      schema: { tags, summary: 'Every company branding (system administrator)', response: { 200: z.array(brandSchema) } },
    },
    () => admin.brands(),
  );

  r.post(
    '/api/Admin/Brand',
    {
      config: { auth: 'system-admin' },
      schema: {
        tags,
        summary: 'Add a company branding (system administrator)',
        body: brandSchema,
        response: { 200: brandSchema, 400: validationErrorBodySchema },
      },
    },
    (req) => admin.createBrand(req.body),
  );

  r.put(
    '/api/Admin/Brand/:key',
    {
      config: { auth: 'system-admin' },
      schema: {
        tags,
        summary: 'Change a company branding (system administrator)',
        params: brandKeyParamsSchema,
        body: brandUpdateSchema,
        response: { 200: brandSchema, 400: validationErrorBodySchema },
      },
    },
    (req) => admin.updateBrand(req.params.key, req.body),
  );
}
