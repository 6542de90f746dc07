import type { Notification, NotificationCreateBody } from '@ullage/domain/alerts/notifications-api';
import { NotFoundError } from '../../lib/errors';
import type { Caller } from '../access';
import type { NotificationRepository } from './notification.repository';

export function createNotificationService(repo: NotificationRepository) {
  return {
    current: (): Promise<Notification[]> => repo.current(),
    publish: (caller: Caller, body: NotificationCreateBody): Promise<Notification> => repo.create(body, caller.userUid),
    async end(rid: number): Promise<void> {
      if (!(await repo.end(rid))) throw new NotFoundError(`Notification ${rid} was not found.`);
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
