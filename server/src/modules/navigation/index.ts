// The navigation module's face (docs/decisions/049-module-faces.md): the explorer's tree and search.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createNavigationRepository } from './navigation.repository';
import { navigationRoutes } from './navigation.routes';
import { createNavigationService } from './navigation.service';

export const navigationModule = fp<AppContext>(
  async (app, ctx) =>
    navigationRoutes(app, createNavigationService(createNavigationRepository(ctx.db, ctx.reader), app.folders, app.scope)),
  { name: 'navigation', dependencies: ['access', 'folder'] },
);
