// The public module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createPublicRepository } from './public.repository';
import { publicRoutes } from './public.routes';
import { createPublicService } from './public.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The login page's first calls at a path, for index.html to preload (plugins/spa.ts). */
    loginPreloads: PublicService['loginPreloads'];
  }
}

export type PublicService = ReturnType<typeof createPublicService>;

export const publicModule = fp<AppContext>(
  async (app, ctx) => {
    const service = createPublicService(createPublicRepository(ctx.db), app.limiter, ctx.clock);
    app.decorate('loginPreloads', service.loginPreloads);
    publicRoutes(app, service);
  },
  { name: 'public', dependencies: ['rate-limit'] },
);
