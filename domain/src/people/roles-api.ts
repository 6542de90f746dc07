// spec 001 §3.3 Role, §6 roles per folder, §7 Permission: GET and PUT Permission/User/{id}; GET
// Permission/Role/ByFolder/{folderUid}; PUT Permission/Role/ or POST
// Permission/Role/ToFolder/{folderUid}; DELETE Permission/Role/{id}.
// The granting rules (docs/decisions: permission granting) are `grantProblem` (./granting.ts),
// shared by the server, which enforces them, and the screens, which show them as disabled boxes.
import { z } from 'zod';
import { DEFAULT_ROLE_RANK, SYSTEM_ADMIN_ROLE_RANK } from './permissions';
import { num, text } from '../validation';
import { permissionIdSchema } from '../catalogue-schemas';

export const roleDtoSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  folderUid: z.number().int(),
  /** Label of the folder that defines it (a role is offered in its folder and those below). */
  folderLabel: z.string(),
  permissions: z.array(z.number().int()),
  rank: z.number().int(),
  baseRole: z.boolean(),
  /** How many active users hold it. */
  userCount: z.number().int(),
});
export type RoleDto = z.infer<typeof roleDtoSchema>;
export const roleListSchema = z.array(roleDtoSchema);

/** PUT Permission/Role/ (with id) and POST Permission/Role/ToFolder/{folderUid}. */
export const roleSaveBodySchema = z.object({
  id: z.number().int().optional(),
  label: text('Role Name', { min: 1, max: 50 }),
  rank: num('Rank', { int: true, min: SYSTEM_ADMIN_ROLE_RANK, max: 9 }).default(DEFAULT_ROLE_RANK),
  permissions: z.array(permissionIdSchema).max(64),
});
export type RoleSaveBody = z.input<typeof roleSaveBodySchema>;

export const roleParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const roleFolderParamsSchema = z.object({ folderUid: z.coerce.number().int().positive() });

/** GET Permission/User/{id}: the user's role and the permissions it gives. */
export const userPermissionsSchema = z.object({
  userUid: z.number().int(),
  roleId: z.number().int(),
  roleLabel: z.string(),
  roleRank: z.number().int(),
  permissions: z.array(z.number().int()),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

/** PUT Permission/User/{id}: give the user another role. */
export const userPermissionsSaveBodySchema = z.object({
  roleId: num('Security Role', { int: true, min: 1, message: 'Security Role must be selected' }),
});

// The granting rules, apart from the schemas above so that the web app's signed-in frame (the
// explorer's user menu) reads them without zod (docs/decisions/073-first-paint-bytes.md).
export { grantProblem, permissionGrantProblem, userEditProblem, type Granter } from './granting';
