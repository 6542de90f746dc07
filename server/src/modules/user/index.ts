// The user module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createUserRepository } from './user.repository';
import { userRoutes } from './user.routes';
import { createUserService } from './user.service';

export const userModule = fp<AppContext>(async (app, ctx) => userRoutes(app, createUserService(createUserRepository(ctx.db))), {
  name: 'user',
});
