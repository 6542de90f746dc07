// The share module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createShareRepository } from './share.repository';
import { shareRoutes } from './share.routes';
import { createShareService } from './share.service';

export const shareModule = fp<AppContext>(
  async (app, ctx) => shareRoutes(app, createShareService(createShareRepository(ctx.db), app.folders, app.scope, app.messenger, ctx.clock)),
  { name: 'share', dependencies: ['access', 'folder', 'messaging'] },
);
