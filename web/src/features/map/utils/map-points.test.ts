import type { AssetLocation } from '@ullage/domain/tanks/api';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { Zone } from '@ullage/domain/tanks/zones';
import { describe, expect, it } from 'vitest';
import { boundsOf, clusterIndex, groupByPosition, keeps, markerLook, NO_FILTERS, productChoices, sameSpot } from './map-points';

const tank = (uid: number, over: Partial<AssetLocation> = {}): AssetLocation => ({
  uid,
  label: `Tank ${uid}`,
  folderUid: 1,
  latitude: 41 + uid / 1000,
  longitude: -88 + uid / 1000,
  source: 'folder',
  statusColor: null,
  percentFull: 0.5,
  status: AssetStatus.OK,
  zone: Zone.Safe,
  productUid: 7,
  productName: 'Propane',
  amountFull: 250,
  capacity: 500,
  amountUnit: 'volume',
  daysLeft: 12,
  readingDate: null,
  ...over,
});

describe('the map filters', () => {
  it('keep every tank when none is set, and only the matching ones when set', () => {
    const tanks = [
      tank(1),
      tank(2, { zone: Zone.Critical, status: AssetStatus.SensorLate }),
      tank(3, { productUid: null, productName: null }),
    ];
    expect(tanks.filter((t) => keeps(NO_FILTERS, t))).toHaveLength(3);
    expect(tanks.filter((t) => keeps({ ...NO_FILTERS, zones: [Zone.Critical] }, t)).map((t) => t.uid)).toEqual([2]);
    expect(tanks.filter((t) => keeps({ ...NO_FILTERS, statuses: [AssetStatus.OK] }, t)).map((t) => t.uid)).toEqual([1, 3]);
    expect(tanks.filter((t) => keeps({ ...NO_FILTERS, products: [0] }, t)).map((t) => t.uid)).toEqual([3]);
    expect(productChoices(tanks)).toEqual([
      { value: 0, label: 'No product' },
      { value: 7, label: 'Propane' },
    ]);
  });

  it('colour a marker by its zone and ring it when its status is not OK', () => {
    expect(markerLook({ zone: Zone.Warning, status: AssetStatus.OK })).toEqual({ zone: 'warning', alarm: false });
    expect(markerLook({ zone: null, status: AssetStatus.SensorError })).toEqual({ zone: 'none', alarm: true });
  });
});

describe('the cluster index', () => {
  it('gathers 100,000 tanks into a few clusters at a low zoom, counting each tank once', () => {
    const tanks = Array.from({ length: 100_000 }, (_, i) =>
      tank(i, {
        latitude: 30 + (i % 300) / 30,
        longitude: -100 + Math.floor(i / 300) / 30,
        zone: i % 10 === 0 ? Zone.Critical : Zone.Safe,
      }),
    );
    const index = clusterIndex(tanks);
    const world = index.getClusters([-180, -85, 180, 85], 3);
    expect(world.length).toBeLessThan(50);
    const counted = world.reduce((n, f) => n + ('cluster' in f.properties && f.properties.cluster ? f.properties.point_count : 1), 0);
    expect(counted).toBe(100_000);
    const critical = world.reduce((n, f) => n + ('critical' in f.properties ? f.properties.critical : 0), 0);
    expect(critical).toBe(10_000);
    // Zoomed in far enough, single tanks come back with their place in the list.
    const close = index.getClusters([-100.001, 29.999, -99.99, 30.01], 18);
    expect(close.some((f) => 'index' in f.properties && f.properties.index === 0)).toBe(true);
  });

  it('bounds the tanks', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { latitude: 1, longitude: 2 },
        { latitude: -3, longitude: 5 },
      ]),
    ).toEqual([
      [-3, 2],
      [1, 5],
    ]);
  });

  it('finds the tanks that stand at one spot, which no zoom separates, and only those', () => {
    const site = { latitude: 42, longitude: -90 };
    const tanks = [tank(1, site), tank(2, site), tank(3, site), tank(4, { latitude: 42.001, longitude: -90 })];
    const index = clusterIndex(tanks);
    const at14 = index.getClusters([-91, 41, -89, 43], 14);
    const cluster = at14.find((f) => 'cluster' in f.properties && f.properties.cluster);
    // At zoom 14 the four gather; they split by zoom (the fourth is 110 m away), so not one spot.
    expect(cluster && 'cluster_id' in cluster.properties && sameSpot(index, cluster.properties.cluster_id, tanks)).toBeNull();
    const at16 = index.getClusters([-91, 41, -89, 43], 16).filter((f) => 'cluster' in f.properties && f.properties.cluster);
    const spots = at16.map((f) => ('cluster_id' in f.properties ? sameSpot(index, f.properties.cluster_id, tanks) : null));
    expect(spots.map((s) => s?.map((t) => t.uid).sort())).toEqual([[1, 2, 3]]);
    // Past the clusters' last zoom, points at one position are grouped again.
    expect(
      groupByPosition([
        { lat: 1, lon: 2, id: 'a' },
        { lat: 3, lon: 4, id: 'b' },
        { lat: 1, lon: 2, id: 'c' },
      ]).map((g) => g.map((p) => p.id)),
    ).toEqual([['a', 'c'], ['b']]);
  });
});
