// OpenAPI generated from the routes' zod schemas, at /api/openapi.json; Swagger UI at /api/docs.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@ullage/domain/constants';
import { CONTINUATION_HEADERS } from '../lib/continuation';
import { allowInlineStyles } from './security-headers';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Ullage API',
        description: 'Remote tank and device monitoring. Paths follow the portal specification (spec 000 §7, spec 001 §7).',
        version: APP_VERSION,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // A capped call's 200 answer names the headers of a partial answer (docs/decisions/062-row-caps.md).
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const response = out.schema.response as Record<string, object> | undefined;
      const ok = response?.[200];
      if (!input.route.config?.capped || !ok) return out;
      return { ...out, schema: { ...out.schema, response: { ...response, 200: { ...ok, headers: CONTINUATION_HEADERS } } } };
    },
  });
  // Under the app's security headers (plugins/security-headers.ts), with inline styles allowed.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', transformStaticCSP: allowInlineStyles });
  app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, () => app.swagger());
}
