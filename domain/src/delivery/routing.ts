// Delivery routing (issue 17, docs/decisions/092-delivery-planning.md): the truck loads of a plan
// and the order of their stops from a depot, on straight-line (haversine) distance. The loads
// come from the Clarke-Wright savings construction (with the truck's capacity); each load's route
// is then improved by 2-opt and Or-opt moves until no move shortens it, and on short routes by an
// iterated local search (double-bridge kicks). Pure functions, no I/O.
import { distanceMetres, type LatLon } from '../tanks/gps';
import { METRES_PER_MILE } from '../geofences/geofences';

/** Miles between two points along the earth (haversine). */
export function distanceMiles(a: LatLon, b: LatLon): number {
  return distanceMetres(a, b) / METRES_PER_MILE;
}

/** The distances between the depot (index 0) and the stops (index i + 1), as one flat matrix. */
export interface DistanceMatrix {
  size: number;
  at(i: number, j: number): number;
}

export function distanceMatrix(depot: LatLon, stops: readonly LatLon[]): DistanceMatrix {
  const points = [depot, ...stops];
  const size = points.length;
  const d = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = i + 1; j < size; j++) {
      const v = distanceMiles(points[i]!, points[j]!);
      d[i * size + j] = v;
      d[j * size + i] = v;
    }
  }
  return { size, at: (i, j) => d[i * size + j]! };
}

/** The length of a closed route: depot, the stops in `order` (indexes into the stops), depot. */
export function routeLength(m: DistanceMatrix, order: readonly number[]): number {
  let total = 0;
  let prev = 0;
  for (const s of order) {
    total += m.at(prev, s + 1);
    prev = s + 1;
  }
  return total + m.at(prev, 0);
}

/** The nearest-neighbour tour (the yardstick the benchmarks compare with): from the depot, always
 * the closest stop not yet visited. */
export function nearestNeighbourRoute(m: DistanceMatrix, stops: readonly number[] = range(m.size - 1)): number[] {
  const left = new Set(stops);
  const order: number[] = [];
  let at = 0;
  while (left.size > 0) {
    let best = -1;
    let bestD = Infinity;
    for (const s of left) {
      const d = m.at(at, s + 1);
      if (d < bestD) {
        bestD = d;
        best = s;
      }
    }
    order.push(best);
    left.delete(best);
    at = best + 1;
  }
  return order;
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/**
 * Local search on a closed tour (an array of node ids, the depot one of them: a closed tour has no
 * first node) with neighbour lists and "don't look" bits: a node is looked at again only when a
 * move touched it. Moves: 2-opt (reverse a stretch) and Or-opt (move a run of one to three nodes
 * next to one of its neighbours, either way round), first improvement.
 */
class Tour {
  readonly n: number;
  t: number[];
  pos: Int32Array;
  private readonly near: number[][];
  private readonly queued: Uint8Array;
  private queue: number[] = [];

  constructor(
    private readonly m: DistanceMatrix,
    nodes: readonly number[],
    neighbours: number,
  ) {
    this.n = nodes.length;
    this.t = [...nodes];
    this.pos = new Int32Array(m.size);
    this.queued = new Uint8Array(m.size);
    this.near = [];
    // The nearest few of each node, by insertion into a short sorted list (n times k, not a sort).
    for (const a of nodes) {
      const list: number[] = [];
      for (const b of nodes) {
        if (b === a) continue;
        const db = m.at(a, b);
        if (list.length === neighbours && db >= m.at(a, list[list.length - 1]!)) continue;
        let k = list.length === neighbours ? list.length - 1 : list.length;
        while (k > 0 && m.at(a, list[k - 1]!) > db) {
          list[k] = list[k - 1]!;
          k--;
        }
        list[k] = b;
      }
      this.near[a] = list;
    }
    this.index();
  }

  private index(): void {
    this.t.forEach((v, i) => (this.pos[v] = i));
  }

  private d(a: number, b: number): number {
    return this.m.at(a, b);
  }
  private succ(v: number): number {
    return this.t[(this.pos[v]! + 1) % this.n]!;
  }
  private pred(v: number): number {
    return this.t[(this.pos[v]! - 1 + this.n) % this.n]!;
  }

  length(): number {
    let total = 0;
    for (let i = 0; i < this.n; i++) total += this.d(this.t[i]!, this.t[(i + 1) % this.n]!);
    return total;
  }

  push(...vs: number[]): void {
    for (const v of vs) {
      if (!this.queued[v]) {
        this.queued[v] = 1;
        this.queue.push(v);
      }
    }
  }

  /** Reverses the stretch from position i forward to position j (cyclic), or the rest of the
   * tour when that is shorter: the same tour either way. */
  private reverse(i: number, j: number): void {
    const n = this.n;
    let len = ((j - i + n) % n) + 1;
    if (len * 2 > n) {
      const ni = (j + 1) % n;
      j = (i - 1 + n) % n;
      i = ni;
      len = n - len;
    }
    for (let k = 0; k < len >> 1; k++) {
      const a = (i + k) % n;
      const b = (j - k + n) % n;
      const x = this.t[a]!;
      this.t[a] = this.t[b]!;
      this.t[b] = x;
      this.pos[this.t[a]!] = a;
      this.pos[this.t[b]!] = b;
    }
  }

  private twoOpt(a: number): boolean {
    const EPS = 1e-9;
    for (const forward of [true, false]) {
      const b = forward ? this.succ(a) : this.pred(a);
      const dab = this.d(a, b);
      for (const c of this.near[a]!) {
        const dac = this.d(a, c);
        if (dac >= dab - EPS) break;
        const e = forward ? this.succ(c) : this.pred(c);
        if (c === b || e === a) continue;
        if (dac + this.d(b, e) - dab - this.d(c, e) < -EPS) {
          // forward: a b ... c e becomes a c ... b e; backward: e c ... b a becomes e b ... c a.
          if (forward) this.reverse(this.pos[b]!, this.pos[c]!);
          else this.reverse(this.pos[c]!, this.pos[b]!);
          this.push(a, b, c, e);
          return true;
        }
      }
    }
    return false;
  }

  private orOpt(a: number): boolean {
    const EPS = 1e-9;
    const n = this.n;
    for (let len = 1; len <= 3 && len <= n - 3; len++) {
      const i = this.pos[a]!;
      const run = Array.from({ length: len }, (_, k) => this.t[(i + k) % n]!);
      const s1 = run[0]!;
      const s2 = run[len - 1]!;
      const p = this.pred(s1);
      const nx = this.succ(s2);
      const removeGain = this.d(p, s1) + this.d(s2, nx) - this.d(p, nx);
      if (removeGain <= EPS) continue;
      for (const end of [s1, s2]) {
        for (const c of this.near[end]!) {
          if (this.d(end, c) >= removeGain - EPS) break;
          if (run.includes(c)) continue;
          for (const e of [this.succ(c), this.pred(c)]) {
            if (run.includes(e)) continue;
            // Between c and e: s1 next to c or s2 next to c.
            const base = this.d(c, e);
            const withS1 = this.d(c, s1) + this.d(s2, e) - base;
            const withS2 = this.d(c, s2) + this.d(s1, e) - base;
            const add = Math.min(withS1, withS2);
            if (add < removeGain - EPS) {
              const rest = this.t.filter((v) => !run.includes(v));
              // x then y along the tour (c and e stay neighbours without the run); the run goes
              // between them, the new tour being rest rotated to run from y to x, then the run.
              const cBeforeE = e === this.succ(c);
              const y = cBeforeE ? e : c;
              const yi = rest.indexOf(y);
              const rotated = [...rest.slice(yi), ...rest.slice(0, yi)];
              // The run's first node sits next to x.
              const s1NextToC = withS1 <= withS2;
              const firstIsS1 = cBeforeE ? s1NextToC : !s1NextToC;
              this.t = [...rotated, ...(firstIsS1 ? run : [...run].reverse())];
              this.index();
              this.push(s1, s2, p, nx, c, e);
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  /** Improves until no node's moves shorten the tour. */
  optimise(): void {
    while (this.queue.length > 0) {
      const a = this.queue.pop()!;
      this.queued[a] = 0;
      if (this.twoOpt(a) || this.orOpt(a)) this.push(a);
    }
  }

  /** The stops (indexes) in order from the depot (node 0). */
  stops(): number[] {
    const i = this.pos[0]!;
    return [...this.t.slice(i + 1), ...this.t.slice(0, i)].map((v) => v - 1);
  }
}

/** How many neighbours each node's moves look at. */
const NEIGHBOURS = 12;

/**
 * Clarke-Wright savings: every stop starts on its own route from the depot; the pairs are taken by
 * how much joining them saves (d(0,i) + d(0,j) - d(i,j)), and two routes are joined at their ends
 * when the truck can carry both. `loads[i]` is what stop i takes; `capacity` Infinity gives one
 * route. Returns the routes (stop indexes in order), the most saving first as built.
 */
export function savingsRoutes(m: DistanceMatrix, loads: readonly number[], capacity: number): number[][] {
  const n = m.size - 1;
  // The pairs by saving, most first: each pair's key is its saving (to a ten-thousandth of a mile)
  // times a power of two above the number of pairs plus its index, so a plain numeric sort of one
  // typed array orders them (exact below 2^53 for routes of a few thousand stops).
  const count = (n * (n - 1)) / 2;
  const shift = 2 ** Math.ceil(Math.log2(count + 1));
  const pi = new Int32Array(count);
  const pj = new Int32Array(count);
  const keys = new Float64Array(count);
  let k = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const saving = Math.max(0, m.at(0, i + 1) + m.at(0, j + 1) - m.at(i + 1, j + 1));
      pi[k] = i;
      pj[k] = j;
      keys[k] = Math.round(saving * 1e4) * shift + (count - 1 - k);
      k++;
    }
  }
  keys.sort();
  const pairs = function* () {
    for (let x = count - 1; x >= 0; x--) {
      const idx = count - 1 - (keys[x]! % shift);
      yield { i: pi[idx]!, j: pj[idx]! };
    }
  };
  const routeOf = range(n).map((i) => i);
  const routes = new Map<number, number[]>(range(n).map((i) => [i, [i]]));
  const load = new Map<number, number>(range(n).map((i) => [i, loads[i] ?? 0]));
  for (const { i, j } of pairs()) {
    const ri = routeOf[i]!;
    const rj = routeOf[j]!;
    if (ri === rj) continue;
    const a = routes.get(ri)!;
    const b = routes.get(rj)!;
    if (load.get(ri)! + load.get(rj)! > capacity) continue;
    // Each must be at an end of its route; the joined route runs ... i, j ...
    let left: number[];
    let right: number[];
    if (a[a.length - 1] === i) left = a;
    else if (a[0] === i) left = [...a].reverse();
    else continue;
    if (b[0] === j) right = b;
    else if (b[b.length - 1] === j) right = [...b].reverse();
    else continue;
    const joined = [...left, ...right];
    routes.set(ri, joined);
    routes.delete(rj);
    load.set(ri, load.get(ri)! + load.get(rj)!);
    load.delete(rj);
    for (const s of right) routeOf[s] = ri;
  }
  return [...routes.values()];
}

/** A repeatable pseudo-random sequence (mulberry32): the same stops give the same plan. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many kicks the iterated search tries after its first local optimum (each is cheap: the
 * local search after it looks only near the kick). */
function kicksFor(n: number): number {
  return n <= 12 ? 60 : Math.min(500, Math.max(300, n));
}

/** A kick out of a local optimum: a double bridge inside a window of the tour (A B C D becomes
 * A C B D), which 2-opt cannot undo in one move; on fewer than 8 nodes a random stretch reversed
 * and moved. Returns the nodes whose edges changed. */
function kick(t: number[], rnd: () => number): { tour: number[]; touched: number[] } {
  const n = t.length;
  if (n >= 8) {
    const start = Math.floor(rnd() * n);
    const rot = [...t.slice(start), ...t.slice(0, start)];
    const span = Math.min(n - 1, 60);
    const cuts = [1 + Math.floor(rnd() * span), 1 + Math.floor(rnd() * span), 1 + Math.floor(rnd() * span)].sort((a, b) => a - b);
    const [p, q, r] = cuts as [number, number, number];
    const tour = [...rot.slice(0, p), ...rot.slice(q, r), ...rot.slice(p, q), ...rot.slice(r)];
    const touched = [p - 1, p, q - 1, q, r - 1, r % n, n - 1, 0].map((k) => rot[k]!);
    return { tour, touched };
  }
  const i = Math.floor(rnd() * n);
  const j = Math.floor(rnd() * n);
  const [a, b] = i < j ? [i, j] : [j, i];
  const rest = [...t.slice(0, a), ...t.slice(b + 1)];
  const piece = t.slice(a, b + 1).reverse();
  const k = Math.floor(rnd() * (rest.length + 1));
  return { tour: [...rest.slice(0, k), ...piece, ...rest.slice(k)], touched: t };
}

/**
 * The best route we find through `stops` from the depot, starting from the given order (the
 * savings construction's): 2-opt and Or-opt to a local optimum, then an iterated local search
 * (kick the best tour, improve near the kick, keep it when shorter), repeatable by its seed.
 */
export function routeStops(m: DistanceMatrix, start: readonly number[]): number[] {
  if (start.length <= 2) return [...start];
  const tour = new Tour(m, [0, ...start.map((s) => s + 1)], NEIGHBOURS);
  tour.push(...tour.t);
  tour.optimise();
  let best = [...tour.t];
  let bestLen = tour.length();
  const rnd = random(start.length * 7919 + 17);
  for (let k = kicksFor(start.length); k > 0; k--) {
    const kicked = kick(best, rnd);
    tour.t = kicked.tour;
    tour.t.forEach((v, i) => (tour.pos[v] = i));
    tour.push(...kicked.touched);
    tour.optimise();
    const len = tour.length();
    if (len < bestLen - 1e-9) {
      best = [...tour.t];
      bestLen = len;
    }
  }
  tour.t = best;
  tour.t.forEach((v, i) => (tour.pos[v] = i));
  return tour.stops();
}

/** The shortest closed route we find through all the stops (one truck, no capacity). */
export function planRoute(m: DistanceMatrix): number[] {
  const n = m.size - 1;
  if (n === 0) return [];
  const [route] = savingsRoutes(
    m,
    range(n).map(() => 0),
    Infinity,
  );
  return routeStops(m, route!);
}

export interface RoutedLoad {
  /** Stop indexes in the order the truck visits them from the depot. */
  stops: number[];
  /** What the load carries: the sum of its stops' volumes. */
  volume: number;
  /** Miles from the depot, through the stops, back to the depot. */
  miles: number;
}

/**
 * The truck loads of a plan: stops grouped by the savings construction so that no load carries
 * more than `capacity`, each routed by 2-opt and Or-opt; the loads come nearest first stop first,
 * for a stable plan. A stop needing more than a truck holds is split first (splitDeliveries).
 */
export function planLoads(m: DistanceMatrix, volumes: readonly number[], capacity: number): RoutedLoad[] {
  const n = m.size - 1;
  if (n === 0) return [];
  const routes = savingsRoutes(m, volumes, capacity);
  return routes
    .map((r) => {
      const stops = routeStops(m, r);
      return { stops, volume: stops.reduce((v, s) => v + (volumes[s] ?? 0), 0), miles: routeLength(m, stops) };
    })
    .sort((a, b) => m.at(0, a.stops[0]! + 1) - m.at(0, b.stops[0]! + 1) || a.stops[0]! - b.stops[0]!);
}

/** Splits what each tank needs into deliveries no larger than a truck: a tank needing 2.5 trucks
 * gets two full loads of its own and a delivery of half a truck planned with the others. Each
 * delivery names the tank (its index) it goes to. */
export function splitDeliveries(needs: readonly number[], capacity: number): { tank: number; volume: number }[] {
  const out: { tank: number; volume: number }[] = [];
  needs.forEach((need, tank) => {
    let left = need;
    while (left > capacity) {
      out.push({ tank, volume: capacity });
      left -= capacity;
    }
    if (left > 0) out.push({ tank, volume: left });
  });
  return out;
}

/** The shortest closed route by trying every order (the tests' and benchmarks' optimum; up to
 * about 10 stops). */
export function bruteForceRoute(m: DistanceMatrix): { order: number[]; miles: number } {
  const n = m.size - 1;
  let best = { order: range(n), miles: routeLength(m, range(n)) };
  const order: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const walk = (prev: number, sofar: number) => {
    if (sofar >= best.miles) return;
    if (order.length === n) {
      const total = sofar + m.at(prev, 0);
      if (total < best.miles) best = { order: [...order], miles: total };
      return;
    }
    for (let s = 0; s < n; s++) {
      if (used[s]) continue;
      used[s] = true;
      order.push(s);
      walk(s + 1, sofar + m.at(prev, s + 1));
      order.pop();
      used[s] = false;
    }
  };
  walk(0, 0);
  return best;
}
