// The public module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createPublicRepository } from './public.repository';
import { publicRoutes } from './public.routes';
import { createPublicService } from './public.service';

export const publicModule = fp<AppContext>(
  async (app, ctx) => publicRoutes(app, createPublicService(createPublicRepository(ctx.db), app.limiter, ctx.clock)),
  { name: 'public', dependencies: ['rate-limit'] },
);
