// spec 001 §3.3 Geofence (entity type 18): a circle (centre, radius in miles) or, our extension, a
// polygon (its corners; the circle then holds them all), standing in one folder
// (docs/decisions/078-geofences.md). No query goes through this definition: the geofence module and
// ingestion read and write it with raw sql.
import { bigint, boolean, doublePrecision, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { entity } from './entity.table';

export const geofence = pgTable('geofence', {
  uid: bigint('uid', { mode: 'number' })
    .primaryKey()
    .references(() => entity.uid, { onDelete: 'cascade' }),
  centerLatitude: doublePrecision('center_latitude').notNull(),
  centerLongitude: doublePrecision('center_longitude').notNull(),
  /** Miles. */
  radius: doublePrecision('radius').notNull().default(1),
  circular: boolean('circular').notNull().default(true),
  warehouse: boolean('warehouse').notNull().default(false),
  /** A polygon's corners, [{ latitude, longitude }, ...]; empty for a circle. */
  polygon: jsonb('polygon').$type<{ latitude: number; longitude: number }[]>().notNull().default([]),
});
