// spec 001 §3.3 Role, §6 roles per folder, §7 Permission: GET and PUT Permission/User/{id}; GET
// Permission/Role/ByFolder/{folderUid}; PUT Permission/Role/ or POST
// Permission/Role/ToFolder/{folderUid}; DELETE Permission/Role/{id}.
// The granting rules (docs/decisions: permission granting) are `grantProblem` below, shared by
// the server, which enforces them, and the screens, which show them as disabled boxes.
import { z } from 'zod';
import { DEFAULT_ROLE_RANK, permissionIdSchema, SYSTEM_ADMIN_ROLE_RANK } from './permissions';
import { num, text } from '../validation';

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

/** Who is granting: the caller's rank and permissions. */
export interface Granter {
  roleRank: number;
  permissions: ReadonlySet<number> | readonly number[];
}

const holds = (g: Granter, p: number) =>
  Array.isArray(g.permissions) ? g.permissions.includes(p) : (g.permissions as ReadonlySet<number>).has(p);

/**
 * Why `granter` may not give a role of `rank` with `permissions` (create it, save it, or assign it
 * to a user), or null when it may. A system administrator (rank 1) may do anything. Otherwise no
 * one grants a permission they do not hold, or a rank number lower (more powerful) than their own.
 */
export function grantProblem(granter: Granter, role: { rank: number; permissions: readonly number[] }): string | null {
  if (granter.roleRank === SYSTEM_ADMIN_ROLE_RANK) return null;
  if (role.rank < granter.roleRank) {
    return `You cannot grant rank ${role.rank}: it is above your own rank (${granter.roleRank}).`;
  }
  const missing = role.permissions.filter((p) => !holds(granter, p));
  if (missing.length > 0) return `You cannot grant permissions you do not hold yourself (${missing.join(', ')}).`;
  return null;
}

/** Why `granter` may not grant one permission, for a disabled tick box, or null. */
export function permissionGrantProblem(granter: Granter, permission: number): string | null {
  if (granter.roleRank === SYSTEM_ADMIN_ROLE_RANK || holds(granter, permission)) return null;
  return 'You do not hold this permission, so you cannot grant it.';
}

/** Why `editor` may not edit (or delete, reset) a user holding rank `targetRank`, or null. */
export function userEditProblem(editor: Granter, targetRank: number): string | null {
  if (editor.roleRank === SYSTEM_ADMIN_ROLE_RANK || targetRank >= editor.roleRank) return null;
  return `This user's rank (${targetRank}) is above your own (${editor.roleRank}).`;
}
