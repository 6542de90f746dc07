// Delivery routing (issue 17, docs/decisions/092-delivery-planning.md): how close the planner's
// route comes to the optimum on small instances (brute force, up to 9 stops), and on 500 stops how
// long it takes and how much shorter it is than the nearest-neighbour tour. Stops are scattered
// over a dispatcher's territory (about 80 by 80 miles around a depot), repeatable by seed. Prints
// the figures and writes bench/results/routing-<date>.json.
//
//   npm run bench:routing -w bench
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  bruteForceRoute,
  distanceMatrix,
  nearestNeighbourRoute,
  planLoads,
  planRoute,
  routeLength,
} from '../../domain/src/delivery/routing';
import { machine, root } from './support';

const SMALL_INSTANCES = Number(process.env.SMALL_INSTANCES ?? 500);
const LARGE_INSTANCES = Number(process.env.LARGE_INSTANCES ?? 10);
const LARGE_STOPS = 500;
const DEPOT = { latitude: 41.6, longitude: -93.6 };

function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function stops(seed: number, n: number) {
  const r = random(seed);
  return Array.from({ length: n }, () => ({
    latitude: DEPOT.latitude + (r() - 0.5) * 1.2,
    longitude: DEPOT.longitude + (r() - 0.5) * 1.6,
  }));
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

async function main() {
  // Small: every instance of 2..9 stops against brute force.
  const gaps: number[] = [];
  for (let seed = 1; seed <= SMALL_INSTANCES; seed++) {
    const n = 2 + (seed % 8);
    const m = distanceMatrix(DEPOT, stops(seed, n));
    gaps.push(routeLength(m, planRoute(m)) / bruteForceRoute(m).miles - 1);
  }
  gaps.sort((a, b) => a - b);
  const small = {
    instances: gaps.length,
    optimal: gaps.filter((g) => g < 1e-9).length,
    meanGap: gaps.reduce((a, b) => a + b, 0) / gaps.length,
    worstGap: gaps[gaps.length - 1]!,
  };
  console.log(
    `up to 9 stops, ${small.instances} instances: ${small.optimal} optimal, mean gap ${pct(small.meanGap)}, worst ${pct(small.worstGap)} (goal: within 2%)`,
  );

  // Large: 500 stops, one route (no capacity), time and length vs nearest neighbour.
  const large: { seed: number; ms: number; miles: number; nnMiles: number; shorter: number }[] = [];
  for (let seed = 1; seed <= LARGE_INSTANCES; seed++) {
    const points = stops(10_000 + seed, LARGE_STOPS);
    const started = performance.now();
    const m = distanceMatrix(DEPOT, points);
    const route = planRoute(m);
    const ms = performance.now() - started;
    const miles = routeLength(m, route);
    const nnMiles = routeLength(m, nearestNeighbourRoute(m));
    large.push({ seed, ms, miles, nnMiles, shorter: 1 - miles / nnMiles });
  }
  const times = large.map((l) => l.ms).sort((a, b) => a - b);
  const worstShorter = Math.min(...large.map((l) => l.shorter));
  console.log(
    `${LARGE_STOPS} stops, ${large.length} instances: ${times[0]!.toFixed(0)}-${times[times.length - 1]!.toFixed(0)} ms (goal: under 1,000), ` +
      `${pct(Math.min(...large.map((l) => l.shorter)))}-${pct(Math.max(...large.map((l) => l.shorter)))} shorter than nearest neighbour (goal: at least 15%)`,
  );

  // The plan's shape on 500 stops: loads of a 3,000-gallon truck (200-800 gallons a stop).
  const r = random(99);
  const volumes = Array.from({ length: LARGE_STOPS }, () => 200 + Math.round(r() * 600));
  const started = performance.now();
  const loads = planLoads(distanceMatrix(DEPOT, stops(20_000, LARGE_STOPS)), volumes, 3000);
  const loadsMs = performance.now() - started;
  console.log(`${LARGE_STOPS} stops into 3,000-gallon loads: ${loads.length} loads in ${loadsMs.toFixed(0)} ms`);

  const result = {
    at: new Date().toISOString(),
    machine: await machine(),
    small,
    large: {
      stops: LARGE_STOPS,
      worstMs: times[times.length - 1]!,
      medianMs: times[Math.floor(times.length / 2)]!,
      worstShorter,
      runs: large,
    },
    loads: { stops: LARGE_STOPS, truck: 3000, loads: loads.length, ms: loadsMs },
    goals: {
      smallWithin2Percent: small.worstGap <= 0.02,
      largeUnder1s: times[times.length - 1]! < 1000,
      largeShorter15: worstShorter >= 0.15,
    },
  };
  console.log(`goals: ${JSON.stringify(result.goals)}`);
  const dir = path.join(root, 'bench/results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `routing-${result.at.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

await main();
