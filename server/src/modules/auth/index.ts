// The auth module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

export const authModule = fp<AppContext>(
  async (app, ctx) => {
    const { tokens, box, hashCode, clock } = ctx;
    const repo = createAuthRepository(ctx.db);
    authRoutes(
      app,
      createAuthService({ repo, tokens, callers: app.callers, limiter: app.limiter, messenger: app.messenger, box, hashCode, clock }),
    );
  },
  { name: 'auth', dependencies: ['access', 'rate-limit', 'messaging'] },
);
