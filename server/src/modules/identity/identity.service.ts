// spec 001 §3.3 IdentityGroup and the Identity config (34), §7 IdentityGroup/ByFolder: the groups a
// folder offers, and the rules an entity's identity configs must pass before any save writes them
// (docs/decisions/055-permission-granting.md): changing or removing an existing identifier needs
// Overwrite Customer Number (19); the group must be one the entity's folder offers; the identifier
// must be free within the group's identity scope.
import { ConfigType } from '@ullage/domain/configs';
import type { IdentityGroupDto } from '@ullage/domain/people/identity-api';
import { Permission } from '@ullage/domain/people/permissions';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import type { StoredConfig } from '../entity';
import type { FolderLine, IdentityRepository } from './identity.repository';

export const OVERWRITE_IDENTIFIER = 'Changing or removing an existing identifier needs the Overwrite Customer Number permission.';
export const GROUP_NOT_OFFERED = 'Identity Group: is not offered in this folder';
export const identifierTaken = (identifier: string, group: string) => `Identifier: '${identifier}' is already used in ${group}`;

/** What a save is about to write: the entity (null when new), the folder it stands in, its configs
 * after the save (parsed, in body order) and before it. */
export interface IdentitySave {
  entityUid: number | null;
  folderUid: number;
  configs: readonly Record<string, unknown>[];
  stored: readonly StoredConfig[];
}

export function createIdentityService(repo: IdentityRepository, scope: Scope) {
  /** The folders whose groups a folder offers: its own and its ancestors' up to its company. */
  function offeringFolders(caller: Caller, line: FolderLine): number[] {
    if (caller.isSystemAdmin || line.companyUid === null) return line.path;
    return line.path.slice(line.path.indexOf(line.companyUid));
  }

  async function groupsAt(caller: Caller, folderUid: number): Promise<{ line: FolderLine; groups: IdentityGroupDto[] }> {
    const line = await repo.folderLine(folderUid);
    if (!line) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    return { line, groups: await repo.groupsIn(offeringFolders(caller, line)) };
  }

  return {
    /** IdentityGroup/ByFolder/{folderUid}. */
    async byFolder(caller: Caller, folderUid: number): Promise<IdentityGroupDto[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      return (await groupsAt(caller, folderUid)).groups;
    },

    /** Throws 403 or 400 when the save breaks an identity rule. */
    async check(caller: Caller, save: IdentitySave): Promise<void> {
      const identities = save.configs.map((c, index) => ({ c, index })).filter(({ c }) => Number(c.typeId) === ConfigType.Identity);
      const stored = save.stored.filter((c) => c.typeId === ConfigType.Identity);
      if (!caller.permissions.has(Permission.OverwriteCustomerNumber)) {
        for (const old of stored) {
          const now = identities.find(({ c }) => Number(c.id ?? 0) === old.id)?.c;
          if (!now || String(now.identifier).trim() !== String(old.data.identifier ?? '').trim())
            throw new ForbiddenError(OVERWRITE_IDENTIFIER);
        }
      }
      if (identities.length === 0) return;
      const { line, groups } = await groupsAt(caller, save.folderUid);
      const errors: Record<string, string[]> = {};
      const seen = new Set<string>();
      for (const { c, index } of identities) {
        const group = groups.find((g) => g.uid === Number(c.identityGroupUid));
        if (!group) {
          errors[`configs.${index}.identityGroupUid`] = [GROUP_NOT_OFFERED];
          continue;
        }
        const identifier = String(c.identifier).trim();
        const key = `${group.uid}:${identifier.toLowerCase()}`;
        const taken =
          seen.has(key) ||
          (await repo.identifierTaken({
            groupUid: group.uid,
            identifier,
            scopeTypeId: group.identityScopeTypeId,
            exceptEntityUid: save.entityUid,
            folderUid: save.folderUid,
            companyUid: line.companyUid,
          }));
        seen.add(key);
        if (taken) errors[`configs.${index}.identifier`] = [identifierTaken(identifier, group.label)];
      }
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new BadRequestError(first, errors);
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
