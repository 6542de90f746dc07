// The webhook module's face (docs/decisions/049-module-faces.md, 085-webhooks.md): a folder's
// subscriptions to events, and their deliveries. Alert events (raised, cleared) reach it from the
// alert-delivery module in their own transaction, so a delivery exists exactly when its event does;
// each delivery is one job of the durable queue (jobs module), retried with backoff.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createWebhookRepository, insertAlertDeliveries, WEBHOOK_LOG_DAYS } from './webhook.repository';
import { webhookRoutes } from './webhook.routes';
import { createWebhookService } from './webhook.service';

export const WEBHOOK_QUEUE = 'webhook-delivery';
/** Daily: the delivery log keeps WEBHOOK_LOG_DAYS of deliveries. */
const WEBHOOK_PRUNE_QUEUE = 'webhook-log-prune';
const WEBHOOK_PRUNE_CRON = '23 3 * * *';

/** 8 tries of a delivery: 15 s, then doubling (pg-boss backoff with jitter), about an hour in all. */
export const WEBHOOK_RETRY = { retryLimit: 7, retryDelay: 15, retryBackoff: true } as const;

interface WebhookJob {
  deliveryId: number;
}

export const webhookModule = fp<AppContext>(
  async (app, ctx) => {
    const retry = { ...WEBHOOK_RETRY, ...ctx.webhookRetry };
    const repo = createWebhookRepository(ctx.db);
    const service = createWebhookService({
      repo,
      scope: app.scope,
      box: ctx.webhookBox,
      clock: ctx.clock,
      allowPrivate: ctx.webhookAllowPrivate ?? false,
      queue: async (deliveryId) => {
        await app.jobs.send<WebhookJob>(WEBHOOK_QUEUE, { deliveryId }, retry);
      },
    });
    app.alertDelivery.alsoInTransaction(async (client, eventIds) => {
      const ids = await insertAlertDeliveries(client, eventIds);
      if (ids.length > 0) {
        await app.jobs.sendManyInTransaction<WebhookJob>(
          client,
          WEBHOOK_QUEUE,
          ids.map((deliveryId) => ({ data: { deliveryId } })),
        );
      }
    });
    webhookRoutes(app, service);
    app.jobs.work<WebhookJob>(WEBHOOK_QUEUE, (data, job) => service.deliver(data.deliveryId, job), {
      ...retry,
      expireInSeconds: 60,
      concurrency: 4,
    });
    app.jobs.work(WEBHOOK_PRUNE_QUEUE, () => repo.pruneLog(WEBHOOK_LOG_DAYS), { retryLimit: 2, expireInSeconds: 600 });
    app.jobs.schedule(WEBHOOK_PRUNE_QUEUE, WEBHOOK_PRUNE_CRON);
  },
  { name: 'webhook', dependencies: ['access', 'jobs', 'alert-delivery'] },
);
