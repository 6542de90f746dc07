// spec 001 §3.4 GPS state: where an asset is, and since when. Positions jitter by some metres from
// one fix to the next; only a move beyond GPS_MOVE_METRES is a move (ours).
/** A fix this far from the last one is a move: arriveDate starts again. */
export const GPS_MOVE_METRES = 100;
/** A fix this close to its site's coordinates is at the site: the site's address is its address. */
export const GPS_AT_SITE_METRES = 250;
/** The mean Earth radius the great-circle distance uses (IUGG). */
export const EARTH_RADIUS_METRES = 6_371_008.8;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}
