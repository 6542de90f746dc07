// The alert-delivery queue: its name, its job's data and the job id of a batch of events.
import { createHash } from 'node:crypto';

export const ALERT_DELIVERY_QUEUE = 'alert-delivery';

/** Most events one job carries: an ingestion batch's events go in one job, or a few of this size. */
export const EVENTS_PER_DELIVERY_JOB = 100;

/**
 * A delivery job: the events of one transaction (an ingestion batch, a sweep), ascending. Jobs
 * queued before batching carry one `eventId`; both are worked the same.
 */
export type AlertDeliveryJob = { eventIds: number[] } | { eventId: number };

/** The events a job is about. */
export function eventIdsOf(job: AlertDeliveryJob): number[] {
  return 'eventIds' in job ? job.eventIds : [job.eventId];
}

/** The jobs that deliver these events: ascending, without repeats, EVENTS_PER_DELIVERY_JOB a job. */
export function deliveryJobs(eventIds: readonly number[]): { data: AlertDeliveryJob; id: string }[] {
  const ids = [...new Set(eventIds)].sort((a, b) => a - b);
  const jobs: { data: AlertDeliveryJob; id: string }[] = [];
  for (let i = 0; i < ids.length; i += EVENTS_PER_DELIVERY_JOB) {
    const chunk = ids.slice(i, i + EVENTS_PER_DELIVERY_JOB);
    jobs.push({ data: { eventIds: chunk }, id: deliveryJobId(chunk) });
  }
  return jobs;
}

/**
 * The job id of a batch of events' delivery: a UUID derived from the event ids (pg-boss job ids
 * are UUIDs and unique per queue), so a second enqueue of the same events is a no-op. One event's
 * id is the one its job had when each event was a job of its own.
 */
export function deliveryJobId(eventIds: readonly number[]): string {
  const h = createHash('sha256')
    .update(`ullage:alert-delivery:${eventIds.join(',')}`)
    .digest('hex');
  // Shaped as a version-5-style UUID (variant bits set) so it is a valid uuid.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}
