// The support module's face (docs/decisions/049-module-faces.md): Help > Request Support, one
// call, POST Support/Request (signed in; the request is emailed through the messenger).
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { supportRequestBodySchema, supportRequestResultSchema } from '@ullage/domain/api/support';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../plugins/auth';
import { createSupportRepository } from './support.repository';
import { createSupportService } from './support.service';

export const supportModule = fp<AppContext>(
  async (app, ctx) => {
    const support = createSupportService({
      repo: createSupportRepository(ctx.db),
      messenger: app.messenger,
      clock: ctx.clock,
      publicUrl: ctx.publicUrl,
    });
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/Support/Request',
      {
        config: { auth: 'signed-in' },
        schema: {
          tags: ['Support'],
          summary: "Email a support request to the company's support contact, with the sender's context",
          body: supportRequestBodySchema,
          response: { 200: supportRequestResultSchema },
        },
      },
      (req) => support.request(callerOf(req), req.body, req.headers['user-agent']),
    );
  },
  { name: 'support', dependencies: ['access', 'messaging'] },
);
