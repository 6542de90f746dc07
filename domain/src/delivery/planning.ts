// Delivery planning rules (issue 17, docs/decisions/092-delivery-planning.md): which tanks are due,
// how much each takes, and the loads and their routes from the depot. Pure and zod-free (the web's
// page and the server's plan share it).
import type { LatLon } from '../tanks/gps';
import { distanceMatrix, planLoads, splitDeliveries } from './routing';

/** The days ahead a plan looks by default: tomorrow and the day after's deliveries (ours). */
export const DELIVERY_DAYS_DEFAULT = 3;
export const DELIVERY_DAYS_MAX = 60;
/** A bobtail propane or fuel truck carries about 3,000 gallons (ours; in the caller's volume unit). */
export const DELIVERY_TRUCK_DEFAULT = 3000;
export const DELIVERY_TRUCK_MIN = 1;
export const DELIVERY_TRUCK_MAX = 1_000_000;
/** The most tanks one plan routes (the soonest due first): a day's work for a large fleet, and
 * the savings construction's pairs stay a few million (ours). */
export const DELIVERY_MAX_STOPS = 2000;

/** Why a due tank is on no load. */
export const UNPLACED_REASONS = [
  { key: 'noLocation', label: 'No location (no GPS fix and no folder address)' },
  { key: 'noDepot', label: 'No depot' },
  { key: 'overLimit', label: 'More tanks due than one plan routes' },
] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number]['key'];
/** The presets the asset report offers (issue 17: the dispatcher's defaults). */
export const DUE_SOON_DAYS = 7;
export const LOW_PERCENT = 0.3;

export interface PlanTank {
  assetUid: number;
  label: string;
  folderUid: number;
  folderLabel: string;
  address: string;
  location: LatLon | null;
  productName: string | null;
  capacity: number;
  amountFull: number;
  heel: number;
  /** The asset report's days left (null: no usage known). */
  daysLeft: number | null;
  /** The tank's own reorder level: its Warning zone (a fraction). */
  warningPercent: number;
  /** The fraction of capacity a delivery fills it to (the product's max fill percent). */
  maxFillPercent: number;
}

/** Days until the tank falls to `reorder` (a fraction of capacity) at the usage behind its days
 * left: it uses (amount - heel) / daysLeft a day. 0 when it is there already; null when it uses
 * nothing known. */
export function daysToReorder(t: Pick<PlanTank, 'capacity' | 'amountFull' | 'heel' | 'daysLeft'>, reorder: number): number | null {
  const reorderAmount = reorder * t.capacity;
  if (t.amountFull <= reorderAmount) return 0;
  if (t.daysLeft === null || t.daysLeft <= 0) return t.daysLeft === 0 ? 0 : null;
  const perDay = Math.max(0, t.amountFull - t.heel) / t.daysLeft;
  if (perDay <= 0) return null;
  return (t.amountFull - reorderAmount) / perDay;
}

/** What fills the tank to its max fill. */
export function deliveryVolume(t: Pick<PlanTank, 'capacity' | 'amountFull' | 'maxFillPercent'>): number {
  return Math.max(0, t.capacity * t.maxFillPercent - t.amountFull);
}

export interface PlannedStop {
  tank: PlanTank;
  reorderPercent: number;
  daysToReorder: number;
  volume: number;
  legMiles: number;
}

export interface PlannedLoad {
  volume: number;
  miles: number;
  stops: PlannedStop[];
}

export interface PlanOptions {
  days: number;
  truckCapacity: number;
  /** One reorder level for every tank; null: each tank's Warning zone. */
  reorderPercent: number | null;
}

/**
 * The plan: the tanks reaching their reorder level within `days`, with something to deliver; those
 * with a location go onto loads no fuller than the truck, each in route order from the depot; the
 * others are listed as unplaced. Without a depot every located tank is unplaced too.
 */
export function buildPlan(tanks: readonly PlanTank[], depot: LatLon | null, opts: PlanOptions) {
  const due = tanks.flatMap((tank) => {
    const reorderPercent = opts.reorderPercent ?? tank.warningPercent;
    const days = daysToReorder(tank, reorderPercent);
    const volume = deliveryVolume(tank);
    if (days === null || days > opts.days || volume <= 0) return [];
    return [{ tank, reorderPercent, daysToReorder: days, volume }];
  });
  due.sort((a, b) => a.daysToReorder - b.daysToReorder || a.tank.assetUid - b.tank.assetUid);
  const unplaced: { tank: PlanTank; reason: UnplacedReason }[] = [];
  const routable: typeof due = [];
  for (const d of due) {
    if (!d.tank.location) unplaced.push({ tank: d.tank, reason: 'noLocation' });
    else if (!depot) unplaced.push({ tank: d.tank, reason: 'noDepot' });
    else if (routable.length >= DELIVERY_MAX_STOPS) unplaced.push({ tank: d.tank, reason: 'overLimit' });
    else routable.push(d);
  }
  if (!depot || routable.length === 0) return { loads: [] as PlannedLoad[], unplaced };

  const deliveries = splitDeliveries(
    routable.map((d) => d.volume),
    opts.truckCapacity,
  );
  const m = distanceMatrix(
    depot,
    deliveries.map((d) => routable[d.tank]!.tank.location!),
  );
  const loads = planLoads(
    m,
    deliveries.map((d) => d.volume),
    opts.truckCapacity,
  ).map((load) => {
    let prev = 0;
    const stops = load.stops.map((s) => {
      const legMiles = m.at(prev, s + 1);
      prev = s + 1;
      const delivery = deliveries[s]!;
      return { ...routable[delivery.tank]!, volume: delivery.volume, legMiles };
    });
    return { volume: load.volume, miles: load.miles, stops };
  });
  return { loads, unplaced };
}

export const DELIVERY_CSV_HEADER = [
  'Load',
  'Stop',
  'Tank',
  'Folder',
  'Address',
  'Product',
  'Percent Full',
  'Days Left',
  'Reorder Percent',
  'Days To Reorder',
  'Capacity',
  'Deliver',
  'Leg Miles',
  'Latitude',
  'Longitude',
] as const;

interface CsvStop {
  sequence: number;
  label: string;
  folderLabel: string;
  address: string;
  productName: string | null;
  percentFull: number;
  daysLeft: number | null;
  reorderPercent: number;
  daysToReorder: number;
  capacity: number;
  volume: number;
  legMiles: number;
  latitude: number;
  longitude: number;
}

function csvCell(v: string): string {
  // A cell starting with = + - @ is text to a spreadsheet, not a formula (a negative number stays).
  const safe = /^[=+\-@]/.test(v) && !/^-\d+(\.\d+)?$/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const pct = (f: number) => (f * 100).toFixed(1);
const one = (n: number) => n.toFixed(1);

/** The plan as CSV, one line per stop in load and route order (the page's export and the email's
 * attachment). */
export function deliveryCsv(loads: readonly { number: number; stops: readonly CsvStop[] }[]): string {
  const lines = [DELIVERY_CSV_HEADER.join(',')];
  for (const l of loads) {
    for (const s of l.stops) {
      lines.push(
        [
          String(l.number),
          String(s.sequence),
          s.label,
          s.folderLabel,
          s.address,
          s.productName ?? '',
          pct(s.percentFull),
          s.daysLeft === null ? '' : one(s.daysLeft),
          pct(s.reorderPercent),
          one(s.daysToReorder),
          one(s.capacity),
          one(s.volume),
          one(s.legMiles),
          s.latitude.toFixed(5),
          s.longitude.toFixed(5),
        ]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
