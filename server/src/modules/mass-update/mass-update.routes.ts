// Mass Update (issue 19; spec 001 §6 permission 38; docs/decisions/104-mass-update-and-webhook-events.md):
// POST EntityReport/MassUpdate/Preview, POST EntityReport/MassUpdate, GET EntityReport/MassUpdate/{id}
// (its progress) and GET EntityReport/MassUpdate/ByFolder/{folder} (the latest operations). Every
// call needs Mass Update (38).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  massUpdateBodySchema,
  massUpdateDtoSchema,
  massUpdateFolderParamsSchema,
  massUpdateIdParamsSchema,
  massUpdatePreviewSchema,
} from '@ullage/domain/reports/mass-update-api';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { MassUpdateService } from './mass-update.service';

export function massUpdateRoutes(app: FastifyInstance, massUpdates: MassUpdateService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['EntityReport'];
  const config = { auth: Permission.MassUpdate };

  r.post(
    '/api/EntityReport/MassUpdate/Preview',
    {
      config,
      schema: {
        tags,
        summary: 'What a mass update would change on the selected rows, without changing anything',
        body: massUpdateBodySchema,
        response: { 200: massUpdatePreviewSchema },
      },
    },
    (req) => massUpdates.preview(callerOf(req), req.body),
  );
  r.post(
    '/api/EntityReport/MassUpdate',
    {
      config,
      schema: {
        tags,
        summary: 'Apply one change to every selected row (all rows checked first; the saves run in the background)',
        body: massUpdateBodySchema,
        response: { 200: massUpdateDtoSchema },
      },
    },
    (req) => massUpdates.start(callerOf(req), req.body),
  );
  r.get(
    '/api/EntityReport/MassUpdate/:id',
    {
      config,
      schema: {
        tags,
        summary: "A mass update's progress and the rows it could not save",
        params: massUpdateIdParamsSchema,
        response: { 200: massUpdateDtoSchema },
      },
    },
    (req) => massUpdates.get(callerOf(req), req.params.id),
  );
  r.get(
    '/api/EntityReport/MassUpdate/ByFolder/:folder',
    {
      config,
      schema: {
        tags,
        summary: 'The latest mass updates on the reports of a folder and the folders below it',
        params: massUpdateFolderParamsSchema,
        response: { 200: z.array(massUpdateDtoSchema) },
      },
    },
    (req) => massUpdates.byFolder(callerOf(req), req.params.folder),
  );
}
