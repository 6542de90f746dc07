// spec 000 §7 public calls for invitations and passwords. Request ids and passwords travel in JSON
// bodies, never in URLs.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema, okResponseSchema } from '@ullage/domain/people/auth-api';
import {
  forgotPasswordBodySchema,
  invitationCloseBodySchema,
  invitationRequestSchema,
  validatePasswordBodySchema,
  validatePasswordResponseSchema,
} from '@ullage/domain/api/public';
import { invitationSchema } from '@ullage/domain/people/invitations';
import { validationErrorBodySchema } from '@ullage/domain/validation';
import type { InvitationService } from './invitation.service';

export function invitationRoutes(app: FastifyInstance, invitations: InvitationService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Public'];

  r.post(
    '/api/Public/ForgotPassword',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Email a password change link to the address on record (the same answer whether or not the user exists)',
        security: [],
        body: forgotPasswordBodySchema,
        response: { 200: okResponseSchema, 429: messageResponseSchema },
      },
    },
    (req) => invitations.forgotPassword(req.body, { ip: req.ip }),
  );

  r.post(
    '/api/Public/Invitation',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'An open invitation by its requestId (404 when unknown, used or expired)',
        security: [],
        body: invitationRequestSchema,
        response: { 200: invitationSchema, 404: messageResponseSchema },
      },
    },
    (req) => invitations.get(req.body.requestId),
  );

  r.post(
    '/api/Public/Invitation/Close',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Close a password-reset invitation with the new password (data); 400 lists what is wrong',
        security: [],
        body: invitationCloseBodySchema,
        response: { 200: okResponseSchema, 400: validationErrorBodySchema },
      },
    },
    (req) => invitations.close(req.body),
  );

  r.post(
    '/api/Public/ValidatePassword',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The rules a password breaks (empty when it is valid)',
        security: [],
        body: validatePasswordBodySchema,
        response: { 200: validatePasswordResponseSchema },
      },
    },
    (req) => invitations.validatePassword(req.body.password, req.body.userName, req.body.requestId),
  );
}
