import { describe, expect, it } from 'vitest';
import {
  bruteForceRoute,
  distanceMatrix,
  distanceMiles,
  nearestNeighbourRoute,
  planLoads,
  planRoute,
  routeLength,
  splitDeliveries,
} from './routing';

/** A repeatable pseudo-random sequence (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DEPOT = { latitude: 41.6, longitude: -93.6 };

function stopsAround(seed: number, n: number) {
  const r = random(seed);
  return Array.from({ length: n }, () => ({
    latitude: DEPOT.latitude + (r() - 0.5) * 1.2,
    longitude: DEPOT.longitude + (r() - 0.5) * 1.6,
  }));
}

describe('distanceMiles', () => {
  it('gives the straight-line miles between two towns', () => {
    // Des Moines to Ames, about 30 miles as the crow flies.
    expect(distanceMiles({ latitude: 41.5868, longitude: -93.625 }, { latitude: 42.0308, longitude: -93.6319 })).toBeCloseTo(30.7, 0);
  });
});

describe('planRoute', () => {
  it('is within 2% of the brute-force optimum on 200 instances of 3 to 9 stops', () => {
    let worst = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const n = 3 + (seed % 7);
      const m = distanceMatrix(DEPOT, stopsAround(seed, n));
      const route = planRoute(m);
      expect([...route].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      const best = bruteForceRoute(m).miles;
      worst = Math.max(worst, routeLength(m, route) / best - 1);
    }
    expect(worst).toBeLessThanOrEqual(0.02);
  });

  it('undoes a crossing: four corners are visited round the square', () => {
    const corners = [
      { latitude: 42, longitude: -93 },
      { latitude: 41, longitude: -92 },
      { latitude: 42, longitude: -92 },
      { latitude: 41, longitude: -93 },
    ];
    const m = distanceMatrix({ latitude: 41.5, longitude: -93.2 }, corners);
    const route = planRoute(m);
    expect(routeLength(m, route)).toBeCloseTo(bruteForceRoute(m).miles, 6);
  });

  it('beats the nearest-neighbour tour on 200 stops', () => {
    const m = distanceMatrix(DEPOT, stopsAround(7, 200));
    expect(routeLength(m, planRoute(m))).toBeLessThan(routeLength(m, nearestNeighbourRoute(m)) * 0.9);
  });
});

describe('planLoads', () => {
  it('keeps every load within the truck and every stop on exactly one load', () => {
    const stops = stopsAround(3, 40);
    const r = random(11);
    const volumes = stops.map(() => 200 + Math.round(r() * 800));
    const loads = planLoads(distanceMatrix(DEPOT, stops), volumes, 3000);
    for (const l of loads) expect(l.volume).toBeLessThanOrEqual(3000);
    expect(loads.flatMap((l) => l.stops).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const total = volumes.reduce((a, b) => a + b, 0);
    expect(loads.length).toBeGreaterThanOrEqual(Math.ceil(total / 3000));
  });

  it('puts everything on one load when the truck holds it all', () => {
    const loads = planLoads(distanceMatrix(DEPOT, stopsAround(5, 6)), [100, 100, 100, 100, 100, 100], 10_000);
    expect(loads).toHaveLength(1);
    expect(loads[0]!.volume).toBe(600);
  });
});

describe('splitDeliveries', () => {
  it('gives a tank needing more than a truck full loads of its own and the rest as one delivery', () => {
    expect(splitDeliveries([500, 2500], 1000)).toEqual([
      { tank: 0, volume: 500 },
      { tank: 1, volume: 1000 },
      { tank: 1, volume: 1000 },
      { tank: 1, volume: 500 },
    ]);
  });
});
