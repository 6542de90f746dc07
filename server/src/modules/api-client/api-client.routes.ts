// spec 001 §7 Developer support: POST DeveloperSupport/APIClient/Register, GET
// DeveloperSupport/APIClient/ByFolder/{folder}; ours: rotate the secret, revoke, and the OAuth 2
// token endpoint (spec 000 §7: "an identity token endpoint (path not shown)"): POST
// /api/connect/token, form-encoded or JSON. Managing clients needs Edit User (17): a client holds
// a role, as a user does (docs/decisions/084-api-clients.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiClientDtoSchema,
  apiClientFolderParamsSchema,
  apiClientIdParamsSchema,
  apiClientListSchema,
  apiClientRegisterBodySchema,
  apiClientWithSecretSchema,
  clientTokenBodySchema,
  clientTokenResponseSchema,
  oauthErrorSchema,
} from '@ullage/domain/integration/api-clients-api';
import { Permission } from '@ullage/domain/people/permissions';
import { validationErrorBodySchema } from '@ullage/domain/validation';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';
import type { ApiClientService } from './api-client.service';

const MANAGE = Permission.EditUser;

/** RFC 6749 §2.3.1: `Authorization: Basic base64(urlencoded id ":" urlencoded secret)`. */
function basicCredentials(req: FastifyRequest): { id: string; secret: string } | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

export function apiClientRoutes(app: FastifyInstance, clients: ApiClientService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['DeveloperSupport'];

  r.post(
    '/api/DeveloperSupport/APIClient/Register',
    {
      config: { auth: MANAGE },
      schema: {
        tags,
        summary: 'Register an API client bound to a folder and a role; its secret is in this answer only',
        body: apiClientRegisterBodySchema,
        response: { 200: apiClientWithSecretSchema },
      },
    },
    (req) => clients.register(callerOf(req), req.body),
  );
  r.get(
    '/api/DeveloperSupport/APIClient/ByFolder/:folder',
    {
      config: { auth: MANAGE },
      schema: {
        tags,
        summary: 'The API clients of a folder and of the folders below it (never their secrets)',
        params: apiClientFolderParamsSchema,
        response: { 200: apiClientListSchema },
      },
    },
    (req) => clients.byFolder(callerOf(req), req.params.folder),
  );
  r.post(
    '/api/DeveloperSupport/APIClient/:id/RotateSecret',
    {
      config: { auth: MANAGE },
      schema: {
        tags,
        summary: 'Give an API client a new secret (in this answer only); the old secret and its tokens stop working',
        params: apiClientIdParamsSchema,
        response: { 200: apiClientWithSecretSchema },
      },
    },
    (req) => clients.rotate(callerOf(req), req.params.id),
  );
  r.post(
    '/api/DeveloperSupport/APIClient/:id/Revoke',
    {
      config: { auth: MANAGE },
      schema: {
        tags,
        summary: 'Revoke an API client: its tokens stop working at once',
        params: apiClientIdParamsSchema,
        response: { 200: apiClientDtoSchema },
      },
    },
    (req) => clients.revoke(callerOf(req), req.params.id),
  );
  r.post(
    '/api/connect/token',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'OAuth 2 token endpoint: an access token for an API client (grant_type=client_credentials)',
        description:
          'Form-encoded (or JSON) grant_type, client_id and client_secret; the credentials may instead come in an HTTP Basic ' +
          "header. The token is sent as `Authorization: Bearer` and reaches what a user of the client's folder and role reaches.",
        security: [],
        body: clientTokenBodySchema,
        // A 400 is the OAuth error of a refused grant, or the portal's own answer to input no
        // grant could hold (NUL, over-long text).
        response: { 200: clientTokenResponseSchema, 400: z.union([oauthErrorSchema, validationErrorBodySchema]), 401: oauthErrorSchema },
      },
    },
    (req) => clients.token(req.body, basicCredentials(req)),
  );
}
