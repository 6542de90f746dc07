import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBodySchema, loginFailureSchema, tokenResponseSchema } from '@ullage/domain/api/auth';
import type { AuthService } from './auth.service';

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/Auth/Login',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with user name and password',
        body: loginBodySchema,
        response: { 200: tokenResponseSchema, 400: loginFailureSchema },
      },
    },
    (req) => auth.login(req.body),
  );
}
