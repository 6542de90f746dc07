// The user-defined fields module's face (docs/decisions/049-module-faces.md, 096): a company's
// fields (spec 001 §7 Folder/{uid}/UserDefSetup) and the check of an entity's values, which the
// asset and device saves run through app.userDefs.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createUserDefRepository } from './user-def.repository';
import { userDefRoutes } from './user-def.routes';
import { createUserDefService, type UserDefService } from './user-def.service';

export type { UserDefService } from './user-def.service';

declare module 'fastify' {
  interface FastifyInstance {
    userDefs: UserDefService;
  }
}

export const userDefModule = fp<AppContext>(
  async (app, ctx) => {
    const userDefs = createUserDefService(createUserDefRepository(ctx.db), app.scope, app.entities);
    app.decorate('userDefs', userDefs);
    userDefRoutes(app, userDefs);
  },
  { name: 'user-def', dependencies: ['access', 'entity-writes'] },
);
