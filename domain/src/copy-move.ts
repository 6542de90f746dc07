// spec 000 §5 "Copy/Move target rules" and "when copy and move are allowed"; spec 000 §2 Explorer
// (greyed Copy and Move icons). One implementation for the web (icons, target picker) and the
// server (Entity/{uid}/Copy and /Move refuse the same things with the same words). Where the spec
// is terse, the reading is docs/decisions/019-copy-move-rules.md.
import { EntityType } from './entity-types';
import {
  cannotCopyMoveSelected,
  cantMoveAssetToFolderWithFolders,
  cantMoveDeviceToFolderWithFolders,
  cantMoveFolderIntoItself,
  cantMoveFolderToFolderWithAssetsOrDevices,
  SAME_SOURCE_AND_DESTINATION,
  type CopyMoveAction,
} from './messages';
import { Permission, type PermissionId } from './people/permissions';

/** What a tree node can be: an entity of the shell's types, or a collection (users, assets,
 * devices of a folder). */
export const NODE_KINDS = ['folder', 'user', 'asset', 'device', 'collection'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** The permission that copying or moving an entity of each kind needs (docs/decisions/019): the
 * explorer offers the action, and Entity/{uid}/Copy and /Move accept it, with it. */
export const COPY_MOVE_PERMISSION: Readonly<Record<Exclude<NodeKind, 'collection'>, PermissionId>> = {
  asset: Permission.EditAssetsDevices,
  device: Permission.EditAssetsDevices,
  folder: Permission.EditFolder,
  user: Permission.EditUser,
};

/** The node kind of an entity type id; undefined for types the explorer does not show. */
export function nodeKindOf(typeId: number): Exclude<NodeKind, 'collection'> | undefined {
  switch (typeId) {
    case EntityType.Folder:
      return 'folder';
    case EntityType.User:
      return 'user';
    case EntityType.Asset:
      return 'asset';
    case EntityType.Device:
      return 'device';
    default:
      return undefined;
  }
}

export interface CopyMoveSubject {
  kind: NodeKind;
  uid: number;
  /** Folders only: the folder administers itself (the vendor's root or a company), the "admin's
   * root folder" of spec 000 §5. */
  isOwnAdmin?: boolean;
  /** Folders only: it has active child folders. */
  hasChildFolders?: boolean;
  /** Every folder the subject stands in now: a folder's parent; an entity's memberships. */
  currentFolderUids: readonly number[];
}

export interface CopyMoveTarget {
  uid: number;
  /** Ancestor uids from the root down to the target itself (folder.path). */
  path: readonly number[];
  /** The target has active child folders. */
  hasFolders: boolean;
  /** The target holds active assets or devices. */
  hasAssetsOrDevices: boolean;
}

/** spec 000 §5: "Copy is allowed only for a selected asset or device, or a folder with no child
 * folders (outside the root-admin case)". */
export function canCopy(subject: Pick<CopyMoveSubject, 'kind' | 'isOwnAdmin' | 'hasChildFolders'>): boolean {
  switch (subject.kind) {
    case 'asset':
    case 'device':
      return true;
    case 'folder':
      return !subject.isOwnAdmin && !subject.hasChildFolders;
    default:
      return false;
  }
}

/** spec 000 §5: "Move is not allowed for devices or collection nodes; allowed for assets; for the
 * admin's root folder only non-folder nodes ...; otherwise allowed." */
export function canMove(subject: Pick<CopyMoveSubject, 'kind' | 'isOwnAdmin'>): boolean {
  switch (subject.kind) {
    case 'device':
    case 'collection':
      return false;
    case 'asset':
    case 'user':
      return true;
    case 'folder':
      return !subject.isOwnAdmin;
  }
}

export function isActionAllowed(action: CopyMoveAction, subject: CopyMoveSubject): boolean {
  return action === 'copy' ? canCopy(subject) : canMove(subject);
}

/**
 * Why `subject` may not be copied or moved to `target`, in the spec's words; null when it may.
 * The order matters only for which message a doubly-wrong target shows: "the same folder" first,
 * because it is the most direct answer.
 */
export function copyMoveTargetError(action: CopyMoveAction, subject: CopyMoveSubject, target: CopyMoveTarget): string | null {
  if (!isActionAllowed(action, subject)) return cannotCopyMoveSelected(action);
  if (target.uid === subject.uid || subject.currentFolderUids.includes(target.uid)) return SAME_SOURCE_AND_DESTINATION;
  switch (subject.kind) {
    case 'asset':
      return target.hasFolders ? cantMoveAssetToFolderWithFolders(action) : null;
    case 'device':
      return target.hasFolders ? cantMoveDeviceToFolderWithFolders(action) : null;
    case 'folder':
      if (target.path.includes(subject.uid)) return cantMoveFolderIntoItself(action);
      return target.hasAssetsOrDevices ? cantMoveFolderToFolderWithAssetsOrDevices(action) : null;
    default:
      return null;
  }
}
