// Webhooks (issue 19; not in the spec, whose systems have none: docs/decisions/085-webhooks.md): a
// folder's subscriptions to events, each posted as JSON to an HTTPS URL with an HMAC-SHA256
// signature over "{timestamp}.{body}", retried with backoff, logged, redeliverable, and disabled
// after repeated failure.
import { z } from 'zod';

/** The events a subscription may choose. */
export const WEBHOOK_EVENTS = [
  { key: 'alert.raised', label: 'Alert raised' },
  { key: 'alert.cleared', label: 'Alert cleared' },
  { key: 'tank.zone_changed', label: 'Tank changed zone' },
  { key: 'fill.detected', label: 'Fill detected' },
  { key: 'device.late', label: 'Device late' },
  { key: 'order.status_changed', label: 'Order status changed' },
  { key: 'rma.status_changed', label: 'RMA status changed' },
] as const;
export type WebhookEventKey = (typeof WEBHOOK_EVENTS)[number]['key'];
export const WEBHOOK_EVENT_KEYS = WEBHOOK_EVENTS.map((e) => e.key) as [WebhookEventKey, ...WebhookEventKey[]];

/** Headers of every delivery. The signature is `sha256=` and the hex HMAC-SHA256, keyed by the
 * subscription's secret, of the timestamp header's value, a dot, and the raw body. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-ullage-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-ullage-timestamp';
export const WEBHOOK_EVENT_HEADER = 'x-ullage-event';
export const WEBHOOK_DELIVERY_HEADER = 'x-ullage-delivery';

/** Consecutive failed deliveries (each after all its retries) that disable a subscription. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 5;
export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_URL_INVALID = 'URL: must be an https:// address';
export const WEBHOOK_URL_PRIVATE = 'URL: must not point to a private, loopback or link-local address';
export const WEBHOOK_EVENTS_REQUIRED = 'Events: choose at least one';

export const webhookSaveBodySchema = z.object({
  label: z.string().trim().min(1, { error: 'Name: is required' }).max(100, { error: 'Name: must be at most 100 characters' }),
  url: z.string().trim().min(1, { error: WEBHOOK_URL_INVALID }).max(WEBHOOK_URL_MAX, { error: WEBHOOK_URL_INVALID }),
  events: z.array(z.enum(WEBHOOK_EVENT_KEYS)).min(1, { error: WEBHOOK_EVENTS_REQUIRED }),
  active: z.boolean().default(true),
});
export type WebhookSaveBody = z.infer<typeof webhookSaveBodySchema>;
export type WebhookSaveInput = z.input<typeof webhookSaveBodySchema>;

export const webhookDtoSchema = z.object({
  id: z.number().int(),
  folderUid: z.number().int(),
  folderLabel: z.string(),
  label: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_KEYS)),
  active: z.boolean(),
  /** Why it was switched off by the server (repeated failure), or null. */
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
});
export type WebhookDto = z.infer<typeof webhookDtoSchema>;
export const webhookListSchema = z.array(webhookDtoSchema);

/** Create and RotateSecret: the signing secret, shown this once. */
export const webhookWithSecretSchema = z.object({ webhook: webhookDtoSchema, secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliveryDtoSchema = z.object({
  id: z.number().int(),
  event: z.enum(WEBHOOK_EVENT_KEYS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryDtoSchema>;
export const webhookDeliveryListSchema = z.array(webhookDeliveryDtoSchema);

export const webhookFolderParamsSchema = z.object({ folder: z.coerce.number().int().positive() });
export const webhookIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
