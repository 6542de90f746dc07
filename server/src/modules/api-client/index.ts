// The API client module's face (docs/decisions/049-module-faces.md, 084-api-clients.md): clients
// registered to a folder and role, and the OAuth 2 token endpoint. The caller behind a client's
// token is loaded by the access module (plugins/auth.ts), like a user's.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createApiClientRepository } from './api-client.repository';
import { apiClientRoutes } from './api-client.routes';
import { createApiClientService } from './api-client.service';

export const apiClientModule = fp<AppContext>(
  async (app, ctx) => {
    apiClientRoutes(
      app,
      createApiClientService({ repo: createApiClientRepository(ctx.db), scope: app.scope, roles: app.roles, tokens: ctx.tokens }),
    );
  },
  { name: 'api-client', dependencies: ['access', 'permission'] },
);
