// spec 001 §6 the granting rules (docs/decisions/055-permission-granting.md): who may grant a role
// or a permission, and who may edit a user. Shared by the server, which enforces them, and the
// screens, which show them; re-exported by ./roles-api.ts beside the role contracts.
import { SYSTEM_ADMIN_ROLE_RANK } from './permissions';

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
