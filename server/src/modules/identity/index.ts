// The identity module's face (docs/decisions/049-module-faces.md, 055-permission-granting.md):
// identity groups, and the identifier rules the asset and device saves run on identity configs.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createIdentityRepository } from './identity.repository';
import { identityRoutes } from './identity.routes';
import { createIdentityService, type IdentityService } from './identity.service';

export type Identities = Pick<IdentityService, 'check'>;

declare module 'fastify' {
  interface FastifyInstance {
    identities: Identities;
  }
}

export const identityModule = fp<AppContext>(
  async (app, ctx) => {
    const service = createIdentityService(createIdentityRepository(ctx.db), app.scope);
    app.decorate('identities', { check: service.check });
    identityRoutes(app, service);
  },
  { name: 'identity', dependencies: ['access'] },
);
