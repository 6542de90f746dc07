// The only SQL of alert delivery: an event's facts, its alert's contact group and message, and the
// per-recipient delivery rows (alert_delivery: the idempotency key) with their attempts.
import { sql } from 'drizzle-orm';
import { ConfigType } from '@ullage/domain/configs';
import { contactFieldsSchema, timeZoneConfigSchema, unitConfigSchema, type TimeZoneConfig, type UnitConfig } from '@ullage/domain/configs';
import type { AlertEventStateId } from '@ullage/domain/alerts/alert-api';
import type { Db } from '../../db/client';
import type { Executor, Tx } from '../../db/transaction';
import { bigintArray, intArray } from '../../db/sql-arrays';

/** What a message can say about a tank or device, whatever the event. */
export interface EntityFacts {
  entityUid: number;
  entityTypeId: number;
  entityLabel: string;
  folderUid: number | null;
  /** The own folder's path, root first. */
  folderPath: number[];
  siteLabel: string | null;
  companyLabel: string | null;
  productLabel: string | null;
  percentFull: number | null;
  amountFull: number | null;
  daysLeft: number | null;
  readingTime: Date | null;
  tankTypeId: number | null;
  configValue: number | null;
}

export interface EventRow extends EntityFacts {
  id: number;
  alertId: number | null;
  typeId: number;
  stateId: AlertEventStateId;
  value: number | null;
  detail: Record<string, unknown>;
  occurredAt: Date;
  contactGroupUid: number | null;
  messageId: number | null;
}

export interface Recipient {
  contactUid: number;
  emailAddress: string;
  mobileNumber: string;
  unitConfig: UnitConfig;
  timeZoneConfig: TimeZoneConfig;
}

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface DeliveryKey {
  eventId: number;
  contactUid: number;
  channelId: number;
}

export interface TemplateKey {
  messageId: number | null;
  folderPath: readonly number[];
  kindId: number;
}

export type Claim = { attempt: number } | { status: DeliveryStatus };

export interface Settlement {
  key: DeliveryKey;
  attempt: number;
  status: 'sent' | 'pending' | 'failed';
  error: string | null;
}

export const keyOf = (k: DeliveryKey) => `${k.eventId}:${k.contactUid}:${k.channelId}`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const percentOf = (fraction: number | null) => (fraction === null ? null : fraction * 100);

/**
 * Takes messages in one statement: creates each one's row with `status`, or takes over one not sent
 * yet whose last claim is older than the lease. For each message, in the order asked: its attempt
 * number, or its row's status when it is not taken (another worker's claim not committed yet is
 * invisible to the join: it is being sent).
 */
async function claimAs(
  executor: Executor,
  messages: readonly (DeliveryKey & { address: string })[],
  leaseSeconds: number,
  status: 'sending' | 'sent',
): Promise<Claim[]> {
  if (messages.length === 0) return [];
  const wanted = JSON.stringify(messages.map((m) => ({ e: m.eventId, c: m.contactUid, ch: m.channelId, a: m.address })));
  const { rows } = await executor.execute<{
    event_id: number;
    contact_uid: number;
    channel_id: number;
    attempts: number | null;
    status: DeliveryStatus | null;
  }>(sql`
    with wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb) as w(e bigint, c bigint, ch int, a text)
    ), claimed as (
      insert into alert_delivery as d (event_id, contact_uid, channel_id, address, status, attempts, sent_at, updated_at)
      select e, c, ch, a, ${status}, 1, case when ${status} = 'sent' then now() end, now() from wanted
      on conflict (event_id, contact_uid, channel_id) do update
         set status = excluded.status, attempts = d.attempts + 1, address = excluded.address,
             sent_at = excluded.sent_at, updated_at = now()
       where d.status = 'pending'
          or (d.status = 'sending' and d.updated_at < now() - make_interval(secs => ${leaseSeconds}))
      returning d.event_id, d.contact_uid, d.channel_id, d.attempts
    )
    select w.e as event_id, w.c as contact_uid, w.ch as channel_id, cl.attempts, d.status
      from wanted w
      left join claimed cl on cl.event_id = w.e and cl.contact_uid = w.c and cl.channel_id = w.ch
      left join alert_delivery d on cl.attempts is null
                                and d.event_id = w.e and d.contact_uid = w.c and d.channel_id = w.ch`);
  const byKey = new Map(
    rows.map((r) => [keyOf({ eventId: Number(r.event_id), contactUid: Number(r.contact_uid), channelId: Number(r.channel_id) }), r]),
  );
  return messages.map((m) => {
    const r = byKey.get(keyOf(m));
    if (r?.attempts !== null && r?.attempts !== undefined) return { attempt: Number(r.attempts) };
    return { status: r?.status ?? 'sending' };
  });
}

export function createAlertDeliveryRepository(db: Db) {
  const repo = {
    /**
     * Events with what their messages need (entity, site, company, product and tank state), by id;
     * gone ones are left out. An event whose alert has no contact group reaches nobody: it comes in
     * `unaddressed` without its entity's facts (an alert storm on alerts set without a group reads
     * no tank for them).
     */
    async events(
      eventIds: readonly number[],
    ): Promise<{ found: Map<number, EventRow>; unaddressed: { id: number; alertId: number | null }[] }> {
      const found = new Map<number, EventRow>();
      const unaddressed: { id: number; alertId: number | null }[] = [];
      if (eventIds.length === 0) return { found, unaddressed };
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select ev.id, ev.alert_id, ev.entity_uid, ev.type_id, ev.state_id, ev.value, ev.detail, ev.occurred_at,
               a.contact_group_uid, a.message_id
          from alert_event ev
          left join alert a on a.id = ev.alert_id
         where ev.id = any(${bigintArray(eventIds)})`);
      const addressed = rows.filter((r) => r.contact_group_uid !== null);
      for (const r of rows) if (r.contact_group_uid === null) unaddressed.push({ id: Number(r.id), alertId: num(r.alert_id) });
      const facts = await repo.entityFactsOf(
        addressed.map((r) => Number(r.entity_uid)),
        null,
      );
      for (const r of addressed) {
        const f = facts.get(Number(r.entity_uid));
        if (!f) continue;
        found.set(Number(r.id), {
          ...f,
          id: Number(r.id),
          alertId: num(r.alert_id),
          typeId: Number(r.type_id),
          stateId: Number(r.state_id) as AlertEventStateId,
          value: num(r.value),
          detail: (r.detail ?? {}) as Record<string, unknown>,
          occurredAt: new Date(r.occurred_at as string),
          contactGroupUid: num(r.contact_group_uid),
          messageId: num(r.message_id),
        });
      }
      return { found, unaddressed };
    },

    /** One entity's facts (a message preview). */
    async entityFacts(entityUid: number, valueConfigTypeId: number | null): Promise<EntityFacts | null> {
      return (await repo.entityFactsOf([entityUid], valueConfigTypeId)).get(entityUid) ?? null;
    },

    /**
     * What a message says about an entity: its label, site (own folder), company, product, tank
     * state and, for a config type, that sensor value's latest state (a preview's temperature).
     */
    async entityFactsOf(entityUids: readonly number[], valueConfigTypeId: number | null): Promise<Map<number, EntityFacts>> {
      const found = new Map<number, EntityFacts>();
      if (entityUids.length === 0) return found;
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select e.uid, e.type_id, e.label, f.uid as folder_uid, coalesce(f.path, '{}') as folder_path,
               fe.label as site_label, ce.label as company_label, p.name as product_label,
               ts.percent_full, ts.amount_full, ts.days_left, ts.reading_time,
               (select (c.data -> 'tank' ->> 'cmid')::int from entity_config c
                 where c.entity_uid = e.uid and c.type_id = ${ConfigType.AssetTank} order by c.id limit 1) as tank_type_id,
               (select v.value from asset_value_state v
                 where v.asset_uid = e.uid and v.config_type_id = ${valueConfigTypeId ?? -1}
                 order by v.reading_time desc limit 1) as config_value
          from entity e
          left join lateral (select m.folder_uid from folder_membership m where m.entity_uid = e.uid
                              order by m.is_copy, m.folder_uid limit 1) m on true
          left join folder f on f.uid = m.folder_uid
          left join entity fe on fe.uid = f.uid
          left join entity ce on ce.uid = f.admin_uid
          left join asset ast on ast.uid = e.uid
          left join product p on p.uid = ast.product_uid
          left join tank_state ts on ts.asset_uid = e.uid
         where e.uid = any(${bigintArray([...new Set(entityUids)])})`);
      for (const r of rows) {
        found.set(Number(r.uid), {
          entityUid: Number(r.uid),
          entityTypeId: Number(r.type_id),
          entityLabel: String(r.label),
          folderUid: num(r.folder_uid),
          folderPath: r.folder_path as number[],
          siteLabel: (r.site_label as string | null) ?? null,
          companyLabel: (r.company_label as string | null) ?? null,
          productLabel: (r.product_label as string | null) ?? null,
          // tank_state keeps a fraction (0.18); a message's facts speak in percent (18).
          percentFull: percentOf(num(r.percent_full)),
          amountFull: num(r.amount_full),
          daysLeft: num(r.days_left),
          readingTime: r.reading_time ? new Date(r.reading_time as string) : null,
          tankTypeId: num(r.tank_type_id),
          configValue: num(r.config_value),
        });
      }
      return found;
    },

    /**
     * The wording of each event: the alert's own message, else the nearest folder's template of its
     * kind (along the folder path, nearest last; the lowest id among one folder's), else null. One
     * statement for them all; in the order asked.
     */
    async templates(keys: readonly TemplateKey[]): Promise<({ subject: string; body: string } | null)[]> {
      const ids = [...new Set(keys.flatMap((k) => (k.messageId ? [k.messageId] : [])))];
      const kinds = [...new Set(keys.map((k) => k.kindId))];
      const folders = [...new Set(keys.flatMap((k) => k.folderPath))];
      if (keys.length === 0) return [];
      const { rows } = await db.execute<{ id: number; kind_id: number; folder_uid: number | null; subject: string; body: string }>(sql`
        select id, kind_id, folder_uid, subject, body from alert_message
         where id = any(${bigintArray(ids)})
            or (kind_id = any(${intArray(kinds)}) and folder_uid = any(${bigintArray(folders)}))
         order by id`);
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return keys.map((k) => {
        const own = k.messageId ? byId.get(k.messageId) : undefined;
        if (own) return { subject: own.subject, body: own.body };
        // Nearest folder first; rows come by id, so the first found per folder is its lowest id.
        for (let i = k.folderPath.length - 1; i >= 0; i--) {
          const hit = rows.find((r) => Number(r.kind_id) === k.kindId && Number(r.folder_uid) === k.folderPath[i]);
          if (hit) return { subject: hit.subject, body: hit.body };
        }
        return null;
      });
    },

    /** The active contacts of each active contact group, with the group's units and time zone. */
    async recipients(groupUids: readonly number[]): Promise<Map<number, Recipient[]>> {
      const found = new Map<number, Recipient[]>(groupUids.map((g) => [g, []]));
      if (groupUids.length === 0) return found;
      const { rows } = await db.execute<{
        group_uid: number;
        uid: number;
        config: unknown;
        unit_config: unknown;
        time_zone_config: unknown;
      }>(sql`
        select g.uid as group_uid, c.uid, c.config, g.unit_config, g.time_zone_config
          from contact_group g
          join entity ge on ge.uid = g.uid and ge.active
          join contact_group_member gm on gm.group_uid = g.uid
          join contact c on c.uid = gm.contact_uid
          join entity ce on ce.uid = c.uid and ce.active
         where g.uid = any(${bigintArray([...new Set(groupUids)])})
         order by g.uid, c.uid`);
      for (const r of rows) {
        const contact = contactFieldsSchema.partial().parse(r.config ?? {});
        found.get(Number(r.group_uid))?.push({
          contactUid: Number(r.uid),
          emailAddress: (contact.emailAddress ?? '').trim(),
          mobileNumber: (contact.mobileNumber ?? '').trim(),
          unitConfig: unitConfigSchema.parse(r.unit_config ?? {}),
          timeZoneConfig: timeZoneConfigSchema.parse(r.time_zone_config ?? {}),
        });
      }
      return found;
    },

    /**
     * Claims messages for sending, in one statement: creates each one's row, or takes over one not
     * sent yet whose last claim is older than the lease (its sender died). For each message, in the
     * order asked: its attempt number, or why it is not to be sent now (sent, gave up, or being sent
     * right now by another worker).
     */
    claim(messages: readonly (DeliveryKey & { address: string })[], leaseSeconds: number): Promise<Claim[]> {
      return claimAs(db, messages, leaseSeconds, 'sending');
    },

    /**
     * Sends messages the outbox keeps (docs/decisions/068-alert-delivery.md, "Kept messages"): in one
     * transaction, each one's row is written as sent (or taken over as claim does) and `keep` puts
     * the ones taken in the outbox. Both commit together, so a message is kept once and recorded
     * once, with no claim to settle. Returns what `claim` returns.
     */
    async sendKept(
      messages: readonly (DeliveryKey & { address: string })[],
      leaseSeconds: number,
      keep: (tx: Tx, taken: number[]) => Promise<void>,
    ): Promise<Claim[]> {
      if (messages.length === 0) return [];
      return db.transaction(async (tx) => {
        const claims = await claimAs(tx, messages, leaseSeconds, 'sent');
        await keep(
          tx,
          claims.flatMap((c, i) => ('attempt' in c ? [i] : [])),
        );
        return claims;
      });
    },

    /**
     * Records claimed messages' outcomes, each if its claim is still that attempt's, and a row for
     * each failed attempt. A sent message's row is the record of the attempt that sent it (its
     * attempt count and sent_at): no attempt row repeats it.
     */
    async settle(outcomes: readonly Settlement[]): Promise<void> {
      if (outcomes.length === 0) return;
      const settled = JSON.stringify(
        outcomes.map((o) => ({ e: o.key.eventId, c: o.key.contactUid, ch: o.key.channelId, n: o.attempt, s: o.status, err: o.error })),
      );
      // One statement: the outcomes, and the failed attempts' rows.
      await db.execute(sql`
        with settled as (
          select * from jsonb_to_recordset(${settled}::jsonb) as o(e bigint, c bigint, ch int, n int, s text, err text)
        ), marked as (
          update alert_delivery d
             set status = o.s, last_error = o.err, updated_at = now(),
                 sent_at = case when o.s = 'sent' then now() else d.sent_at end
            from settled o
           where d.event_id = o.e and d.contact_uid = o.c and d.channel_id = o.ch
             and d.attempts = o.n and d.status = 'sending'
        )
        insert into alert_delivery_attempt (event_id, contact_uid, channel_id, outcome, error)
        select o.e, o.c, o.ch, 'failed', o.err from settled o where o.s <> 'sent'`);
    },

    /** Events that reach nobody (no contact group, no member with an address) leave an attempt saying so. */
    async recordNothingToSend(events: readonly { eventId: number; reason: string }[]): Promise<void> {
      if (events.length === 0) return;
      const skipped = JSON.stringify(events.map((e) => ({ e: e.eventId, r: e.reason })));
      await db.execute(sql`
        insert into alert_delivery_attempt (event_id, contact_uid, channel_id, outcome, error)
        select s.e, 0, 0, 'skipped', s.r
          from jsonb_to_recordset(${skipped}::jsonb) as s(e bigint, r text)
         where not exists (select 1 from alert_delivery_attempt a where a.event_id = s.e and a.outcome = 'skipped')`);
    },
  };
  return repo;
}
export type AlertDeliveryRepository = ReturnType<typeof createAlertDeliveryRepository>;
