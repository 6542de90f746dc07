// A tank's maintenance plan (docs/decisions/065-maintenance-due.md): when the next maintenance is
// due, and when the tank's status shows MaintenanceDue.
import type { AssetMaintenance } from './api';

/** dueOn after a save: a newer lastDoneOn with an interval moves it that many months past lastDoneOn
 * (the day clamped to the month's last); otherwise it is the one given. */
export function nextMaintenanceDue(saved: AssetMaintenance, stored: AssetMaintenance | null): string {
  const done = saved.lastDoneOn;
  if (done === null || saved.intervalMonths === null || done <= (stored?.lastDoneOn ?? '')) return saved.dueOn;
  return addMonths(done, saved.intervalMonths);
}

/** "YYYY-MM-DD" plus whole months, the day clamped to the last of the month (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Whether maintenance is due on `today` ("YYYY-MM-DD" in the tank's time zone). */
export function maintenanceDue(dueOn: string, today: string): boolean {
  return dueOn <= today;
}
