// The alert-delivery module's face (docs/decisions/068-alert-delivery.md): each alert event is sent
// to the members of its alert's contact group by a job of the durable queue (jobs module), email
// through the messenger and SMS to the outbox, once per event, recipient and channel.
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { AppContext } from '../../app-context';
import { ALERT_DELIVERY_QUEUE, deliveryJobId, type AlertDeliveryJob } from './alert-delivery.jobs';

export interface AlertDelivery {
  /**
   * Queues the delivery of these events on the caller's connection, inside its open transaction
   * (the events' own): the jobs commit or roll back with the events. One job per event, whose id
   * is derived from the event's, so queuing an event twice queues it once.
   */
  enqueueInTransaction(client: pg.PoolClient, eventIds: readonly number[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    alertDelivery: AlertDelivery;
  }
}

export const alertDeliveryModule = fp<AppContext>(
  async (app) => {
    const delivery: AlertDelivery = {
      async enqueueInTransaction(client, eventIds) {
        for (const eventId of new Set(eventIds)) {
          await app.jobs.sendInTransaction<AlertDeliveryJob>(client, ALERT_DELIVERY_QUEUE, { eventId }, { id: deliveryJobId(eventId) });
        }
      },
    };
    app.decorate('alertDelivery', delivery);
    // The worker is built in the next commit; until then a job fails and is retried later.
    app.jobs.work<AlertDeliveryJob>(
      ALERT_DELIVERY_QUEUE,
      async () => {
        throw new Error('the alert delivery worker is not built yet');
      },
      { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
    );
  },
  { name: 'alert-delivery', dependencies: ['jobs', 'messaging'] },
);
