// spec 001 §7 Entity calls of the shell: lite listing by folder, memberships, folder history,
// copy, move, rename. spec 000 §3 history item and folder-membership record.
import { z } from 'zod';
import { folderLabelSchema } from './folder';
import { pageQuerySchema, pageSchema, queryFlag } from './paging';

export const folderParamsSchema = z.object({ folder: z.coerce.number().int().positive() });

/** spec 001 §3.3 EntityLite. */
export const entityLiteSchema = z.object({
  uid: z.number().int(),
  typeId: z.number().int(),
  label: z.string(),
  iconName: z.string(),
  folderUid: z.number().int(),
  copy: z.boolean(),
});
export type EntityLite = z.infer<typeof entityLiteSchema>;

const typeIdList = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : v),
  z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: 'Entity Type Ids: must be a comma-separated list of type ids' })
    .transform((s) => [...new Set(s.split(',').map(Number))]),
);

/** GET Entity/ByFolder/{folder}/Lite (includeSubFolders, entityTypeIds), paged. */
export const entityLiteQuerySchema = pageQuerySchema(1000, 5000).extend({
  includeSubFolders: queryFlag.default(false),
  entityTypeIds: typeIdList.optional(),
});
export const entityLitePageSchema = pageSchema(entityLiteSchema);

/** spec 000 §3 folder-membership record (folderUid and a copy flag), with where that folder is. */
export const membershipSchema = z.object({
  folderUid: z.number().int(),
  copy: z.boolean(),
  readOnly: z.boolean(),
  folderNamePath: z.array(z.string()),
});
export const membershipsSchema = z.array(membershipSchema);
export type Membership = z.infer<typeof membershipSchema>;

export const FOLDER_HISTORY_ACTIONS = ['added', 'removed'] as const;
/** spec 000 §3 history item (uid, folderNamePath, folderUidPath), with when, what and who. */
export const folderHistoryItemSchema = z.object({
  uid: z.number().int(),
  folderUid: z.number().int(),
  folderUidPath: z.array(z.number().int()),
  folderNamePath: z.array(z.string()),
  action: z.enum(FOLDER_HISTORY_ACTIONS),
  copy: z.boolean(),
  date: z.string(),
  userName: z.string().nullable(),
});
export const folderHistorySchema = z.array(folderHistoryItemSchema);
export type FolderHistoryItem = z.infer<typeof folderHistoryItemSchema>;

const folderUid = (name: string) =>
  z
    .number({ error: `${name}: is required` })
    .int()
    .positive({ error: `${name}: is required` });

/** PUT Entity/{uid}/Copy (spec 001 §7). */
export const copyBodySchema = z.object({
  destFolderUid: folderUid('Dest Folder Uid'),
  readOnly: z.boolean().default(false),
});
export type CopyBody = z.infer<typeof copyBodySchema>;

/** PUT Entity/{uid}/Move (spec 001 §7). */
export const moveBodySchema = z.object({
  srcFolderUid: folderUid('Src Folder Uid'),
  destFolderUid: folderUid('Dest Folder Uid'),
  readOnly: z.boolean().default(false),
});
export type MoveBody = z.infer<typeof moveBodySchema>;

/** What a copy or move made: the entity (a copied folder is a new one) and where it now stands. */
export const copyMoveResultSchema = z.object({ uid: z.number().int(), folderUid: z.number().int() });
export const folderEntityResultSchema = z.array(copyMoveResultSchema);

/** The most entities one POST Folder/{uid}/Entity puts into a folder (ours). */
export const FOLDER_ENTITY_MAX = 500;

/** POST Folder/{uid}/Entity (spec 001 §7; 000 §7 "entity save"): put assets or devices that
 * stand elsewhere into the folder too, by the copy rules, all or none (docs/decisions/103). */
export const folderEntityBodySchema = z.object({
  uids: z
    .array(z.number({ error: 'Uids: must be entity uids' }).int().positive())
    .min(1, { error: 'Uids: choose at least one entity' })
    .max(FOLDER_ENTITY_MAX, { error: `Uids: at most ${FOLDER_ENTITY_MAX} entities at once` })
    .refine((uids) => new Set(uids).size === uids.length, { error: 'Uids: an entity is listed twice' }),
  readOnly: z.boolean().default(false),
});

/** PUT Entity/{uid}/Rename (spec 001 §7). */
export const renameBodySchema = z.object({ label: folderLabelSchema });
export const renameResultSchema = z.object({ uid: z.number().int(), label: z.string() });
