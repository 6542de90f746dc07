// spec 001 §3.3 IdentityGroup (label, description, identityScopeTypeId default 2) and §7 GET
// IdentityGroup/ByFolder/{folderUid}. The identity config (identifier, isPrimary,
// identityGroupUid) is identityConfigSchema in configs.ts, saved on the entity it identifies.
import { z } from 'zod';

/** spec 001 §9 "Identity scope default 2". Ours: 1 unique in the identity group's folder, 2
 * unique in the company, 3 unique everywhere. */
export const IdentityScopeType = { Folder: 1, Company: 2, Global: 3 } as const;
export const DEFAULT_IDENTITY_SCOPE_TYPE_ID = IdentityScopeType.Company;

export const identityGroupDtoSchema = z.object({
  uid: z.number().int(),
  folderUid: z.number().int(),
  label: z.string(),
  description: z.string(),
  identityScopeTypeId: z.number().int(),
});
export type IdentityGroupDto = z.infer<typeof identityGroupDtoSchema>;
export const identityGroupListSchema = z.array(identityGroupDtoSchema);

/** Why an existing identifier cannot be changed or removed without Overwrite Customer Number (19),
 * the server's refusal and the disabled field's reason. */
export const OVERWRITE_IDENTIFIER_REASON = 'Changing or removing an existing identifier needs the Overwrite Customer Number permission.';
