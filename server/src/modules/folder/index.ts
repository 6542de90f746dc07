// The folder module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createFolderRepository } from './folder.repository';
import { folderRoutes } from './folder.routes';
import { createFolderService, type FolderService } from './folder.service';

export type { FolderService } from './folder.service';

declare module 'fastify' {
  interface FastifyInstance {
    folders: FolderService;
  }
}

export const folderModule = fp<AppContext>(
  async (app, ctx) => {
    const folders = createFolderService(createFolderRepository(ctx.db), app.scope, { entities: app.entities, identities: app.identities });
    app.decorate('folders', folders);
    folderRoutes(app, folders);
  },
  { name: 'folder', dependencies: ['access', 'entity-writes', 'identity'] },
);
