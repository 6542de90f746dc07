import { describe, expect, it } from 'vitest';
import { deliveryJobId, deliveryJobs, eventIdsOf, EVENTS_PER_DELIVERY_JOB } from './alert-delivery.jobs';

describe('delivery jobs', () => {
  it('puts a batch of events in one job, ascending and without repeats', () => {
    const jobs = deliveryJobs([7, 3, 5, 3]);
    expect(jobs).toEqual([{ data: { eventIds: [3, 5, 7] }, id: deliveryJobId([3, 5, 7]) }]);
    // The same events in another order are the same job.
    expect(deliveryJobs([5, 7, 3])).toEqual(jobs);
    expect(deliveryJobs([])).toEqual([]);
  });

  it('splits a large batch into jobs of EVENTS_PER_DELIVERY_JOB, each event in one', () => {
    const ids = Array.from({ length: 2 * EVENTS_PER_DELIVERY_JOB + 17 }, (_, i) => 1000 + i);
    const jobs = deliveryJobs(ids);
    expect(jobs.map((j) => eventIdsOf(j.data).length)).toEqual([EVENTS_PER_DELIVERY_JOB, EVENTS_PER_DELIVERY_JOB, 17]);
    expect(jobs.flatMap((j) => eventIdsOf(j.data))).toEqual(ids);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(3);
  });

  it('reads a job queued before batching (one event) as a batch of one, with the id it had', () => {
    expect(eventIdsOf({ eventId: 42 })).toEqual([42]);
    // One event's job id is the one it had when each event was a job: queued again, it is not doubled.
    expect(deliveryJobs([42])[0]?.id).toBe('eb726083-07b8-5774-a10a-adafd1defd79');
  });
});
