// The SQL of GET Entity/Tags, Entity/{uid}/UsedBy and Entity/ByFolder/{folder}/UsedByCounts (spec
// 001 §7; ADR 100): who refers to whom, read from where each reference lives.
import { sql, type SQL } from 'drizzle-orm';
import type { Tag } from '@ullage/domain/api/product';
import type { UsedByItem, UsedByKind } from '@ullage/domain/collaboration/used-by-api';
import { ConfigType } from '@ullage/domain/configs';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';

/** Every reference to one of `targets`: (target, user, kind). The targets are bound as one array. */
function references(targets: SQL): SQL {
  return sql`
    select a.product_uid as target, a.uid as user_uid, 'product' as kind from asset a where a.product_uid = any(${targets})
    union all
    select al.contact_group_uid, al.entity_uid, 'alert' from alert al where al.contact_group_uid = any(${targets})
    union all
    select (al.settings ->> 'geofenceUid')::bigint, al.entity_uid, 'geofenceAlert' from alert al
     where al.settings ? 'geofenceUid' and al.settings ->> 'geofenceUid' ~ '^[0-9]{1,18}$'
       and (al.settings ->> 'geofenceUid')::bigint = any(${targets})
    union all
    select (c.data ->> 'scheduleUid')::bigint, c.entity_uid, 'deviceSchedule' from entity_config c
     where c.type_id = ${ConfigType.EntitySchedule} and c.data ->> 'scheduleUid' ~ '^[0-9]{1,18}$'
       and (c.data ->> 'scheduleUid')::bigint = any(${targets})
    union all
    select r.contact_group_uid, r.user_uid, 'emailReport' from email_report r where r.contact_group_uid = any(${targets})
    union all
    select r.schedule_uid, r.user_uid, 'emailReport' from email_report r where r.schedule_uid = any(${targets})
    union all
    select m.contact_uid, m.group_uid, 'groupMember' from contact_group_member m where m.contact_uid = any(${targets})`;
}

/** The folder an active entity stands in (its own membership first) when that folder is in the scope of
 * `baseFolderUid`, else null: the user's place as the caller may see it. A folder (an alert set on
 * one) stands in its parent, or in itself when it is the caller's base folder. */
const placeInScope = (userUid: SQL, baseFolderUid: number) => sql`
  coalesce(
    (select m.folder_uid from folder_membership m join folder f on f.uid = m.folder_uid
      where m.entity_uid = ${userUid} and f.path @> array[${baseFolderUid}::bigint]
      order by m.is_copy, m.folder_uid limit 1),
    (select case when f.uid = ${baseFolderUid} then f.uid else f.parent_uid end from folder f
      where f.uid = ${userUid} and f.path @> array[${baseFolderUid}::bigint]))`;

export function createUsedByRepository(db: Db) {
  return {
    async tags(baseFolderUid: number): Promise<Tag[]> {
      const { rows } = await db.execute<{ description: string; type_name: string }>(sql`
        select min(t ->> 'description') as description, min(t ->> 'typeName') as type_name
          from entity e
          cross join lateral jsonb_array_elements(case when jsonb_typeof(e.tags) = 'array' then e.tags else '[]'::jsonb end) t
         where e.active and jsonb_typeof(t) = 'object' and coalesce(t ->> 'description', '') <> ''
           and exists (select 1 from folder_membership m join folder f on f.uid = m.folder_uid
                        where m.entity_uid = e.uid and f.path @> array[${baseFolderUid}::bigint])
         group by lower(coalesce(t ->> 'typeName', '')), lower(t ->> 'description')
         order by 2, lower(min(t ->> 'description'))`);
      return rows.map((r, i) => ({ id: i + 1, description: r.description, typeName: r.type_name ?? '' }));
    },

    async usedBy(uid: number, baseFolderUid: number): Promise<UsedByItem[]> {
      const { rows } = await db.execute<{ uid: number; type_id: number; label: string; folder_uid: number; kind: UsedByKind }>(sql`
        select x.uid, x.type_id, x.label, x.folder_uid, x.kind from (
          select distinct on (u.uid, r.kind) u.uid, u.type_id, u.label, ${placeInScope(sql`u.uid`, baseFolderUid)} as folder_uid, r.kind
            from (${references(bigintArray([uid]))}) r
            join entity u on u.uid = r.user_uid and u.active) x
         where x.folder_uid is not null
         order by x.kind, lower(x.label), x.uid`);
      return rows.map((r) => ({ uid: r.uid, typeId: r.type_id, label: r.label, folderUid: r.folder_uid, kind: r.kind }));
    },

    async usedByCounts(folderUid: number, baseFolderUid: number): Promise<{ uid: number; typeId: number; count: number }[]> {
      const { rows } = await db.execute<{ uid: number; type_id: number; n: number }>(sql`
        with members as (
          select m.entity_uid as uid, m.type_id from folder_membership m where m.folder_uid = ${folderUid} and m.active)
        select t.uid, t.type_id, count(distinct r.user_uid)::int as n
          from members t
          join (${references(sql`array(select uid from members)`)}) r on r.target = t.uid
          join entity u on u.uid = r.user_uid and u.active
         where ${placeInScope(sql`r.user_uid`, baseFolderUid)} is not null
         group by t.uid, t.type_id
         order by t.uid`);
      return rows.map((r) => ({ uid: r.uid, typeId: r.type_id, count: r.n }));
    },
  };
}
export type UsedByRepository = ReturnType<typeof createUsedByRepository>;
