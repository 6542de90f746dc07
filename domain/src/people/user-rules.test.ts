import { Permission } from './permissions';
import type { RoleDto } from './roles-api';
import { describe, expect, it } from 'vitest';
import { passwordResetProblem, roleChoices, roleSelectProblem, userDeleteProblem, userSetupProblem } from './user-rules';

const role = (id: number, rank: number, permissions: number[]): RoleDto => ({
  id,
  label: `Role ${id}`,
  folderUid: 1,
  folderLabel: 'Acme',
  permissions,
  rank,
  baseRole: false,
  userCount: 0,
});

const manager = {
  userUid: 10,
  roleRank: 4,
  permissions: new Set<number>([Permission.EditUser, Permission.EditPermissions, Permission.ResetPassword, Permission.EditContacts]),
};
const dispatcher = { userUid: 11, roleRank: 6, permissions: new Set<number>([Permission.EditContacts]) };
const admin = { userUid: 1, roleRank: 1, permissions: new Set<number>() };

describe('the role select', () => {
  it('is never enabled for oneself, even for a system administrator', () => {
    expect(roleSelectProblem(admin, { uid: 1, roleRank: 1 })).toBe('You cannot change your own role.');
  });

  it("needs Edit Permissions to change another user's role", () => {
    expect(roleSelectProblem(dispatcher, { uid: 20, roleRank: 6 })).toBe("Changing a user's role needs Edit Permissions.");
    expect(roleSelectProblem(manager, { uid: 20, roleRank: 6 })).toBeNull();
  });

  it('is disabled for a user above the caller', () => {
    expect(roleSelectProblem(manager, { uid: 20, roleRank: 2 })).toMatch(/above your own/);
  });

  it('offers every role but disables those of a higher rank or with permissions the caller lacks', () => {
    const choices = roleChoices(manager, [role(1, 2, []), role(2, 6, [Permission.EditContacts]), role(3, 6, [Permission.EditCompany])]);
    expect(choices.map((c) => c.disabled)).toEqual([true, false, true]);
    expect(choices[0]!.reason).toMatch(/rank 2/);
    expect(choices[2]!.reason).toMatch(/do not hold/);
    expect(roleChoices(admin, [role(1, 1, [Permission.EditCompany])])[0]!.disabled).toBe(false);
  });
});

describe('what the caller may do to a user', () => {
  it('lets anyone change their own setup, others only with Edit User and not above them', () => {
    expect(userSetupProblem(dispatcher, { uid: 11, roleRank: 6 })).toBeNull();
    expect(userSetupProblem(dispatcher, { uid: 20, roleRank: 6 })).toMatch(/Edit User/);
    expect(userSetupProblem(manager, { uid: 20, roleRank: 3 })).toMatch(/above your own/);
    expect(userSetupProblem(manager, { uid: 20, roleRank: 6 })).toBeNull();
  });

  it('refuses deleting oneself, without Edit User, or a user above', () => {
    expect(userDeleteProblem(manager, { uid: 10, roleRank: 4 })).toBe('You cannot delete yourself.');
    expect(userDeleteProblem(dispatcher, { uid: 20, roleRank: 6 })).toBe('Deleting a user needs Edit User.');
    expect(userDeleteProblem(manager, { uid: 20, roleRank: 2 })).toMatch(/above your own/);
    expect(userDeleteProblem(manager, { uid: 20, roleRank: 6 })).toBeNull();
  });

  it('offers a password reset with Reset Password only', () => {
    expect(passwordResetProblem(dispatcher, { uid: 20, roleRank: 6 })).toMatch(/Reset Password/);
    expect(passwordResetProblem(manager, { uid: 20, roleRank: 6 })).toBeNull();
  });
});
