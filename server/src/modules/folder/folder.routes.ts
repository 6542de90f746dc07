import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { folderSchema, uidParamsSchema } from '@ullage/domain/api/folder';
import { callerOf } from '../../plugins/auth';
import type { FolderService } from './folder.service';

export function folderRoutes(app: FastifyInstance, folders: FolderService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/Folder/:uid',
    {
      config: { auth: 'signed-in' },
      schema: { tags: ['Folder'], summary: 'A folder in the caller\'s scope', params: uidParamsSchema, response: { 200: folderSchema } },
    },
    (req) => folders.get(callerOf(req), req.params.uid),
  );
}
