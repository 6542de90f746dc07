// spec 001 §5 Tank capacity calculation and §9 Enumerations (tank types); DOMAIN.md Tank
// vocabulary. Dimensions and levels are in inches, volumes in gallons (the base units of units.ts);
// the user's unit settings only change what is shown.
//
// Geometry models (ours; the spec names the shapes and their dimensions, not the formulas):
// - horizontal cylinder: height is the diameter, length the shell length.
// - vertical cylinder: width is the diameter.
// - rectangle: length x width x height.
// - oval and horizontal oval: an obround cross-section (two flat sides joined by half-rounds whose
//   diameter is the shorter of width and height) extruded along the length. Oval (4) is the
//   heating-oil tank standing up (height > width: half-round top and bottom); horizontal oval (6)
//   is the same tank lying down (height < width: flat top and bottom, half-round sides). One
//   formula serves both: the rounded ends are always on the shorter side.
// - vertical oval: an upright tank whose plan is an obround (racetrack) of length x width with
//   vertical walls, so volume is linear in level.
// - cone bottom: width is the diameter of the cylindrical section, height the total height,
//   coneHeight the vertical height of the cone under the cylinder, and angle the cone wall's angle
//   from horizontal in degrees (0 < angle <= 90). The wall draws in by coneHeight / tan(angle) on
//   each side, so the outlet at the bottom has diameter width - 2 * coneHeight / tan(angle): a
//   frustum. When that is not positive (the entered angle is shallower than the cone height
//   allows) the cone comes to a point; the measured coneHeight wins over the angle.
// - capped horizontal cylinder: length is the overall length including both caps, height the
//   diameter, cylinderCap the depth of each cap ("cap width"). Each cap is half of an ellipsoid
//   with semi-axes cylinderCap (along the tank) and height / 2, so cylinderCap = height / 2 is a
//   hemispherical head (a propane tank) and a small cylinderCap a shallow dished head.
import { z } from 'zod';
import { RULE_TEXT, fieldMessage, text, typeMessage } from '../validation';
import { VolumeUnit, convertVolume } from '../units';

/** spec 001 §3.5 Tank config dimension fields. */
export const TANK_DIMENSIONS = [
  { key: 'length', label: 'Length' },
  { key: 'width', label: 'Width' },
  { key: 'height', label: 'Height' },
  { key: 'cylinderCap', label: 'Cap Width' },
  { key: 'coneHeight', label: 'Cone Height' },
  { key: 'angle', label: 'Angle' },
] as const;

export type TankDimensionKey = (typeof TANK_DIMENSIONS)[number]['key'];
/** Dimensions as a tank config carries them: inches (angle in degrees), any may be unset. */
export type TankDimensions = Partial<Record<TankDimensionKey, number | null>>;

/** The geometry a tank type uses; `dimensions` is what that geometry needs (spec 001 §5). */
export const TANK_SHAPES = [
  { key: 'horizontalCylinder', label: 'Horizontal Cylinder', dimensions: ['length', 'height'] },
  { key: 'verticalCylinder', label: 'Vertical Cylinder', dimensions: ['width', 'height'] },
  { key: 'rectangle', label: 'Rectangle', dimensions: ['length', 'width', 'height'] },
  { key: 'oval', label: 'Oval', dimensions: ['length', 'width', 'height'] },
  { key: 'verticalOval', label: 'Vertical Oval', dimensions: ['length', 'width', 'height'] },
  { key: 'horizontalOval', label: 'Horizontal Oval', dimensions: ['length', 'width', 'height'] },
  { key: 'coneBottom', label: 'Cone Bottom', dimensions: ['width', 'height', 'coneHeight', 'angle'] },
  { key: 'cappedHorizontalCylinder', label: 'Capped Horizontal Cylinder', dimensions: ['length', 'height', 'cylinderCap'] },
  // Level to volume comes from the tank's strapping table.
  { key: 'strapping', label: 'Strapping Table', dimensions: [] },
  // No geometry: capacity is entered and the level is read as a share of it.
  { key: 'none', label: 'None', dimensions: [] },
] as const satisfies readonly { key: string; label: string; dimensions: readonly TankDimensionKey[] }[];

export type TankShapeKey = (typeof TANK_SHAPES)[number]['key'];

interface TankTypeDefinition {
  id: number;
  key: string;
  label: string;
  shape: TankShapeKey;
  /** spec 001 §9: "CO2 is measured by weight; all others by volume". */
  measuredBy: 'volume' | 'weight';
  /** spec 001 §5: capacity is calculated from dimensions only for the eight basic shapes; other
   * types take the capacity the user enters or the strapping table's. */
  capacityFrom: 'dimensions' | 'strapping' | 'entered';
}

/** spec 001 §9: "Tank types: 40 ids". Ids 1-13 are fixed; 14-40 are the other tanks a fuel,
 * propane and lubricant distributor monitors, each mapped to the geometry it is built as. */
export const TANK_TYPES = [
  {
    id: 1,
    key: 'HorizontalCylinder',
    label: 'Horizontal Cylinder',
    shape: 'horizontalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'dimensions',
  },
  {
    id: 2,
    key: 'VerticalCylinder',
    label: 'Vertical Cylinder',
    shape: 'verticalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'dimensions',
  },
  { id: 3, key: 'Rectangle', label: 'Rectangle', shape: 'rectangle', measuredBy: 'volume', capacityFrom: 'dimensions' },
  { id: 4, key: 'Oval', label: 'Oval', shape: 'oval', measuredBy: 'volume', capacityFrom: 'dimensions' },
  { id: 5, key: 'VerticalOval', label: 'Vertical Oval', shape: 'verticalOval', measuredBy: 'volume', capacityFrom: 'dimensions' },
  { id: 6, key: 'HorizontalOval', label: 'Horizontal Oval', shape: 'horizontalOval', measuredBy: 'volume', capacityFrom: 'dimensions' },
  { id: 7, key: 'ConeBottom', label: 'Cone Bottom', shape: 'coneBottom', measuredBy: 'volume', capacityFrom: 'dimensions' },
  {
    id: 8,
    key: 'CappedHorizontalCylinder',
    label: 'Capped Horizontal Cylinder',
    shape: 'cappedHorizontalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'dimensions',
  },
  {
    id: 9,
    key: 'HorizontalPropane',
    label: 'Horizontal Propane',
    shape: 'cappedHorizontalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'entered',
  },
  { id: 10, key: 'VerticalPropane', label: 'Vertical Propane', shape: 'verticalCylinder', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 11, key: 'StrappingTable', label: 'Strapping Table', shape: 'strapping', measuredBy: 'volume', capacityFrom: 'strapping' },
  { id: 12, key: 'Cryogenic', label: 'Cryogenic', shape: 'none', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 13, key: 'CO2', label: 'CO2', shape: 'none', measuredBy: 'weight', capacityFrom: 'entered' },
  { id: 14, key: 'Tote275', label: '275 Gallon Tote', shape: 'rectangle', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 15, key: 'Tote330', label: '330 Gallon Tote', shape: 'rectangle', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 16, key: 'DoubleWallRectangle', label: 'Double Wall Rectangle', shape: 'rectangle', measuredBy: 'volume', capacityFrom: 'entered' },
  {
    id: 17,
    key: 'DoubleWallHorizontalCylinder',
    label: 'Double Wall Horizontal Cylinder',
    shape: 'horizontalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'entered',
  },
  {
    id: 18,
    key: 'DoubleWallVerticalCylinder',
    label: 'Double Wall Vertical Cylinder',
    shape: 'verticalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'entered',
  },
  {
    id: 19,
    key: 'UndergroundSteel',
    label: 'Underground Steel Cylinder',
    shape: 'horizontalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'entered',
  },
  {
    id: 20,
    key: 'FiberglassUnderground',
    label: 'Fiberglass Underground',
    shape: 'cappedHorizontalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'entered',
  },
  {
    id: 21,
    key: 'UndergroundPropane',
    label: 'Underground Propane',
    shape: 'cappedHorizontalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'entered',
  },
  {
    id: 22,
    key: 'BulkPropane',
    label: 'Bulk Propane Storage',
    shape: 'cappedHorizontalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'entered',
  },
  { id: 23, key: 'Drum55', label: '55 Gallon Drum', shape: 'verticalCylinder', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 24, key: 'HorizontalDrum', label: 'Horizontal Drum', shape: 'horizontalCylinder', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 25, key: 'LubeCube', label: 'Lube Cube', shape: 'rectangle', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 26, key: 'FuelCube', label: 'Fuel Cube', shape: 'rectangle', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 27, key: 'SkidTank', label: 'Skid Tank', shape: 'rectangle', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 28, key: 'FracTank', label: 'Frac Tank', shape: 'rectangle', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 29, key: 'VerticalPoly', label: 'Vertical Poly', shape: 'verticalCylinder', measuredBy: 'volume', capacityFrom: 'entered' },
  {
    id: 30,
    key: 'HorizontalLegPoly',
    label: 'Horizontal Leg Poly',
    shape: 'horizontalOval',
    measuredBy: 'volume',
    capacityFrom: 'entered',
  },
  { id: 31, key: 'DefTank', label: 'DEF Tank', shape: 'verticalCylinder', measuredBy: 'volume', capacityFrom: 'entered' },
  {
    id: 32,
    key: 'VerticalBulkStorage',
    label: 'Vertical Bulk Storage',
    shape: 'verticalCylinder',
    measuredBy: 'volume',
    capacityFrom: 'entered',
  },
  { id: 33, key: 'ConeBottomPoly', label: 'Cone Bottom Poly', shape: 'coneBottom', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 34, key: 'Spherical', label: 'Spherical', shape: 'strapping', measuredBy: 'volume', capacityFrom: 'strapping' },
  { id: 35, key: 'CompartmentTank', label: 'Compartment Tank', shape: 'horizontalCylinder', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 36, key: 'GeneratorSubBase', label: 'Generator Sub-Base', shape: 'rectangle', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 37, key: 'DayTank', label: 'Day Tank', shape: 'rectangle', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 38, key: 'PressureVessel', label: 'Pressure Vessel', shape: 'none', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 39, key: 'Bladder', label: 'Bladder', shape: 'none', measuredBy: 'volume', capacityFrom: 'entered' },
  { id: 40, key: 'Other', label: 'Other', shape: 'none', measuredBy: 'volume', capacityFrom: 'entered' },
] as const satisfies readonly TankTypeDefinition[];

type TankTypeEntry = (typeof TANK_TYPES)[number];
export type TankTypeKey = TankTypeEntry['key'];

export const TankType = Object.fromEntries(TANK_TYPES.map((t) => [t.key, t.id])) as {
  [K in TankTypeKey]: Extract<TankTypeEntry, { key: K }>['id'];
};

export const tankTypeIdSchema = z.literal(
  TANK_TYPES.map((t) => t.id),
  { error: 'Tank Type: is not a known tank type' },
);

export function tankTypeById(id: number): TankTypeEntry | undefined {
  return TANK_TYPES.find((t) => t.id === id);
}

export function tankTypeLabel(id: number): string {
  return tankTypeById(id)?.label ?? 'Unknown';
}

function shapeOf(tankTypeId: number) {
  const type = tankTypeById(tankTypeId);
  return type ? TANK_SHAPES.find((s) => s.key === type.shape) : undefined;
}

/** spec 001 §5: capacity is calculated only for the eight basic shapes. */
export function hasComputedCapacity(tankTypeId: number): boolean {
  return tankTypeById(tankTypeId)?.capacityFrom === 'dimensions';
}

/** Dimensions a tank form must require (spec 001 §5); none for types whose capacity is entered
 * or comes from a strapping table. */
export function requiredDimensions(tankTypeId: number): readonly TankDimensionKey[] {
  return hasComputedCapacity(tankTypeId) ? (shapeOf(tankTypeId)?.dimensions ?? []) : [];
}

/** Dimensions the type's geometry uses for level to volume (the required ones for the eight). */
export function geometryDimensions(tankTypeId: number): readonly TankDimensionKey[] {
  return shapeOf(tankTypeId)?.dimensions ?? [];
}

/** Whether level to volume can be computed from dimensions for this type. */
export function hasGeometry(tankTypeId: number): boolean {
  return geometryDimensions(tankTypeId).length > 0;
}

// ---- geometry, in inches and cubic inches ----

/** Level range [0, height] and the liquid volume (cubic inches) at a level in that range. */
interface ShapeModel {
  height: number;
  volumeAt(level: number): number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Area of a circle of radius r below a horizontal chord t above its lowest point. */
function circleSegmentArea(r: number, t: number): number {
  const tc = clamp(t, 0, 2 * r);
  // Above the centre, the full circle minus the empty segment: keeps the answer accurate (and
  // volume strictly rising) right up to the top, where the direct formula loses its last digits.
  if (tc > r) return Math.PI * r * r - circleSegmentArea(r, 2 * r - tc);
  // Half-angle and half-chord written without subtracting nearly equal numbers.
  const halfAngle = 2 * Math.asin(Math.sqrt(tc / (2 * r)));
  return r * r * halfAngle - (r - tc) * Math.sqrt(tc * (2 * r - tc));
}

/** Area below level h of an obround width w by height hTotal, rounded on its shorter side. */
function obroundAreaBelow(w: number, hTotal: number, h: number): number {
  const r = Math.min(w, hTotal) / 2;
  const band = hTotal - 2 * r; // straight vertical run between the half-rounds (0 when lying)
  const flat = (w - 2 * r) * h; // straight horizontal run between the half-rounds (0 when standing)
  if (h <= r) return flat + circleSegmentArea(r, h);
  if (h <= r + band) return flat + (Math.PI * r * r) / 2 + 2 * r * (h - r);
  return flat + 2 * r * band + circleSegmentArea(r, h - band);
}

/** Positive finite values of the named dimensions, or null if any is missing or not positive. */
function positiveDims(dims: TankDimensions, keys: readonly TankDimensionKey[]): Record<TankDimensionKey, number> | null {
  const out: Partial<Record<TankDimensionKey, number>> = {};
  for (const key of keys) {
    const v = dims[key];
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) return null;
    out[key] = v;
  }
  return out as Record<TankDimensionKey, number>;
}

function shapeModel(tankTypeId: number, dims: TankDimensions): ShapeModel | null {
  const shape = shapeOf(tankTypeId);
  if (!shape || shape.dimensions.length === 0) return null;
  const d = positiveDims(dims, shape.dimensions);
  if (!d) return null;
  const { length: L, width: W, height: H, cylinderCap: cap, coneHeight: hc, angle } = d;
  switch (shape.key) {
    case 'horizontalCylinder':
      return { height: H, volumeAt: (h) => L * circleSegmentArea(H / 2, h) };
    case 'verticalCylinder':
      return { height: H, volumeAt: (h) => Math.PI * (W / 2) ** 2 * h };
    case 'rectangle':
      return { height: H, volumeAt: (h) => L * W * h };
    case 'oval':
    case 'horizontalOval':
      return { height: H, volumeAt: (h) => L * obroundAreaBelow(W, H, h) };
    case 'verticalOval': {
      const r = Math.min(L, W) / 2;
      const plan = L * W - (4 - Math.PI) * r * r;
      return { height: H, volumeAt: (h) => plan * h };
    }
    case 'coneBottom': {
      if (hc > H || angle > 90) return null;
      const R = W / 2;
      const rb = Math.max(0, R - hc / Math.tan((angle * Math.PI) / 180));
      const frustum = (h: number, top: number) => ((Math.PI * h) / 3) * (rb * rb + rb * top + top * top);
      const cone = frustum(hc, R);
      return {
        height: H,
        volumeAt: (h) => (h <= hc ? frustum(h, rb + ((R - rb) * h) / hc) : cone + Math.PI * R * R * (h - hc)),
      };
    }
    case 'cappedHorizontalCylinder': {
      if (2 * cap > L) return null;
      const r = H / 2;
      const body = L - 2 * cap;
      // The two half-ellipsoid caps together make one ellipsoid: a sphere of radius r stretched
      // by cap / r along the tank, whose filled part is a spherical cap stretched the same way.
      const caps = (h: number) => (cap / r) * ((Math.PI * h * h * (3 * r - h)) / 3);
      return { height: H, volumeAt: (h) => body * circleSegmentArea(r, h) + caps(h) };
    }
  }
  return null;
}

const cubicInchesToGallons = (in3: number) => convertVolume(in3, VolumeUnit.CubicInches, VolumeUnit.Gallons);

/**
 * spec 001 §5: capacity from dimensions, "converted from cubic inches to gallons, rounded to 1
 * decimal", for the eight basic shapes only; null when a required dimension is missing or not
 * positive, or the dimensions contradict each other (a cone taller than the tank, caps longer
 * than the tank).
 */
export function tankCapacityGallons(tankTypeId: number, dims: TankDimensions): number | null {
  if (!hasComputedCapacity(tankTypeId)) return null;
  const model = shapeModel(tankTypeId, dims);
  if (!model) return null;
  return Math.round(cubicInchesToGallons(model.volumeAt(model.height)) * 10) / 10;
}

/** Full volume of the geometry in gallons, unrounded; for any type with a geometry. */
export function geometryCapacityGallons(tankTypeId: number, dims: TankDimensions): number | null {
  const model = shapeModel(tankTypeId, dims);
  return model ? cubicInchesToGallons(model.volumeAt(model.height)) : null;
}

/** Gallons of product at a level (inches full), unrounded; the level is clamped to the tank so
 * the answer lies in [0, capacity]. Null when the type has no geometry or dimensions are bad. */
export function liquidVolumeGallons(tankTypeId: number, dims: TankDimensions, levelInches: number): number | null {
  const model = shapeModel(tankTypeId, dims);
  if (!model || Number.isNaN(levelInches)) return null;
  return cubicInchesToGallons(model.volumeAt(clamp(levelInches, 0, model.height)));
}

/** liquidVolumeGallons with the shape worked out once, for computing many levels of one tank
 * (ingestion, the demo history). Null when the type has no geometry or dimensions are bad. */
export function volumeAtLevel(tankTypeId: number, dims: TankDimensions): ((levelInches: number) => number | null) | null {
  const model = shapeModel(tankTypeId, dims);
  if (!model) return null;
  return (level) => (Number.isNaN(level) ? null : cubicInchesToGallons(model.volumeAt(clamp(level, 0, model.height))));
}

/** levelForVolume with the shape worked out once. */
export function levelAtVolume(tankTypeId: number, dims: TankDimensions): ((volumeGallons: number) => number | null) | null {
  const model = shapeModel(tankTypeId, dims);
  if (!model) return null;
  return (volume) => bisectLevel(model, volume);
}

function bisectLevel(model: ShapeModel, volumeGallons: number): number | null {
  if (Number.isNaN(volumeGallons)) return null;
  if (volumeGallons <= 0) return 0;
  if (volumeGallons >= cubicInchesToGallons(model.volumeAt(model.height))) return model.height;
  let lo = 0;
  let hi = model.height;
  // 60 halvings take any tank height below a billionth of an inch.
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (cubicInchesToGallons(model.volumeAt(mid)) < volumeGallons) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Level (inches) at which the tank holds a volume: the inverse of liquidVolumeGallons, found by
 * bisection because the round shapes have no closed-form inverse. Clamped to [0, height]. */
export function levelForVolume(tankTypeId: number, dims: TankDimensions, volumeGallons: number): number | null {
  const model = shapeModel(tankTypeId, dims);
  return model ? bisectLevel(model, volumeGallons) : null;
}

// ---- strapping tables (spec 001 §3.3 StrappingTable; DOMAIN.md: interpolated between rows) ----

export interface StrappingRow {
  /** Inches from the bottom. */
  level: number;
  /** Gallons at that level. */
  volume: number;
}

// The type message ('is required', or 'must be a number' for text) comes from the global map.
const positiveNumber = (displayName: string) => z.number().positive({ error: fieldMessage(displayName, RULE_TEXT.min(0)) });

/**
 * A manufacturer's level-to-volume chart kept per folder (spec 001 §7 Asset/StrappingTable).
 * tableValues[i] is the volume in gallons at level i * step inches, so the chart starts at the
 * bottom of the tank and the step is written once rather than on every row.
 */
export const strappingTableSchema = z.object({
  make: text('Make', { min: 1, max: 100 }),
  model: text('Model', { min: 1, max: 100 }),
  height: positiveNumber('Height'),
  capacity: positiveNumber('Capacity'),
  step: positiveNumber('Step'),
  tableValues: z
    .array(z.number().nonnegative({ error: fieldMessage('Table Values', RULE_TEXT.atLeast(0)) }), {
      error: typeMessage('Table Values', 'array'),
    })
    .min(2, { error: fieldMessage('Table Values', 'must have at least 2 rows') })
    .refine((values) => values.every((v, i) => i === 0 || v >= (values[i - 1] ?? v)), {
      error: fieldMessage('Table Values', 'must not decrease as the level rises'),
    }),
});
export type StrappingTable = z.infer<typeof strappingTableSchema>;

/** The chart as level/volume rows. */
export function strappingRows(table: Pick<StrappingTable, 'step' | 'tableValues'>): StrappingRow[] {
  return table.tableValues.map((volume, i) => ({ level: i * table.step, volume }));
}

function sortedRows(table: readonly StrappingRow[]): StrappingRow[] {
  return [...table].sort((a, b) => a.level - b.level);
}

/** Volume at a level by linear interpolation between rows; below the first row or above the last
 * the end row's volume. Null for an empty table. */
export function strappingVolume(table: readonly StrappingRow[], levelInches: number): number | null {
  const rows = sortedRows(table);
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last || Number.isNaN(levelInches)) return null;
  if (levelInches <= first.level) return first.volume;
  if (levelInches >= last.level) return last.volume;
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1];
    const b = rows[i];
    if (!a || !b || levelInches > b.level) continue;
    // Here a.level < levelInches <= b.level, so the rows differ in level.
    return a.volume + ((b.volume - a.volume) * (levelInches - a.level)) / (b.level - a.level);
  }
  return last.volume;
}

/** Lowest level at which the chart reaches a volume (inverse of strappingVolume for a chart whose
 * volumes do not decrease); clamped to the chart's ends. Null for an empty table. */
export function strappingLevelForVolume(table: readonly StrappingRow[], volumeGallons: number): number | null {
  const rows = sortedRows(table);
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last || Number.isNaN(volumeGallons)) return null;
  if (volumeGallons <= first.volume) return first.level;
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1];
    const b = rows[i];
    if (!a || !b || volumeGallons > b.volume) continue;
    // Here a.volume < volumeGallons <= b.volume: b is the first row that reaches the volume.
    return a.level + ((b.level - a.level) * (volumeGallons - a.volume)) / (b.volume - a.volume);
  }
  return last.level;
}
