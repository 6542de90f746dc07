// Webhooks (issue 19; docs/decisions/085-webhooks.md): a folder's subscriptions to events, managed
// with Edit User (17) like API clients (both hand the folder's data to a system outside), inside
// the caller's folder scope (another company's answers 404). Delivery: one job per delivery on the
// durable queue, retried with backoff; a delivery that fails all its tries counts against its
// subscription, which is switched off after WEBHOOK_DISABLE_AFTER_FAILURES in a row.
import { randomBytes } from 'node:crypto';
import type { WebhookDeliveryDto, WebhookDto, WebhookSaveBody } from '@ullage/domain/integration/webhooks-api';
import type { Clock } from '../../lib/clock';
import { fieldError, NotFoundError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { JobContext } from '../jobs';
import type { Caller, Scope } from '../access';
import type { WebhookRepository, WebhookRow } from './webhook.repository';
import { postWebhook } from './webhook-sender';
import { urlProblem } from './webhook-url';

export const DELIVERY_LOG_LENGTH = 50;
export const SUBSCRIPTION_OFF = 'The webhook is switched off.';

const dto = ({ secretSealed: _s, folderPath: _p, ...w }: WebhookRow): WebhookDto => w;
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** Thrown to make the queue retry a delivery (with its backoff). */
class DeliveryFailed extends Error {}

export function createWebhookService(deps: {
  repo: WebhookRepository;
  scope: Scope;
  box: SecretBox;
  clock: Clock;
  allowPrivate: boolean;
  /** Queues the job that sends delivery `id`. */
  queue: (deliveryId: number) => Promise<void>;
}) {
  const { repo, scope, box, clock, allowPrivate, queue } = deps;

  async function checkUrl(url: string) {
    const problem = await urlProblem(url, allowPrivate);
    if (problem) throw fieldError('url', problem);
  }

  async function inScope(caller: Caller, id: number, write: boolean): Promise<WebhookRow> {
    const row = await repo.byId(id);
    if (!row || !row.folderPath.includes(caller.baseFolderUid)) throw new NotFoundError(`Webhook ${id} was not found.`);
    if (write) await scope.requireWrite(caller, row.folderUid, 'Webhook', id);
    return row;
  }

  return {
    async byFolder(caller: Caller, folderUid: number): Promise<WebhookDto[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      return (await repo.inFolderTree(folderUid)).map(dto);
    },

    async create(caller: Caller, folderUid: number, body: WebhookSaveBody): Promise<{ webhook: WebhookDto; secret: string }> {
      await scope.requireWrite(caller, folderUid, 'Folder');
      if (!(await repo.isFolder(folderUid))) throw new NotFoundError(`Folder ${folderUid} was not found.`);
      await checkUrl(body.url);
      const secret = newSecret();
      const id = await repo.insert({ ...body, folderUid, secretSealed: box.seal(secret), createdByUid: caller.userUid });
      return { webhook: dto((await repo.byId(id))!), secret };
    },

    async update(caller: Caller, id: number, body: WebhookSaveBody): Promise<WebhookDto> {
      await inScope(caller, id, true);
      await checkUrl(body.url);
      await repo.update(id, body);
      return dto((await repo.byId(id))!);
    },

    async rotateSecret(caller: Caller, id: number): Promise<{ webhook: WebhookDto; secret: string }> {
      const row = await inScope(caller, id, true);
      const secret = newSecret();
      await repo.setSecret(id, box.seal(secret));
      return { webhook: dto(row), secret };
    },

    async remove(caller: Caller, id: number): Promise<{ ok: true }> {
      await inScope(caller, id, true);
      await repo.remove(id);
      return { ok: true };
    },

    async deliveries(caller: Caller, id: number): Promise<WebhookDeliveryDto[]> {
      await inScope(caller, id, false);
      return repo.deliveries(id, DELIVERY_LOG_LENGTH);
    },

    /** Sends the same body again, under a new timestamp and signature. */
    async redeliver(caller: Caller, deliveryId: number): Promise<WebhookDeliveryDto> {
      const d = await repo.delivery(deliveryId);
      if (!d) throw new NotFoundError(`Delivery ${deliveryId} was not found.`);
      await inScope(caller, d.subscriptionId, true).catch(() => {
        throw new NotFoundError(`Delivery ${deliveryId} was not found.`);
      });
      await repo.markPending(deliveryId);
      await queue(deliveryId);
      const { subscriptionId: _s, payload: _p, ...shown } = (await repo.delivery(deliveryId))!;
      return shown;
    },

    /** The job: one try of one delivery. Throws to be retried while tries remain. */
    async deliver(deliveryId: number, job: JobContext): Promise<void> {
      const d = await repo.delivery(deliveryId);
      if (!d || d.status === 'delivered') return;
      const sub = await repo.byId(d.subscriptionId);
      if (!sub) return;
      if (!sub.active) {
        await repo.recordAttempt(deliveryId, { statusCode: null, error: SUBSCRIPTION_OFF, status: 'failed' });
        return;
      }
      const secret = box.open(sub.secretSealed);
      const body = JSON.stringify({ id: d.id, event: d.event, createdAt: d.createdAt, data: d.payload });
      const result =
        secret === null
          ? { statusCode: null, error: 'The signing secret cannot be read; rotate it.' }
          : await postWebhook(sub.url, secret, { id: d.id, event: d.event, body }, { allowPrivate, now: clock() });
      if (result.error === null) {
        await repo.recordAttempt(deliveryId, { ...result, status: 'delivered' });
        await repo.subscriptionSucceeded(sub.id);
        return;
      }
      const last = job.retryCount >= job.retryLimit;
      await repo.recordAttempt(deliveryId, { ...result, status: last ? 'failed' : 'pending' });
      if (last) {
        await repo.subscriptionFailed(sub.id);
        return;
      }
      throw new DeliveryFailed(`webhook delivery ${deliveryId}: ${result.error}`);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
