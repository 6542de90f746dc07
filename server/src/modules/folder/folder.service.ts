// spec 001 §7 Folder calls; spec 001 §4 "Saving is create-or-update". Scope first (outside the
// caller's base folder is 404), then the rules.
import {
  FOLDER_TREE_MAX_NODES,
  type ChildFoldersPage,
  type Folder,
  type FolderSaveBody,
  type FolderTreeNode,
  type ParentFolderLite,
} from '@ullage/domain/api/folder';
import { ConfigType } from '@ullage/domain/configs';
import { CANT_CREATE_FOLDER_IN_FOLDER_WITH_ASSETS } from '@ullage/domain/messages';
import { Permission } from '@ullage/domain/people/permissions';
import type { ValidationResultItem } from '@ullage/domain/validation';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { ConflictError, fieldError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { inScope, visiblePath, type Caller, type Scope } from '../access';
import type { Entities } from '../entity';
import type { Identities } from '../identity';
import type { FolderFacts, FolderRepository } from './folder.repository';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The modules a folder save writes through: the entity write path (ADR 050) and the identifier
 * rules of its identity configs. */
export interface FolderServiceDeps {
  entities: Entities;
  identities: Identities;
}

const identityConfigsOf = (configs: NonNullable<FolderSaveBody['identityConfigs']>): Record<string, unknown>[] =>
  configs.map((c) => ({ ...c, typeId: ConfigType.Identity }));

export function createFolderService(repo: FolderRepository, scope: Scope, deps: FolderServiceDeps) {
  /** An active folder in the caller's scope, or 404 (the same answer as a missing one). */
  async function folderInScope(caller: Caller, uid: number): Promise<FolderFacts> {
    const facts = await repo.facts(uid);
    if (!facts || !inScope(caller, facts.path)) throw new NotFoundError(`Folder ${uid} was not found.`);
    return facts;
  }

  async function namedPath(caller: Caller, path: readonly number[]): Promise<ParentFolderLite[]> {
    const visible = visiblePath(caller, path);
    const labels = await repo.labels(visible);
    return visible.map((uid) => ({ uid, label: labels.get(uid) ?? '' }));
  }

  function requireCompanyPermission(caller: Caller, isCompany: boolean) {
    if (isCompany && !caller.permissions.has(Permission.EditCompany)) {
      throw new ForbiddenError('Editing a company folder needs the Edit Company permission.');
    }
  }

  async function validateDelete(caller: Caller, uid: number): Promise<ValidationResultItem[]> {
    const f = await folderInScope(caller, uid);
    const facts = await repo.deleteFacts(uid);
    const items: ValidationResultItem[] = [];
    const block = (label: string, message: string) => items.push({ isValid: false, label, message });
    if (f.parentUid === null) block('Folder', "The top folder can't be deleted.");
    else if (f.isCompany) block('Company', "A company folder can't be deleted.");
    if (uid === caller.baseFolderUid) block('Base folder', "Your own base folder can't be deleted.");
    if (facts.subfolders)
      block('Subfolders', `This folder has ${plural(facts.subfolders, 'subfolder', 'subfolders')}. Move or delete them first.`);
    if (facts.users) block('Users', `This folder has ${plural(facts.users, 'user', 'users')}. Move or delete them first.`);
    if (facts.assets) block('Assets', `This folder holds ${plural(facts.assets, 'asset', 'assets')}. Move or delete them first.`);
    if (facts.devices) block('Devices', `This folder holds ${plural(facts.devices, 'device', 'devices')}. Move or delete them first.`);
    if (facts.copies) {
      items.push({
        isValid: true,
        label: 'Shared copies',
        message: `${plural(facts.copies, 'shared copy', 'shared copies')} will be removed from this folder; the originals stay where they are.`,
      });
    }
    if (!items.some((i) => !i.isValid)) items.unshift({ isValid: true, label: 'Folder', message: `"${f.label}" can be deleted.` });
    return items;
  }

  return {
    // For other modules (entity, navigation, share), which check scope themselves: a folder's
    // facts, lite form and labels, without a caller.
    facts: (uid: number) => repo.facts(uid),
    lite: (uid: number) => repo.lite(uid),
    labels: (uids: readonly number[]) => repo.labels(uids),
    /** A page of a folder's active subfolders by name (keyset `after`), limit + 1 rows. */
    childFolderPage: (uid: number, after: readonly [string, number] | null, limit: number) => repo.childFolders(uid, after, limit),

    /**
     * The site's position from its asset's GPS (spec 001 §3.5 updateFolderAddress, ADR 101), set by
     * the portal itself: the address's latitude and longitude become the fix's; its street, city,
     * state and zip stay as entered (no geocoder: a fix is coordinates only). Returns the address
     * written, or null when the folder is gone.
     */
    async setPositionBySystem(uid: number, position: { latitude: number; longitude: number }): Promise<Folder['addressConfig']> {
      const found = await repo.get(uid);
      if (!found) return null;
      const address = { ...(found.addressConfig ?? {}), latitude: position.latitude, longitude: position.longitude };
      await repo.inTransaction(null, (tx) => tx.update(uid, { label: found.label, address }));
      return address;
    },

    async get(caller: Caller, uid: number): Promise<Folder> {
      await scope.requireRead(caller, uid, 'Folder');
      const found = await repo.get(uid);
      if (!found) throw new NotFoundError(`Folder ${uid} was not found.`);
      return found;
    },

    /** From the top of the caller's scope down to folder `uid`, or to the folder entity `uid`
     * stands in (its first membership in scope). */
    async parentFoldersLite(caller: Caller, uid: number): Promise<ParentFolderLite[]> {
      const own = await repo.facts(uid);
      if (own) {
        if (!inScope(caller, own.path)) throw new NotFoundError(`Folder ${uid} was not found.`);
        return namedPath(caller, own.path);
      }
      await scope.requireRead(caller, uid);
      const path = await scope.firstFolderPathOf(caller, uid);
      if (!path) throw new NotFoundError(`Entity ${uid} was not found.`);
      return namedPath(caller, path);
    },

    async childFolders(caller: Caller, uid: number, query: { after?: string; limit: number }): Promise<ChildFoldersPage> {
      await folderInScope(caller, uid);
      const after = query.after ? decodeCursor(query.after, ['string', 'number'] as const) : null;
      const rows = await repo.childFolders(uid, after, query.limit);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        items: page,
        next: rows.length > query.limit && last ? encodeCursor([last.label.toLowerCase(), last.uid]) : null,
      };
    },

    /** The folders below `uid`, nested, `depth` levels deep (spec 001 §3.3 FolderTreeNode). */
    async folderTree(caller: Caller, uid: number, depth: number): Promise<FolderTreeNode> {
      const root = await folderInScope(caller, uid);
      const rows = await repo.subtree(uid, root.path.length, depth, FOLDER_TREE_MAX_NODES);
      if (rows.length > FOLDER_TREE_MAX_NODES) {
        throw fieldError(
          'depth',
          `"${root.label}" has more than ${FOLDER_TREE_MAX_NODES.toLocaleString('en-US')} folders within ${depth} levels; ask for fewer levels (depth) or browse it with ChildFolders.`,
        );
      }
      const nodes = new Map<number, FolderTreeNode>();
      const top: FolderTreeNode = { uid, label: root.label, copy: false, isCompany: root.isCompany, nodes: [] };
      nodes.set(uid, top);
      for (const r of rows)
        nodes.set(r.uid, { uid: r.uid, label: r.label, copy: r.copiedFromUid !== null, isCompany: r.isCompany, nodes: [] });
      // Rows come sorted by name, so each parent's children stay sorted.
      for (const r of rows) nodes.get(r.parentUid)?.nodes.push(nodes.get(r.uid)!);
      return top;
    },

    validateDelete,

    /** Deletes after the same validation Validate/Delete answers; refuses with its first reason. */
    async delete(caller: Caller, uid: number): Promise<void> {
      const f = await folderInScope(caller, uid);
      requireCompanyPermission(caller, f.isCompany);
      const blocking = (await validateDelete(caller, uid)).find((i) => !i.isValid);
      if (blocking) throw new ConflictError(blocking.message);
      await repo.inTransaction(caller.userUid, (tx) => tx.softDelete(uid));
    },

    async create(caller: Caller, body: FolderSaveBody): Promise<Folder> {
      if (body.parentUid === undefined) throw fieldError('parentUid', 'Parent Uid: is required');
      const parent = await folderInScope(caller, body.parentUid);
      requireCompanyPermission(caller, body.isCompany);
      const parentLite = await repo.lite(parent.uid);
      if (parentLite?.hasAssetsOrDevices) throw fieldError('parentUid', CANT_CREATE_FOLDER_IN_FOLDER_WITH_ASSETS);
      const input = { label: body.label, parent, isCompany: body.isCompany, address: body.addressConfig ?? null };
      if (!body.identityConfigs?.length) {
        const uid = await repo.inTransaction(caller.userUid, (tx) => tx.create(input));
        return (await repo.get(uid))!;
      }
      // A new folder offers the identity groups of its parent (it has none of its own yet).
      const identities = identityConfigsOf(body.identityConfigs);
      await deps.identities.check(caller, { entityUid: null, folderUid: parent.uid, configs: identities, stored: [] });
      const uid = await deps.entities.write(caller, async (w) => {
        const created = await repo.within(w.tx).create(input);
        await w.saveConfigs(created, identities);
        return created;
      });
      return (await repo.get(uid))!;
    },

    async update(caller: Caller, uid: number, body: FolderSaveBody): Promise<Folder> {
      const f = await folderInScope(caller, uid);
      requireCompanyPermission(caller, f.isCompany);
      if (body.parentUid !== undefined && body.parentUid !== f.parentUid) {
        throw fieldError('parentUid', 'Parent Uid: a folder is put in another folder with Move, not by saving it');
      }
      if (body.isCompany !== f.isCompany) throw fieldError('isCompany', "Is Company: can't be changed after the folder is created");
      const fields = { label: body.label, address: body.addressConfig };
      if (body.identityConfigs === undefined) {
        await repo.inTransaction(caller.userUid, (tx) => tx.update(uid, fields));
        return (await repo.get(uid))!;
      }
      // Issue 14: the folder's identity configs (a site's customer number) are saved with it, after
      // the identity rules (docs/decisions/055-permission-granting.md): changing or removing an
      // existing identifier needs Overwrite Customer Number, the group must be offered here, the
      // identifier free in the group's scope. Its other configs stay as stored.
      const { entities } = deps;
      const stored = (await entities.configsOf([uid])).get(uid) ?? [];
      const identities = identityConfigsOf(body.identityConfigs);
      await deps.identities.check(caller, { entityUid: uid, folderUid: uid, configs: identities, stored });
      await entities.write(caller, async (w) => {
        await repo.within(w.tx).update(uid, fields);
        await w.saveConfigs(uid, [...stored.filter((c) => c.typeId !== ConfigType.Identity).map((c) => c.data), ...identities]);
      });
      return (await repo.get(uid))!;
    },
  };
}
export type FolderService = ReturnType<typeof createFolderService>;
