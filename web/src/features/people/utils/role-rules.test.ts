import { describe, expect, it } from 'vitest';
import { Permission } from '@ullage/domain/people/permissions';
import { canWriteRoles, permissionBoxes, rankChoices, roleChangeProblem, ROLES_READ_ONLY_NOTE } from './role-rules';

// The demo presets (server/src/db/seed/roles.ts): a company administrator (rank 2) holds every
// permission but the vendor's own; a manager (rank 3) lacks Edit Permissions.
const admin = { roleRank: 2, permissions: [Permission.EditPermissions, Permission.EditUser, Permission.EditContacts] };
const manager = { roleRank: 3, permissions: [Permission.EditUser, Permission.EditContacts] };
const systemAdmin = { roleRank: 1, permissions: [] };

const box = (caller: typeof admin, id: number) =>
  permissionBoxes(caller)
    .flatMap((a) => a.boxes)
    .find((b) => b.id === id);

describe('the roles tab rules', () => {
  it('let only Edit Permissions (or a system administrator) write roles', () => {
    expect(canWriteRoles(admin)).toBe(true);
    expect(canWriteRoles(manager)).toBe(false);
    expect(canWriteRoles(systemAdmin)).toBe(true);
    expect(roleChangeProblem(manager, { rank: 6, permissions: [] })).toBe(ROLES_READ_ONLY_NOTE);
  });

  it('disable the boxes of permissions the caller does not hold, with the reason', () => {
    expect(box(admin, Permission.EditContacts)?.disabledReason).toBeNull();
    expect(box(admin, Permission.OverwriteCustomerNumber)?.disabledReason).toBe('You do not hold this permission, so you cannot grant it.');
    expect(box(admin, Permission.OverwriteCustomerNumber)?.label).toBe('Overwrite Customer Number');
    // A system administrator may grant anything.
    expect(
      permissionBoxes(systemAdmin)
        .flatMap((a) => a.boxes)
        .every((b) => b.disabledReason === null),
    ).toBe(true);
  });

  it('disable the ranks above the caller, with the reason', () => {
    const ranks = rankChoices(manager);
    expect(ranks.find((r) => r.rank === 2)?.disabledReason).toBe('You cannot grant rank 2: it is above your own rank (3).');
    expect(ranks.find((r) => r.rank === 1)?.disabledReason).not.toBeNull();
    expect(ranks.filter((r) => r.rank >= 3).every((r) => r.disabledReason === null)).toBe(true);
    expect(rankChoices(systemAdmin).every((r) => r.disabledReason === null)).toBe(true);
  });

  it('keep a role the caller could not grant out of their reach', () => {
    expect(roleChangeProblem(admin, { rank: 1, permissions: [] })).toBe('You cannot grant rank 1: it is above your own rank (2).');
    expect(roleChangeProblem(admin, { rank: 4, permissions: [Permission.AccessSupport] })).toBe(
      `You cannot grant permissions you do not hold yourself (${Permission.AccessSupport}).`,
    );
    expect(roleChangeProblem(admin, { rank: 4, permissions: [Permission.EditContacts] })).toBeNull();
  });
});
