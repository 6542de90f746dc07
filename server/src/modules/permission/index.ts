// The permission module's face (docs/decisions/049-module-faces.md, 055-permission-granting.md):
// roles per folder and the role a user holds. Other modules (user) ask it whether a role may be
// given to a user.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createPermissionRepository } from './permission.repository';
import { permissionRoutes } from './permission.routes';
import { createPermissionService, type PermissionService } from './permission.service';

export { OWN_ROLE_CHANGE, type PermissionService } from './permission.service';

declare module 'fastify' {
  interface FastifyInstance {
    roles: Pick<PermissionService, 'requireAssignable'>;
  }
}

export const permissionModule = fp<AppContext>(
  async (app, ctx) => {
    const service = createPermissionService({ repo: createPermissionRepository(ctx.db), scope: app.scope, entities: app.entities });
    app.decorate('roles', { requireAssignable: service.requireAssignable });
    permissionRoutes(app, service);
  },
  { name: 'permission', dependencies: ['access', 'entity'] },
);
