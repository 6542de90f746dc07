// OpenAPI generated from the routes' zod schemas, at /api/openapi.json; Swagger UI at /api/docs.
// The document is OpenAPI 3.1 and passes Redocly's recommended rules (`npm test` lints it, and a
// client generated from it calls every GET route: api-client/). Rules every route gets without
// writing them (docs/decisions/060-openapi-document.md):
// - an operationId named after the spec's call when the route gives none (operationIdOf);
// - the 4xx answers its decision and schemas make possible, with the one error body (ErrorBody);
// - schemas with a zod `.meta({ id })` (the recursive ones must have one) as components.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@ullage/domain/constants';
import { CONTINUATION_HEADERS } from '../lib/continuation';
import type { RouteAuth } from './auth';
import { allowInlineStyles } from './security-headers';

/** The body of every error answer (plugins/errors.ts): a message, the field messages of a 400,
 * and for some calls a code the client reacts to (spec 000 §8). */
const ERROR_BODY = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, in words for the user' },
    errors: {
      type: 'object',
      description: "400: each invalid field's messages ('{Field}: {rule text}')",
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    error: { type: 'string', description: 'A code for the client, where the spec gives one (Auth/Login)' },
  },
} as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: the message and, per field, what to correct',
  401: 'Not signed in or the token has expired (a device: no or a wrong device key)',
  403: 'Signed in without the permission this call needs',
  404: "No such entity, or not in the caller's folder scope",
};

/** The operationId of a call: the method, then the spec's path words, each path parameter as
 * By{Name}: GET Folder/{uid}/FolderTree is getFolderByUidFolderTree, POST Sensor/AddReading/ is
 * postSensorAddReading. Method and path make it unique. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((w) => w !== '')
    .map((w) => (w.startsWith(':') ? `By${w.slice(1)[0]!.toUpperCase()}${w.slice(2)}` : w.replace(/[^A-Za-z0-9]/g, '_')))
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

/** The 4xx answers a route can give, from what it declares: 400 when it validates input, 401
 * unless public, 403 with a permission (or system administration), 404 when its path names an
 * entity (missing and out of scope look alike). */
export function clientErrorsOf(route: Pick<RouteOptions, 'url' | 'schema' | 'config'>): number[] {
  const schema = (route.schema ?? {}) as FastifySchema;
  const auth = (route.config as { auth?: RouteAuth } | undefined)?.auth ?? 'public';
  const statuses: number[] = [];
  if (schema.params || schema.querystring || schema.body) statuses.push(400);
  if (auth !== 'public') statuses.push(401);
  if (auth !== 'public' && auth !== 'signed-in' && auth !== 'device') statuses.push(403);
  if (route.url.includes('/:')) statuses.push(404);
  // A public call without input still answers an unknown path with 404.
  if (statuses.length === 0) statuses.push(404);
  return statuses;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ullage API',
        description: 'Remote tank and device monitoring. Paths follow the portal specification (spec 000 §7, spec 001 §7).',
        version: APP_VERSION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the document is served by the server it describes.
      servers: [{ url: '/', description: 'This Ullage server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The monitors' calls (Ingest/*): the device key issued by Device/{uid}/Key.
          deviceKey: { type: 'apiKey', in: 'header', name: 'X-Device-Key' },
        },
        schemas: { ErrorBody: ERROR_BODY as never },
      },
      security: [{ bearer: [] }],
    },
    transform: (document) => {
      const { schema, url } = jsonSchemaTransform(document);
      const { route } = document;
      const out = { ...schema } as FastifySchema & { hide?: boolean; operationId?: string; response?: Record<string, unknown> };
      if (out.hide) return { schema: out, url };
      const method = [route.method].flat()[0]!;
      out.operationId ??= operationIdOf(method, route.url);
      // A public call asks for no token; a device's call for its key.
      const auth = (route.config as { auth?: RouteAuth } | undefined)?.auth;
      if (auth === 'public') (out as { security?: unknown[] }).security = [];
      if (auth === 'device') (out as { security?: unknown[] }).security = [{ deviceKey: [] }];
      const response = { ...out.response };
      for (const status of clientErrorsOf(route)) {
        response[status] ??= {
          description: ERROR_DESCRIPTIONS[status] ?? 'Client error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        };
      }
      // A capped call's 200 answer names the headers of a partial answer (docs/decisions/062-row-caps.md).
      if ((route.config as { capped?: boolean } | undefined)?.capped && response[200]) {
        response[200] = { ...(response[200] as object), headers: CONTINUATION_HEADERS };
      }
      out.response = response;
      return { schema: out, url };
    },
    transformObject: jsonSchemaTransformObject,
  });
  // Under the app's security headers (plugins/security-headers.ts), with inline styles allowed.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', transformStaticCSP: allowInlineStyles });
  app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, () => app.swagger());
}
