// The folder summary's charts as data (issue #6 "/report/summary: the folder summary with charts
// (tanks by zone, volume by product, devices by state) and links into filtered reports"): each bar
// or segment carries its colour (spec 001 §9 zone colours through the --zone-* CSS variables) and
// the link that opens the Asset or Device report filtered to exactly the rows it counts.
import type { EntityReportKey, GridFilterModel } from '@ullage/domain/reports/api';
import type { FolderSummary, SummaryCount, SummaryProduct } from '@ullage/domain/reports/summary-api';
import { DEVICE_FLAGS, DeviceFlag } from '@ullage/domain/devices/devices';
import { formatGridValue, GridValueFormat, type DisplayUnits } from '@ullage/domain/reports/display';
import { ZONES } from '@ullage/domain/tanks/zones';
import type { SummaryDevices } from '../api/get-folder-summary';
import { reportHref } from './report-href';

/** The report columns the summary's links filter on: the Asset and Device reports' column ids
 * (server/src/modules/report/asset-report.ts, device-report.ts). */
export const SUMMARY_LINK_COLUMNS = {
  assetStatus: 'status',
  assetZone: 'zone',
  assetProduct: 'productName',
  /** Both reports: through a gateway or stand-alone, as gatewaysOnly / monitorsOnly split them. */
  connection: 'connection',
  deviceActivationState: 'activationState',
  /** The Device report's yes/no column of each device flag (spec 001 §4). */
  deviceFlags: {
    [DeviceFlag.Late]: 'late',
    [DeviceFlag.LowBattery]: 'lowBattery',
    [DeviceFlag.Error]: 'error',
    [DeviceFlag.NotReported]: 'notReported',
  } as Readonly<Record<number, string>>,
} as const;

/** The report of the folder listing what a summary count counted: the item's own filters, and
 * with "Gateways only" or "Monitors only" the connection as well. */
export function summaryLink(
  kind: Extract<EntityReportKey, 'Asset' | 'Device'>,
  folderUid: number,
  devices: SummaryDevices,
  filters: GridFilterModel = {},
): string {
  const side: GridFilterModel =
    devices === 'all'
      ? {}
      : { [SUMMARY_LINK_COLUMNS.connection]: { filterType: 'set', values: [devices === 'gateways' ? 'gateway' : 'monitor'] } };
  return reportHref({ kind, folderUid, filters: { ...side, ...filters } });
}

/** Summary zone id 0: tanks without a reading (domain/src/reports/summary-api.ts). */
export const NO_READING_ZONE = 0;

export interface ChartItem {
  key: string;
  label: string;
  value: number;
  /** A CSS colour, usually a theme variable. */
  color: string;
  /** The filtered report listing what this item counts; null when it counts nothing. */
  href: string | null;
}

const setFilter = (colId: string, values: (string | null)[]): GridFilterModel => ({ [colId]: { filterType: 'set', values } });
/** AG Grid's yes/no filter: the options 'true' and 'false' of its text filter (ADR 016). */
const yesNoFilter = (colIds: readonly string[], yes: boolean): GridFilterModel =>
  Object.fromEntries(colIds.map((colId) => [colId, { filterType: 'text' as const, type: yes ? 'true' : 'false' }]));

function zoneColor(id: number): string {
  const zone = ZONES.find((z) => z.id === id);
  return zone ? `var(--zone-${zone.key.toLowerCase()})` : 'var(--chart-neutral)';
}

/** Tanks by zone: Safe, Warning, Critical, then "No Reading", coloured as the grid colours them. */
export function zoneChart(counts: readonly SummaryCount[], folderUid: number, devices: SummaryDevices): ChartItem[] {
  return counts.map((c) => ({
    key: `zone-${c.id}`,
    label: c.label,
    value: c.count,
    color: zoneColor(c.id),
    href:
      c.count > 0
        ? summaryLink(
            'Asset',
            folderUid,
            devices,
            setFilter(SUMMARY_LINK_COLUMNS.assetZone, [c.id === NO_READING_ZONE ? null : String(c.id)]),
          )
        : null,
  }));
}

/** Tanks by status (spec 001 §4 asset status types), each counted under its most urgent one. */
export function statusChart(counts: readonly SummaryCount[], folderUid: number, devices: SummaryDevices): ChartItem[] {
  return counts.map((c) => ({
    key: `status-${c.id}`,
    label: c.label,
    value: c.count,
    color: c.id === 0 ? 'var(--zone-safe)' : 'var(--chart-accent)',
    href: c.count > 0 ? summaryLink('Asset', folderUid, devices, setFilter(SUMMARY_LINK_COLUMNS.assetStatus, [String(c.id)])) : null,
  }));
}

/** Devices by flag (late, low battery, error, not reported) and, last, those with none. */
export function deviceFlagChart(summary: FolderSummary, devices: SummaryDevices): ChartItem[] {
  const folderUid = summary.folderUid;
  const flagged = summary.devices.byFlag.map((c) => ({
    key: `flag-${c.id}`,
    label: c.label,
    value: c.count,
    color: 'var(--zone-critical)',
    href: c.count > 0 ? summaryLink('Device', folderUid, devices, yesNoFilter([SUMMARY_LINK_COLUMNS.deviceFlags[c.id]!], true)) : null,
  }));
  // No flag at all: every flag column "No", all of them together.
  const allFlags = DEVICE_FLAGS.map((f) => SUMMARY_LINK_COLUMNS.deviceFlags[f.id]!);
  const ok: ChartItem = {
    key: 'flag-none',
    label: 'No Flags',
    value: summary.devices.ok,
    color: 'var(--zone-safe)',
    href: summary.devices.ok > 0 ? summaryLink('Device', folderUid, devices, yesNoFilter(allFlags, false)) : null,
  };
  return [...flagged, ok];
}

/** Devices by activation state (spec 001 §4). */
export function activationChart(summary: FolderSummary, devices: SummaryDevices): ChartItem[] {
  return summary.devices.byActivationState.map((c) => ({
    key: `active-${c.id}`,
    label: c.label,
    value: c.count,
    color: 'var(--chart-accent)',
    href:
      c.count > 0
        ? summaryLink('Device', summary.folderUid, devices, setFilter(SUMMARY_LINK_COLUMNS.deviceActivationState, [String(c.id)]))
        : null,
  }));
}

export interface ProductBar {
  key: string;
  label: string;
  className: string | null;
  tanks: number;
  /** Fractions of the longest bar of the same measure (volume or weight), so bars compare. */
  capacityShare: number;
  fullShare: number;
  /** Amount as a fraction of this product's capacity. */
  percentFull: number;
  amountText: string;
  capacityText: string;
  ullageText: string;
  adjustedUllageText: string;
  percentText: string;
  href: string;
}

/** Volume (or weight, for CO2) and room by product, in the viewer's units. Bars of one measure
 * share a scale; the biggest product's capacity is a full bar. */
export function productBars(
  products: readonly SummaryProduct[],
  folderUid: number,
  units: DisplayUnits,
  devices: SummaryDevices,
): ProductBar[] {
  const largest = { volume: 0, weight: 0 };
  for (const p of products) largest[p.measure] = Math.max(largest[p.measure], p.capacity);
  const ctx = { units, offsetHours: 0 };
  return products.map((p) => {
    const format = p.measure === 'weight' ? GridValueFormat.Weight : GridValueFormat.Gallons;
    const scale = largest[p.measure] || 1;
    const percentFull = p.capacity > 0 ? p.amountFull / p.capacity : 0;
    const filters: GridFilterModel =
      p.productUid === null
        ? { [SUMMARY_LINK_COLUMNS.assetProduct]: { filterType: 'text', type: 'blank' } }
        : { [SUMMARY_LINK_COLUMNS.assetProduct]: { filterType: 'text', type: 'equals', filter: p.productName } };
    return {
      key: `product-${p.productUid ?? 'none'}-${p.measure}`,
      label: p.productName,
      className: p.className,
      tanks: p.tanks,
      capacityShare: p.capacity / scale,
      fullShare: Math.min(p.amountFull, p.capacity) / scale,
      percentFull,
      amountText: formatGridValue(format, p.amountFull, ctx),
      capacityText: formatGridValue(format, p.capacity, ctx),
      ullageText: formatGridValue(format, p.ullage, ctx),
      adjustedUllageText: formatGridValue(format, p.adjustedUllage, ctx),
      percentText: formatGridValue(GridValueFormat.Percent, percentFull, ctx),
      href: summaryLink('Asset', folderUid, devices, filters),
    };
  });
}

/** Arcs of a donut: start and end as fractions of the circle, zero items left out. */
export function donutArcs<T extends { value: number }>(items: readonly T[]): { item: T; start: number; end: number }[] {
  const total = items.reduce((sum, i) => sum + Math.max(0, i.value), 0);
  if (total <= 0) return [];
  let at = 0;
  return items
    .filter((i) => i.value > 0)
    .map((item) => {
      const start = at;
      at += item.value / total;
      return { item, start, end: at };
    });
}

/** "62%" of a part in a whole; '' when there is no whole. */
export function shareText(part: number, whole: number): string {
  if (whole <= 0) return '';
  const pct = (part / whole) * 100;
  return `${pct > 0 && pct < 1 ? '<1' : Math.round(pct)}%`;
}
