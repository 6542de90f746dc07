// The webhook module's face (docs/decisions/049-module-faces.md, 085-webhooks.md): a folder's
// subscriptions to events, and their deliveries. Alert events (raised, cleared) reach it from the
// alert-delivery module in their own transaction, so a delivery exists exactly when its event does;
// each delivery is one job of the durable queue (jobs module), retried with backoff. The other
// events (tank zone, fill, device late, order and RMA status) are written as deliveries by database
// triggers in their own transaction (server/src/db/functions/webhook_*.sql); the dispatcher below,
// woken by the triggers' notice (and by a job of the queue every minute, in case a notice was
// lost), gives each its job.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createWebhookRepository, insertAlertDeliveries, WEBHOOK_LOG_DAYS } from './webhook.repository';
import { webhookRoutes } from './webhook.routes';
import { createWebhookService } from './webhook.service';

export const WEBHOOK_QUEUE = 'webhook-delivery';
/** Daily: the delivery log keeps WEBHOOK_LOG_DAYS of deliveries. */
const WEBHOOK_PRUNE_QUEUE = 'webhook-log-prune';
const WEBHOOK_PRUNE_CRON = '23 3 * * *';

/** The triggers' notice (webhook_enqueue.sql). */
const DISPATCH_NOTICE = 'webhook-dispatch';
/** The queue's every-minute job that dispatches what a lost notice left (no timer of our own:
 * background work runs on the job queue, docs/decisions/064-job-queue.md). */
const DISPATCH_SWEEP_QUEUE = 'webhook-dispatch-sweep';
const DISPATCH_SWEEP_CRON = '* * * * *';
const DISPATCH_BATCH = 500;

/** Deliveries a worker posts at once (two workers an instance). */
const WEBHOOK_BATCH = 20;

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
    // One dispatch at a time per instance; a wake-up during one runs another after it.
    let dispatching: Promise<void> | null = null;
    let again = false;
    const dispatch = (): void => {
      if (dispatching) {
        again = true;
        return;
      }
      dispatching = (async () => {
        do {
          again = false;
          while (
            (await repo.dispatchUnqueued(DISPATCH_BATCH, (runner, ids) =>
              app.jobs.sendManyInTransaction<WebhookJob>(
                runner,
                WEBHOOK_QUEUE,
                ids.map((deliveryId) => ({ data: { deliveryId } })),
              ),
            )) === DISPATCH_BATCH
          );
        } while (again);
      })()
        .catch((err: Error) =>
          ctx.logger.warn({ reason: err.message }, 'webhook dispatch failed; the next notice or the minute sweep tries again'),
        )
        .finally(() => {
          dispatching = null;
        });
    };
    app.jobs.onNotice(DISPATCH_NOTICE, dispatch);
    app.jobs.work(DISPATCH_SWEEP_QUEUE, async () => {
      dispatch();
      await dispatching;
    });
    app.jobs.schedule(DISPATCH_SWEEP_QUEUE, DISPATCH_SWEEP_CRON);
    app.addHook('onReady', async () => {
      await app.jobs.started();
      dispatch();
    });
    app.addHook('onClose', async () => {
      await dispatching;
    });
    webhookRoutes(app, service);
    // Each worker takes up to WEBHOOK_BATCH deliveries and posts them side by side: one job at a
    // time a worker delivered about 85 a second on the loaded bench machine, too few for a burst of
    // zone changes (BENCHMARKS.md, bench:load-webhooks). A failed one is retried on its own.
    app.jobs.workBatch<WebhookJob>(
      WEBHOOK_QUEUE,
      async (jobs) => {
        const failed = new Map<string, Error>();
        await Promise.all(
          jobs.map((j) =>
            service.deliver(j.data.deliveryId, j.job).catch((err: Error) => {
              failed.set(j.job.id, err);
            }),
          ),
        );
        return failed;
      },
      { ...retry, expireInSeconds: 60, batchSize: WEBHOOK_BATCH, concurrency: 2 },
    );
    app.jobs.work(WEBHOOK_PRUNE_QUEUE, () => repo.pruneLog(WEBHOOK_LOG_DAYS), { retryLimit: 2, expireInSeconds: 600 });
    app.jobs.schedule(WEBHOOK_PRUNE_QUEUE, WEBHOOK_PRUNE_CRON);
  },
  { name: 'webhook', dependencies: ['access', 'jobs', 'alert-delivery'] },
);
