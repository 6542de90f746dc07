// spec 000 §7: POST Webview/Email/Link/ and Webview/Email/Invitation/; the recipient lookup
// (spec 000 §5) is ours: GET Webview/Email/Recipients.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailLinkBodySchema,
  invitationSendBodySchema,
  recipientQuerySchema,
  recipientsSchema,
  shareResultSchema,
} from '@ullage/domain/api/share';
import { callerOf } from '../../plugins/auth';
import type { ShareService } from './share.service';

const tags = ['Share'];

/** The portal's own address as the browser reached it (behind a proxy: X-Forwarded-*). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export function shareRoutes(app: FastifyInstance, share: ShareService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Webview/Email/Recipients',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Users to share with: in your scope, or for an invitation the users of the folder and the folders above it',
        querystring: recipientQuerySchema,
        response: { 200: recipientsSchema },
      },
    },
    (req) => share.recipients(callerOf(req), req.query),
  );
  r.post(
    '/api/Webview/Email/Link',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Email a link to a page of the portal to a user',
        body: emailLinkBodySchema,
        response: { 200: shareResultSchema },
      },
    },
    (req) => share.sendLink(callerOf(req), req.body, originOf(req)),
  );
  r.post(
    '/api/Webview/Email/Invitation',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Invite a user to navigate to an entity',
        body: invitationSendBodySchema,
        response: { 200: shareResultSchema },
      },
    },
    (req) => share.sendInvitation(callerOf(req), req.body, originOf(req)),
  );
}
