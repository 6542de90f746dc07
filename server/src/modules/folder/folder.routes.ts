// spec 001 §7 Folder: GET, PUT, DELETE Folder/{uid}; POST Folder/; GET Folder/{uid}/Validate/Delete;
// GET Folder/{uid}/ParentFoldersLite, /ChildFolders, /FolderTree.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childFoldersPageSchema,
  childFoldersQuerySchema,
  folderDeleteValidationSchema,
  folderSaveBodySchema,
  folderSchema,
  folderTreeNodeSchema,
  folderTreeQuerySchema,
  parentFoldersLiteSchema,
  uidParamsSchema,
} from '@ullage/domain/api/folder';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { FolderService } from './folder.service';

const tags = ['Folder'];

export function folderRoutes(app: FastifyInstance, folders: FolderService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Folder/:uid',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: "A folder in the caller's scope", params: uidParamsSchema, response: { 200: folderSchema } },
    },
    (req) => folders.get(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Folder',
    {
      config: { auth: Permission.EditFolder },
      schema: { tags, summary: 'Create a folder in parentUid', body: folderSaveBodySchema, response: { 200: folderSchema } },
    },
    (req) => folders.create(callerOf(req), req.body),
  );
  r.put(
    '/api/Folder/:uid',
    {
      config: { auth: Permission.EditFolder },
      schema: {
        tags,
        summary: "Save a folder's name and address",
        params: uidParamsSchema,
        body: folderSaveBodySchema,
        response: { 200: folderSchema },
      },
    },
    (req) => folders.update(callerOf(req), req.params.uid, req.body),
  );
  r.get(
    '/api/Folder/:uid/Validate/Delete',
    {
      config: { auth: Permission.EditFolder },
      schema: {
        tags,
        summary: 'Whether the folder can be deleted, and why not',
        params: uidParamsSchema,
        response: { 200: folderDeleteValidationSchema },
      },
    },
    (req) => folders.validateDelete(callerOf(req), req.params.uid),
  );
  r.delete(
    '/api/Folder/:uid',
    {
      config: { auth: Permission.EditFolder },
      schema: {
        tags,
        summary: 'Delete an empty folder (409 with the reason otherwise)',
        params: uidParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await folders.delete(callerOf(req), req.params.uid);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/Folder/:uid/ParentFoldersLite',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The folders from the top of your scope down to this folder (or to the folder an entity stands in)',
        params: uidParamsSchema,
        response: { 200: parentFoldersLiteSchema },
      },
    },
    (req) => folders.parentFoldersLite(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Folder/:uid/ChildFolders',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Active child folders by name, paged',
        params: uidParamsSchema,
        querystring: childFoldersQuerySchema,
        response: { 200: childFoldersPageSchema },
      },
    },
    (req) => folders.childFolders(callerOf(req), req.params.uid, req.query),
  );
  r.get(
    '/api/Folder/:uid/FolderTree',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The folders below this one, nested',
        params: uidParamsSchema,
        querystring: folderTreeQuerySchema,
        response: { 200: folderTreeNodeSchema },
      },
    },
    (req) => folders.folderTree(callerOf(req), req.params.uid, req.query.depth),
  );
}
