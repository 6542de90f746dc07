// spec 001 §7 "GET Folder/{uid}/Summary (gatewaysOnly, monitorsOnly)"; spec 000 §2 /report/summary
// ("Company or Folder Summary"). The spec names the call and its two flags, not its answer; a
// distributor's summary answers: how are my tanks (by status and zone), how are my devices (late,
// low battery, error, not reported), how much product is out there and how much room for a
// delivery (volume and ullage by product), and which tanks need a truck first.
// Amounts are in the stored base units (gallons; pounds for tanks measured by weight) like every
// report value, and the web shows them in the viewer's units (docs/decisions/017-report-grid-web.md).
import { z } from 'zod';
import { queryFlag } from '../api/paging';

/** How many tanks the "most in need" list holds. */
export const SUMMARY_MOST_IN_NEED = 10;

/** gatewaysOnly: count only gateways (devices with slots or polled consoles), the devices in their
 * slots, and the tanks those feed; monitorsOnly: only stand-alone monitors (no gateway, not in a
 * slot) and their tanks. Both false: everything, tanks without a device too. Both true is
 * refused. */
export const folderSummaryQuerySchema = z
  .object({
    gatewaysOnly: queryFlag.default(false),
    monitorsOnly: queryFlag.default(false),
  })
  .refine((q) => !(q.gatewaysOnly && q.monitorsOnly), {
    message: 'Gateways Only and Monitors Only cannot both be chosen',
    path: ['monitorsOnly'],
  });
export type FolderSummaryQuery = z.infer<typeof folderSummaryQuerySchema>;

const count = z.number().int().min(0);

/** One bar of a chart: an enumeration value (asset status id, zone id, activation state id or
 * device flag id), its label and how many. Every value of the enumeration is listed, zeros too,
 * in the enumeration's order, so charts keep their shape. */
export const summaryCountSchema = z.object({ id: z.number().int(), label: z.string(), count });
export type SummaryCount = z.infer<typeof summaryCountSchema>;

/** Volume (or weight) and room by product: what is in the tanks of that product and how much a
 * delivery could put in. productUid null gathers the tanks with no product set. */
export const summaryProductSchema = z.object({
  productUid: z.number().int().nullable(),
  productName: z.string(),
  className: z.string().nullable(),
  /** 'weight' for CO2 tanks (spec 001 §9), whose amounts are pounds; otherwise gallons. */
  measure: z.enum(['volume', 'weight']),
  tanks: count,
  capacity: z.number(),
  amountFull: z.number(),
  ullage: z.number(),
  adjustedUllage: z.number(),
});
export type SummaryProduct = z.infer<typeof summaryProductSchema>;

/** A tank that needs a delivery first: the lowest days left, then the lowest percent full. */
export const summaryTankSchema = z.object({
  uid: z.number().int(),
  folderUid: z.number().int(),
  label: z.string(),
  folderLabel: z.string(),
  productName: z.string().nullable(),
  measure: z.enum(['volume', 'weight']),
  percentFull: z.number().nullable(),
  amountFull: z.number().nullable(),
  adjustedUllage: z.number().nullable(),
  daysLeft: z.number().nullable(),
  /** Asset status id (domain/src/tanks/asset-status.ts) and zone id (domain/src/tanks/zones.ts; null: none). */
  status: z.number().int(),
  zone: z.number().int().nullable(),
  /** ISO-8601 time of the last reading; null when it never reported. */
  lastReadingTime: z.string().nullable(),
});
export type SummaryTank = z.infer<typeof summaryTankSchema>;

export const folderSummarySchema = z.object({
  folderUid: z.number().int(),
  label: z.string(),
  /** ISO-8601 time the summary was computed. */
  generatedAt: z.string(),
  assets: z.object({
    total: count,
    /** Tanks with at least one reading. */
    reporting: count,
    /** Every asset status (spec 001 §4), each tank counted under its most urgent one. */
    byStatus: z.array(summaryCountSchema),
    /** Safe, Warning, Critical of the tank level (spec 001 §4 zones), plus id 0 "No Reading". */
    byZone: z.array(summaryCountSchema),
  }),
  devices: z.object({
    /** Every device counted: gateways, the devices in their slots, stand-alone monitors. */
    total: count,
    /** Gateways and polled consoles (device-catalogue.ts deviceTypeId 'gateway'). */
    gateways: count,
    /** Stand-alone monitors: no gateway, not in a slot. */
    monitors: count,
    /** Devices in a gateway's slots (tank gauge probes, RF monitors): total = gateways + inSlots +
     * monitors. */
    inSlots: count,
    /** spec 001 §4 device activation states. */
    byActivationState: z.array(summaryCountSchema),
    /** spec 001 §4 device flags (late, low battery, error, not reported); a device may count under
     * several. */
    byFlag: z.array(summaryCountSchema),
    /** Devices with no flag. */
    ok: count,
  }),
  products: z.array(summaryProductSchema),
  mostInNeed: z.array(summaryTankSchema).max(SUMMARY_MOST_IN_NEED),
});
export type FolderSummary = z.infer<typeof folderSummarySchema>;
