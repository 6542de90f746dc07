// The used-by module's face (docs/decisions/049-module-faces.md, 100): tags in use and what uses what.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createUsedByRepository } from './used-by.repository';
import { usedByRoutes } from './used-by.routes';
import { createUsedByService } from './used-by.service';

export const usedByModule = fp<AppContext>(
  async (app, ctx) => {
    usedByRoutes(app, createUsedByService(createUsedByRepository(ctx.db), app.scope));
  },
  { name: 'used-by', dependencies: ['access'] },
);
