// Delivery planning (issue 17, docs/decisions/092-delivery-planning.md): GET Delivery/Plan/
// {folderUid} plans the deliveries of a folder and its subfolders; POST Delivery/Plan/{folderUid}/
// Email sends the same plan to a contact group. Volumes are in the caller's volume unit; percents
// are fractions (shown x100, spec 000 §5); distances are straight-line miles.
import { z } from 'zod';
import { displayUnitsSchema } from '../tanks/api';
import {
  DELIVERY_DAYS_DEFAULT,
  DELIVERY_DAYS_MAX,
  DELIVERY_TRUCK_DEFAULT,
  DELIVERY_TRUCK_MAX,
  DELIVERY_TRUCK_MIN,
  UNPLACED_REASONS,
  type UnplacedReason,
} from './planning';

export const DELIVERY_PATHS = { plan: 'Delivery/Plan' } as const;

export const deliveryParamsSchema = z.object({
  folderUid: z.coerce.number({ error: 'Folder Uid: must be a number' }).int().positive({ error: 'Folder Uid: is required' }),
});

const optionalUid = (name: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: `${name}: must be a number` })
      .int({ error: `${name}: must be a whole number` })
      .positive()
      .optional(),
  );

/** What the dispatcher sets: the days ahead, the truck's capacity, the reorder level (blank: each
 * tank's Warning zone) and the depot (a folder with an address or a warehouse geofence; blank: the
 * first warehouse fence, else the folder's own address). */
export const deliveryPlanQueryShape = {
  days: z.coerce
    .number({ error: 'Days: must be a number' })
    .int({ error: 'Days: must be a whole number' })
    .min(0, { error: 'Days: must be at least 0' })
    .max(DELIVERY_DAYS_MAX, { error: `Days: must be at most ${DELIVERY_DAYS_MAX}` })
    .default(DELIVERY_DAYS_DEFAULT),
  truckCapacity: z.coerce
    .number({ error: 'Truck Capacity: must be a number' })
    .min(DELIVERY_TRUCK_MIN, { error: `Truck Capacity: must be at least ${DELIVERY_TRUCK_MIN}` })
    .max(DELIVERY_TRUCK_MAX, { error: `Truck Capacity: must be at most ${DELIVERY_TRUCK_MAX}` })
    .default(DELIVERY_TRUCK_DEFAULT),
  reorderPercent: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'Reorder Percent: must be a number' })
      .min(0, { error: 'Reorder Percent: must be at least 0%' })
      .max(1, { error: 'Reorder Percent: must be at most 100%' })
      .optional(),
  ),
  depotUid: optionalUid('Depot'),
};
export const deliveryPlanQuerySchema = z.object(deliveryPlanQueryShape);
export type DeliveryPlanQuery = z.infer<typeof deliveryPlanQuerySchema>;

export const deliveryEmailBodySchema = z.object({
  ...deliveryPlanQueryShape,
  contactGroupUid: z.number({ error: 'You must select a contact group' }).int().positive({ error: 'You must select a contact group' }),
});
export type DeliveryEmailBody = z.infer<typeof deliveryEmailBodySchema>;

export const DEPOT_KINDS = ['folder', 'geofence'] as const;

export const depotSchema = z.object({
  uid: z.number().int(),
  kind: z.enum(DEPOT_KINDS),
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Depot = z.infer<typeof depotSchema>;

export const deliveryStopSchema = z.object({
  /** 1.. along the load's route. */
  sequence: z.number().int(),
  assetUid: z.number().int(),
  label: z.string(),
  folderUid: z.number().int(),
  folderLabel: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  productName: z.string().nullable(),
  percentFull: z.number(),
  daysLeft: z.number().nullable(),
  /** The level the tank is reordered at (a fraction of its capacity). */
  reorderPercent: z.number(),
  /** Days until it reaches that level at its present usage (0: already there). */
  daysToReorder: z.number(),
  capacity: z.number(),
  /** What the truck brings to fill the tank to its max fill. */
  volume: z.number(),
  /** Straight-line miles from the previous stop (the depot for the first). */
  legMiles: z.number(),
});

export const deliveryLoadSchema = z.object({
  number: z.number().int(),
  volume: z.number(),
  /** Depot, stops, depot. */
  miles: z.number(),
  stops: z.array(deliveryStopSchema),
});
export type DeliveryLoad = z.infer<typeof deliveryLoadSchema>;

export const deliveryPlanSchema = z.object({
  folderUid: z.number().int(),
  folderLabel: z.string(),
  units: displayUnitsSchema,
  days: z.number().int(),
  truckCapacity: z.number(),
  reorderPercent: z.number().nullable(),
  depot: depotSchema.nullable(),
  /** The places a plan may start from: folders with an address and warehouse fences in scope. */
  depots: z.array(depotSchema),
  loads: z.array(deliveryLoadSchema),
  totalVolume: z.number(),
  totalMiles: z.number(),
  /** Tanks due that are on no load, and why. */
  unplaced: z.array(
    z.object({
      assetUid: z.number().int(),
      label: z.string(),
      folderLabel: z.string(),
      reason: z.enum(UNPLACED_REASONS.map((r) => r.key) as [UnplacedReason, ...UnplacedReason[]]),
    }),
  ),
});
export type DeliveryPlan = z.infer<typeof deliveryPlanSchema>;

export const deliveryEmailResultSchema = z.object({ recipients: z.number().int() });
