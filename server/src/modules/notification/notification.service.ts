import type { Notification, NotificationCreateBody } from '@ullage/domain/alerts/notifications-api';
import { alertNotificationRid } from '@ullage/domain/alerts/alert-api';
import { alertNotificationLevel, describeAlertEvent } from '@ullage/domain/alerts/alert-events';
import { alertTypeLabel } from '@ullage/domain/alerts/alerts';
import { NotFoundError } from '../../lib/errors';
import type { Caller } from '../access';
import type { NotificationRepository } from './notification.repository';

/** Most active alerts one answer carries (the strip shows a handful; the alerts pages show all). */
export const ACTIVE_ALERTS_SHOWN = 50;

export function createNotificationService(repo: NotificationRepository) {
  return {
    /** The system notifications; for a signed-in caller, then the alerts raised now on the assets
     * and devices of the caller's folders, newest first, as notifications linking to the entity. */
    async current(caller: Caller | null): Promise<Notification[]> {
      const system = await repo.current();
      if (!caller) return system;
      const active = await repo.activeAlerts(caller.baseFolderUid, ACTIVE_ALERTS_SHOWN);
      return [
        ...system,
        ...active.map((a): Notification => ({
          rid: alertNotificationRid(a.raisedEventId),
          notificationLevel: alertNotificationLevel(a.typeId),
          message: `${alertTypeLabel(a.typeId)}: ${a.entityLabel}. ${describeAlertEvent({ typeId: a.typeId, stateId: 1, value: a.value, detail: a.detail })}.`,
          iconName: null,
          linkUid: a.entityUid,
          linkText: a.entityLabel,
          linkFolderUid: a.folderUid,
          linkPath: null,
          linkEntityTypeId: a.entityTypeId,
        })),
      ];
    },
    publish: (caller: Caller, body: NotificationCreateBody): Promise<Notification> => repo.create(body, caller.userUid),
    async end(rid: number): Promise<void> {
      if (!(await repo.end(rid))) throw new NotFoundError(`Notification ${rid} was not found.`);
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
