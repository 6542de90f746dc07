import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSchema } from '@ullage/domain/people/session-api';
import { callerOf } from '../../plugins/auth';
import type { UserService } from './user.service';

export function userRoutes(app: FastifyInstance, users: UserService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/User/GetSession',
    {
      config: { auth: 'signed-in' },
      schema: { tags: ['User'], summary: "The signed-in caller's session data", response: { 200: sessionSchema } },
    },
    (req) => users.getSession(callerOf(req)),
  );
}
