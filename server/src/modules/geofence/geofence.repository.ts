// The only SQL of the geofence area: fences (entity type 18, table geofence,
// server/src/db/schema/geofence.table.ts) and where they stand. The entity row and its folder
// membership are written through the entity write path (ADR 050).
import { sql, type SQL } from 'drizzle-orm';
import type { LatLon } from '@ullage/domain/tanks/gps';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';
import type { Executor } from '../../db/transaction';

export interface StoredGeofence {
  uid: number;
  label: string;
  active: boolean;
  centerLatitude: number;
  centerLongitude: number;
  radius: number;
  circular: boolean;
  warehouse: boolean;
  polygon: LatLon[];
  folderUid: number;
  folderLabel: string;
  /** The folder's path, root first. */
  folderPath: number[];
}

type Row = {
  uid: number;
  label: string;
  active: boolean;
  center_latitude: number;
  center_longitude: number;
  radius: number;
  circular: boolean;
  warehouse: boolean;
  polygon: LatLon[];
  folder_uid: number;
  folder_label: string;
  folder_path: number[];
};

const toGeofence = (r: Row): StoredGeofence => ({
  uid: r.uid,
  label: r.label,
  active: r.active,
  centerLatitude: r.center_latitude,
  centerLongitude: r.center_longitude,
  radius: r.radius,
  circular: r.circular,
  warehouse: r.warehouse,
  polygon: r.polygon,
  folderUid: r.folder_uid,
  folderLabel: r.folder_label,
  folderPath: r.folder_path,
});

export interface GeofenceShapeRow {
  centerLatitude: number;
  centerLongitude: number;
  radius: number;
  circular: boolean;
  warehouse: boolean;
  polygon: LatLon[];
}

export function createGeofenceRepository(db: Db) {
  async function fences(where: SQL, ex: Executor = db): Promise<StoredGeofence[]> {
    const { rows } = await ex.execute<Row>(sql`
      select g.uid, e.label, e.active, g.center_latitude, g.center_longitude, g.radius, g.circular, g.warehouse, g.polygon,
             m.folder_uid, fe.label as folder_label, f.path as folder_path
        from geofence g
        join entity e on e.uid = g.uid
        join lateral (select fm.folder_uid from folder_membership fm where fm.entity_uid = g.uid
                       order by fm.is_copy, fm.folder_uid limit 1) m on true
        join folder f on f.uid = m.folder_uid
        join entity fe on fe.uid = f.uid
       where ${where}
       order by array_length(f.path, 1), lower(e.label), g.uid`);
    return rows.map(toGeofence);
  }

  return {
    async get(uid: number, ex: Executor = db): Promise<StoredGeofence | null> {
      return (await fences(sql`g.uid = ${uid}`, ex))[0] ?? null;
    },

    /** The active fences standing in these folders or in any folder below `belowUid`. */
    around: (aboveUids: number[], belowUid: number) =>
      fences(sql`e.active and (m.folder_uid = any(${bigintArray(aboveUids)}) or f.path @> array[${belowUid}::bigint])`),

    /** The active warehouse fences standing in folders of the company (folder admin) `adminUid`. */
    warehousesOf: (adminUid: number) => fences(sql`e.active and g.warehouse and f.admin_uid = ${adminUid}`),

    /** Where an active asset stands (its own folder, not a copy): the folder, its company (admin)
     * and its address's coordinates; null for an asset gone or in no folder. */
    async assetHome(
      assetUid: number,
    ): Promise<{ folderUid: number; adminUid: number; latitude: number | null; longitude: number | null } | null> {
      const { rows } = await db.execute<{ folder_uid: number; admin_uid: number; latitude: number | null; longitude: number | null }>(sql`
        select f.uid as folder_uid, f.admin_uid, (f.address ->> 'latitude')::float8 as latitude,
               (f.address ->> 'longitude')::float8 as longitude
          from folder_membership m
          join entity e on e.uid = m.entity_uid and e.active
          join folder f on f.uid = m.folder_uid
          join entity fe on fe.uid = f.uid and fe.active
         where m.entity_uid = ${assetUid} and not m.is_copy
         order by m.folder_uid limit 1`);
      const r = rows[0];
      return r ? { folderUid: Number(r.folder_uid), adminUid: Number(r.admin_uid), latitude: r.latitude, longitude: r.longitude } : null;
    },

    /** A folder's path, root first; null when there is no such folder. */
    async folderPath(folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${folderUid}`);
      return rows[0]?.path ?? null;
    },

    /** How many alerts name the fence (spec 001 §3.6 Geofence geofenceUid). */
    async alertsUsing(uid: number): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from alert where settings ->> 'geofenceUid' = ${String(uid)}`);
      return rows[0]?.n ?? 0;
    },

    async insert(tx: Executor, uid: number, s: GeofenceShapeRow) {
      await tx.execute(sql`
        insert into geofence (uid, center_latitude, center_longitude, radius, circular, warehouse, polygon)
        values (${uid}, ${s.centerLatitude}, ${s.centerLongitude}, ${s.radius}, ${s.circular}, ${s.warehouse},
                ${JSON.stringify(s.polygon)}::jsonb)`);
    },

    async update(tx: Executor, uid: number, s: GeofenceShapeRow) {
      await tx.execute(sql`
        update geofence set center_latitude = ${s.centerLatitude}, center_longitude = ${s.centerLongitude}, radius = ${s.radius},
               circular = ${s.circular}, warehouse = ${s.warehouse}, polygon = ${JSON.stringify(s.polygon)}::jsonb
         where uid = ${uid}`);
    },
  };
}
export type GeofenceRepository = ReturnType<typeof createGeofenceRepository>;
