// spec 000 §3 Notification; spec 000 §7 "notifications get (status 200 and a list)", public.
import { z } from 'zod';
import { notificationLevelSchema } from '../catalogue-schemas';
import { fieldMessage, RULE_TEXT, typeMessage } from '../validation';

export const notificationSchema = z.object({
  rid: z.number().int(),
  notificationLevel: notificationLevelSchema,
  message: z.string(),
  iconName: z.string().nullable(),
  linkUid: z.number().int().nullable(),
  linkText: z.string().nullable(),
  linkFolderUid: z.number().int().nullable(),
  linkPath: z.string().nullable(),
  linkEntityTypeId: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsSchema = z.array(notificationSchema);

/** A portal path: starts with one slash, so a notification never links away from the portal. */
const portalPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, { error: fieldMessage('Link Path', 'must be a path of this portal, starting with /') });

/** POST Notification (system administrators). */
export const notificationCreateBodySchema = z.object({
  notificationLevel: notificationLevelSchema,
  message: z
    .string({ error: typeMessage('Message', 'string') })
    .trim()
    .min(1, { error: fieldMessage('Message', RULE_TEXT.required) })
    .max(500, { error: fieldMessage('Message', RULE_TEXT.maxLength(500 + 1)) }),
  iconName: z.string().max(50).nullable().default(null),
  linkUid: z.number().int().positive().nullable().default(null),
  linkText: z.string().max(100).nullable().default(null),
  linkFolderUid: z.number().int().positive().nullable().default(null),
  linkPath: portalPath.nullable().default(null),
  linkEntityTypeId: z.number().int().nullable().default(null),
  /** When it stops showing; open-ended when null. */
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type NotificationCreateBody = z.infer<typeof notificationCreateBodySchema>;
export const ridParamsSchema = z.object({ rid: z.coerce.number().int().positive() });
