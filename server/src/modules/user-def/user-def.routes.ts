// spec 001 §7 GET and POST Folder/{uid}/UserDefSetup. Handlers: parse -> service -> answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import { userDefSetupDtoSchema, userDefSetupSaveSchema } from '@ullage/domain/api/user-def';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { UserDefService } from './user-def.service';

export function userDefRoutes(app: FastifyInstance, userDefs: UserDefService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Folder'];
  r.get(
    '/api/Folder/:uid/UserDefSetup',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "The user-defined fields of the folder's company",
        params: uidParamsSchema,
        response: { 200: z.array(userDefSetupDtoSchema) },
      },
    },
    (req) => userDefs.setup(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Folder/:uid/UserDefSetup',
    {
      config: { auth: Permission.EditCompany },
      schema: {
        tags,
        summary: "Save the folder's company's user-defined fields (the whole list; one left out is removed)",
        params: uidParamsSchema,
        body: userDefSetupSaveSchema,
        response: { 200: z.array(userDefSetupDtoSchema) },
      },
    },
    (req) => userDefs.saveSetup(callerOf(req), req.params.uid, req.body),
  );
}
