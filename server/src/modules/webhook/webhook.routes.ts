// Webhooks (issue 19; docs/decisions/085-webhooks.md): GET Webhook/ByFolder/{folder}, POST
// Webhook/ToFolder/{folder}, PUT and DELETE Webhook/{id}, POST Webhook/{id}/RotateSecret, GET
// Webhook/{id}/Deliveries (the delivery log), POST Webhook/Delivery/{id}/Redeliver. Every call
// needs Edit User (17), as API clients do.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookDeliveryDtoSchema,
  webhookDeliveryListSchema,
  webhookDtoSchema,
  webhookFolderParamsSchema,
  webhookIdParamsSchema,
  webhookListSchema,
  webhookSaveBodySchema,
  webhookWithSecretSchema,
} from '@ullage/domain/integration/webhooks-api';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { WebhookService } from './webhook.service';

const MANAGE = Permission.EditUser;

export function webhookRoutes(app: FastifyInstance, hooks: WebhookService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Webhook'];
  const config = { auth: MANAGE };

  r.get(
    '/api/Webhook/ByFolder/:folder',
    {
      config,
      schema: {
        tags,
        summary: 'The webhooks of a folder and of the folders below it',
        params: webhookFolderParamsSchema,
        response: { 200: webhookListSchema },
      },
    },
    (req) => hooks.byFolder(callerOf(req), req.params.folder),
  );
  r.post(
    '/api/Webhook/ToFolder/:folder',
    {
      config,
      schema: {
        tags,
        summary: "Subscribe an https URL to a folder's events; the signing secret is in this answer only",
        params: webhookFolderParamsSchema,
        body: webhookSaveBodySchema,
        response: { 200: webhookWithSecretSchema },
      },
    },
    (req) => hooks.create(callerOf(req), req.params.folder, req.body),
  );
  r.put(
    '/api/Webhook/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a webhook (switching it on again forgets its failures)',
        params: webhookIdParamsSchema,
        body: webhookSaveBodySchema,
        response: { 200: webhookDtoSchema },
      },
    },
    (req) => hooks.update(callerOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/Webhook/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a webhook and its delivery log',
        params: webhookIdParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    (req) => hooks.remove(callerOf(req), req.params.id),
  );
  r.post(
    '/api/Webhook/:id/RotateSecret',
    {
      config,
      schema: {
        tags,
        summary: 'Give a webhook a new signing secret (in this answer only)',
        params: webhookIdParamsSchema,
        response: { 200: webhookWithSecretSchema },
      },
    },
    (req) => hooks.rotateSecret(callerOf(req), req.params.id),
  );
  r.get(
    '/api/Webhook/:id/Deliveries',
    {
      config,
      schema: {
        tags,
        summary: "A webhook's latest deliveries with their tries and answers",
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliveryListSchema },
      },
    },
    (req) => hooks.deliveries(callerOf(req), req.params.id),
  );
  r.post(
    '/api/Webhook/Delivery/:id/Redeliver',
    {
      config,
      schema: {
        tags,
        summary: 'Send a delivery again (the same body, a new timestamp and signature)',
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliveryDtoSchema },
      },
    },
    (req) => hooks.redeliver(callerOf(req), req.params.id),
  );
}
