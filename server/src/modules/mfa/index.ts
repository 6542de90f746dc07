// The mfa module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createMfaRepository } from './mfa.repository';
import { mfaRoutes } from './mfa.routes';
import { createMfaService } from './mfa.service';

export { verifyTotp } from './totp';

export const mfaModule = fp<AppContext>(
  async (app, ctx) => {
    const { box, hashCode, clock } = ctx;
    mfaRoutes(
      app,
      createMfaService({ repo: createMfaRepository(ctx.db), limiter: app.limiter, messenger: app.messenger, box, hashCode, clock }),
    );
  },
  { name: 'mfa', dependencies: ['rate-limit', 'messaging'] },
);
