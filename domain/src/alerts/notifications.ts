// spec 000 §3 Notification: notificationLevel 1 Information, 2 Warning, 3 Critical, 4 Success.
export const NOTIFICATION_LEVELS = [
  { id: 1, key: 'Information' },
  { id: 2, key: 'Warning' },
  { id: 3, key: 'Critical' },
  { id: 4, key: 'Success' },
] as const;

type NotificationLevelEntry = (typeof NOTIFICATION_LEVELS)[number];
export type NotificationLevelKey = NotificationLevelEntry['key'];
export type NotificationLevelId = NotificationLevelEntry['id'];

export const NotificationLevel = Object.fromEntries(NOTIFICATION_LEVELS.map((l) => [l.key, l.id])) as {
  [K in NotificationLevelKey]: Extract<NotificationLevelEntry, { key: K }>['id'];
};

export const NOTIFICATION_LEVEL_IDS = NOTIFICATION_LEVELS.map((l) => l.id) as [NotificationLevelId, ...NotificationLevelId[]];

export function notificationLevelKey(id: number): NotificationLevelKey {
  return NOTIFICATION_LEVELS.find((l) => l.id === id)?.key ?? 'Information';
}
