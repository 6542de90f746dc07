// spec 001 §7 Entity calls of the shell.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  copyBodySchema,
  copyMoveResultSchema,
  entityLitePageSchema,
  entityLiteQuerySchema,
  folderEntityBodySchema,
  folderEntityResultSchema,
  folderHistorySchema,
  folderParamsSchema,
  membershipsSchema,
  moveBodySchema,
  renameBodySchema,
  renameResultSchema,
} from '@ullage/domain/api/entity';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import { cappedQuerySchema } from '@ullage/domain/api/paging';
import { answerContinued, rowPage } from '../../lib/continuation';
import { callerOf } from '../../plugins/auth';
import type { EntityService } from './entity.service';

const tags = ['Entity'];

export function entityRoutes(app: FastifyInstance, entities: EntityService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Entity/ByFolder/:folder/Lite',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The entities in a folder (or below it), one item per membership, by name, paged',
        params: folderParamsSchema,
        querystring: entityLiteQuerySchema,
        response: { 200: entityLitePageSchema },
      },
    },
    (req) => entities.liteByFolder(callerOf(req), req.params.folder, req.query),
  );
  r.get(
    '/api/Entity/:uid/Folder',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The folders the entity stands in (folder-membership records)',
        params: uidParamsSchema,
        response: { 200: membershipsSchema },
      },
    },
    (req) => entities.memberships(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Entity/:uid/History/Folder',
    {
      config: { auth: 'signed-in', capped: true },
      schema: {
        tags,
        summary: 'Where the entity has stood, newest first',
        params: uidParamsSchema,
        querystring: cappedQuerySchema('changes'),
        response: { 200: folderHistorySchema },
      },
    },
    (req, reply) => answerContinued(req, reply, entities.folderHistory(callerOf(req), req.params.uid, rowPage(req.query))),
  );
  // Permissions depend on the entity's type (asset or device: Edit Assets/Devices; folder: Edit
  // Folder; user: Edit User), so the routes ask only for a signed-in caller and the service decides.
  r.put(
    '/api/Entity/:uid/Copy',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Copy an asset, device or folder (without subfolders) into another folder',
        params: uidParamsSchema,
        body: copyBodySchema,
        response: { 200: copyMoveResultSchema },
      },
    },
    (req) => entities.copy(callerOf(req), req.params.uid, req.body),
  );
  r.post(
    '/api/Folder/:uid/Entity',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['Folder'],
        summary: 'Put assets or devices that stand elsewhere into this folder too (by the copy rules; all or none)',
        params: uidParamsSchema,
        body: folderEntityBodySchema,
        response: { 200: folderEntityResultSchema },
      },
    },
    (req) => entities.addToFolder(callerOf(req), req.params.uid, req.body),
  );
  r.put(
    '/api/Entity/:uid/Move',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Move an asset, user or folder from one folder to another',
        params: uidParamsSchema,
        body: moveBodySchema,
        response: { 200: copyMoveResultSchema },
      },
    },
    (req) => entities.move(callerOf(req), req.params.uid, req.body),
  );
  r.put(
    '/api/Entity/:uid/Rename',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Rename a folder, asset or device',
        params: uidParamsSchema,
        body: renameBodySchema,
        response: { 200: renameResultSchema },
      },
    },
    (req) => entities.rename(callerOf(req), req.params.uid, req.body.label),
  );
}
