// The SQL of alert message templates (spec 001 §7 Alert/Message): a folder's own and those it
// inherits, their writes, and what a preview needs (a tank of the folder, the caller's settings).
import { sql } from 'drizzle-orm';
import { EntityType } from '@ullage/domain/entity-types';
import type { AlertMessageKindId } from '@ullage/domain/alerts/alerts';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';

export type MessageRow = {
  id: number;
  folderUid: number;
  kindId: AlertMessageKindId;
  label: string;
  subject: string;
  body: string;
};

export interface MessageFields {
  kindId: number;
  label: string;
  subject: string;
  body: string;
}

const COLUMNS = sql`id, folder_uid as "folderUid", kind_id as "kindId", label, subject, body`;

export function createAlertMessageRepository(db: Db) {
  return {
    async byId(id: number): Promise<MessageRow | null> {
      const { rows } = await db.execute<MessageRow>(sql`select ${COLUMNS} from alert_message where id = ${id}`);
      return rows[0] ?? null;
    },

    /** The messages of these folders, the nearest (last of the path) first, then by kind and label. */
    async ofFolders(path: readonly number[]): Promise<MessageRow[]> {
      if (path.length === 0) return [];
      const p = bigintArray(path);
      const { rows } = await db.execute<MessageRow>(sql`
        select ${COLUMNS} from alert_message where folder_uid = any(${p})
         order by array_position(${p}, folder_uid) desc, kind_id, lower(label), id`);
      return rows;
    },

    /** A folder's path (root first), null when the uid is not a folder. */
    async folderPath(uid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${uid}`);
      return rows[0]?.path ?? null;
    },

    async insert(folderUid: number, m: MessageFields): Promise<MessageRow> {
      const { rows } = await db.execute<MessageRow>(sql`
        insert into alert_message (folder_uid, kind_id, label, subject, body)
        values (${folderUid}, ${m.kindId}, ${m.label}, ${m.subject}, ${m.body})
        returning ${COLUMNS}`);
      return rows[0]!;
    },

    async update(id: number, m: MessageFields): Promise<MessageRow | null> {
      const { rows } = await db.execute<MessageRow>(sql`
        update alert_message set kind_id = ${m.kindId}, label = ${m.label}, subject = ${m.subject}, body = ${m.body}, updated_at = now()
         where id = ${id}
        returning ${COLUMNS}`);
      return rows[0] ?? null;
    },

    /** Deletes a message; the alerts naming it fall back to their kind's template (FK set null). */
    async delete(id: number): Promise<number> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from alert where message_id = ${id}`);
        await tx.execute(sql`delete from alert_message where id = ${id}`);
        return rows[0]?.n ?? 0;
      });
    },

    /**
     * The tank a folder's preview is worded from: the first (by name) active tank of its subtree
     * with a reading, else the first tank or device.
     */
    async previewEntity(folderUid: number): Promise<number | null> {
      const { rows } = await db.execute<{ uid: number }>(sql`
        select e.uid from folder f
          join folder_membership m on m.folder_uid = f.uid and not m.is_copy
          join entity e on e.uid = m.entity_uid and e.active and e.type_id in (${EntityType.Asset}, ${EntityType.Device})
          left join tank_state ts on ts.asset_uid = e.uid and ts.percent_full is not null
         where f.path @> array[${folderUid}::bigint]
         order by (ts.asset_uid is null), (e.type_id <> ${EntityType.Asset}), lower(e.label), e.uid
         limit 1`);
      return rows[0]?.uid ?? null;
    },

    /** The caller's own unit and time-zone settings (the preview is worded for them). */
    async userSettings(userUid: number): Promise<{ unitConfig: unknown; timeZoneConfig: unknown }> {
      const { rows } = await db.execute<{ unit_config: unknown; time_zone_config: unknown }>(
        sql`select unit_config, time_zone_config from app_user where uid = ${userUid}`,
      );
      return { unitConfig: rows[0]?.unit_config ?? {}, timeZoneConfig: rows[0]?.time_zone_config ?? {} };
    },
  };
}
export type AlertMessageRepository = ReturnType<typeof createAlertMessageRepository>;
