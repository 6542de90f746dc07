// The only SQL of RMAs and device serialization (docs/decisions/089-rma-and-inventory.md): requests,
// their status entries, which documents belong to which request, and each company's serial settings.
import { sql } from 'drizzle-orm';
import { OPEN_RMA_STATUS_IDS } from '@ullage/domain/billing/rma';
import { ConfigType } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/transaction';
import { intArray } from '../../db/sql-arrays';

export interface StoredRma {
  id: number;
  deviceUid: number;
  deviceSn: string;
  deviceLabel: string;
  statusId: number;
  reasonCodeId: number;
  comments: string;
  internalComments: string;
  requestedBy: number | null;
  requestedByName: string;
  createdAt: string;
  customerConfirmedAt: string | null;
}

type RmaRow = {
  id: number;
  device_uid: number;
  device_sn: string;
  device_label: string;
  status_id: number;
  reason_code_id: number;
  comments: string;
  internal_comments: string;
  requested_by: number | null;
  requested_by_name: string;
  created_at: Date | string;
  customer_confirmed_at: Date | string | null;
};

const toStored = (r: RmaRow): StoredRma => ({
  id: r.id,
  deviceUid: Number(r.device_uid),
  deviceSn: r.device_sn,
  deviceLabel: r.device_label,
  statusId: r.status_id,
  reasonCodeId: r.reason_code_id,
  comments: r.comments,
  internalComments: r.internal_comments,
  requestedBy: r.requested_by === null ? null : Number(r.requested_by),
  requestedByName: r.requested_by_name,
  createdAt: toCentralTimestamp(new Date(r.created_at)),
  customerConfirmedAt: r.customer_confirmed_at === null ? null : toCentralTimestamp(new Date(r.customer_confirmed_at)),
});

const select = sql`select q.id, q.device_uid, q.device_sn, e.label as device_label, q.status_id, q.reason_code_id, q.comments,
         q.internal_comments, q.requested_by, q.requested_by_name, q.created_at, q.customer_confirmed_at
    from rma_request q join entity e on e.uid = q.device_uid`;

export interface NewRma {
  deviceUid: number;
  deviceSn: string;
  reasonCodeId: number;
  statusId: number;
  comments: string;
  internalComments: string;
  requestedBy: number | null;
  requestedByName: string;
  duplicateOf: number | null;
}

export interface SerializationRow {
  prefix: string;
  nextNumber: number;
  digits: number;
}

export function createRmaRepository(db: Db) {
  return {
    /** A device (active, of type device) and its serial number, or null. */
    async device(uid: number): Promise<{ uid: number; label: string; serialNumber: string } | null> {
      const { rows } = await db.execute<{ uid: number; label: string; serial_number: string }>(sql`
        select d.uid, e.label, d.serial_number from device d join entity e on e.uid = d.uid
         where d.uid = ${uid} and e.active and e.type_id = ${EntityType.Device}`);
      const r = rows[0];
      return r ? { uid: Number(r.uid), label: r.label, serialNumber: r.serial_number } : null;
    },

    async get(id: number, tx: Executor = db): Promise<StoredRma | null> {
      const { rows } = await tx.execute<RmaRow>(sql`${select} where q.id = ${id}`);
      return rows[0] ? toStored(rows[0]) : null;
    },

    /** The device's open RMA, if any. */
    async openOf(deviceUid: number, tx: Executor = db): Promise<StoredRma | null> {
      const { rows } = await tx.execute<RmaRow>(
        sql`${select} where q.device_uid = ${deviceUid} and q.status_id = any(${intArray(OPEN_RMA_STATUS_IDS)})`,
      );
      return rows[0] ? toStored(rows[0]) : null;
    },

    /** A device's RMAs, newest first. */
    async ofDevice(deviceUid: number): Promise<StoredRma[]> {
      const { rows } = await db.execute<RmaRow>(sql`${select} where q.device_uid = ${deviceUid} order by q.id desc`);
      return rows.map(toStored);
    },

    async insert(tx: Executor, r: NewRma): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into rma_request (device_uid, device_sn, reason_code_id, status_id, comments, internal_comments, requested_by,
                                 requested_by_name, duplicate_of)
        values (${r.deviceUid}, ${r.deviceSn}, ${r.reasonCodeId}, ${r.statusId}, ${r.comments}, ${r.internalComments},
                ${r.requestedBy}, ${r.requestedByName}, ${r.duplicateOf})
        returning id`);
      return rows[0]!.id;
    },

    async addEntry(tx: Executor, rmaId: number, statusId: number, user: { uid: number | null; name: string }, comment: string) {
      await tx.execute(sql`
        insert into rma_status_entry (rma_id, status_id, user_uid, user_name, comment)
        values (${rmaId}, ${statusId}, ${user.uid}, ${user.name}, ${comment})`);
    },

    /** Moves the RMA from `from` to `to`; false when it is no longer in `from` (a concurrent move). */
    async setStatus(tx: Executor, id: number, from: number, to: number, customerConfirmed = false): Promise<boolean> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        update rma_request set status_id = ${to}, updated_at = now(),
               customer_confirmed_at = case when ${customerConfirmed} then now() else customer_confirmed_at end
         where id = ${id} and status_id = ${from} returning id`);
      return rows.length === 1;
    },

    async history(id: number): Promise<{ statusId: number; userName: string; comment: string; createdAt: string }[]> {
      const { rows } = await db.execute<{ status_id: number; user_name: string; comment: string; created_at: Date | string }>(sql`
        select status_id, user_name, comment, created_at from rma_status_entry where rma_id = ${id} order by id`);
      return rows.map((r) => ({
        statusId: r.status_id,
        userName: r.user_name,
        comment: r.comment,
        createdAt: toCentralTimestamp(new Date(r.created_at)),
      }));
    },

    async documentIds(rmaId: number): Promise<number[]> {
      const { rows } = await db.execute<{ document_id: number }>(
        sql`select document_id from rma_document where rma_id = ${rmaId} order by document_id`,
      );
      return rows.map((r) => r.document_id);
    },

    async linkDocument(tx: Executor, rmaId: number, documentId: number) {
      await tx.execute(sql`insert into rma_document (rma_id, document_id) values (${rmaId}, ${documentId})`);
    },

    /** The RMA a document belongs to, or null. */
    async rmaOfDocument(documentId: number): Promise<number | null> {
      const { rows } = await db.execute<{ rma_id: number }>(sql`select rma_id from rma_document where document_id = ${documentId}`);
      return rows[0]?.rma_id ?? null;
    },

    /** Where the request's user is reached (their contact's email), or null. */
    async emailOf(userUid: number): Promise<string | null> {
      const { rows } = await db.execute<{ email: string | null }>(sql`
        select nullif(trim(c.config->>'emailAddress'), '') as email
          from app_user u left join contact c on c.uid = u.contact_uid where u.uid = ${userUid}`);
      return rows[0]?.email ?? null;
    },

    /** Who hears of a device's RMAs (spec 001 §3.5 SalesRep, ADR 099): the SalesRep config nearest
     * the device's folder, up its path, that names an RMA alert group or a primary contact group;
     * the addresses of that group's contacts and of the sales manager. */
    async salesRepRecipients(deviceUid: number): Promise<string[]> {
      const { rows } = await db.execute<{ email: string }>(sql`
        with home as (
          select f.path from folder_membership m join folder f on f.uid = m.folder_uid
           where m.entity_uid = ${deviceUid} order by m.is_copy, m.folder_uid limit 1
        ), rep as (
          select c.data from home, unnest(home.path) with ordinality as p(uid, depth)
            join entity_config c on c.entity_uid = p.uid and c.type_id = ${ConfigType.SalesRep}
           where coalesce((c.data ->> 'rmaAlertGroupUid')::bigint, 0) > 0
              or coalesce((c.data ->> 'primaryContactGroupUid')::bigint, 0) > 0
           order by p.depth desc limit 1
        ), grp as (
          select coalesce(nullif((data ->> 'rmaAlertGroupUid')::bigint, 0), (data ->> 'primaryContactGroupUid')::bigint) as group_uid,
                 coalesce((data ->> 'salesManagerUid')::bigint, 0) as manager_uid
            from rep
        )
        select distinct trim(c.config ->> 'emailAddress') as email
          from grp join contact_group_member m on m.group_uid = grp.group_uid
          join contact c on c.uid = m.contact_uid join entity ce on ce.uid = c.uid and ce.active
         where coalesce(trim(c.config ->> 'emailAddress'), '') <> ''
        union
        select trim(c.config ->> 'emailAddress')
          from grp join app_user u on u.uid = grp.manager_uid join entity ue on ue.uid = u.uid and ue.active
          join contact c on c.uid = u.contact_uid
         where coalesce(trim(c.config ->> 'emailAddress'), '') <> ''
         order by 1`);
      return rows.map((r) => r.email);
    },

    /** The company (second folder of the path) a device first stands in, and its name. */
    async companyOf(deviceUid: number): Promise<{ uid: number; name: string } | null> {
      const { rows } = await db.execute<{ uid: number; name: string }>(sql`
        select c.uid, ce.label as name
          from folder_membership m
          join folder f on f.uid = m.folder_uid
          join lateral (select x.uid from folder x where x.uid = any(f.path) and x.is_company order by array_length(x.path, 1) desc limit 1) c on true
          join entity ce on ce.uid = c.uid
         where m.entity_uid = ${deviceUid}
         order by m.is_copy, m.folder_uid limit 1`);
      const r = rows[0];
      return r ? { uid: Number(r.uid), name: r.name } : null;
    },

    async isCompany(folderUid: number): Promise<boolean> {
      const { rows } = await db.execute<{ ok: boolean }>(sql`
        select exists (select 1 from folder f join entity e on e.uid = f.uid where f.uid = ${folderUid} and f.is_company and e.active) as ok`);
      return rows[0]?.ok ?? false;
    },

    async serialization(companyUid: number): Promise<SerializationRow | null> {
      const { rows } = await db.execute<{ prefix: string; next_number: number; digits: number }>(
        sql`select prefix, next_number, digits from device_serialization where company_uid = ${companyUid}`,
      );
      const r = rows[0];
      return r ? { prefix: r.prefix, nextNumber: r.next_number, digits: r.digits } : null;
    },

    async saveSerialization(tx: Executor, companyUid: number, s: SerializationRow, userUid: number) {
      await tx.execute(sql`
        insert into device_serialization (company_uid, prefix, next_number, digits, updated_by)
        values (${companyUid}, ${s.prefix}, ${s.nextNumber}, ${s.digits}, ${userUid})
        on conflict (company_uid) do update set prefix = excluded.prefix, next_number = excluded.next_number,
               digits = excluded.digits, updated_by = excluded.updated_by, updated_at = now()`);
    },

    /** Whether a device already holds this serial number (the next serial skips those taken). */
    async serialTaken(serial: string): Promise<boolean> {
      const { rows } = await db.execute<{ taken: boolean }>(
        sql`select exists (select 1 from device where serial_number = ${serial}) as taken`,
      );
      return rows[0]?.taken ?? false;
    },
  };
}
export type RmaRepository = ReturnType<typeof createRmaRepository>;
