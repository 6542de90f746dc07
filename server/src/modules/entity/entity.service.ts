// spec 001 §7 Entity: ByFolder/{folder}/Lite, {uid}/Folder, {uid}/History/Folder, {uid}/Copy,
// {uid}/Move, {uid}/Rename. The copy/move rules are domain/src/copy-move.ts, the same code the
// explorer uses (spec 000 §5); here they are enforced with the caller's permission and scope on
// the entity and on both folders.
import type { EntityLite, FolderHistoryItem, Membership } from '@ullage/domain/api/entity';
import type { FolderLite } from '@ullage/domain/api/folder';
import { COPY_MOVE_PERMISSION, copyMoveTargetError, nodeKindOf, type CopyMoveSubject, type CopyMoveTarget } from '@ullage/domain/copy-move';
import { EntityType } from '@ullage/domain/entity-types';
import type { CopyMoveAction } from '@ullage/domain/messages';
import { assetEditing, canEditDevice, canEditFolder } from '@ullage/domain/editing';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { BadRequestError, fieldError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../access';
import { inScope, visiblePath, type Scope } from '../access';
import type { Continued, RowPage } from '../../lib/continuation';
import type { ConfigHistoryRow, StoredConfig } from './config.repository';
import type { EntityRepository } from './entity.repository';

/** Reads of the configs (config.repository.ts), bound to the database by index.ts. */
export interface ConfigReads {
  list(entityUids: number[]): Promise<Map<number, StoredConfig[]>>;
  history(entityUid: number, configTypeId: number | undefined, page: RowPage): Promise<{ rows: ConfigHistoryRow[]; next: string | null }>;
  at(entityUid: number, at: Date): Promise<StoredConfig[]>;
}

/** What the Entity calls read of folders: the folder module's service, given by index.ts. Declared
 * here, not imported, because the folder module writes through this one (a folder save's configs). */
export interface FolderLookup {
  facts(
    uid: number,
  ): Promise<{ uid: number; label: string; parentUid: number | null; adminUid: number; isCompany: boolean; path: number[] } | null>;
  lite(uid: number): Promise<FolderLite | null>;
}

export function createEntityService(
  repo: EntityRepository,
  folders: FolderLookup,
  scope: Scope,
  configs: ConfigReads,
  /** spec 001 §4: an open RMA locks a device unless the caller holds Approve RMA Request (ADR 089). */
  rmaLock: (caller: Caller, deviceUid: number) => Promise<void>,
) {
  async function folderInScope(caller: Caller, uid: number) {
    const f = await folders.facts(uid);
    if (!f || !inScope(caller, f.path)) throw new NotFoundError(`Folder ${uid} was not found.`);
    return f;
  }

  async function namesOf(caller: Caller, paths: readonly (readonly number[])[]) {
    const visible = paths.map((p) => visiblePath(caller, p));
    const labels = await repo.labels([...new Set(visible.flat())]);
    return visible.map((p) => ({ uids: p, names: p.map((u) => labels.get(u) ?? '') }));
  }

  /** The entity as a copy/move subject, after the permission and write-scope checks. */
  async function subjectOf(caller: Caller, uid: number, action: CopyMoveAction) {
    await scope.requireWrite(caller, uid);
    const entity = await repo.entity(uid);
    if (!entity) throw new NotFoundError(`Entity ${uid} was not found.`);
    const kind = nodeKindOf(entity.typeId);
    if (!kind) throw new BadRequestError(`You cannot ${action} the selected object`);
    if (!caller.permissions.has(COPY_MOVE_PERMISSION[kind])) throw new ForbiddenError();
    if (kind === 'folder') {
      const f = (await folders.facts(uid))!;
      const lite = (await folders.lite(uid))!;
      const subject: CopyMoveSubject = {
        kind,
        uid,
        isOwnAdmin: f.adminUid === uid,
        hasChildFolders: lite.hasFolders,
        currentFolderUids: f.parentUid === null ? [] : [f.parentUid],
      };
      return { entity, subject, folder: f };
    }
    const memberships = await repo.memberships(uid);
    const subject: CopyMoveSubject = { kind, uid, currentFolderUids: memberships.map((m) => m.folderUid) };
    return { entity, subject, folder: null, memberships };
  }

  async function targetOf(caller: Caller, uid: number): Promise<CopyMoveTarget & { adminUid: number }> {
    return targetOfFolder(await folderInScope(caller, uid));
  }

  async function targetOfFolder(f: { uid: number; path: number[]; adminUid: number }): Promise<CopyMoveTarget & { adminUid: number }> {
    const lite = (await folders.lite(f.uid))!;
    return { uid: f.uid, path: f.path, hasFolders: lite.hasFolders, hasAssetsOrDevices: lite.hasAssetsOrDevices, adminUid: f.adminUid };
  }

  function enforce(action: CopyMoveAction, subject: CopyMoveSubject, target: CopyMoveTarget) {
    const error = copyMoveTargetError(action, subject, target);
    if (error) throw fieldError('destFolderUid', error);
  }

  return {
    /** Entity/{uid}/Config: the configs as saved (spec 001 §3.5), or as they stood at `at` (the
     * config snapshot, docs/decisions/103). */
    async configs(caller: Caller, uid: number, at?: Date): Promise<Record<string, unknown>[]> {
      await scope.requireRead(caller, uid);
      if (at) return (await configs.at(uid, at)).map((c) => c.data);
      return ((await configs.list([uid])).get(uid) ?? []).map((c) => c.data);
    },

    /** Entity/{uid}/History/Config: every saved version, newest first. */
    async configHistory(
      caller: Caller,
      uid: number,
      configTypeId: number | undefined,
      page: RowPage,
    ): Promise<Continued<ConfigHistoryRow[]>> {
      await scope.requireRead(caller, uid);
      const { rows, next } = await configs.history(uid, configTypeId, page);
      return { answer: rows, next };
    },

    async liteByFolder(
      caller: Caller,
      folderUid: number,
      query: { includeSubFolders: boolean; entityTypeIds?: number[]; after?: string; limit: number },
    ): Promise<{ items: EntityLite[]; next: string | null }> {
      await folderInScope(caller, folderUid);
      const after = query.after ? decodeCursor(query.after, ['string', 'number', 'number'] as const) : null;
      const typeIds = query.entityTypeIds ?? null;
      const rows = await repo.lite({
        folderUid,
        includeSubFolders: query.includeSubFolders,
        typeIds: typeIds?.filter((t) => t !== EntityType.Folder) ?? null,
        withFolders: typeIds === null || typeIds.includes(EntityType.Folder),
        after,
        limit: query.limit,
      });
      // Asked for folders only: the membership part must find nothing.
      const items = (
        typeIds !== null && typeIds.every((t) => t === EntityType.Folder) ? rows.filter((r) => r.typeId === EntityType.Folder) : rows
      ).slice(0, query.limit);
      const last = items[items.length - 1];
      return {
        items,
        next: rows.length > query.limit && last ? encodeCursor([last.label.toLowerCase(), last.uid, last.folderUid]) : null,
      };
    },

    /** The folders an entity stands in, as far as the caller can see (spec 000 §3 folder-membership
     * records); a folder stands in its parent. */
    async memberships(caller: Caller, uid: number): Promise<Membership[]> {
      await scope.requireRead(caller, uid);
      const f = await folders.facts(uid);
      if (f) {
        if (f.parentUid === null || uid === caller.baseFolderUid) return [];
        const [named] = await namesOf(caller, [f.path.slice(0, -1)]);
        return [{ folderUid: f.parentUid, copy: false, readOnly: false, folderNamePath: named!.names }];
      }
      const rows = (await repo.memberships(uid)).filter((m) => inScope(caller, m.path));
      const named = await namesOf(
        caller,
        rows.map((m) => m.path),
      );
      return rows.map((m, i) => ({ folderUid: m.folderUid, copy: m.isCopy, readOnly: m.readOnly, folderNamePath: named[i]!.names }));
    },

    /** Where the entity has stood, newest first, within the caller's scope. */
    async folderHistory(caller: Caller, uid: number, page: RowPage): Promise<Continued<FolderHistoryItem[]>> {
      await scope.requireRead(caller, uid);
      const { rows, next } = await repo.history(uid, caller.baseFolderUid, page);
      const named = await namesOf(
        caller,
        rows.map((r) => r.folderUidPath),
      );
      const answer = rows.map((r, i) => ({
        uid,
        folderUid: r.folderUid,
        folderUidPath: named[i]!.uids,
        folderNamePath: named[i]!.names,
        action: r.action,
        copy: r.isCopy,
        date: r.date,
        userName: r.userName,
      }));
      return { answer, next };
    },

    async copy(caller: Caller, uid: number, body: { destFolderUid: number; readOnly: boolean }) {
      const { entity, subject, folder } = await subjectOf(caller, uid, 'copy');
      const target = await targetOf(caller, body.destFolderUid);
      enforce('copy', subject, target);
      if (folder) {
        const newUid = await repo.inTransaction(caller.userUid, (tx) =>
          tx.copyFolder(uid, entity.label, target.path, target.adminUid, body.readOnly),
        );
        return { uid: newUid, folderUid: target.uid };
      }
      await repo.inTransaction(caller.userUid, (tx) => tx.copyMembership(uid, target.uid, body.readOnly));
      return { uid, folderUid: target.uid };
    },

    /** POST Folder/{uid}/Entity (docs/decisions/103): assets and devices standing elsewhere
     * also stand in the folder, by the copy rules, in one transaction: one refusal refuses all. The
     * folder first (404 outside the scope), then each entity (404 outside it, 403 without the
     * permission that copies its kind, 400 naming the entity for a folder or a rule). */
    async addToFolder(caller: Caller, folderUid: number, body: { uids: number[]; readOnly: boolean }) {
      const target = await targetOf(caller, folderUid);
      const errors: Record<string, string[]> = {};
      for (const [i, uid] of body.uids.entries()) {
        const { subject, folder } = await subjectOf(caller, uid, 'copy');
        const problem = folder ? 'is a folder; copy or move a folder instead' : copyMoveTargetError('copy', subject, target);
        if (problem) errors[`uids.${i}`] = [`Uids: ${uid}: ${problem}`];
      }
      const all = Object.values(errors).flat();
      if (all.length > 0) throw new BadRequestError(all[0]!, errors);
      await repo.inTransaction(caller.userUid, async (tx) => {
        for (const uid of body.uids) await tx.copyMembership(uid, target.uid, body.readOnly);
      });
      return body.uids.map((uid) => ({ uid, folderUid: target.uid }));
    },

    async move(caller: Caller, uid: number, body: { srcFolderUid: number; destFolderUid: number; readOnly: boolean }) {
      const { subject, folder, memberships } = await subjectOf(caller, uid, 'move');
      if (subject.kind === 'user' && uid === caller.userUid) throw new BadRequestError("You can't move your own user.");
      // The source must be where the entity stands, and inside the caller's scope.
      const src = await folderInScope(caller, body.srcFolderUid);
      if (!subject.currentFolderUids.includes(src.uid)) {
        throw fieldError('srcFolderUid', `Src Folder Uid: the selected object is not in folder ${src.uid}`);
      }
      const target = await targetOf(caller, body.destFolderUid);
      enforce('move', subject, target);
      await repo.inTransaction(caller.userUid, async (tx) => {
        if (folder) return tx.moveFolder(uid, target.path);
        const m = memberships?.find((x) => x.folderUid === src.uid);
        await tx.moveMembership(uid, src.uid, target.uid, body.readOnly || (m?.readOnly ?? false));
        if (subject.kind === 'user') await tx.moveUserBase(uid, target.uid);
      });
      return { uid, folderUid: target.uid };
    },

    /**
     * An asset moved by the portal itself (GPS autoMoveFolders, docs/decisions/101-gps-folder-moves.md):
     * from the folder it stands in (not a copy) into `destFolderUid` of the same company, under the
     * copy/move rules of a manual Move and written as one (the history trigger records it), with no
     * user acting: the history shows System. Throws the manual Move's errors when a rule refuses.
     */
    async moveAssetBySystem(uid: number, destFolderUid: number): Promise<{ srcFolderUid: number; destFolderUid: number }> {
      const entity = await repo.entity(uid);
      if (!entity) throw new NotFoundError(`Entity ${uid} was not found.`);
      const kind = nodeKindOf(entity.typeId);
      if (kind !== 'asset') throw new BadRequestError(`You cannot move the selected object`);
      const memberships = await repo.memberships(uid);
      const src = memberships.find((m) => !m.isCopy);
      if (!src) throw new NotFoundError(`Entity ${uid} was not found.`);
      const dest = await folders.facts(destFolderUid);
      if (!dest) throw new NotFoundError(`Folder ${destFolderUid} was not found.`);
      const srcFacts = await folders.facts(src.folderUid);
      if (!srcFacts || srcFacts.adminUid !== dest.adminUid) {
        throw fieldError('destFolderUid', 'Dest Folder Uid: is in another company');
      }
      const subject: CopyMoveSubject = { kind, uid, currentFolderUids: memberships.map((m) => m.folderUid) };
      enforce('move', subject, await targetOfFolder(dest));
      await repo.inTransaction(null, (tx) => tx.moveMembership(uid, src.folderUid, dest.uid, src.readOnly));
      return { srcFolderUid: src.folderUid, destFolderUid: dest.uid };
    },

    /** spec 000 §5: renaming to the same name does nothing. Folders need Edit Folder (and Edit
     * Company for a company), assets Edit Assets/Devices or Edit Asset Information, devices Edit
     * Assets/Devices. */
    async rename(caller: Caller, uid: number, label: string) {
      await scope.requireWrite(caller, uid);
      const entity = await repo.entity(uid);
      if (!entity) throw new NotFoundError(`Entity ${uid} was not found.`);
      switch (entity.typeId) {
        case EntityType.Folder: {
          const f = (await folders.facts(uid))!;
          if (!canEditFolder(caller.permissions, { folderReadOnly: false, isCompany: f.isCompany })) throw new ForbiddenError();
          break;
        }
        case EntityType.Asset:
          if (!assetEditing(caller.permissions, { folderReadOnly: false }).information) throw new ForbiddenError();
          break;
        case EntityType.Device:
          if (!canEditDevice(caller.permissions, { folderReadOnly: false, hasOpenRma: false })) throw new ForbiddenError();
          await rmaLock(caller, uid);
          break;
        default:
          throw new BadRequestError('Only folders, assets and devices can be renamed.');
      }
      if (entity.label !== label) await repo.inTransaction(caller.userUid, (tx) => tx.rename(uid, label));
      return { uid, label };
    },
  };
}
export type EntityService = ReturnType<typeof createEntityService>;
