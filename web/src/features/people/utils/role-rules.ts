// The roles tab's rules as the user sees them (issue 14: "the rules above shown as disabled boxes
// and a reason"): who may write roles (Edit Permissions, 14), which permission boxes and ranks the
// caller may not give (roles-api.ts grantProblem and permissionGrantProblem, which the server
// enforces), and which existing roles are out of the caller's reach.
import { PERMISSION_AREAS } from '@ullage/domain/people/permission-areas';
import { Permission, PERMISSIONS, SYSTEM_ADMIN_ROLE_RANK } from '@ullage/domain/people/permissions';
import { grantProblem, permissionGrantProblem, type Granter } from '@ullage/domain/people/roles-api';

/** spec 001 §3.3 Role rank: 1 (system administrator) to 9; the lower the number, the more powerful. */
export const ROLE_RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export const ROLES_READ_ONLY_NOTE = 'You can view the roles but not change them: that needs the Edit Permissions permission.';

export function canWriteRoles(caller: Granter): boolean {
  return caller.roleRank === SYSTEM_ADMIN_ROLE_RANK || holds(caller, Permission.EditPermissions);
}

function holds(caller: Granter, permission: number): boolean {
  return Array.isArray(caller.permissions)
    ? caller.permissions.includes(permission)
    : (caller.permissions as ReadonlySet<number>).has(permission);
}

/** Why the caller may not change or delete `role`, or null when they may. */
export function roleChangeProblem(caller: Granter, role: { rank: number; permissions: readonly number[] }): string | null {
  if (!canWriteRoles(caller)) return ROLES_READ_ONLY_NOTE;
  return grantProblem(caller, role);
}

export interface PermissionBox {
  id: number;
  label: string;
  /** Why the box cannot be ticked or cleared, or null. */
  disabledReason: string | null;
}

export interface PermissionAreaBoxes {
  key: string;
  label: string;
  boxes: PermissionBox[];
}

const labelOf = (id: number) => PERMISSIONS.find((p) => p.id === id)?.label ?? String(id);

/** Every permission under its area, each with why the caller may not grant it. */
export function permissionBoxes(caller: Granter): PermissionAreaBoxes[] {
  return PERMISSION_AREAS.map((area) => ({
    key: area.key,
    label: area.label,
    boxes: area.permissions.map((id) => ({ id, label: labelOf(id), disabledReason: permissionGrantProblem(caller, id) })),
  }));
}

/** The ranks of the rank select, each with why the caller may not give it (above their own). */
export function rankChoices(caller: Granter): { rank: number; label: string; disabledReason: string | null }[] {
  return ROLE_RANKS.map((rank) => ({
    rank,
    label: rank === 1 ? '1 (system administrator)' : String(rank),
    disabledReason: grantProblem(caller, { rank, permissions: [] }),
  }));
}
