// spec 001 §3.3 Folder, spec 000 §3 Folder.
import { z } from 'zod';

export const uidParamsSchema = z.object({ uid: z.coerce.number().int().positive() });

export const addressSchema = z.object({
  address1: z.string().optional(),
  address2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
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
