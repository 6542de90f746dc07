// The alert-delivery module's face (docs/decisions/068-alert-delivery.md): each alert event is sent
// to the members of its alert's contact group by a job of the durable queue (jobs module), email
// through the messenger and SMS to the outbox, once per event, recipient and channel; and the alert
// message templates it words them with (spec 001 §7 Alert/Message, with a preview).
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { AppContext } from '../../app-context';
import { ALERT_DELIVERY_QUEUE, deliveryJobs, eventIdsOf, type AlertDeliveryJob } from './alert-delivery.jobs';
import { createAlertDeliveryRepository } from './alert-delivery.repository';
import { createAlertDeliveryService, DELIVERY_LEASE_SECONDS } from './alert-delivery.service';
import { createAlertMessageRepository } from './alert-message.repository';
import { alertMessageRoutes } from './alert-message.routes';
import { createAlertMessageService } from './alert-message.service';

export interface AlertDelivery {
  /**
   * Queues the delivery of these events on the caller's connection, inside its open transaction
   * (the events' own): the job commits or rolls back with the events. One job for the call's
   * events (up to EVENTS_PER_DELIVERY_JOB; more make a few), whose id is derived from their ids,
   * so queuing the same events twice queues them once. `unaddressedIds` are events the caller
   * knows reach nobody by message (their alert has no contact group): no job is queued for them
   * (in an alert storm on such alerts a job and its worker would cost ingestion as much as the
   * events themselves), but the listeners hear of them as of the others.
   */
  enqueueInTransaction(client: pg.PoolClient, eventIds: readonly number[], unaddressedIds?: readonly number[]): Promise<void>;
  /** Also hands every batch of events to `listener`, in the same transaction (the webhook module
   * queues its deliveries so: docs/decisions/085-webhooks.md). */
  alsoInTransaction(listener: (client: pg.PoolClient, eventIds: readonly number[]) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    alertDelivery: AlertDelivery;
  }
}

/**
 * Retries of an event whose messages failed: 6 attempts, 10 s then doubling (pg-boss backoff: 10,
 * 20, 40, 80, 160 s, about 5 minutes in all), before the failed messages are recorded as failed.
 */
export const ALERT_DELIVERY_RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;

/** Jobs a delivery worker takes at once: up to this many batches' events (EVENTS_PER_DELIVERY_JOB
 * each at most) in one call. */
const ALERT_DELIVERY_BATCH = 10;
/** How long a woken delivery worker gathers jobs before it takes them (BatchWorkOptions.gatherMs). */
const ALERT_DELIVERY_GATHER_MS = 250;

export const alertDeliveryModule = fp<AppContext>(
  async (app, ctx) => {
    const repo = createAlertDeliveryRepository(ctx.db);
    const service = createAlertDeliveryService({
      repo,
      messenger: app.messenger,
      log: ctx.logger,
      publicUrl: ctx.publicUrl,
    });
    const listeners: ((client: pg.PoolClient, eventIds: readonly number[]) => Promise<void>)[] = [];
    const delivery: AlertDelivery = {
      async enqueueInTransaction(client, eventIds, unaddressedIds = []) {
        // One job for a batch's events (an ingestion batch in an alert storm raises one an update):
        // a job row, its fetch and its completion each cost the queue's table as much for one event
        // as for a hundred (BENCHMARKS.md, "One job per batch").
        const jobs = deliveryJobs(eventIds);
        if (jobs.length > 0) await app.jobs.sendManyInTransaction<AlertDeliveryJob>(client, ALERT_DELIVERY_QUEUE, jobs);
        const ids = [...new Set([...jobs.flatMap((j) => eventIdsOf(j.data)), ...unaddressedIds])].sort((a, b) => a - b);
        if (ids.length === 0) return;
        for (const listener of listeners) await listener(client, ids);
      },
      alsoInTransaction(listener) {
        listeners.push(listener);
      },
    };
    app.decorate('alertDelivery', delivery);
    alertMessageRoutes(
      app,
      createAlertMessageService({
        repo: createAlertMessageRepository(ctx.db),
        facts: repo,
        scope: app.scope,
        clock: ctx.clock,
        publicUrl: ctx.publicUrl,
      }),
    );
    app.jobs.workBatch<AlertDeliveryJob>(ALERT_DELIVERY_QUEUE, (jobs) => service.deliverBatch(jobs), {
      ...ALERT_DELIVERY_RETRY,
      // A job still active after 2 minutes is failed into a retry (its worker died): less than the
      // lease, so the retry finds a message that was mid-send still claimed and waits for it.
      expireInSeconds: Math.min(120, DELIVERY_LEASE_SECONDS - 60),
      // An alert storm (every reading raising one) is worked ALERT_DELIVERY_BATCH batches of events
      // at a time by two workers: a few statements a call, so delivery keeps up without taking
      // ingestion's share of the database (BENCHMARKS.md, "Alerts in ingestion").
      batchSize: ALERT_DELIVERY_BATCH,
      // Woken by a new job, a worker waits this long for the jobs of the batches committing right
      // after it: in a storm a call then takes several batches' events, not one (BENCHMARKS.md,
      // "Gathered delivery"); a quarter second of the alert's 2 s to its SMTP hand-off.
      gatherMs: ALERT_DELIVERY_GATHER_MS,
      concurrency: 2,
    });
  },
  { name: 'alert-delivery', dependencies: ['access', 'jobs', 'messaging'] },
);
