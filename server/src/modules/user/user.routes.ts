// spec 000 §3 Session and spec 001 §7 "User (domain side)". Handlers: parse -> service -> answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@ullage/domain/people/auth-api';
import { Permission } from '@ullage/domain/people/permissions';
import { sessionSchema } from '@ullage/domain/people/session-api';
import {
  userByFolderQuerySchema,
  userDeleteResultSchema,
  userDtoSchema,
  userListSchema,
  userLiteListSchema,
  userParamsSchema,
  userSaveBodySchema,
  userSaveResultSchema,
} from '@ullage/domain/people/users-api';
import { validationErrorBodySchema } from '@ullage/domain/validation';
import { callerOf } from '../../plugins/auth';
import type { UserService } from './user.service';
import type { UsersService } from './users.service';

const folderParamsSchema = z.object({ folder: z.coerce.number().int().positive() });

export function userRoutes(app: FastifyInstance, users: UserService, people: UsersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['User'];
  const notFound = { 404: messageResponseSchema };
  const refused = { 400: validationErrorBodySchema, 403: messageResponseSchema, 404: messageResponseSchema };

  r.get(
    '/api/User/GetSession',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: "The signed-in caller's session data", response: { 200: sessionSchema } },
    },
    (req) => users.getSession(callerOf(req)),
  );

  r.get(
    '/api/User/:uid',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'A user (oneself, or one in scope)',
        params: userParamsSchema,
        response: { 200: userDtoSchema, ...notFound },
      },
    },
    (req) => people.get(callerOf(req), req.params.uid),
  );

  r.get(
    '/api/User/ByFolder/:folder',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The active users of a folder (or its subtree), by user name; at most 5000',
        params: folderParamsSchema,
        querystring: userByFolderQuerySchema,
        response: { 200: userListSchema, ...notFound },
      },
    },
    (req) => people.byFolder(callerOf(req), req.params.folder, req.query.includeSubFolders, req.query.uids),
  );

  r.get(
    '/api/User/Lite/ByFolder/:folder',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'The active users of a folder (or its subtree) in short: name and contact; at most 5000',
        params: folderParamsSchema,
        querystring: userByFolderQuerySchema,
        response: { 200: userLiteListSchema, ...notFound },
      },
    },
    (req) => people.liteByFolder(callerOf(req), req.params.folder, req.query.includeSubFolders, req.query.uids),
  );

  r.post(
    '/api/User/ToFolder/:folder',
    {
      config: { auth: Permission.EditUser },
      schema: {
        tags,
        summary: 'Create a user based in the folder, with its role and contact; emails the invitation to set a password',
        params: folderParamsSchema,
        body: userSaveBodySchema,
        response: { 200: userSaveResultSchema, ...refused },
      },
    },
    (req) => people.create(callerOf(req), req.params.folder, req.body),
  );

  r.put(
    '/api/User/:uid',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Save a user: one's own settings, contact and password, or (Edit User) another's; a role change needs Edit Permissions",
        params: userParamsSchema,
        body: userSaveBodySchema,
        response: { 200: userSaveResultSchema, ...refused },
      },
    },
    (req) => people.update(callerOf(req), req.params.uid, req.body),
  );

  r.delete(
    '/api/User/:uid',
    {
      config: { auth: Permission.EditUser },
      schema: {
        tags,
        summary: 'Delete (deactivate) a user and end its sessions; never oneself or a user above the caller',
        params: userParamsSchema,
        response: { 200: userDeleteResultSchema, 403: messageResponseSchema, ...notFound },
      },
    },
    (req) => people.remove(callerOf(req), req.params.uid),
  );

  r.put(
    '/api/User/:uid/PasswordReset',
    {
      config: { auth: Permission.ResetPassword },
      schema: {
        tags,
        summary: "Email the user a single-use link to choose a new password (to the contact's email)",
        params: userParamsSchema,
        response: { 200: userSaveResultSchema, ...refused },
      },
    },
    (req) => people.passwordReset(callerOf(req), req.params.uid),
  );
}
