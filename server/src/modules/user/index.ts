// The user module's face (docs/decisions/049-module-faces.md): the session and the User calls.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createUserRepository } from './user.repository';
import { userRoutes } from './user.routes';
import { createUserService } from './user.service';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

export const userModule = fp<AppContext>(
  async (app, ctx) => {
    const people = createUsersService({
      repo: createUsersRepository(ctx.db),
      scope: app.scope,
      entities: app.entities,
      roles: app.roles,
      invitations: app.invitations,
    });
    userRoutes(app, createUserService(createUserRepository(ctx.db)), people);
  },
  { name: 'user', dependencies: ['access', 'entity', 'permission', 'invitation'] },
);
