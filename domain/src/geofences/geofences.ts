// spec 001 §3.3 Geofence: label, centerLatitude, centerLongitude, radius (default 1), circular,
// warehouse. The spec's fences are circles; a polygon (circular false, its corners in `polygon`) is
// our extension, drawn on the map (docs/decisions/078-geofences.md). The radius is in miles, the
// portal's distance unit (ours: the spec names no unit; its default 1 is a mile around a yard).
import { distanceMetres, type LatLon } from '../tanks/gps';

/** spec 001 §3.3 radius default 1 (miles). */
export const GEOFENCE_DEFAULT_RADIUS = 1;
/** A fence wider than a state is a mistake (ours). */
export const GEOFENCE_MAX_RADIUS = 500;
/** A polygon fence's corners (ours): a triangle at least, and few enough to draw and test fast. */
export const GEOFENCE_POLYGON_MIN_POINTS = 3;
export const GEOFENCE_POLYGON_MAX_POINTS = 500;
export const GEOFENCE_LABEL_MAX = 100;
export const METRES_PER_MILE = 1609.344;

export interface GeofenceShape {
  centerLatitude: number;
  centerLongitude: number;
  /** Miles. For a polygon: the circle around its centre that holds every corner. */
  radius: number;
  circular: boolean;
  /** The corners of a polygon fence; empty for a circle. */
  polygon: readonly LatLon[];
}

/** Whether a point lies inside a polygon (ray casting on latitude and longitude: fences are small
 * enough for the plane to stand in for the sphere). */
function insidePolygon(points: readonly LatLon[], p: LatLon): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i] as LatLon;
    const b = points[j] as LatLon;
    if (a.latitude > p.latitude !== b.latitude > p.latitude) {
      const lonAt = ((b.longitude - a.longitude) * (p.latitude - a.latitude)) / (b.latitude - a.latitude) + a.longitude;
      if (p.longitude < lonAt) inside = !inside;
    }
  }
  return inside;
}

/** Whether a GPS position lies inside a fence (on its edge counts as inside). */
export function insideGeofence(fence: GeofenceShape, p: LatLon): boolean {
  const d = distanceMetres({ latitude: fence.centerLatitude, longitude: fence.centerLongitude }, p);
  if (d > fence.radius * METRES_PER_MILE) return false;
  return fence.circular || fence.polygon.length < GEOFENCE_POLYGON_MIN_POINTS || insidePolygon(fence.polygon, p);
}

/** A polygon's centre (the mean of its corners) and the radius (miles) of the circle around it
 * that holds every corner: what a polygon fence stores as its centre and radius. */
export function polygonCircle(points: readonly LatLon[]): { centerLatitude: number; centerLongitude: number; radius: number } {
  const n = Math.max(points.length, 1);
  const centerLatitude = points.reduce((s, p) => s + p.latitude, 0) / n;
  const centerLongitude = points.reduce((s, p) => s + p.longitude, 0) / n;
  const c = { latitude: centerLatitude, longitude: centerLongitude };
  const far = points.reduce((m, p) => Math.max(m, distanceMetres(c, p)), 0);
  // Rounded up to the metre, so every corner stays inside the stored circle.
  return { centerLatitude, centerLongitude, radius: Math.ceil(far) / METRES_PER_MILE };
}

/** One GPS fix of an asset (epoch ms). */
export interface GpsFix extends LatLon {
  time: number;
}

/**
 * The warehouse fence an asset's fixes entered (spec 001 §3.5 GPS autoMoveFolders,
 * docs/decisions/101-gps-folder-moves.md): a fix inside a fence whose fix before it (the stored one
 * for the first, `previous`) was outside it or did not exist. With several, the one entered last;
 * null when none was entered. Sitting inside a fence is no entry: an asset a user took out of the
 * fence's folder while inside stays where the user put it until it leaves and comes back.
 */
export function enteredFence<F extends GeofenceShape>(previous: LatLon | null, fixes: readonly GpsFix[], fences: readonly F[]): F | null {
  const sorted = [...fixes].sort((a, b) => a.time - b.time);
  let entered: { fence: F; at: number } | null = null;
  for (const fence of fences) {
    let wasInside = previous !== null && insideGeofence(fence, previous);
    for (const fix of sorted) {
      const inside = insideGeofence(fence, fix);
      if (inside && !wasInside && (entered === null || fix.time > entered.at)) entered = { fence, at: fix.time };
      wasInside = inside;
    }
  }
  return entered?.fence ?? null;
}
