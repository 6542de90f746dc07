// spec 000 §3 Navigation tree node and Search result; spec 000 §7 "Navigation search (term, base
// folder uid) returns results; navigation tree node get by id". Paths are ours (spec: not shown).
import { z } from 'zod';

import { pageQuerySchema, pageSchema } from './paging';
import { searchFieldSchema, searchTermSchema } from '../search-schemas';

/** A child in a folder's lists: a subfolder, user, asset or device. `copy` is the membership's
 * copy flag (the entity stands here as a copy); subIconName marks it for the tree. */
export const navigationChildSchema = z.object({
  uid: z.number().int(),
  typeId: z.number().int(),
  label: z.string(),
  iconName: z.string(),
  copy: z.boolean(),
  readOnly: z.boolean(),
  subIconName: z.string(),
  /** Subfolders only (what copy/move and the tree need to know). */
  isCompany: z.boolean().optional(),
  isOwnAdmin: z.boolean().optional(),
  hasFolders: z.boolean().optional(),
  hasAssetsOrDevices: z.boolean().optional(),
});
export type NavigationChild = z.infer<typeof navigationChildSchema>;

export const navigationListSchema = pageSchema(navigationChildSchema);
export type NavigationList = z.infer<typeof navigationListSchema>;

/** The node of one entity. A folder node also carries its lists of folders, users, assets,
 * devices and products (the first page of each; the rest via .../Children) and their counts. */
export const navigationNodeSchema = z.object({
  label: z.string(),
  copy: z.boolean(),
  readOnly: z.boolean(),
  uid: z.number().int(),
  iconName: z.string(),
  typeId: z.number().int(),
  /** The folder the node stands in: a folder's own uid, an entity's membership folder. */
  folderUid: z.number().int(),
  /** From the top of the caller's scope down to folderUid. */
  folderUidPath: z.array(z.number().int()),
  folderNamePath: z.array(z.string()),
  collectionTypeId: z.number().int(),
  subIconName: z.string(),
  isCompany: z.boolean().optional(),
  isOwnAdmin: z.boolean().optional(),
  adminUid: z.number().int().optional(),
  parentUid: z.number().int().nullable().optional(),
  counts: z
    .object({
      folders: z.number().int(),
      users: z.number().int(),
      assets: z.number().int(),
      devices: z.number().int(),
      /** spec 000 §3 "Product in the tree": the products standing in the folder (issue 19). */
      products: z.number().int(),
    })
    .optional(),
  folders: navigationListSchema.optional(),
  users: navigationListSchema.optional(),
  assets: navigationListSchema.optional(),
  devices: navigationListSchema.optional(),
  products: navigationListSchema.optional(),
  lastRefresh: z.string().optional(),
});
export type NavigationNode = z.infer<typeof navigationNodeSchema>;

export const navigationNodeQuerySchema = z.object({
  /** For an entity in several folders: the folder it is shown in. */
  fuid: z.coerce.number().int().positive().optional(),
  /** Items per list in a folder node (0 for counts only). */
  limit: z.coerce.number().int().min(0).max(1000).default(100),
});

/** The typeIds a folder lists: folders, users, assets, devices, products (spec 000 §3: "and Product
 * in the tree"). */
export const LISTED_TYPE_IDS = [2, 5, 10, 16, 21] as const;
export const navigationChildrenQuerySchema = pageQuerySchema(500, 1000).extend({
  typeId: z.coerce.number().pipe(z.literal(LISTED_TYPE_IDS, { error: 'Type Id: must be 2, 5, 10, 16 or 21' })),
});

export const searchQuerySchema = z.object({
  term: searchTermSchema,
  /** Search below this folder (default: the caller's base folder). */
  baseFolderUid: z.coerce.number().int().positive().optional(),
});

export const searchMatchSchema = z.object({ searchField: searchFieldSchema, searchValue: z.string() });
export const searchResultSchema = z.object({
  typeId: z.number().int(),
  uid: z.number().int(),
  label: z.string(),
  /** The folder to open it in: a folder's own uid, an entity's (first) folder. */
  folderUid: z.number().int(),
  matches: z.array(searchMatchSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
/** Results come at most SEARCH_MAX_RESULTS at a time; `truncated` says there were more. */
export const SEARCH_MAX_RESULTS = 200;
export const searchResponseSchema = z.object({ results: z.array(searchResultSchema), truncated: z.boolean() });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
