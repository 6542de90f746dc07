// What the user screens let the caller do, by the rules the server enforces (granting.ts
// grantProblem and userEditProblem; spec 001 §6): edit a user (oneself, or with Edit User 17 a user
// not above one's rank), choose a role (Edit Permissions 14, never one's own, only a role one may
// grant), reset a password (Reset Password 20), delete (Edit User, not oneself, not above).
import { grantProblem, userEditProblem, type Granter } from './granting';
import type { RoleDto } from './roles-api';
import { Permission } from './permissions';

export interface CallerFacts extends Granter {
  userUid: number;
  permissions: ReadonlySet<number>;
}

export interface TargetFacts {
  uid: number;
  roleRank: number;
}

/** Why the caller may not change this user's setup, or null. */
export function userSetupProblem(caller: CallerFacts, target: TargetFacts): string | null {
  if (caller.userUid === target.uid) return null;
  if (!caller.permissions.has(Permission.EditUser)) return 'You may view this user but not change them (Edit User is needed).';
  return userEditProblem(caller, target.roleRank);
}

/** Why the role select is disabled, or null. `target` is null for a new user. */
export function roleSelectProblem(caller: CallerFacts, target: TargetFacts | null): string | null {
  if (target && caller.userUid === target.uid) return 'You cannot change your own role.';
  if (target) {
    if (!caller.permissions.has(Permission.EditPermissions)) return "Changing a user's role needs Edit Permissions.";
    return userSetupProblem(caller, target);
  }
  return null;
}

export interface RoleChoice {
  value: number;
  label: string;
  disabled: boolean;
  /** Why it cannot be chosen. */
  reason?: string;
}

/** The roles of the select: each one the caller may not grant is shown disabled, with why. */
export function roleChoices(caller: Granter, roles: readonly RoleDto[]): RoleChoice[] {
  return roles.map((r) => {
    const reason = grantProblem(caller, { rank: r.rank, permissions: r.permissions }) ?? undefined;
    return { value: r.id, label: r.folderLabel ? `${r.label} (${r.folderLabel})` : r.label, disabled: Boolean(reason), reason };
  });
}

/** Why the caller may not send this user a password reset, or null. */
export function passwordResetProblem(caller: CallerFacts, target: TargetFacts): string | null {
  if (caller.userUid === target.uid) return 'Use Change Password below for your own password.';
  if (!caller.permissions.has(Permission.ResetPassword)) return 'Sending a password reset needs Reset Password.';
  return userEditProblem(caller, target.roleRank);
}

/** Why the caller may not delete this user, or null. */
export function userDeleteProblem(caller: CallerFacts, target: TargetFacts): string | null {
  if (caller.userUid === target.uid) return 'You cannot delete yourself.';
  if (!caller.permissions.has(Permission.EditUser)) return 'Deleting a user needs Edit User.';
  return userEditProblem(caller, target.roleRank);
}
