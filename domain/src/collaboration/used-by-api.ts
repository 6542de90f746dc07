// spec 001 §7 Entity: GET Entity/Tags; GET Entity/{uid}/UsedBy; GET Entity/ByFolder/{folder}/
// UsedByCounts (§3.2 every entity's tags; §3.3 Tag: id, description, typeName). Their shapes are not
// shown: docs/decisions/100-catalogue-rest.md.
import { z } from 'zod';
import { tagSchema } from '../api/product';

/** GET Entity/Tags: the tags on the entities in the caller's scope, one of each (by type and text,
 * case aside), by type then text; ids number them in that order. */
export const entityTagsSchema = z.array(tagSchema);

/** How one entity uses another. */
export const USED_BY_KINDS = [
  { key: 'product', label: 'Holds the product' },
  { key: 'alert', label: 'Alerts the contact group' },
  { key: 'geofenceAlert', label: 'Has a geofence alert on it' },
  { key: 'deviceSchedule', label: 'Calls in on the schedule' },
  { key: 'emailReport', label: 'Has an email report using it' },
  { key: 'groupMember', label: 'Has the contact as a member' },
] as const;
export type UsedByKind = (typeof USED_BY_KINDS)[number]['key'];

export const usedByItemSchema = z.object({
  uid: z.number().int(),
  typeId: z.number().int(),
  label: z.string(),
  /** The folder it stands in (its own, not a copy's). */
  folderUid: z.number().int().nullable(),
  kind: z.enum(USED_BY_KINDS.map((k) => k.key) as [UsedByKind, ...UsedByKind[]]),
});
export type UsedByItem = z.infer<typeof usedByItemSchema>;

/** GET Entity/{uid}/UsedBy: what uses a product, schedule, contact group, contact or geofence, as
 * far as the caller may see (what lies outside their scope is neither listed nor counted). */
export const usedBySchema = z.array(usedByItemSchema);

/** GET Entity/ByFolder/{folder}/UsedByCounts: for each entity standing in the folder that something
 * uses, how many things do (in the caller's scope). */
export const usedByCountsSchema = z.array(z.object({ uid: z.number().int(), typeId: z.number().int(), count: z.number().int() }));
