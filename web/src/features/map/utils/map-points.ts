// The map's tanks (issue 17): which the filters keep, and the cluster index over them. Supercluster
// indexes every kept tank once (about a second for 100,000) and then answers each pan or zoom with
// only the clusters and tanks in view, so the page draws a few hundred markers whatever the fleet's size.
import type { MapTank } from '@ullage/domain/tanks/map-tanks';
import { ASSET_STATUS_TYPES, AssetStatus } from '@ullage/domain/tanks/asset-status';
import { ZONES } from '@ullage/domain/tanks/zones';
import Supercluster from 'supercluster';

export interface MapFilters {
  /** Zone ids to show; empty: every zone (and tanks without one). */
  zones: number[];
  /** Asset status ids to show; empty: every status. */
  statuses: number[];
  /** Product uids to show (0: no product); empty: every product. */
  products: number[];
}

export const NO_FILTERS: MapFilters = { zones: [], statuses: [], products: [] };

export function keeps(filters: MapFilters, t: MapTank): boolean {
  if (filters.zones.length > 0 && (t.zone === null || !filters.zones.includes(t.zone))) return false;
  if (filters.statuses.length > 0 && !filters.statuses.includes(t.status)) return false;
  if (filters.products.length > 0 && !filters.products.includes(t.productUid ?? 0)) return false;
  return true;
}

/** The products the tanks hold, by name, for the product filter (0: tanks without a product). */
export function productChoices(tanks: readonly MapTank[]): { value: number; label: string }[] {
  const seen = new Map<number, string>();
  for (const t of tanks) if (!seen.has(t.productUid ?? 0)) seen.set(t.productUid ?? 0, t.productName ?? 'No product');
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

export const zoneChoices = () => ZONES.filter((z) => z.key !== 'Cold' && z.key !== 'Hot').map((z) => ({ value: z.id, label: z.label }));
export const statusChoices = () => ASSET_STATUS_TYPES.map((s) => ({ value: s.id, label: s.label }));

/** What a marker says by its look: the zone's colour, and a ring when the status is not OK. */
export function markerLook(t: Pick<MapTank, 'zone' | 'status'>): { zone: string; alarm: boolean } {
  const zone = ZONES.find((z) => z.id === t.zone)?.key.toLowerCase() ?? 'none';
  return { zone, alarm: t.status !== AssetStatus.OK };
}

export interface ClusterProps {
  /** Tanks in the cluster by zone key, for the cluster's colour (its worst zone). */
  critical: number;
  warning: number;
}

export type TankIndex = Supercluster<{ index: number }, ClusterProps>;

/** The cluster index over the kept tanks; a point's `index` is its place in `tanks`. */
export function clusterIndex(tanks: readonly MapTank[]): TankIndex {
  const critical = ZONES.find((z) => z.key === 'Critical')?.id;
  const warning = ZONES.find((z) => z.key === 'Warning')?.id;
  const index: TankIndex = new Supercluster({
    radius: 60,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (p) => ({ critical: tanks[p.index]?.zone === critical ? 1 : 0, warning: tanks[p.index]?.zone === warning ? 1 : 0 }),
    reduce: (acc, p) => {
      acc.critical += p.critical;
      acc.warning += p.warning;
    },
  });
  index.load(
    tanks.map((t, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [t.longitude, t.latitude] },
    })),
  );
  return index;
}

/** The clusters' last zoom: past it supercluster hands out single points. */
export const CLUSTER_MAX_ZOOM = 16;

/**
 * The tanks of a cluster when no zoom separates them (every one at the same position, as a site's
 * tanks at its address), else null. Only a cluster that splits past the last zoom is looked into,
 * so the big clusters of a zoomed-out view cost nothing.
 */
export function sameSpot(index: TankIndex, clusterId: number, tanks: readonly MapTank[]): MapTank[] | null {
  if (index.getClusterExpansionZoom(clusterId) <= CLUSTER_MAX_ZOOM) return null;
  const leaves = index.getLeaves(clusterId, Number.POSITIVE_INFINITY).map((l) => tanks[l.properties.index]);
  const first = leaves[0];
  if (!first || leaves.some((t) => !t || t.latitude !== first.latitude || t.longitude !== first.longitude)) return null;
  return leaves as MapTank[];
}

/** Points grouped by their exact position, in the order first seen. */
export function groupByPosition<T extends { lat: number; lon: number }>(points: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const p of points) {
    const key = `${p.lat},${p.lon}`;
    const g = groups.get(key);
    if (g) g.push(p);
    else groups.set(key, [p]);
  }
  return [...groups.values()];
}

/** The bounds holding every tank, [[south, west], [north, east]], or null without tanks. */
export function boundsOf(points: readonly { latitude: number; longitude: number }[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let s = 90;
  let w = 180;
  let n = -90;
  let e = -180;
  for (const p of points) {
    s = Math.min(s, p.latitude);
    n = Math.max(n, p.latitude);
    w = Math.min(w, p.longitude);
    e = Math.max(e, p.longitude);
  }
  return [
    [s, w],
    [n, e],
  ];
}

/** The cluster index over the devices drawn apart from the tanks; a point's `index` is its place in `devices`. */
export function deviceIndex(devices: readonly { latitude: number; longitude: number }[]): Supercluster<{ index: number }> {
  const index = new Supercluster<{ index: number }>({ radius: 50, maxZoom: 16 });
  index.load(
    devices.map((d, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [d.longitude, d.latitude] },
    })),
  );
  return index;
}
