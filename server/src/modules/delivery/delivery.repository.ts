// The only SQL of delivery planning (docs/decisions/092-delivery-planning.md): the tanks of a
// folder's subtree as the report rows place them (one row per tank, copies once, templates and
// tanks measured by weight left out) with what a plan needs (days left as the asset report shows
// it, the Warning zone and heel of the tank config, the product's max fill, the GPS fix or the
// folder's address), and the places a plan may start from. A replica may answer (ctx.reader).
import { sql } from 'drizzle-orm';
import { ConfigType, contactFieldsSchema } from '@ullage/domain/configs';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';
import { BY_WEIGHT, representative, rowsInScope, scopeRange } from '../report';

export interface DeliveryFolder {
  uid: number;
  label: string;
  path: number[];
  active: boolean;
}

export interface DeliveryTankRow {
  assetUid: number;
  label: string;
  folderUid: number;
  folderLabel: string;
  address: string;
  /** Gallons. */
  capacity: number;
  amountFull: number;
  daysLeft: number | null;
  productName: string | null;
  productMaxFill: number | null;
  /** The asset tank config as saved (zones, tank.heelAmount, tank.ullagePercent). */
  tankConfig: { zones?: { type: number; value: number }[]; tank?: { heelAmount?: number; ullagePercent?: number } } | null;
  latitude: number | null;
  longitude: number | null;
}

export interface DepotRow {
  uid: number;
  kind: 'folder' | 'geofence';
  label: string;
  latitude: number;
  longitude: number;
}

const R = sql.raw('r');

/** An address as one line: "12 Elm St, Ames, IA 50010". */
const ADDRESS_LINE = sql`concat_ws(', ', nullif(f.address ->> 'address1', ''), nullif(f.address ->> 'city', ''),
  nullif(trim(concat_ws(' ', f.address ->> 'state', f.address ->> 'zip')), ''))`;

export function createDeliveryRepository(db: Db, reader: Db) {
  return {
    async folder(uid: number): Promise<DeliveryFolder | null> {
      const { rows } = await db.execute<{ uid: number; label: string; path: number[]; active: boolean }>(
        sql`select f.uid, e.label, f.path, e.active from folder f join entity e on e.uid = f.uid where f.uid = ${uid}`,
      );
      return rows[0] ?? null;
    },

    /** The tanks of the subtree with a reading (a level to plan from). */
    async tanks(path: number[]): Promise<DeliveryTankRow[]> {
      const range = scopeRange(path);
      const { rows } = await reader.execute<{
        asset_uid: number;
        label: string;
        folder_uid: number;
        folder_label: string;
        address: string;
        capacity: number;
        amount_full: number;
        days_left: number | null;
        product_name: string | null;
        product_max_fill: number | null;
        tank_config: DeliveryTankRow['tankConfig'];
        latitude: number | null;
        longitude: number | null;
      }>(sql`
        select r.asset_uid, r.label, r.folder_uid, r.folder_label, ${ADDRESS_LINE} as address,
               r.capacity, r.amount_full, r.days_left, r.product_name, p.default_max_fill_percent as product_max_fill,
               (select c.data from entity_config c where c.entity_uid = r.asset_uid and c.type_id = ${ConfigType.AssetTank}
                 order by c.id limit 1) as tank_config,
               coalesce(g.latitude, (f.address ->> 'latitude')::float8) as latitude,
               coalesce(g.longitude, (f.address ->> 'longitude')::float8) as longitude
          from asset_report_row r
          join folder f on f.uid = r.folder_uid
          left join product p on p.uid = r.product_uid
          left join lateral (
            select v.latitude, v.longitude from asset_value_state v
             where v.asset_uid = r.asset_uid and v.config_type_id = ${ConfigType.Gps} and v.latitude is not null and v.longitude is not null
             order by v.reading_time desc limit 1) g on true
         where ${rowsInScope(R, range)} and ${representative('asset', range)} and not ${BY_WEIGHT} and not r.is_template
           and r.amount_full is not null and coalesce(r.capacity, 0) > 0
         order by r.label, r.asset_uid`);
      return rows.map((r) => ({
        assetUid: r.asset_uid,
        label: r.label,
        folderUid: r.folder_uid,
        folderLabel: r.folder_label,
        address: r.address,
        capacity: r.capacity,
        amountFull: r.amount_full,
        daysLeft: r.days_left,
        productName: r.product_name,
        productMaxFill: r.product_max_fill,
        tankConfig: r.tank_config,
        latitude: r.latitude,
        longitude: r.longitude,
      }));
    },

    /**
     * Where a plan may start: the active warehouse fences standing in the folders of `visible` (the
     * folder and those above it the caller sees) or below the folder, then those folders themselves
     * when their address has coordinates (deepest first: a branch's yard before the company's office).
     */
    async depots(visible: number[], folderUid: number): Promise<DepotRow[]> {
      const { rows } = await reader.execute<{
        uid: number;
        kind: 'folder' | 'geofence';
        label: string;
        latitude: number;
        longitude: number;
      }>(sql`
        select * from (
          select g.uid, 'geofence' as kind, e.label, g.center_latitude as latitude, g.center_longitude as longitude,
                 0 as rank, array_length(f.path, 1) as depth
            from geofence g
            join entity e on e.uid = g.uid and e.active
            join lateral (select fm.folder_uid from folder_membership fm where fm.entity_uid = g.uid
                           order by fm.is_copy, fm.folder_uid limit 1) m on true
            join folder f on f.uid = m.folder_uid
           where g.warehouse and (m.folder_uid = any(${bigintArray(visible)}) or f.path @> array[${folderUid}::bigint])
          union all
          select f.uid, 'folder' as kind, e.label, (f.address ->> 'latitude')::float8, (f.address ->> 'longitude')::float8,
                 1 as rank, -array_length(f.path, 1) as depth
            from folder f
            join entity e on e.uid = f.uid and e.active
           where f.uid = any(${bigintArray(visible)})
             and jsonb_typeof(f.address -> 'latitude') = 'number' and jsonb_typeof(f.address -> 'longitude') = 'number'
        ) d
        order by rank, depth, lower(label), uid`);
      return rows.map((r) => ({ uid: r.uid, kind: r.kind, label: r.label, latitude: r.latitude, longitude: r.longitude }));
    },

    /** A contact group's label and the email addresses of its active members; null when the uid
     * is no contact group. */
    async recipients(groupUid: number): Promise<{ label: string; emails: string[] } | null> {
      const { rows } = await db.execute<{ label: string; config: unknown }>(sql`
        select ge.label, c.config
          from contact_group g
          join entity ge on ge.uid = g.uid and ge.active
          left join contact_group_member gm on gm.group_uid = g.uid
          left join contact c on c.uid = gm.contact_uid and exists (select 1 from entity ce where ce.uid = c.uid and ce.active)
         where g.uid = ${groupUid}
         order by c.uid`);
      const first = rows[0];
      if (!first) return null;
      const emails = rows
        .map((r) => (contactFieldsSchema.partial().parse(r.config ?? {}).emailAddress ?? '').trim())
        .filter((e) => e !== '');
      return { label: first.label, emails: [...new Set(emails)] };
    },
  };
}
export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
