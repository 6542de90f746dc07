// The notification module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createNotificationRepository } from './notification.repository';
import { notificationRoutes } from './notification.routes';
import { createNotificationService } from './notification.service';

export const notificationModule = fp<AppContext>(
  async (app, ctx) => notificationRoutes(app, createNotificationService(createNotificationRepository(ctx.db))),
  { name: 'notification' },
);
