// Login messages (spec 001 §3.3 HtmlMessage; paths ours, ADR 100) and spec 001 §7 POST
// Folder/{uid}/State. Handlers: parse -> service -> answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import {
  folderStateSaveSchema,
  htmlMessageParamsSchema,
  htmlMessageSaveSchema,
  htmlMessageSchema,
  loginMessageResponseSchema,
} from '@ullage/domain/collaboration/login-messages-api';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { LoginMessageService } from './login-message.service';

export function loginMessageRoutes(app: FastifyInstance, messages: LoginMessageService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Login messages'];
  r.get(
    '/api/Folder/:uid/HtmlMessages',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "The login messages of the folder's company",
        params: uidParamsSchema,
        response: { 200: z.array(htmlMessageSchema) },
      },
    },
    (req) => messages.list(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Folder/:uid/HtmlMessage',
    {
      config: { auth: Permission.EditCompany },
      schema: {
        tags,
        summary: "Add a login message to the folder's company",
        params: uidParamsSchema,
        body: htmlMessageSaveSchema,
        response: { 200: htmlMessageSchema },
      },
    },
    (req) => messages.create(callerOf(req), req.params.uid, req.body),
  );
  r.put(
    '/api/HtmlMessage/:id',
    {
      config: { auth: Permission.EditCompany },
      schema: {
        tags,
        summary: 'Save a login message',
        params: htmlMessageParamsSchema,
        body: htmlMessageSaveSchema,
        response: { 200: htmlMessageSchema },
      },
    },
    (req) => messages.update(callerOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/HtmlMessage/:id',
    {
      config: { auth: Permission.EditCompany },
      schema: {
        tags,
        summary: 'Delete a login message (the folders showing it show none)',
        params: htmlMessageParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await messages.delete(callerOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/User/LoginMessage',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "The message shown to the caller at sign-in: their own, else their folder's",
        response: { 200: loginMessageResponseSchema },
      },
    },
    (req) => messages.forCaller(callerOf(req)),
  );
  r.post(
    '/api/Folder/:uid/State',
    {
      config: { auth: Permission.EditFolder },
      schema: {
        tags: ['Folder'],
        summary: "Save a folder's state: a disable code stops its users signing in; the login message its users see",
        params: uidParamsSchema,
        body: folderStateSaveSchema,
        response: { 200: folderStateSaveSchema.required() },
      },
    },
    (req) => messages.saveState(callerOf(req), req.params.uid, req.body),
  );
}
