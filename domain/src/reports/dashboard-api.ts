// spec 000 §2 Reports menu "Dashboard /report/dashboard" (issue 17): the folder at a glance for a
// manager. The spec names the page, not its call or contents ("not shown"): GET
// Folder/{uid}/Dashboard answers the tanks by zone, the tanks due a delivery within 1, 3 and 7
// days (by days left), the late and low-battery devices, the active alerts, and the volume on hand
// by product with its daily trend (the tanks' average inventory per day). Amounts are in stored
// base units, like the summary's.
import { z } from 'zod';
import { summaryCountSchema } from './summary-api';

/** The "due within" tiles: tanks whose days left is at most this many days. */
export const DASHBOARD_DUE_DAYS = [1, 3, 7] as const;
/** Days of volume trend, today included. */
export const DASHBOARD_TREND_DAYS = 30;

const count = z.number().int().min(0);

export const dashboardProductSchema = z.object({
  productUid: z.number().int().nullable(),
  productName: z.string(),
  measure: z.enum(['volume', 'weight']),
  tanks: count,
  amountFull: z.number(),
  capacity: z.number(),
  /** Per day (YYYY-MM-DD, oldest first) with data: the sum of the tanks' average inventory. */
  trend: z.array(z.object({ day: z.string(), amount: z.number() })),
});
export type DashboardProduct = z.infer<typeof dashboardProductSchema>;

export const folderDashboardSchema = z.object({
  folderUid: z.number().int(),
  label: z.string(),
  generatedAt: z.string(),
  tanks: z.object({
    total: count,
    /** Safe, Warning, Critical, then id 0 "No Reading" (as the summary's). */
    byZone: z.array(summaryCountSchema),
  }),
  /** One per DASHBOARD_DUE_DAYS, in that order. */
  dueWithin: z.array(z.object({ days: z.number().int(), tanks: count })),
  devices: z.object({ total: count, late: count, lowBattery: count }),
  /** Alerts raised now on the folder's tanks, devices and folders. */
  activeAlerts: count,
  products: z.array(dashboardProductSchema),
});
export type FolderDashboard = z.infer<typeof folderDashboardSchema>;
