import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TANK_TYPES,
  TankType,
  type TankDimensionKey,
  type TankDimensions,
  geometryCapacityGallons,
  geometryDimensions,
  hasComputedCapacity,
  hasGeometry,
  levelForVolume,
  liquidVolumeGallons,
  requiredDimensions,
  strappingLevelForVolume,
  strappingRows,
  strappingTableSchema,
  strappingVolume,
  tankCapacityGallons,
  tankTypeIdSchema,
  tankTypeLabel,
} from './tank-geometry';

// Independent of units.ts on purpose: the spec's factor, spec 001 §9.
const GALLONS_PER_CUBIC_INCH = 0.004329;
const round1 = (x: number) => Math.round(x * 10) / 10;

// ---- independent cross-section models: area of the horizontal slice at height y (in²) ----

const halfChord = (r: number, y: number) => Math.sqrt(Math.max(0, r * r - (y - r) ** 2));

type Dims = Record<TankDimensionKey, number>;

function sliceArea(typeId: number, d: Dims, y: number): number {
  const { length: L, width: W, height: H, cylinderCap: c, coneHeight: hc, angle } = d;
  switch (typeId) {
    case TankType.HorizontalCylinder:
      return L * 2 * halfChord(H / 2, y);
    case TankType.Oval:
    case TankType.HorizontalOval: {
      // Points within r of the obround's centre line, which runs along the longer side.
      const r = Math.min(W, H) / 2;
      if (H >= W) {
        const dy = Math.max(0, r - y, y - (H - r));
        return L * 2 * Math.sqrt(Math.max(0, r * r - dy * dy));
      }
      return L * (W - 2 * r + 2 * halfChord(r, y));
    }
    case TankType.CappedHorizontalCylinder: {
      const r = H / 2;
      const s = halfChord(r, y);
      // Body slice plus the two half-ellipsoid cap slices, which together form an ellipse with
      // semi-axes c*s/r and s.
      return (L - 2 * c) * 2 * s + (Math.PI * c * s * s) / r;
    }
    case TankType.ConeBottom: {
      const R = W / 2;
      const rb = Math.max(0, R - hc / Math.tan((angle * Math.PI) / 180));
      const rho = y < hc ? rb + ((R - rb) * y) / hc : R;
      return Math.PI * rho * rho;
    }
    default:
      throw new Error(`no slice model for ${typeId}`);
  }
}

/** Composite Simpson's rule of the slice area from 0 to h, split at the shape's kinks. */
function integratedGallons(typeId: number, d: Dims, h: number): number {
  const breaks = [0, h];
  const kinks = typeId === TankType.ConeBottom ? [d.coneHeight] : [];
  for (const k of kinks) if (k > 0 && k < h) breaks.splice(1, 0, k);
  let total = 0;
  for (let i = 0; i + 1 < breaks.length; i++) {
    const a = breaks[i] as number;
    const b = breaks[i + 1] as number;
    const n = 4000;
    const step = (b - a) / n;
    let sum = sliceArea(typeId, d, a) + sliceArea(typeId, d, b);
    for (let k = 1; k < n; k++) sum += (k % 2 === 1 ? 4 : 2) * sliceArea(typeId, d, a + k * step);
    total += (sum * step) / 3;
  }
  return total * GALLONS_PER_CUBIC_INCH;
}

// ---- arbitraries: a tank of each computable type with consistent dimensions ----

const inches = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

const cylinderLike = fc.record({ length: inches(12, 600), height: inches(6, 144) });
const boxLike = fc.record({ length: inches(6, 600), width: inches(6, 240), height: inches(6, 240) });
const coneBottom = fc
  .record({
    width: inches(12, 240),
    height: inches(12, 480),
    coneShare: fc.double({ min: 0.05, max: 1, noNaN: true }),
    angle: inches(10, 90),
  })
  .map(({ width, height, coneShare, angle }) => ({ width, height, coneHeight: height * coneShare, angle }));
const capped = fc
  .record({ height: inches(12, 144), capShare: fc.double({ min: 0.05, max: 1, noNaN: true }), body: inches(0, 600) })
  .map(({ height, capShare, body }) => {
    const cylinderCap = (height / 2) * capShare;
    return { height, cylinderCap, length: body + 2 * cylinderCap };
  });

const tank = fc.oneof(
  cylinderLike.map((d) => ({ typeId: TankType.HorizontalCylinder as number, d })),
  fc.record({ width: inches(6, 240), height: inches(6, 480) }).map((d) => ({ typeId: TankType.VerticalCylinder as number, d })),
  boxLike.map((d) => ({ typeId: TankType.Rectangle as number, d })),
  boxLike.map((d) => ({ typeId: TankType.Oval as number, d })),
  boxLike.map((d) => ({ typeId: TankType.VerticalOval as number, d })),
  boxLike.map((d) => ({ typeId: TankType.HorizontalOval as number, d })),
  coneBottom.map((d) => ({ typeId: TankType.ConeBottom as number, d })),
  capped.map((d) => ({ typeId: TankType.CappedHorizontalCylinder as number, d })),
);

const share = fc.double({ min: 0, max: 1, noNaN: true });

/** The shapes with a curved cross-section. */
const roundTank = tank.filter(({ typeId }) =>
  [TankType.HorizontalCylinder, TankType.Oval, TankType.HorizontalOval, TankType.CappedHorizontalCylinder, TankType.ConeBottom].includes(
    typeId as 1 | 4 | 6 | 7 | 8,
  ),
);

function vol(typeId: number, d: TankDimensions, level: number): number {
  const v = liquidVolumeGallons(typeId, d, level);
  if (v === null) throw new Error('expected a volume');
  return v;
}

describe('TANK_TYPES (spec 001 §9)', () => {
  it('has 40 ids with unique keys', () => {
    expect(TANK_TYPES.map((t) => t.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(TANK_TYPES.map((t) => t.key)).size).toBe(40);
    expect(new Set(TANK_TYPES.map((t) => t.label)).size).toBe(40);
  });

  it('keeps the fixed ids', () => {
    expect(TANK_TYPES.slice(0, 13).map((t) => t.label)).toEqual([
      'Horizontal Cylinder',
      'Vertical Cylinder',
      'Rectangle',
      'Oval',
      'Vertical Oval',
      'Horizontal Oval',
      'Cone Bottom',
      'Capped Horizontal Cylinder',
      'Horizontal Propane',
      'Vertical Propane',
      'Strapping Table',
      'Cryogenic',
      'CO2',
    ]);
    expect(tankTypeLabel(99)).toBe('Unknown');
  });

  it('measures only CO2 by weight', () => {
    expect(TANK_TYPES.filter((t) => t.measuredBy === 'weight').map((t) => t.id)).toEqual([TankType.CO2]);
  });

  it('computes capacity only for the eight basic shapes (spec 001 §5)', () => {
    expect(TANK_TYPES.filter((t) => hasComputedCapacity(t.id)).map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(hasComputedCapacity(99)).toBe(false);
  });

  it('requires the spec dimensions', () => {
    expect(requiredDimensions(TankType.HorizontalCylinder)).toEqual(['length', 'height']);
    expect(requiredDimensions(TankType.VerticalCylinder)).toEqual(['width', 'height']);
    for (const id of [TankType.Rectangle, TankType.Oval, TankType.VerticalOval, TankType.HorizontalOval]) {
      expect(requiredDimensions(id)).toEqual(['length', 'width', 'height']);
    }
    expect(requiredDimensions(TankType.ConeBottom)).toEqual(['width', 'height', 'coneHeight', 'angle']);
    expect(requiredDimensions(TankType.CappedHorizontalCylinder)).toEqual(['length', 'height', 'cylinderCap']);
    expect(requiredDimensions(TankType.HorizontalPropane)).toEqual([]);
    expect(requiredDimensions(TankType.StrappingTable)).toEqual([]);
    expect(geometryDimensions(TankType.HorizontalPropane)).toEqual(['length', 'height', 'cylinderCap']);
    expect(hasGeometry(TankType.CO2)).toBe(false);
    expect(hasGeometry(TankType.Tote275)).toBe(true);
  });

  it('validates ids', () => {
    expect(tankTypeIdSchema.safeParse(40).success).toBe(true);
    expect(tankTypeIdSchema.safeParse(41).success).toBe(false);
  });
});

describe('tankCapacityGallons: known tanks', () => {
  const g = (in3: number) => round1(in3 * GALLONS_PER_CUBIC_INCH);

  it('computes the textbook volumes', () => {
    expect(tankCapacityGallons(TankType.HorizontalCylinder, { length: 120, height: 48 })).toBe(g(Math.PI * 24 ** 2 * 120));
    expect(tankCapacityGallons(TankType.HorizontalCylinder, { length: 120, height: 48 })).toBe(940);
    expect(tankCapacityGallons(TankType.VerticalCylinder, { width: 48, height: 120 })).toBe(940);
    expect(tankCapacityGallons(TankType.Rectangle, { length: 48, width: 24, height: 36 })).toBe(179.5);
    // A 275-gallon heating-oil tank, 27 x 44 x 60, holds a little under its nominal size.
    const oil = Math.PI * 13.5 ** 2 + 27 * (44 - 27);
    expect(tankCapacityGallons(TankType.Oval, { length: 60, width: 27, height: 44 })).toBe(g(oil * 60));
    expect(tankCapacityGallons(TankType.Oval, { length: 60, width: 27, height: 44 })).toBe(267.9);
    // The same tank lying down.
    expect(tankCapacityGallons(TankType.HorizontalOval, { length: 60, width: 44, height: 27 })).toBe(267.9);
    // Racetrack plan 60 x 30, 50 tall.
    expect(tankCapacityGallons(TankType.VerticalOval, { length: 60, width: 30, height: 50 })).toBe(g((Math.PI * 15 ** 2 + 30 * 30) * 50));
    // 45 degree cone 24 deep under a 48 wide cylinder comes to a point: cone + cylinder.
    expect(tankCapacityGallons(TankType.ConeBottom, { width: 48, height: 72, coneHeight: 24, angle: 45 })).toBe(
      g((Math.PI * 24 ** 2 * 24) / 3 + Math.PI * 24 ** 2 * 48),
    );
    // Hemispherical heads: cylinder plus one sphere.
    expect(tankCapacityGallons(TankType.CappedHorizontalCylinder, { length: 120, height: 48, cylinderCap: 24 })).toBe(
      g(Math.PI * 24 ** 2 * 72 + (4 / 3) * Math.PI * 24 ** 3),
    );
  });

  it('gives a flat-bottomed frustum when the angle is steep, and a cylinder at 90 degrees', () => {
    // 60 degrees, 24 deep: the wall draws in 24 / tan 60 = 13.86 each side.
    const rb = 24 - 24 / Math.tan(Math.PI / 3);
    const frustum = ((Math.PI * 24) / 3) * (rb * rb + rb * 24 + 24 * 24);
    expect(tankCapacityGallons(TankType.ConeBottom, { width: 48, height: 72, coneHeight: 24, angle: 60 })).toBe(
      g(frustum + Math.PI * 24 ** 2 * 48),
    );
    expect(tankCapacityGallons(TankType.ConeBottom, { width: 48, height: 72, coneHeight: 24, angle: 90 })).toBe(
      tankCapacityGallons(TankType.VerticalCylinder, { width: 48, height: 72 }),
    );
  });

  it('is null when a required dimension is missing, not positive or contradictory', () => {
    expect(tankCapacityGallons(TankType.HorizontalCylinder, { length: 120 })).toBeNull();
    expect(tankCapacityGallons(TankType.HorizontalCylinder, { length: 120, height: null })).toBeNull();
    expect(tankCapacityGallons(TankType.HorizontalCylinder, { length: 0, height: 48 })).toBeNull();
    expect(tankCapacityGallons(TankType.Rectangle, { length: 1, width: -1, height: 1 })).toBeNull();
    expect(tankCapacityGallons(TankType.Rectangle, { length: 1, width: Number.NaN, height: 1 })).toBeNull();
    expect(tankCapacityGallons(TankType.Rectangle, { length: 1, width: Infinity, height: 1 })).toBeNull();
    expect(tankCapacityGallons(TankType.ConeBottom, { width: 48, height: 72, coneHeight: 24 })).toBeNull();
    expect(tankCapacityGallons(TankType.ConeBottom, { width: 48, height: 20, coneHeight: 24, angle: 45 })).toBeNull();
    expect(tankCapacityGallons(TankType.ConeBottom, { width: 48, height: 72, coneHeight: 24, angle: 91 })).toBeNull();
    expect(tankCapacityGallons(TankType.CappedHorizontalCylinder, { length: 40, height: 48, cylinderCap: 24 })).toBeNull();
  });

  it('is null for types whose capacity is not computed', () => {
    const dims = { length: 120, width: 48, height: 48, cylinderCap: 24, coneHeight: 10, angle: 45 };
    for (const id of [TankType.HorizontalPropane, TankType.StrappingTable, TankType.CO2, TankType.Tote275, 99]) {
      expect(tankCapacityGallons(id, dims)).toBeNull();
    }
    // ...though the propane tank's geometry still turns a level into gallons.
    expect(liquidVolumeGallons(TankType.HorizontalPropane, dims, 24)).toBeCloseTo(
      (tankCapacityGallons(TankType.CappedHorizontalCylinder, dims) ?? 0) / 2,
      0,
    );
    expect(liquidVolumeGallons(TankType.StrappingTable, dims, 24)).toBeNull();
  });

  it('ignores dimensions the shape does not use', () => {
    expect(tankCapacityGallons(TankType.HorizontalCylinder, { length: 120, height: 48, width: -5 })).toBe(940);
  });
});

describe('liquidVolumeGallons: properties', () => {
  it('is empty at 0, equals the rounded capacity when full, and clamps outside the tank', () => {
    fc.assert(
      fc.property(tank, ({ typeId, d }) => {
        const H = d.height;
        const full = vol(typeId, d, H);
        expect(vol(typeId, d, 0)).toBe(0);
        expect(vol(typeId, d, -5)).toBe(0);
        expect(vol(typeId, d, H * 2)).toBe(full);
        expect(full).toBe(geometryCapacityGallons(typeId, d));
        expect(tankCapacityGallons(typeId, d)).toBe(round1(full));
      }),
    );
  });

  it('never falls as the level rises', () => {
    fc.assert(
      fc.property(tank, share, share, ({ typeId, d }, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        // Allow rounding noise of the last few bits (the circle-segment formula subtracts two
        // nearly equal terms near the top); a real fall would be many orders larger.
        const noise = 1e-12 * vol(typeId, d, d.height);
        expect(vol(typeId, d, hi * d.height)).toBeGreaterThanOrEqual(vol(typeId, d, lo * d.height) - noise);
      }),
    );
  });

  it('is symmetric about mid-height for shapes that are (half full holds half the capacity)', () => {
    const symmetric = tank.filter(({ typeId }) => typeId !== TankType.ConeBottom);
    fc.assert(
      fc.property(symmetric, share, ({ typeId, d }, s) => {
        const H = d.height;
        const full = vol(typeId, d, H);
        expect(vol(typeId, d, H / 2)).toBeCloseTo(full / 2, 6);
        expect(vol(typeId, d, s * H) + vol(typeId, d, H - s * H)).toBeCloseTo(full, 6);
      }),
    );
  });

  it('is linear in level for walls that are vertical', () => {
    const straight = tank.filter(({ typeId }) =>
      [TankType.VerticalCylinder, TankType.Rectangle, TankType.VerticalOval].includes(typeId as 2 | 3 | 5),
    );
    fc.assert(
      fc.property(straight, share, ({ typeId, d }, s) => {
        const full = vol(typeId, d, d.height);
        expect(vol(typeId, d, s * d.height)).toBeCloseTo(full * s, 6);
      }),
    );
  });

  it('matches numerical integration of the slice area for the round shapes', () => {
    fc.assert(
      fc.property(roundTank, share, ({ typeId, d }, s) => {
        const h = s * d.height;
        const full = vol(typeId, d, d.height);
        const expected = integratedGallons(typeId, d as Dims, h);
        expect(Math.abs(vol(typeId, d, h) - expected)).toBeLessThanOrEqual(1e-4 * full + 1e-9);
      }),
      { numRuns: 60 },
    );
  });

  it('matches the closed forms at partial levels', () => {
    // Area of a circle of radius r below height h (0..2r): the circular segment. acos(1 - y/r)
    // written as 2 asin(sqrt(y / 2r)), which keeps its digits for a level a hair above the
    // bottom (acos of 1 - 1e-18 is acos(1) = 0 in floating point, which made this reference
    // negative there).
    // Above the middle, the whole circle less the segment above the level, for the same reason.
    const segment = (r: number, h: number): number => {
      const y = Math.min(Math.max(h, 0), 2 * r);
      if (y > r) return Math.PI * r * r - segment(r, 2 * r - y);
      return r * r * 2 * Math.asin(Math.sqrt(y / (2 * r))) - (r - y) * Math.sqrt(Math.max(0, 2 * r * y - y * y));
    };
    // Volume of a sphere of radius r below height h (a spherical cap, pi h^2 (3r - h) / 3).
    const sphereCap = (r: number, h: number) => {
      const y = Math.min(Math.max(h, 0), 2 * r);
      return (Math.PI * y * y * (3 * r - y)) / 3;
    };
    const closedForm = (typeId: number, d: Dims, h: number): number => {
      const { length: L, width: W, height: H, cylinderCap: c, coneHeight: hc, angle } = d;
      switch (typeId) {
        case TankType.HorizontalCylinder:
          return L * segment(H / 2, h);
        case TankType.CappedHorizontalCylinder:
          // The body's segment and two half-ellipsoid caps of semi-axes c, r, r: together a
          // sphere of radius r stretched by c / r along the tank.
          return (L - 2 * c) * segment(H / 2, h) + (c / (H / 2)) * sphereCap(H / 2, h);
        case TankType.Oval:
        case TankType.HorizontalOval: {
          const r = Math.min(W, H) / 2;
          if (W >= H) return L * ((W - 2 * r) * h + segment(r, h));
          // Upright obround: a half circle, a W-wide band, a half circle.
          const lower = segment(r, Math.min(h, r));
          const band = W * Math.min(Math.max(h - r, 0), H - 2 * r);
          const upper = h > H - r ? segment(r, r + (h - (H - r))) - segment(r, r) : 0;
          return L * (lower + band + upper);
        }
        case TankType.ConeBottom: {
          const R = W / 2;
          const rb = Math.max(0, R - hc / Math.tan((angle * Math.PI) / 180));
          const frustum = (y: number) => {
            const rho = rb + ((R - rb) * y) / hc;
            return (Math.PI * y * (rb * rb + rb * rho + rho * rho)) / 3;
          };
          return h <= hc ? frustum(h) : frustum(hc) + Math.PI * R * R * (h - hc);
        }
        default:
          throw new Error(`no closed form for ${typeId}`);
      }
    };
    fc.assert(
      fc.property(roundTank, share, ({ typeId, d }, s) => {
        const h = s * d.height;
        const expected =
          closedForm(typeId, { length: 0, width: 0, cylinderCap: 0, coneHeight: 0, angle: 0, ...d } as Dims, h) * GALLONS_PER_CUBIC_INCH;
        // Exact but for floating point (acos and square roots near the top of a round shape).
        expect(Math.abs(vol(typeId, d, h) - expected)).toBeLessThanOrEqual(1e-9 * expected + 1e-5);
      }),
      { numRuns: 300 },
    );
  });

  it('is null without geometry or with a NaN level', () => {
    expect(liquidVolumeGallons(TankType.CO2, { height: 10 }, 5)).toBeNull();
    expect(liquidVolumeGallons(TankType.Rectangle, { length: 1, width: 1, height: 1 }, Number.NaN)).toBeNull();
  });
});

describe('levelForVolume', () => {
  it('inverts liquidVolumeGallons', () => {
    fc.assert(
      fc.property(tank, fc.double({ min: 0.01, max: 0.99, noNaN: true }), ({ typeId, d }, s) => {
        const h = s * d.height;
        const v = vol(typeId, d, h);
        const level = levelForVolume(typeId, d, v);
        expect(level).not.toBeNull();
        expect(Math.abs((level ?? 0) - h)).toBeLessThanOrEqual(1e-6 * d.height);
        expect(vol(typeId, d, level ?? 0)).toBeCloseTo(v, 6);
      }),
    );
  });

  it('clamps to the tank and rejects bad dimensions', () => {
    const d = { length: 120, height: 48 };
    expect(levelForVolume(TankType.HorizontalCylinder, d, -1)).toBe(0);
    expect(levelForVolume(TankType.HorizontalCylinder, d, 10_000)).toBe(48);
    expect(levelForVolume(TankType.HorizontalCylinder, d, 470)).toBeCloseTo(24, 1);
    expect(levelForVolume(TankType.HorizontalCylinder, { length: 120 }, 100)).toBeNull();
    expect(levelForVolume(TankType.StrappingTable, d, 100)).toBeNull();
  });
});

describe('strapping tables', () => {
  const rows = [
    { level: 0, volume: 0 },
    { level: 10, volume: 50 },
    { level: 20, volume: 150 },
    { level: 30, volume: 200 },
  ];

  it('interpolates linearly between rows and clamps outside', () => {
    expect(strappingVolume(rows, 10)).toBe(50);
    expect(strappingVolume(rows, 15)).toBe(100);
    expect(strappingVolume(rows, 27.5)).toBe(187.5);
    expect(strappingVolume(rows, -3)).toBe(0);
    expect(strappingVolume(rows, 45)).toBe(200);
    expect(strappingVolume([...rows].reverse(), 15)).toBe(100);
    expect(strappingVolume([], 15)).toBeNull();
    expect(strappingVolume([{ level: 5, volume: 7 }], 15)).toBe(7);
  });

  it('reproduces any piecewise-linear chart exactly at and between its rows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 500, noNaN: true }), { minLength: 2, maxLength: 40 }),
        fc.double({ min: 0.1, max: 12, noNaN: true }),
        fc.nat(),
        share,
        (increments, step, pick, t) => {
          const tableValues = increments.reduce<number[]>((acc, inc) => [...acc, (acc.at(-1) ?? 0) + inc], []);
          const chart = strappingRows({ step, tableValues });
          const i = pick % (chart.length - 1);
          const a = chart[i] as { level: number; volume: number };
          const b = chart[i + 1] as { level: number; volume: number };
          const level = a.level + t * (b.level - a.level);
          const expected = a.volume + t * (b.volume - a.volume);
          expect(strappingVolume(chart, level)).toBeCloseTo(expected, 6);
          expect(strappingVolume(chart, a.level)).toBeCloseTo(a.volume, 9);
          // The inverse lands on a level with the same volume.
          const back = strappingLevelForVolume(chart, expected);
          expect(strappingVolume(chart, back ?? Number.NaN)).toBeCloseTo(expected, 6);
        },
      ),
    );
  });

  it('inverts to the lowest level reaching a volume', () => {
    const flat = [...rows, { level: 40, volume: 200 }];
    expect(strappingLevelForVolume(flat, 100)).toBe(15);
    expect(strappingLevelForVolume(flat, 200)).toBe(30);
    expect(strappingLevelForVolume(flat, 500)).toBe(40);
    expect(strappingLevelForVolume(flat, -1)).toBe(0);
    expect(strappingLevelForVolume([], 1)).toBeNull();
  });

  it('validates a chart', () => {
    const table = { make: 'Granby', model: '275 VO', height: 44, capacity: 275, step: 1, tableValues: [0, 3.2, 9] };
    expect(strappingTableSchema.parse(table)).toEqual(table);
    expect(strappingRows(table)).toEqual([
      { level: 0, volume: 0 },
      { level: 1, volume: 3.2 },
      { level: 2, volume: 9 },
    ]);
    const bad = strappingTableSchema.safeParse({ ...table, make: '', step: 0, tableValues: [5, 4] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Make: is required',
      'Step: must be greater than 0',
      'Table Values: must not decrease as the level rises',
    ]);
  });
});
