// The inventory analysis figures (spec 001 §2 analysis: inventory): the volume on hand, daily over a
// range, by product and folder (docs/decisions/076-usage-report-and-analysis.md). A tank's volume on
// a day is its average inventory that day (usage_daily.avg_inventory, the mean of its readings); a
// day it did not report carries its last known volume forward from an earlier day (the latest one
// before the range counts too), and a tank with no volume known yet adds nothing.
import { eachDay, type DayRange } from './ranges';

export interface InventoryRow {
  /** The tank. */
  assetUid: number;
  day: string;
  avgInventory: number;
}

/** Each day of the range: the volume on hand over the tanks, carried forward per tank. `rows` may
 * hold days before the range (the tank's last known volume). */
export function dailyInventory(range: DayRange, rows: readonly InventoryRow[]): { day: string; volume: number; tanks: number }[] {
  const sorted = [...rows].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const last = new Map<number, number>();
  let i = 0;
  return eachDay(range).map((day) => {
    while (i < sorted.length && sorted[i]!.day <= day) {
      last.set(sorted[i]!.assetUid, sorted[i]!.avgInventory);
      i += 1;
    }
    let volume = 0;
    for (const v of last.values()) volume += v;
    return { day, volume, tanks: last.size };
  });
}
