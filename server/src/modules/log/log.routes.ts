// spec 001 §7 POST Public/Log/Exception (applicationName, exception, stackTrace, request, response).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logExceptionBodySchema } from '@ullage/domain/api/log';
import type { LogService } from './log.service';

export function logRoutes(app: FastifyInstance, logs: LogService): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/Public/Log/Exception',
    {
      config: { auth: 'public' },
      bodyLimit: 64 * 1024,
      schema: { tags: ['Log'], summary: 'Report an error the web app met', body: logExceptionBodySchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await logs.report({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '', log: req.log }, req.body);
      return reply.code(204).send(null);
    },
  );
}
