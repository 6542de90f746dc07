// The admin module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createAdminRepository } from './admin.repository';
import { adminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';

export const adminModule = fp<AppContext>(
  async (app, ctx) => adminRoutes(app, createAdminService(createAdminRepository(ctx.db), app.messenger)),
  { name: 'admin', dependencies: ['messaging'] },
);
