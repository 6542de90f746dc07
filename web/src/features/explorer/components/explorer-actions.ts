// What the explorer may offer on a node: spec 000 §2 (context menu per type, header icons),
// §5 (when copy and move are allowed), §6 (permissions). Pure, so it is tested on its own. What the
// context menu alone needs is explorer-menu-entries.ts, loaded with the menu.
import { canCopy, canMove, COPY_MOVE_PERMISSION, nodeKindOf, type NodeKind } from '@ullage/domain/copy-move';
import type { CopyMoveAction } from '@ullage/domain/messages';
import { EntityType } from '@ullage/domain/entity-types';
import { Permission } from '@ullage/domain/people/permissions';

/** What a node is: copy/move's kinds, and a product (spec 000 §3 "Product in the tree"), which is
 * opened from the tree but neither copied nor moved. */
export type ExplorerKind = NodeKind | 'product';

/** A node the explorer acts on: a folder (uid === fuid), an entity standing in folder fuid, or a
 * collection (the users, assets, devices or products of folder fuid). */
export interface ExplorerTarget {
  kind: ExplorerKind;
  fuid: number;
  uid: number;
  typeId: number;
  label: string;
  /** Folders: administers itself (the root or a company). */
  isOwnAdmin?: boolean;
  isCompany?: boolean;
  hasChildFolders?: boolean;
  /** Folders: the folder it stands in (null at the top of the tree). */
  parentUid?: number | null;
}

/** Pages an action opens; the app says whether each exists (absent until a later issue builds it). */
export type PageAction =
  'summary' | 'folder-setup' | 'add-object' | 'information' | 'setup' | 'history' | 'email-reports' | 'collection' | 'preferences';

export function targetKind(typeId: number): ExplorerKind | undefined {
  return typeId === EntityType.Product ? 'product' : nodeKindOf(typeId);
}

/** spec 000 §5 when copy/move are allowed, and the permission the server will ask for. */
export function canCopyMove(action: CopyMoveAction, target: ExplorerTarget | undefined, permissions: ReadonlySet<number>): boolean {
  if (!target) return false;
  if (target.kind === 'collection' || target.kind === 'product' || !permissions.has(COPY_MOVE_PERMISSION[target.kind])) return false;
  const subject = { kind: target.kind, isOwnAdmin: target.isOwnAdmin, hasChildFolders: target.hasChildFolders };
  // The top of the caller's tree has no folder above it to leave.
  if (target.kind === 'folder' && target.parentUid === null) return false;
  return action === 'copy' ? canCopy(subject) : canMove(subject);
}

/** Add Object creates assets, devices (Edit Assets/Devices), folders (Edit Folder), users (Edit
 * User) or contacts (Edit Contacts): offered to those who may create one of them. */
export function canAddObject(permissions: ReadonlySet<number>): boolean {
  return [Permission.EditAssetsDevices, Permission.EditFolder, Permission.EditUser, Permission.EditContacts].some((p) =>
    permissions.has(p),
  );
}
