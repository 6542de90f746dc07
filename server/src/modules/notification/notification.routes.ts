// spec 000 §7 "notifications get (status 200 and a list)", public; spec 000 §3 Notification. The
// vendor's staff (Access Support) publish and end them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationCreateBodySchema,
  notificationSchema,
  notificationsSchema,
  ridParamsSchema,
} from '@ullage/domain/alerts/notifications-api';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { NotificationService } from './notification.service';

const tags = ['Notification'];

export function notificationRoutes(app: FastifyInstance, notifications: NotificationService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/Public/Notifications',
    {
      config: { auth: 'public', identify: true },
      schema: {
        tags,
        summary: "The notifications showing now; for a signed-in caller, then the active alerts in the caller's folders, newest first",
        response: { 200: notificationsSchema },
      },
    },
    (req) => notifications.current(req.caller),
  );
  r.post(
    '/api/Notification',
    {
      config: { auth: Permission.AccessSupport },
      schema: {
        tags,
        summary: 'Publish a notification to every user',
        body: notificationCreateBodySchema,
        response: { 200: notificationSchema },
      },
    },
    (req) => notifications.publish(callerOf(req), req.body),
  );
  r.delete(
    '/api/Notification/:rid',
    {
      config: { auth: Permission.AccessSupport },
      schema: { tags, summary: 'Stop showing a notification', params: ridParamsSchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await notifications.end(req.params.rid);
      return reply.code(204).send(null);
    },
  );
}
