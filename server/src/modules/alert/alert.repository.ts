// The SQL of the alert settings and their history (spec 001 §7 Entity/{uid}/Alert): rows of `alert`
// (the base fields in columns, the type's own fields in `settings`), their states and events.
import { sql } from 'drizzle-orm';
import { alertFromStored, alertSettingsOf, type AlertStatus, type StoredAlert } from '@ullage/domain/alerts/alert-api';
import type { AlertEventDetail } from '@ullage/domain/alerts/alert-events';
import type { Alert } from '@ullage/domain/alerts/alerts';
import { EntityType } from '@ullage/domain/entity-types';
import type { Db } from '../../db/client';
import { bigintArray, intArray } from '../../db/sql-arrays';
import { transaction } from '../../db/transaction';
import { atMicros, continueAfter, decodeKey, microsOf, type RowPage } from '../../lib/continuation';

export interface AlertEntity {
  uid: number;
  typeId: number;
  label: string;
  /** The company folder it belongs to (for a folder, the company it lies in), null above them. */
  companyUid: number | null;
}

export type AlertWithStatus = Alert & AlertStatus;

export interface AlertEventRow {
  id: number;
  alertId: number | null;
  entityUid: number;
  entityLabel: string;
  entityTypeId: number;
  typeId: number;
  stateId: 1 | 2;
  value: number | null;
  detail: AlertEventDetail;
  occurredAt: Date;
  deliveries: { sent: number; failed: number; pending: number };
}

/** The company of what a folder path leads to: its deepest company folder. */
const COMPANY_OF_PATH = (path: ReturnType<typeof sql>) =>
  sql`(select c.uid from folder c where c.uid = any(${path}) and c.is_company order by array_position(${path}, c.uid) desc limit 1)`;

export function createAlertRepository(db: Db) {
  return {
    /** The entity an alert call names, with its company; null when there is none. */
    async entity(uid: number): Promise<AlertEntity | null> {
      const { rows } = await db.execute<{ uid: number; type_id: number; label: string; company_uid: number | null }>(sql`
        select e.uid, e.type_id, e.label,
               ${COMPANY_OF_PATH(sql`coalesce(
                 (select f.path from folder f where f.uid = e.uid),
                 (select f.path from folder_membership m join folder f on f.uid = m.folder_uid where m.entity_uid = e.uid
                   order by m.is_copy, m.folder_uid limit 1))`)} as company_uid
          from entity e where e.uid = ${uid}`);
      const r = rows[0];
      return r ? { uid: r.uid, typeId: r.type_id, label: r.label, companyUid: r.company_uid } : null;
    },

    /** Which of these contact groups are active groups of the company. */
    async groupsOfCompany(groupUids: number[], companyUid: number): Promise<Set<number>> {
      if (groupUids.length === 0) return new Set();
      const { rows } = await db.execute<{ uid: number }>(sql`
        select distinct g.uid from contact_group g
          join entity e on e.uid = g.uid and e.active
          join folder_membership m on m.entity_uid = g.uid join folder f on f.uid = m.folder_uid
         where g.uid = any(${bigintArray(groupUids)}) and f.path @> array[${companyUid}::bigint]`);
      return new Set(rows.map((r) => r.uid));
    },

    /** Which of these geofences are active fences standing in folders of the company. */
    async geofencesOfCompany(fenceUids: number[], companyUid: number): Promise<Set<number>> {
      if (fenceUids.length === 0) return new Set();
      const { rows } = await db.execute<{ uid: number }>(sql`
        select distinct g.uid from geofence g
          join entity e on e.uid = g.uid and e.active
          join folder_membership m on m.entity_uid = g.uid join folder f on f.uid = m.folder_uid
         where g.uid = any(${bigintArray(fenceUids)}) and f.path @> array[${companyUid}::bigint]`);
      return new Set(rows.map((r) => r.uid));
    },

    /** Which of these alert messages belong to folders of the company. */
    async messagesOfCompany(messageIds: number[], companyUid: number): Promise<Set<number>> {
      if (messageIds.length === 0) return new Set();
      const { rows } = await db.execute<{ id: number }>(sql`
        select m.id from alert_message m join folder f on f.uid = m.folder_uid
         where m.id = any(${intArray(messageIds)}) and f.path @> array[${companyUid}::bigint]`);
      return new Set(rows.map((r) => r.id));
    },

    /** The alerts set on an entity (not those it inherits from its folders), with their types. */
    async storedOf(entityUid: number): Promise<Map<number, number>> {
      const { rows } = await db.execute<{ id: number; type_id: number }>(
        sql`select id, type_id from alert where entity_uid = ${entityUid}`,
      );
      return new Map(rows.map((r) => [r.id, r.type_id]));
    },

    /** The alerts set on an entity, each with where it stands: for an asset or device its own
     * state, for a folder those of the entities below it. */
    async alertsOf(entityUid: number): Promise<AlertWithStatus[]> {
      const { rows } = await db.execute<{
        id: number;
        type_id: number;
        contact_group_uid: number | null;
        message_id: number | null;
        enabled: boolean;
        settings: Record<string, unknown>;
        raised_count: number;
        changed_at: string | null;
        last_value: number | null;
        group_label: string | null;
      }>(sql`
        select a.id, a.type_id, a.contact_group_uid, a.message_id, a.enabled, a.settings, g.label as group_label,
               coalesce(s.raised_count, 0)::int as raised_count, s.changed_at, s.last_value
          from alert a
          left join entity g on g.uid = a.contact_group_uid
          left join lateral (
            select count(*) filter (where st.raised) as raised_count, max(st.changed_at) as changed_at,
                   (array_agg(st.last_value order by st.changed_at desc))[1] as last_value
              from alert_state st where st.alert_id = a.id) s on true
         where a.entity_uid = ${entityUid}
         order by a.type_id, a.id`);
      return rows.map((r) => ({
        ...alertFromStored({
          id: r.id,
          typeId: r.type_id,
          contactGroupUid: r.contact_group_uid,
          messageId: r.message_id,
          enabled: r.enabled,
          settings: r.settings,
        }),
        raised: r.raised_count > 0,
        raisedCount: r.raised_count,
        stateChangedAt: r.changed_at,
        lastValue: r.last_value,
        contactGroupLabel: r.group_label,
      })) as AlertWithStatus[];
    },

    /**
     * Makes the entity's alerts exactly `alerts` in one transaction naming the actor: id 0 adds,
     * a known id replaces its settings, a stored alert left out is deleted (its states and events'
     * link with it). Disabling an alert forgets where it stood: enabled again, it starts afresh.
     */
    async saveSet(actorUid: number, entityUid: number, alerts: readonly Alert[]): Promise<void> {
      await transaction(db, actorUid, async (tx) => {
        await tx.execute(sql`select id from alert where entity_uid = ${entityUid} order by id for update`);
        const kept = alerts.filter((a) => a.id !== 0).map((a) => a.id);
        await tx.execute(sql`delete from alert where entity_uid = ${entityUid} and not (id = any(${intArray(kept)}))`);
        for (const a of alerts) {
          const stored: Omit<StoredAlert, 'id'> = {
            typeId: a.typeId,
            contactGroupUid: a.contactGroupUid || null,
            messageId: a.messageId || null,
            enabled: a.enabled,
            settings: alertSettingsOf(a),
          };
          if (a.id === 0) {
            await tx.execute(sql`
              insert into alert (entity_uid, type_id, contact_group_uid, message_id, enabled, settings)
              values (${entityUid}, ${stored.typeId}, ${stored.contactGroupUid}, ${stored.messageId}, ${stored.enabled},
                      ${JSON.stringify(stored.settings)}::jsonb)`);
            continue;
          }
          if (!a.enabled) await tx.execute(sql`delete from alert_state where alert_id = ${a.id}`);
          await tx.execute(sql`
            update alert set contact_group_uid = ${stored.contactGroupUid}, message_id = ${stored.messageId}, enabled = ${stored.enabled},
                   settings = ${JSON.stringify(stored.settings)}::jsonb, updated_at = now()
             where id = ${a.id} and entity_uid = ${entityUid}`);
        }
      });
    },

    /** Events of the entity (for a folder: of every entity below it) between two instants, newest
     * first, with how their messages fared; keyset (occurred_at, id) descending. */
    async history(entity: AlertEntity, from: Date, to: Date, page: RowPage): Promise<{ rows: AlertEventRow[]; next: string | null }> {
      const key = page.after ? decodeKey(page.after, ['number', 'number'] as const, [0]) : null;
      const after = key ? sql`and (ev.occurred_at, ev.id) < (${atMicros(key[0])}, ${key[1]}::int8)` : sql``;
      const whose =
        entity.typeId === EntityType.Folder
          ? sql`ev.entity_uid in (select fm.entity_uid from folder_membership fm join folder ff on ff.uid = fm.folder_uid
                                   where ff.path @> array[${entity.uid}::bigint])`
          : sql`ev.entity_uid = ${entity.uid}`;
      const { rows } = await db.execute<{
        id: number;
        alert_id: number | null;
        entity_uid: number;
        label: string;
        entity_type_id: number;
        type_id: number;
        state_id: 1 | 2;
        value: number | null;
        detail: AlertEventDetail;
        occurred_at: string;
        at_us: number;
        sent: number;
        failed: number;
        pending: number;
      }>(sql`
        select ev.id, ev.alert_id, ev.entity_uid, e.label, e.type_id as entity_type_id, ev.type_id, ev.state_id, ev.value, ev.detail,
               ev.occurred_at, ${microsOf(sql`ev.occurred_at`)} as at_us,
               coalesce(d.sent, 0)::int as sent, coalesce(d.failed, 0)::int as failed, coalesce(d.pending, 0)::int as pending
          from alert_event ev
          join entity e on e.uid = ev.entity_uid
          left join lateral (
            select count(*) filter (where dl.status = 'sent') as sent, count(*) filter (where dl.status = 'failed') as failed,
                   count(*) filter (where dl.status not in ('sent', 'failed')) as pending
              from alert_delivery dl where dl.event_id = ev.id) d on true
         where ${whose} and ev.occurred_at >= ${from.toISOString()}::timestamptz and ev.occurred_at <= ${to.toISOString()}::timestamptz ${after}
         order by ev.occurred_at desc, ev.id desc limit ${page.limit + 1}`);
      const part = continueAfter(rows, page.limit, (r) => [r.at_us, r.id]);
      return {
        next: part.next,
        rows: part.rows.map((r) => ({
          id: r.id,
          alertId: r.alert_id,
          entityUid: r.entity_uid,
          entityLabel: r.label,
          entityTypeId: r.entity_type_id,
          typeId: r.type_id,
          stateId: r.state_id,
          value: r.value,
          detail: r.detail,
          occurredAt: new Date(r.occurred_at),
          deliveries: { sent: r.sent, failed: r.failed, pending: r.pending },
        })),
      };
    },
  };
}
export type AlertRepository = ReturnType<typeof createAlertRepository>;
