// The only SQL of alert delivery: an event's facts, its alert's contact group and message, and the
// per-recipient delivery rows (alert_delivery: the idempotency key) with their attempts.
import { sql } from 'drizzle-orm';
import { ConfigType } from '@ullage/domain/configs';
import { contactFieldsSchema, timeZoneConfigSchema, unitConfigSchema, type TimeZoneConfig, type UnitConfig } from '@ullage/domain/configs';
import type { AlertEventStateId } from '@ullage/domain/alerts/alert-api';
import type { Db } from '../../db/client';

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

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const percentOf = (fraction: number | null) => (fraction === null ? null : fraction * 100);

export function createAlertDeliveryRepository(db: Db) {
  const repo = {
    /** An event with what its message needs: entity, site, company, product and tank state. */
    async event(eventId: number): Promise<EventRow | null> {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select ev.id, ev.alert_id, ev.entity_uid, ev.type_id, ev.state_id, ev.value, ev.detail, ev.occurred_at,
               a.contact_group_uid, a.message_id
          from alert_event ev
          left join alert a on a.id = ev.alert_id
         where ev.id = ${eventId}`);
      const r = rows[0];
      if (!r) return null;
      const facts = await repo.entityFacts(Number(r.entity_uid), null);
      if (!facts) return null;
      return {
        ...facts,
        id: Number(r.id),
        alertId: num(r.alert_id),
        typeId: Number(r.type_id),
        stateId: Number(r.state_id) as AlertEventStateId,
        value: num(r.value),
        detail: (r.detail ?? {}) as Record<string, unknown>,
        occurredAt: new Date(r.occurred_at as string),
        contactGroupUid: num(r.contact_group_uid),
        messageId: num(r.message_id),
      };
    },

    /**
     * What a message says about an entity: its label, site (own folder), company, product, tank
     * state and, for a config type, that sensor value's latest state (a preview's temperature).
     */
    async entityFacts(entityUid: number, valueConfigTypeId: number | null): Promise<EntityFacts | null> {
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
         where e.uid = ${entityUid}`);
      const r = rows[0];
      if (!r) return null;
      return {
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
      };
    },

    /** The alert's own message, else the nearest folder's template of the kind (folder path, nearest last). */
    async template(
      messageId: number | null,
      folderPath: readonly number[],
      kindId: number,
    ): Promise<{ subject: string; body: string } | null> {
      if (messageId) {
        const { rows } = await db.execute<{ subject: string; body: string }>(
          sql`select subject, body from alert_message where id = ${messageId}`,
        );
        if (rows[0]) return rows[0];
      }
      if (folderPath.length === 0) return null;
      const path = sql.raw(`'{${folderPath.map((u) => Math.trunc(u)).join(',')}}'::bigint[]`);
      const { rows } = await db.execute<{ subject: string; body: string }>(sql`
        select subject, body from alert_message
         where kind_id = ${kindId} and folder_uid = any(${path})
         order by array_position(${path}, folder_uid) desc, id
         limit 1`);
      return rows[0] ?? null;
    },

    /** The active contacts of an active contact group, with the group's units and time zone. */
    async recipients(groupUid: number): Promise<Recipient[]> {
      const { rows } = await db.execute<{ uid: number; config: unknown; unit_config: unknown; time_zone_config: unknown }>(sql`
        select c.uid, c.config, g.unit_config, g.time_zone_config
          from contact_group g
          join entity ge on ge.uid = g.uid and ge.active
          join contact_group_member gm on gm.group_uid = g.uid
          join contact c on c.uid = gm.contact_uid
          join entity ce on ce.uid = c.uid and ce.active
         where g.uid = ${groupUid}
         order by c.uid`);
      return rows.map((r) => {
        const contact = contactFieldsSchema.partial().parse(r.config ?? {});
        return {
          contactUid: Number(r.uid),
          emailAddress: (contact.emailAddress ?? '').trim(),
          mobileNumber: (contact.mobileNumber ?? '').trim(),
          unitConfig: unitConfigSchema.parse(r.unit_config ?? {}),
          timeZoneConfig: timeZoneConfigSchema.parse(r.time_zone_config ?? {}),
        };
      });
    },

    /**
     * Claims one message for sending: creates its row, or takes over one not sent yet whose last
     * claim is older than the lease (its sender died). Returns the attempt number, or null when the
     * message was sent, gave up, or is being sent right now by another worker (status says which).
     */
    async claim(key: DeliveryKey, address: string, leaseSeconds: number): Promise<{ attempt: number } | { status: DeliveryStatus }> {
      const { rows } = await db.execute<{ attempts: number }>(sql`
        insert into alert_delivery as d (event_id, contact_uid, channel_id, address, status, attempts, updated_at)
        values (${key.eventId}, ${key.contactUid}, ${key.channelId}, ${address}, 'sending', 1, now())
        on conflict (event_id, contact_uid, channel_id) do update
           set status = 'sending', attempts = d.attempts + 1, address = excluded.address, updated_at = now()
         where d.status = 'pending'
            or (d.status = 'sending' and d.updated_at < now() - make_interval(secs => ${leaseSeconds}))
        returning d.attempts`);
      if (rows[0]) return { attempt: Number(rows[0].attempts) };
      const { rows: current } = await db.execute<{ status: DeliveryStatus }>(sql`
        select status from alert_delivery where event_id = ${key.eventId} and contact_uid = ${key.contactUid} and channel_id = ${key.channelId}`);
      return { status: current[0]?.status ?? 'sending' };
    },

    /** Records a claimed message's outcome and its attempt, if the claim is still this attempt's. */
    async settle(
      key: DeliveryKey,
      attempt: number,
      outcome: { status: 'sent' | 'pending' | 'failed'; error: string | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          update alert_delivery
             set status = ${outcome.status}, last_error = ${outcome.error}, updated_at = now(),
                 sent_at = case when ${outcome.status} = 'sent' then now() else sent_at end
           where event_id = ${key.eventId} and contact_uid = ${key.contactUid} and channel_id = ${key.channelId}
             and attempts = ${attempt} and status = 'sending'`);
        await tx.execute(sql`
          insert into alert_delivery_attempt (event_id, contact_uid, channel_id, outcome, error)
          values (${key.eventId}, ${key.contactUid}, ${key.channelId}, ${outcome.status === 'sent' ? 'sent' : 'failed'}, ${outcome.error})`);
      });
    },

    /** An event that reaches nobody (no contact group, no member with an address) leaves an attempt saying so. */
    async recordNothingToSend(eventId: number, reason: string): Promise<void> {
      await db.execute(sql`
        insert into alert_delivery_attempt (event_id, contact_uid, channel_id, outcome, error)
        select ${eventId}, 0, 0, 'skipped', ${reason}
         where not exists (select 1 from alert_delivery_attempt where event_id = ${eventId} and outcome = 'skipped')`);
    },
  };
  return repo;
}
export type AlertDeliveryRepository = ReturnType<typeof createAlertDeliveryRepository>;
