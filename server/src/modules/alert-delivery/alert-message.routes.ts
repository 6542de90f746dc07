// spec 001 §7 Alert/Message (issue 15). Reads: signed in (the folder scope decides); writes: Edit
// Company (10), which spec 000 gives the Custom Alerts page. Handlers: parse -> service -> answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  alertMessageBodySchema,
  alertMessageDeleteResultSchema,
  alertMessageFolderParamsSchema,
  alertMessageIdParamsSchema,
  alertMessagePreviewBodySchema,
  alertMessagePreviewSchema,
  alertMessageSchema,
  alertMessagesSchema,
} from '@ullage/domain/alerts/alert-messages';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { AlertMessageService } from './alert-message.service';

const EDIT = Permission.EditCompany;

export function alertMessageRoutes(app: FastifyInstance, messages: AlertMessageService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Alert'];

  r.get(
    '/api/Alert/Message/ByFolder/:folderUid',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A folder's alert message templates and those it inherits from its ancestors, nearest first",
        params: alertMessageFolderParamsSchema,
        response: { 200: alertMessagesSchema },
      },
    },
    (req) => messages.byFolder(callerOf(req), req.params.folderUid),
  );
  r.get(
    '/api/Alert/Message/:id',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: 'An alert message template', params: alertMessageIdParamsSchema, response: { 200: alertMessageSchema } },
    },
    (req) => messages.get(callerOf(req), req.params.id),
  );
  r.post(
    '/api/Alert/Message/ToFolder/:folderUid',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Adds an alert message template to a folder',
        params: alertMessageFolderParamsSchema,
        body: alertMessageBodySchema,
        response: { 200: alertMessageSchema },
      },
    },
    (req) => messages.create(callerOf(req), req.params.folderUid, req.body),
  );
  r.put(
    '/api/Alert/Message',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Updates an alert message template (its id in the body)',
        body: alertMessageBodySchema,
        response: { 200: alertMessageSchema },
      },
    },
    (req) => messages.update(callerOf(req), req.body),
  );
  r.delete(
    '/api/Alert/Message/:id',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Deletes an alert message template; the alerts that used it are worded by their kind\u2019s template',
        params: alertMessageIdParamsSchema,
        response: { 200: alertMessageDeleteResultSchema },
      },
    },
    (req) => messages.delete(callerOf(req), req.params.id),
  );
  r.post(
    '/api/Alert/Message/Preview',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Renders a template from a real tank of a folder, in the caller\u2019s units and time zone',
        body: alertMessagePreviewBodySchema,
        response: { 200: alertMessagePreviewSchema },
      },
    },
    (req) => messages.preview(callerOf(req), req.body),
  );
}
