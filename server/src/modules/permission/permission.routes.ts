// spec 001 §7 Permission: roles per folder and the role a user holds. Handlers: parse -> service -> answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@ullage/domain/people/auth-api';
import { Permission } from '@ullage/domain/people/permissions';
import {
  roleDtoSchema,
  roleFolderParamsSchema,
  roleListSchema,
  roleParamsSchema,
  roleSaveBodySchema,
  userPermissionsSaveBodySchema,
  userPermissionsSchema,
} from '@ullage/domain/people/roles-api';
import { validationErrorBodySchema } from '@ullage/domain/validation';
import { callerOf } from '../../plugins/auth';
import type { PermissionService } from './permission.service';

const roleDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

export function permissionRoutes(app: FastifyInstance, permissions: PermissionService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Permission'];
  const denied = { 403: messageResponseSchema, 404: messageResponseSchema };

  r.get(
    '/api/Permission/Role/ByFolder/:folderUid',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "The roles a folder can assign: its own and its ancestors' up to its company",
        params: roleFolderParamsSchema,
        response: { 200: roleListSchema, 404: messageResponseSchema },
      },
    },
    (req) => permissions.rolesAt(callerOf(req), req.params.folderUid),
  );

  r.post(
    '/api/Permission/Role/ToFolder/:folderUid',
    {
      config: { auth: Permission.EditPermissions },
      schema: {
        tags,
        summary: 'Create a role in a folder (403 when it grants a permission or rank the caller does not hold)',
        params: roleFolderParamsSchema,
        body: roleSaveBodySchema,
        response: { 200: roleDtoSchema, 400: validationErrorBodySchema, ...denied },
      },
    },
    (req) => permissions.createRole(callerOf(req), req.params.folderUid, req.body),
  );

  // spec 001 §7 writes PUT Permission/Role/ with a trailing slash: answered with or without it
  // (app.ts, ignoreTrailingSlash), and the document lists the call once.
  r.put(
    '/api/Permission/Role',
    {
      config: { auth: Permission.EditPermissions },
      schema: {
        tags,
        summary: 'Save a role by its id (the same granting rules as a new one, for the role before and after)',
        body: roleSaveBodySchema,
        response: { 200: roleDtoSchema, 400: validationErrorBodySchema, ...denied },
      },
    },
    (req) => permissions.updateRole(callerOf(req), req.body),
  );

  r.delete(
    '/api/Permission/Role/:id',
    {
      config: { auth: Permission.EditPermissions },
      schema: {
        tags,
        summary: 'Delete a role (409 while any user holds it)',
        params: roleParamsSchema,
        response: { 200: roleDeletedSchema, ...denied, 409: messageResponseSchema },
      },
    },
    (req) => permissions.deleteRole(callerOf(req), req.params.id),
  );

  r.get(
    '/api/Permission/User/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A user's role and the permissions it gives",
        params: roleParamsSchema,
        response: { 200: userPermissionsSchema, 404: messageResponseSchema },
      },
    },
    (req) => permissions.userPermissions(callerOf(req), req.params.id),
  );

  r.put(
    '/api/Permission/User/:id',
    {
      config: { auth: Permission.EditPermissions },
      schema: {
        tags,
        summary: "Give a user another role (never one's own; not a user above the caller; a role offered in the user's folder)",
        params: roleParamsSchema,
        body: userPermissionsSaveBodySchema,
        response: { 200: userPermissionsSchema, 400: validationErrorBodySchema, ...denied },
      },
    },
    (req) => permissions.assignRole(callerOf(req), req.params.id, req.body.roleId),
  );
}
