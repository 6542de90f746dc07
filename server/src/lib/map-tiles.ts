// MAP_TILE_URL (issue 17): the tile server the map draws under its markers, a Leaflet URL template
// ({s}, {z}, {x}, {y}). The page's Content-Security-Policy lets images come from that host and no
// other (plugins/security-headers.ts); a map with no tile reachable still draws its markers and
// fences on a plain background.
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

/** Whether a value is a tile URL template the map can use: http(s), a host, {z}, {x} and {y}. */
export function isTileUrl(url: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((p) => url.includes(p))) return false;
  return tileImgSource(url) !== null;
}

/** The CSP source that allows the template's tiles: its origin, with a {s} subdomain as a
 * wildcard (https://{s}.tile.example.com -> https://*.tile.example.com). */
export function tileImgSource(url: string): string | null {
  const m = /^(https?):\/\/([^/]+)(\/|$)/i.exec(url);
  if (!m) return null;
  const host = (m[2] as string).replace(/^\{s\}\./, '*.');
  if (!/^(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/.test(host)) return null;
  return `${(m[1] as string).toLowerCase()}://${host.toLowerCase()}`;
}
