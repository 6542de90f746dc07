// A fence's shape as drawn or reshaped on the map, for its save body (spec 001 §3.3 Geofence:
// centre and radius in miles for a circle; a polygon's corners, our extension).
import type { GeofenceSaveInput } from '@ullage/domain/geofences/api';

export interface FenceShape {
  circular: boolean;
  centerLatitude: number;
  centerLongitude: number;
  /** Miles. */
  radius: number;
  polygon: { latitude: number; longitude: number }[];
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/** The save body of a fence with this shape: coordinates to about a centimetre, the radius to a
 * thousandth of a mile (at least the smallest the save takes). */
export function fenceBody(label: string, warehouse: boolean, shape: FenceShape): GeofenceSaveInput {
  if (shape.circular) {
    return {
      label,
      warehouse,
      circular: true,
      centerLatitude: round(shape.centerLatitude, 7),
      centerLongitude: round(shape.centerLongitude, 7),
      radius: Math.max(0.01, round(shape.radius, 3)),
      polygon: [],
    };
  }
  return {
    label,
    warehouse,
    circular: false,
    polygon: shape.polygon.map((p) => ({ latitude: round(p.latitude, 7), longitude: round(p.longitude, 7) })),
  };
}

/** What a fence is, in words: "Circle, 0.5 mi" or "Polygon, 5 corners". */
export function fenceKind(f: { circular: boolean; radius: number; polygon: readonly unknown[] }): string {
  return f.circular ? `Circle, ${round(f.radius, 2)} mi` : `Polygon, ${f.polygon.length} corners`;
}
