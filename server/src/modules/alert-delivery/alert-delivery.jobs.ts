// The alert-delivery queue: its name, its job's data and the job id of an event.
import { createHash } from 'node:crypto';

export const ALERT_DELIVERY_QUEUE = 'alert-delivery';

export interface AlertDeliveryJob {
  eventId: number;
}

/**
 * The job id of an event's delivery: a UUID derived from the event id (pg-boss job ids are UUIDs
 * and unique per queue), so a second enqueue of the same event is a no-op.
 */
export function deliveryJobId(eventId: number): string {
  const h = createHash('sha256').update(`ullage:alert-delivery:${eventId}`).digest('hex');
  // Shaped as a version-5-style UUID (variant bits set) so it is a valid uuid.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}
