// The fleet map's tanks in columns (issue 17, docs/decisions/098-progressive-map.md): the map of a
// region of 100,000 tanks reads them in parts of a known uid range, several at a time, and draws
// each part as it arrives. A part is one object of parallel arrays (a tank is the same index in
// each), a fifth of the bytes of the same tanks as objects, and the map checks it with the loop
// below instead of a schema per row. No zod here: the map's chunk decodes parts with this file
// alone; map-tanks-schema.ts holds the zod schemas of the same shapes for the server's routes.
import type { AssetLocation } from './api';

/** The first part is small, so the first clusters are drawn early; the others hold up to MAP_PART. */
export const MAP_FIRST_PART = 2000;
export const MAP_PART = 5000;

/** A tank on the map: what the map's markers, filters and popups read. */
export type MapTank = Omit<AssetLocation, 'statusColor'>;

/** GET Asset/ByFolder/{folder}/Map/Parts: how many tanks stand in the folder's subtree and the
 * uid ranges (after `from`, through `through`) that split them into parts. */
export interface MapParts {
  tanks: number;
  parts: { from: number; through: number; tanks: number }[];
}

/** GET Asset/ByFolder/{folder}/Map/Tanks: the located tanks of one uid range, in columns. */
export interface MapTankColumns {
  uid: number[];
  label: string[];
  folderUid: number[];
  latitude: number[];
  longitude: number[];
  /** true: the position is the tank's GPS state; false: its folder's address. */
  gps: boolean[];
  status: number[];
  zone: (number | null)[];
  /** An index into `products`, or null. */
  product: (number | null)[];
  percentFull: (number | null)[];
  /** In the caller's volume unit, or weight unit where `weight` is true. */
  amountFull: (number | null)[];
  capacity: (number | null)[];
  weight: boolean[];
  daysLeft: (number | null)[];
  /** Central time, YYYY-MM-DDTHH:mm:ss. */
  readingDate: (string | null)[];
  /** The products the part's tanks hold, each once. */
  products: { uid: number; name: string }[];
  /** More tanks than a part holds stood in the range: the uid to ask on from; else null. */
  next: number | null;
}

export const MAP_TANK_COLUMNS = [
  'uid',
  'label',
  'folderUid',
  'latitude',
  'longitude',
  'gps',
  'status',
  'zone',
  'product',
  'percentFull',
  'amountFull',
  'capacity',
  'weight',
  'daysLeft',
  'readingDate',
] as const satisfies readonly (keyof MapTankColumns)[];

type Kind = 'number' | 'string' | 'boolean';
const KINDS: Record<(typeof MAP_TANK_COLUMNS)[number], { kind: Kind; nullable: boolean }> = {
  uid: { kind: 'number', nullable: false },
  label: { kind: 'string', nullable: false },
  folderUid: { kind: 'number', nullable: false },
  latitude: { kind: 'number', nullable: false },
  longitude: { kind: 'number', nullable: false },
  gps: { kind: 'boolean', nullable: false },
  status: { kind: 'number', nullable: false },
  zone: { kind: 'number', nullable: true },
  product: { kind: 'number', nullable: true },
  percentFull: { kind: 'number', nullable: true },
  amountFull: { kind: 'number', nullable: true },
  capacity: { kind: 'number', nullable: true },
  weight: { kind: 'boolean', nullable: false },
  daysLeft: { kind: 'number', nullable: true },
  readingDate: { kind: 'string', nullable: true },
};

/** Thrown when an answer is not a part of the map's tanks. */
export class MapPartShapeError extends Error {
  constructor(what: string) {
    super(`The map's tanks came back in an unexpected shape (${what}).`);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A part as the map's tanks, after checking its shape in one pass: every column an array of the
 * same length whose values have the column's type, every product index inside `products`.
 */
export function decodeMapTanks(body: unknown): { tanks: MapTank[]; next: number | null } {
  if (!isRecord(body)) throw new MapPartShapeError('not an object');
  const uids = body.uid;
  if (!Array.isArray(uids)) throw new MapPartShapeError('uid');
  const n = uids.length;
  for (const name of MAP_TANK_COLUMNS) {
    const column = body[name];
    if (!Array.isArray(column) || column.length !== n) throw new MapPartShapeError(name);
    const { kind, nullable } = KINDS[name];
    for (const v of column as unknown[]) {
      if (typeof v !== kind && !(nullable && v === null)) throw new MapPartShapeError(name);
    }
  }
  const products = body.products;
  if (!Array.isArray(products)) throw new MapPartShapeError('products');
  for (const p of products as unknown[]) {
    if (!isRecord(p) || typeof p.uid !== 'number' || typeof p.name !== 'string') throw new MapPartShapeError('products');
  }
  const next = body.next;
  if (next !== null && typeof next !== 'number') throw new MapPartShapeError('next');
  const c = body as unknown as MapTankColumns;
  const tanks = new Array<MapTank>(n);
  for (let i = 0; i < n; i++) {
    const pi = c.product[i] ?? null;
    const product = pi === null ? undefined : c.products[pi];
    if (pi !== null && !product) throw new MapPartShapeError('product');
    tanks[i] = {
      uid: c.uid[i] ?? 0,
      label: c.label[i] ?? '',
      folderUid: c.folderUid[i] ?? 0,
      latitude: c.latitude[i] ?? 0,
      longitude: c.longitude[i] ?? 0,
      source: c.gps[i] ? 'gps' : 'folder',
      status: c.status[i] ?? 0,
      zone: c.zone[i] ?? null,
      productUid: product?.uid ?? null,
      productName: product?.name ?? null,
      percentFull: c.percentFull[i] ?? null,
      amountFull: c.amountFull[i] ?? null,
      capacity: c.capacity[i] ?? null,
      amountUnit: c.weight[i] ? 'weight' : 'volume',
      daysLeft: c.daysLeft[i] ?? null,
      readingDate: c.readingDate[i] ?? null,
    };
  }
  return { tanks, next };
}
