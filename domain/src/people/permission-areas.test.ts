import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS, permissionLabel } from './permission-areas';
import { PERMISSION_IDS } from './permissions';

describe('the permission areas of the roles screen', () => {
  it('hold every permission of spec 001 §6 exactly once', () => {
    const listed = PERMISSION_AREAS.flatMap((a) => a.permissions);
    expect([...listed].sort((a, b) => a - b)).toEqual([...PERMISSION_IDS].sort((a, b) => a - b));
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('leave no area empty and name each one once', () => {
    for (const a of PERMISSION_AREAS) expect(a.permissions.length).toBeGreaterThan(0);
    expect(new Set(PERMISSION_AREAS.map((a) => a.label)).size).toBe(PERMISSION_AREAS.length);
  });

  it("label a permission with the spec's name", () => {
    expect(permissionLabel(14)).toBe('Edit Permissions');
    expect(permissionLabel(19)).toBe('Overwrite Customer Number');
  });
});
