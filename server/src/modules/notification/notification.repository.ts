import { sql } from 'drizzle-orm';
import type { Notification, NotificationCreateBody } from '@ullage/domain/alerts/notifications-api';
import type { NotificationLevelId } from '@ullage/domain/alerts/notifications';
import type { AlertEventDetail } from '@ullage/domain/alerts/alert-events';
import type { Db } from '../../db/client';

type Row = {
  rid: number;
  /** Written only by the publish call, which accepts the levels of NotificationLevelId. */
  level: NotificationLevelId;
  message: string;
  icon_name: string | null;
  link_uid: number | null;
  link_text: string | null;
  link_folder_uid: number | null;
  link_path: string | null;
  link_entity_type_id: number | null;
};

const COLUMNS = sql`rid, level, message, icon_name, link_uid, link_text, link_folder_uid, link_path, link_entity_type_id`;

function toNotification(r: Row): Notification {
  return {
    rid: r.rid,
    notificationLevel: r.level,
    message: r.message,
    iconName: r.icon_name,
    linkUid: r.link_uid,
    linkText: r.link_text,
    linkFolderUid: r.link_folder_uid,
    linkPath: r.link_path,
    linkEntityTypeId: r.link_entity_type_id,
  };
}

/** An alert raised now on an entity in a caller's scope, with the event that raised it. */
export interface ActiveAlert {
  raisedEventId: number;
  typeId: number;
  entityUid: number;
  entityLabel: string;
  entityTypeId: number;
  /** The folder it stands in, in the caller's scope. */
  folderUid: number;
  value: number | null;
  detail: AlertEventDetail;
}

export function createNotificationRepository(db: Db) {
  return {
    /** Alerts raised now (enabled ones) on active entities in folders at or below `baseFolderUid`,
     * newest first. */
    async activeAlerts(baseFolderUid: number, limit: number): Promise<ActiveAlert[]> {
      const { rows } = await db.execute<{
        raised_event_id: number;
        type_id: number;
        entity_uid: number;
        label: string;
        entity_type_id: number;
        folder_uid: number;
        value: number | null;
        detail: AlertEventDetail | null;
      }>(sql`
        select st.raised_event_id, al.type_id, st.entity_uid, e.label, e.type_id as entity_type_id, m.folder_uid, ev.value, ev.detail
          from alert_state st
          join alert al on al.id = st.alert_id and al.enabled
          join entity e on e.uid = st.entity_uid and e.active
          join lateral (
            select fm.folder_uid from folder_membership fm join folder f on f.uid = fm.folder_uid
             where fm.entity_uid = st.entity_uid and f.path @> array[${baseFolderUid}::bigint]
             order by fm.is_copy, fm.folder_uid limit 1) m on true
          left join alert_event ev on ev.id = st.raised_event_id
         where st.raised and st.raised_event_id is not null
         order by st.changed_at desc, st.raised_event_id desc
         limit ${limit}`);
      return rows.map((r) => ({
        raisedEventId: r.raised_event_id,
        typeId: r.type_id,
        entityUid: r.entity_uid,
        entityLabel: r.label,
        entityTypeId: r.entity_type_id,
        folderUid: r.folder_uid,
        value: r.value,
        detail: r.detail ?? {},
      }));
    },
    /** The notifications showing now, most severe first. */
    async current(): Promise<Notification[]> {
      const { rows } = await db.execute<Row>(sql`
        select ${COLUMNS} from notification
        where starts_at <= now() and (ends_at is null or ends_at > now())
        order by case level when 3 then 0 when 2 then 1 when 1 then 2 else 3 end, rid desc
        limit 20`);
      return rows.map(toNotification);
    },
    async create(body: NotificationCreateBody, createdBy: number): Promise<Notification> {
      const { rows } = await db.execute<Row>(sql`
        insert into notification (level, message, icon_name, link_uid, link_text, link_folder_uid, link_path, link_entity_type_id, ends_at, created_by)
        values (${body.notificationLevel}, ${body.message}, ${body.iconName}, ${body.linkUid}, ${body.linkText}, ${body.linkFolderUid},
                ${body.linkPath}, ${body.linkEntityTypeId}, ${body.endsAt}, ${createdBy})
        returning ${COLUMNS}`);
      return toNotification(rows[0]!);
    },
    /** Ends a notification now (kept for the record); false when there was none to end. */
    async end(rid: number): Promise<boolean> {
      const { rowCount } = await db.execute(
        sql`update notification set ends_at = now() where rid = ${rid} and (ends_at is null or ends_at > now())`,
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
