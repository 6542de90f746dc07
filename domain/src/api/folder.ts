// spec 001 §3.3 Folder and FolderTreeNode, spec 000 §3 Folder; spec 001 §7 Folder calls.
import { z } from 'zod';
import { identityConfigSchema } from '../configs';
import { fieldMessage, RULE_TEXT, validationResultItemSchema, typeMessage } from '../validation';
import { pageQuerySchema, pageSchema } from './paging';

export const uidParamsSchema = z.object({ uid: z.coerce.number().int().positive() });

export const addressSchema = z.object({
  address1: z.string().max(200).optional(),
  address2: z.string().max(200).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(50).optional(),
  zip: z.string().max(20).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});

export const folderSchema = z.object({
  uid: z.number().int(),
  typeId: z.literal(2),
  iconName: z.string(),
  label: z.string(),
  active: z.boolean(),
  adminUid: z.number().int(),
  baseFolderUid: z.number().int(),
  config: z.object({
    label: z.string(),
    parentUid: z.number().int().nullable(),
    isCompany: z.boolean(),
  }),
  addressConfig: addressSchema.nullable(),
  state: z.object({
    disableCode: z.number().int().nullable(),
    loginHtmlMessageId: z.number().int().nullable(),
  }),
  folderUidPath: z.array(z.number().int()),
});
export type Folder = z.infer<typeof folderSchema>;

/** An entity's name: required, at most 100 characters (ours; spec 001 §5 gives no rule). Trimmed
 * before the checks, so blanks alone count as empty. */
export const LABEL_MAX_LENGTH = 100;
export const folderLabelSchema = z
  .string({ error: typeMessage('Label', 'string') })
  .trim()
  .min(1, { error: fieldMessage('Label', RULE_TEXT.required) })
  .max(LABEL_MAX_LENGTH, { error: fieldMessage('Label', RULE_TEXT.maxLength(LABEL_MAX_LENGTH + 1)) });

/** POST Folder/ (create, parentUid required) and PUT Folder/{uid} (update) of spec 001 §7: saving
 * is create-or-update (spec 001 §4). */
export const folderSaveBodySchema = z.object({
  label: folderLabelSchema,
  parentUid: z.number().int().positive().optional(),
  isCompany: z.boolean().default(false),
  addressConfig: addressSchema.nullable().optional(),
  /** spec 001 §3.3 Identity configs (a customer number on a site; issue 14), saved with the folder:
   * when given, the folder's identity configs become exactly these (an `id` keeps a stored one);
   * when left out, they stay as they are. Read them with GET Entity/{uid}/Config. */
  identityConfigs: z.array(identityConfigSchema).max(10).optional(),
});
export type FolderSaveBody = z.infer<typeof folderSaveBodySchema>;

/** A folder in a listing, with what the copy/move rules (spec 000 §5) need to know about it. */
export const folderLiteSchema = z.object({
  uid: z.number().int(),
  typeId: z.literal(2),
  label: z.string(),
  iconName: z.string(),
  parentUid: z.number().int().nullable(),
  isCompany: z.boolean(),
  /** The folder administers itself: the vendor's root or a company. */
  isOwnAdmin: z.boolean(),
  hasFolders: z.boolean(),
  hasAssetsOrDevices: z.boolean(),
  /** Made by copying that folder (spec 001 §7 Entity Copy). */
  copiedFromUid: z.number().int().nullable(),
});
export type FolderLite = z.infer<typeof folderLiteSchema>;

export const childFoldersQuerySchema = pageQuerySchema(500, 1000);
export const childFoldersPageSchema = pageSchema(folderLiteSchema);
export type ChildFoldersPage = z.infer<typeof childFoldersPageSchema>;

/** GET Folder/{uid}/ParentFoldersLite: "list of uid and label" (spec 000 §7), from the top of the
 * caller's scope down to the folder itself. */
export const parentFolderLiteSchema = z.object({ uid: z.number().int(), label: z.string() });
export const parentFoldersLiteSchema = z.array(parentFolderLiteSchema);
export type ParentFolderLite = z.infer<typeof parentFolderLiteSchema>;

/** spec 001 §3.3 FolderTreeNode: label, copy, nodes (and the uid that makes it usable). Recursive,
 * so it carries an id: the OpenAPI document refers to it as a component. */
export interface FolderTreeNode {
  uid: number;
  label: string;
  copy: boolean;
  isCompany: boolean;
  nodes: FolderTreeNode[];
}
export const folderTreeNodeSchema = z
  .object({
    uid: z.number().int(),
    label: z.string(),
    copy: z.boolean(),
    isCompany: z.boolean(),
    get nodes(): z.ZodArray<z.ZodType<FolderTreeNode>> {
      return z.array(folderTreeNodeSchema);
    },
  })
  .meta({ id: 'FolderTreeNode' });
/** How many levels below the folder FolderTree returns. */
export const folderTreeQuerySchema = z.object({ depth: z.coerce.number().int().min(1).max(20).default(20) });
/** FolderTree never answers more folders than this; deeper or wider trees are browsed with ChildFolders. */
export const FOLDER_TREE_MAX_NODES = 10_000;

/** GET Folder/{uid}/Validate/Delete: spec 001 §3.10 validation result items. */
export const folderDeleteValidationSchema = z.array(validationResultItemSchema);
