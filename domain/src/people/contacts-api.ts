// spec 001 §3.3 Contact and ContactGroup, §5 Contact rules (contactFieldsSchema in configs.ts),
// §7 "Contact and ContactGroup": GET Contact/{uid}; GET Contact/ByFolder/{folder}; GET
// Contact/ByGroup/{group}; GET Contact/MobileCarriers; PUT Contact/{uid} or POST
// Contact/ToFolder/{folder}; DELETE Contact/{uid}; GET ContactGroup/{uid}; GET
// ContactGroup/ByFolder/{folder}; GET ContactGroup/ByContact/{contact}; DELETE
// ContactGroup/{g}/Contact/{c}; PUT ContactGroup/{uid} or POST ContactGroup/ToFolder/{folder};
// POST ContactGroup/{uid}/Entity/Contact (body uids); GET ContactGroup/{uid}/Entity/Contact;
// DELETE ContactGroup/{uid}.
import { z } from 'zod';
import { contactFieldsSchema, timeZoneConfigSchema, unitConfigSchema } from '../configs';
import { queryFlag } from '../api/paging';
import { text } from '../validation';

/** spec 001 §3.3 Contact: its config and state (a confirmed flag). */
export const contactDtoSchema = z.object({
  uid: z.number().int(),
  typeId: z.literal(22),
  label: z.string(),
  iconName: z.string(),
  active: z.boolean(),
  folderUid: z.number().int(),
  config: contactFieldsSchema,
  confirmed: z.boolean(),
});
export type ContactDto = z.infer<typeof contactDtoSchema>;
export const contactListSchema = z.array(contactDtoSchema);

export const contactByFolderQuerySchema = z.object({ includeSubFolders: queryFlag.default(false) });

/** PUT Contact/{uid} and POST Contact/ToFolder/{folder}. */
export const contactSaveBodySchema = z.object({
  uid: z.number().int().optional(),
  config: contactFieldsSchema,
  confirmed: z.boolean().optional(),
});
export type ContactSaveBody = z.input<typeof contactSaveBodySchema>;

/** DELETE Contact/{uid}: what the delete did to the groups it was in (docs/decisions: contacts). */
export const contactDeleteResultSchema = z.object({
  uid: z.number().int(),
  deleted: z.literal(true),
  /** The contact groups it was taken out of. */
  leftGroups: z.array(z.object({ uid: z.number().int(), label: z.string() })),
});

/** GET Contact/MobileCarriers: the carriers a text message can go through. */
export const mobileCarrierSchema = z.object({ id: z.number().int(), name: z.string(), countryId: z.number().int() });
export const mobileCarrierListSchema = z.array(mobileCarrierSchema);

/** spec 001 §3.3 ContactGroup config: label, groupTypeId (default 1). */
export const contactGroupConfigSchema = z.object({
  label: text('Label', { min: 1, max: 100 }),
  groupTypeId: z.number().int().min(1).default(1),
});

/** spec 001 §3.3 ContactGroup: config, unitConfig, timeZoneConfig, active. */
export const contactGroupDtoSchema = z.object({
  uid: z.number().int(),
  typeId: z.literal(27),
  label: z.string(),
  iconName: z.string(),
  active: z.boolean(),
  folderUid: z.number().int(),
  config: contactGroupConfigSchema,
  unitConfig: unitConfigSchema,
  timeZoneConfig: timeZoneConfigSchema,
  contactCount: z.number().int(),
});
export type ContactGroupDto = z.infer<typeof contactGroupDtoSchema>;
export const contactGroupListSchema = z.array(contactGroupDtoSchema);

/** PUT ContactGroup/{uid} and POST ContactGroup/ToFolder/{folder}. */
export const contactGroupSaveBodySchema = z.object({
  uid: z.number().int().optional(),
  config: contactGroupConfigSchema,
  unitConfig: unitConfigSchema.optional(),
  timeZoneConfig: timeZoneConfigSchema.optional(),
  active: z.boolean().optional(),
});
export type ContactGroupSaveBody = z.input<typeof contactGroupSaveBodySchema>;

/** POST ContactGroup/{uid}/Entity/Contact: body uids. */
export const contactUidsBodySchema = z.object({ uids: z.array(z.number().int().positive()).min(1).max(1000) });

export const contactParamsSchema = z.object({ uid: z.coerce.number().int().positive() });
export const contactGroupMemberParamsSchema = z.object({ g: z.coerce.number().int().positive(), c: z.coerce.number().int().positive() });
