// The only SQL of webhooks (docs/decisions/085-webhooks.md): subscriptions, their deliveries, and
// the deliveries an alert event makes, written in the event's own transaction.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  WEBHOOK_DISABLE_AFTER_FAILURES,
  type WebhookDeliveryDto,
  type WebhookDto,
  type WebhookEventKey,
} from '@ullage/domain/integration/webhooks-api';
import type { Db } from '../../db/client';
import { sqlRunner, transaction, type SqlRunner } from '../../db/transaction';

export interface WebhookRow extends WebhookDto {
  secretSealed: string;
  folderPath: number[];
}

type Row = {
  id: number;
  folder_uid: number;
  folder_label: string;
  folder_path: number[];
  label: string;
  url: string;
  secret_sealed: string;
  events: WebhookEventKey[];
  active: boolean;
  disabled_reason: string | null;
  consecutive_failures: number;
  created_at: Date;
};

type DeliveryRow = {
  id: number;
  subscription_id: number;
  event: WebhookEventKey;
  payload: Record<string, unknown>;
  status: WebhookDeliveryDto['status'];
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  last_attempt_at: Date | null;
};

const toRow = (r: Row): WebhookRow => ({
  id: r.id,
  folderUid: r.folder_uid,
  folderLabel: r.folder_label,
  label: r.label,
  url: r.url,
  events: r.events,
  active: r.active,
  disabledReason: r.disabled_reason,
  consecutiveFailures: r.consecutive_failures,
  createdAt: new Date(r.created_at).toISOString(),
  secretSealed: r.secret_sealed,
  folderPath: r.folder_path,
});

const toDelivery = (r: DeliveryRow): WebhookDeliveryDto => ({
  id: r.id,
  event: r.event,
  status: r.status,
  attempts: r.attempts,
  lastStatusCode: r.last_status_code,
  lastError: r.last_error,
  createdAt: new Date(r.created_at).toISOString(),
  lastAttemptAt: r.last_attempt_at === null ? null : new Date(r.last_attempt_at).toISOString(),
});

const SELECT = sql`
  select s.id, s.folder_uid, fe.label as folder_label, f.path as folder_path, s.label, s.url, s.secret_sealed,
         s.events, s.active, s.disabled_reason, s.consecutive_failures, s.created_at
  from webhook_subscription s
  join folder f on f.uid = s.folder_uid
  join entity fe on fe.uid = s.folder_uid`;

/** A text[] parameter as PostgreSQL's array literal (the event keys hold no quote, comma or brace). */
const textArray = (items: readonly string[]) => `{${items.join(',')}}`;

/** Days a delivery stays in the log (the daily prune job, index.ts). */
export const WEBHOOK_LOG_DAYS = 30;

export const DISABLED_AFTER_FAILURES = `Disabled after ${WEBHOOK_DISABLE_AFTER_FAILURES} failed deliveries in a row.`;

export function createWebhookRepository(db: Db) {
  return {
    async isFolder(uid: number): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from folder f join entity e on e.uid = f.uid and e.active where f.uid = ${uid}`);
      return rows.length > 0;
    },
    async byId(id: number): Promise<WebhookRow | null> {
      const { rows } = await db.execute<Row>(sql`${SELECT} where s.id = ${id}`);
      return rows[0] ? toRow(rows[0]) : null;
    },
    async inFolderTree(uid: number): Promise<WebhookRow[]> {
      const { rows } = await db.execute<Row>(sql`${SELECT} where f.path @> array[${uid}::bigint] order by s.id desc`);
      return rows.map(toRow);
    },
    async insert(w: {
      folderUid: number;
      label: string;
      url: string;
      secretSealed: string;
      events: string[];
      active: boolean;
      createdByUid: number;
    }) {
      const { rows } = await db.execute<{ id: number }>(sql`
        insert into webhook_subscription (folder_uid, label, url, secret_sealed, events, active, created_by_uid)
        values (${w.folderUid}, ${w.label}, ${w.url}, ${w.secretSealed}, ${textArray(w.events)}::text[], ${w.active}, ${w.createdByUid})
        returning id`);
      return rows[0]!.id;
    },
    /** Switching a subscription on again forgets its failures. */
    async update(id: number, w: { label: string; url: string; events: string[]; active: boolean }): Promise<void> {
      await db.execute(sql`
        update webhook_subscription set label = ${w.label}, url = ${w.url}, events = ${textArray(w.events)}::text[], active = ${w.active},
          disabled_reason = case when ${w.active} then null else disabled_reason end,
          consecutive_failures = case when ${w.active} and not active then 0 else consecutive_failures end
        where id = ${id}`);
    },
    async setSecret(id: number, secretSealed: string): Promise<void> {
      await db.execute(sql`update webhook_subscription set secret_sealed = ${secretSealed} where id = ${id}`);
    },
    async remove(id: number): Promise<void> {
      await db.execute(sql`delete from webhook_subscription where id = ${id}`);
    },
    async deliveries(subscriptionId: number, limit: number): Promise<WebhookDeliveryDto[]> {
      const { rows } = await db.execute<DeliveryRow>(
        sql`select * from webhook_delivery where subscription_id = ${subscriptionId} order by id desc limit ${limit}`,
      );
      return rows.map(toDelivery);
    },
    async delivery(id: number): Promise<(WebhookDeliveryDto & { subscriptionId: number; payload: Record<string, unknown> }) | null> {
      const { rows } = await db.execute<DeliveryRow>(sql`select * from webhook_delivery where id = ${id}`);
      const r = rows[0];
      return r ? { ...toDelivery(r), subscriptionId: r.subscription_id, payload: r.payload } : null;
    },
    async markPending(id: number): Promise<void> {
      await db.execute(sql`update webhook_delivery set status = 'pending' where id = ${id}`);
    },
    async recordAttempt(id: number, a: { statusCode: number | null; error: string | null; status: WebhookDeliveryDto['status'] }) {
      await db.execute(sql`
        update webhook_delivery set attempts = attempts + 1, last_status_code = ${a.statusCode}, last_error = ${a.error},
          last_attempt_at = now(), status = ${a.status}, delivered_at = case when ${a.status} = 'delivered' then now() else delivered_at end
        where id = ${id}`);
    },
    /**
     * Up to `limit` deliveries written by the triggers (webhook_enqueue.sql) and not queued yet,
     * marked queued and handed to `queue` in one transaction: each gets exactly one job, whichever
     * instance takes it (others skip the locked rows). Answers how many it took.
     */
    async dispatchUnqueued(limit: number, queue: (runner: SqlRunner, ids: number[]) => Promise<void>): Promise<number> {
      return transaction(db, null, async (tx) => {
        const { rows } = await tx.execute<{ id: number }>(sql`
          update webhook_delivery set queued = true
          where id in (select id from webhook_delivery where not queued order by id limit ${limit} for update skip locked)
          returning id`);
        const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
        if (ids.length > 0) await queue(sqlRunner(tx), ids);
        return ids.length;
      });
    },
    /** Drops deliveries older than `days` that are no longer waiting to be sent. */
    async pruneLog(days: number): Promise<void> {
      await db.execute(sql`delete from webhook_delivery where created_at < now() - make_interval(days => ${days}) and status <> 'pending'`);
    },
    async subscriptionSucceeded(id: number): Promise<void> {
      await db.execute(sql`update webhook_subscription set consecutive_failures = 0 where id = ${id}`);
    },
    /** One more delivery failed for good; the subscription is switched off at the limit. */
    async subscriptionFailed(id: number): Promise<void> {
      await db.execute(sql`
        update webhook_subscription set consecutive_failures = consecutive_failures + 1,
          active = active and consecutive_failures + 1 < ${WEBHOOK_DISABLE_AFTER_FAILURES},
          disabled_reason = case when consecutive_failures + 1 >= ${WEBHOOK_DISABLE_AFTER_FAILURES} then ${DISABLED_AFTER_FAILURES} else disabled_reason end
        where id = ${id}`);
    },
  };
}

/**
 * The deliveries of alert events `eventIds`, on the events' own connection and transaction: one per
 * event and active subscription of a folder at or above a folder the event's entity stands in (or
 * is), whose events include it. The body is fixed now, from the event as it was.
 */
export async function insertAlertDeliveries(client: pg.PoolClient, eventIds: readonly number[]): Promise<number[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into webhook_delivery (subscription_id, event, payload)
     select s.id, k.key, jsonb_build_object(
       'alertEventId', e.id, 'alertId', e.alert_id, 'alertTypeId', e.type_id,
       'entityUid', e.entity_uid, 'entityTypeId', en.type_id, 'entityLabel', en.label,
       'value', e.value, 'detail', e.detail, 'occurredAt', e.occurred_at)
     from alert_event e
     join entity en on en.uid = e.entity_uid
     cross join lateral (select case e.state_id when 1 then 'alert.raised' else 'alert.cleared' end as key) k
     join webhook_subscription s on s.active and k.key = any(s.events)
     where e.id = any($1::bigint[])
       and exists (
         select 1 from folder f
         where f.path @> array[s.folder_uid]
           and (f.uid = e.entity_uid or f.uid in (select m.folder_uid from folder_membership m where m.entity_uid = e.entity_uid)))
     order by e.id, s.id
     returning id`,
    [eventIds],
  );
  return rows.map((r) => Number(r.id));
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
