// spec 001 §7 Geofence: GET Geofence/ByFolder/{folderUid}; PUT Geofence/{uid} or POST
// Geofence/ToFolder/{folderUid}. A fence travels with the spec's fields (§3.3), its corners when it
// is a polygon (our extension), and the folder it stands in (docs/decisions/078-geofences.md).
import { z } from 'zod';
import { num, text } from '../validation';
import {
  GEOFENCE_DEFAULT_RADIUS,
  GEOFENCE_LABEL_MAX,
  GEOFENCE_MAX_RADIUS,
  GEOFENCE_POLYGON_MAX_POINTS,
  GEOFENCE_POLYGON_MIN_POINTS,
} from './geofences';

export const latLonSchema = z.object({
  latitude: num('Latitude', { min: -90, max: 90 }),
  longitude: num('Longitude', { min: -180, max: 180 }),
});

export const geofenceSchema = z.object({
  uid: z.number().int(),
  label: z.string(),
  centerLatitude: z.number(),
  centerLongitude: z.number(),
  /** Miles. */
  radius: z.number(),
  circular: z.boolean(),
  /** A warehouse (yard, depot): autoMoveFolders moves an asset into its folder (spec 001 §3.5 GPS). */
  warehouse: z.boolean(),
  /** The corners of a polygon fence (circular false); empty for a circle. */
  polygon: z.array(latLonSchema),
  folderUid: z.number().int(),
  folderLabel: z.string(),
});
export type Geofence = z.infer<typeof geofenceSchema>;
export const geofenceListSchema = z.array(geofenceSchema);

export const geofenceUidParamsSchema = z.object({ uid: z.coerce.number().int().positive() });
export const geofenceFolderParamsSchema = z.object({ folderUid: z.coerce.number().int().positive() });

/** PUT Geofence/{uid} or POST Geofence/ToFolder/{folderUid}. A circle needs its centre and radius;
 * a polygon its corners (its centre and radius are worked out from them). */
const saveFields = {
  uid: z.number().int().min(0).optional(),
  label: text('Label', { min: 1, max: GEOFENCE_LABEL_MAX }),
  centerLatitude: num('Center Latitude', { min: -90, max: 90 }).default(0),
  centerLongitude: num('Center Longitude', { min: -180, max: 180 }).default(0),
  radius: num('Radius', { min: 0.01, max: GEOFENCE_MAX_RADIUS }).default(GEOFENCE_DEFAULT_RADIUS),
  circular: z.boolean().default(true),
  warehouse: z.boolean().default(false),
  polygon: z
    .array(latLonSchema)
    .max(GEOFENCE_POLYGON_MAX_POINTS, { error: `Polygon: must have at most ${GEOFENCE_POLYGON_MAX_POINTS} points` })
    .default([]),
};

/** The name and warehouse flag of a fence, as its form on the map edits them. */
export const geofenceNameSchema = z.object({ label: saveFields.label, warehouse: saveFields.warehouse });
export type GeofenceNameInput = z.input<typeof geofenceNameSchema>;

export const geofenceSaveBodySchema = z.object(saveFields).superRefine((b, ctx) => {
  if (!b.circular && b.polygon.length < GEOFENCE_POLYGON_MIN_POINTS) {
    ctx.addIssue({ code: 'custom', path: ['polygon'], message: `Polygon: must have at least ${GEOFENCE_POLYGON_MIN_POINTS} points` });
  }
});
export type GeofenceSaveBody = z.infer<typeof geofenceSaveBodySchema>;
/** What a client sends: the fields with defaults may be left out. */
export type GeofenceSaveInput = z.input<typeof geofenceSaveBodySchema>;

/** Ours: spec 001 §8 lists no title for a failed geofence save; this one reads like its neighbours. */
export const GEOFENCE_SAVE_FAILURE_TITLE = 'Error saving Geofence';

/** DELETE Geofence/{uid} (ours: the spec lists no delete; a fence drawn by mistake must go). */
export const geofenceDeleteResultSchema = z.object({ uid: z.number().int(), deleted: z.literal(true) });

/** GET Map/Settings: the tile server the map draws under its markers (MAP_TILE_URL). */
export const mapSettingsSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
