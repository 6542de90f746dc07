// spec 001 §6 roles per folder, §7 Permission calls, and the granting rules of
// docs/decisions/055-permission-granting.md: nobody grants a permission they do not hold or a rank
// above their own (grantProblem), nobody edits a user above them (userEditProblem), nobody changes
// their own role, and a role in use is not deleted.
import { grantProblem, userEditProblem, type RoleDto, type RoleSaveBody, type UserPermissions } from '@ullage/domain/people/roles-api';
import { roleSaveBodySchema } from '@ullage/domain/people/roles-api';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import type { FolderLine, PermissionRepository, RoleRow, UserRoleRow } from './permission.repository';

export const OWN_ROLE_CHANGE = 'You cannot change your own role.';

export const roleNotOffered = (label: string) => `Role '${label}' is not offered in this user's folder.`;

export function roleInUse(label: string, holders: number): string {
  return `Role '${label}' is held by ${holders} user${holders === 1 ? '' : 's'}: give them another role before deleting it.`;
}

const toDto = ({ folderPath: _p, holderCount: _h, ...role }: RoleRow): RoleDto => role;

export interface PermissionDeps {
  repo: PermissionRepository;
  scope: Scope;
  entities: Entities;
}

export function createPermissionService({ repo, scope, entities }: PermissionDeps) {
  /** The folders whose roles a folder offers: its own and its ancestors' up to its company folder
   * (a system administrator also sees the vendor's roles above the company). */
  function offeringFolders(caller: Caller, line: FolderLine): number[] {
    if (caller.isSystemAdmin || line.companyUid === null) return line.path;
    return line.path.slice(line.path.indexOf(line.companyUid));
  }

  async function lineOf(folderUid: number): Promise<FolderLine> {
    const line = await repo.folderLine(folderUid);
    if (!line) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    return line;
  }

  /** A role the caller may change or delete: defined in a folder the caller may write, and not
   * more than the caller could grant. */
  async function editableRole(caller: Caller, id: number): Promise<RoleRow> {
    const role = await repo.role(id);
    if (!role) throw new NotFoundError(`Role ${id} was not found.`);
    await scope.requireWrite(caller, role.folderUid, 'Role', id);
    const problem = grantProblem(caller, role);
    if (problem) throw new ForbiddenError(problem);
    return role;
  }

  function requireGrantable(caller: Caller, role: { rank: number; permissions: readonly number[] }): void {
    const problem = grantProblem(caller, role);
    if (problem) throw new ForbiddenError(problem);
  }

  async function userRoleOf(caller: Caller, uid: number): Promise<UserRoleRow> {
    if (uid !== caller.userUid) await scope.requireRead(caller, uid, 'User');
    const row = await repo.userRole(uid);
    if (!row) throw new NotFoundError(`User ${uid} was not found.`);
    return row;
  }

  /** Why the caller may not give role `roleId` to a user based in `baseFolderUid` (throws), or the
   * role: it must be offered there (its folder or an ancestor inside the company) and grantable. */
  async function requireAssignable(caller: Caller, baseFolderUid: number, roleId: number): Promise<RoleRow> {
    const role = await repo.role(roleId);
    const offered = offeringFolders(caller, await lineOf(baseFolderUid));
    if (!role || !offered.includes(role.folderUid)) {
      const message = role ? roleNotOffered(role.label) : 'Security Role must be selected';
      throw new BadRequestError(message, { 'config.roleId': [message] });
    }
    requireGrantable(caller, role);
    return role;
  }

  async function userPermissions(caller: Caller, uid: number): Promise<UserPermissions> {
    const row = await userRoleOf(caller, uid);
    return { userUid: row.uid, roleId: row.roleId, roleLabel: row.roleLabel, roleRank: row.roleRank, permissions: row.permissions };
  }

  return {
    requireAssignable,

    /** Permission/User/{id} (GET): the user's role and its permissions. */
    userPermissions,

    /** Permission/Role/ByFolder/{folderUid}. */
    async rolesAt(caller: Caller, folderUid: number): Promise<RoleDto[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      return (await repo.rolesIn(offeringFolders(caller, await lineOf(folderUid)))).map(toDto);
    },

    /** Permission/Role/ToFolder/{folderUid}. */
    async createRole(caller: Caller, folderUid: number, input: RoleSaveBody): Promise<RoleDto> {
      const body = roleSaveBodySchema.parse(input);
      await scope.requireWrite(caller, folderUid, 'Folder');
      requireGrantable(caller, body);
      const id = await entities.write(caller, (w) => repo.insertRole(w.tx, folderUid, body));
      return toDto((await repo.role(id))!);
    },

    /** Permission/Role/ (PUT, with id). */
    async updateRole(caller: Caller, input: RoleSaveBody): Promise<RoleDto> {
      const body = roleSaveBodySchema.parse(input);
      if (!body.id) throw new BadRequestError('Role: the id of the role to save is required', { id: ['Role: is required'] });
      await editableRole(caller, body.id);
      requireGrantable(caller, body);
      await entities.write(caller, (w) => repo.updateRole(w.tx, body.id!, body));
      return toDto((await repo.role(body.id))!);
    },

    /** Permission/Role/{id}: refused while any user holds it. */
    async deleteRole(caller: Caller, id: number): Promise<{ id: number; deleted: true }> {
      const role = await editableRole(caller, id);
      if (role.holderCount > 0) throw new ConflictError(roleInUse(role.label, role.holderCount));
      const deleted = await entities.write(caller, (w) => repo.deleteRoleIfUnheld(w.tx, id));
      if (!deleted) {
        const now = await repo.role(id);
        throw new ConflictError(roleInUse(role.label, now?.holderCount ?? 1));
      }
      return { id, deleted: true };
    },

    /** Permission/User/{id} (PUT): gives the user another role. */
    async assignRole(caller: Caller, uid: number, roleId: number): Promise<UserPermissions> {
      if (uid === caller.userUid) throw new ForbiddenError(OWN_ROLE_CHANGE);
      await scope.requireWrite(caller, uid, 'User');
      const target = await userRoleOf(caller, uid);
      const problem = userEditProblem(caller, target.roleRank);
      if (problem) throw new ForbiddenError(problem);
      await requireAssignable(caller, target.baseFolderUid, roleId);
      await entities.write(caller, (w) => repo.setUserRole(w.tx, uid, roleId));
      return userPermissions(caller, uid);
    },
  };
}
export type PermissionService = ReturnType<typeof createPermissionService>;
