// What the explorer may offer on a node: spec 000 §2 (context menu per type, header icons),
// §5 (when copy and move are allowed), §6 (permissions). Pure, so it is tested on its own.
import { canCopy, canMove, COPY_MOVE_PERMISSION, nodeKindOf, type NodeKind } from '@ullage/domain/copy-move';
import { assetEditing, canEditFolder } from '@ullage/domain/editing';
import type { CopyMoveAction } from '@ullage/domain/messages';
import { Permission } from '@ullage/domain/people/permissions';

/** A node the explorer acts on: a folder (uid === fuid), an entity standing in folder fuid, or a
 * collection (the users, assets or devices of folder fuid). */
export interface ExplorerTarget {
  kind: NodeKind;
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

export function targetKind(typeId: number): NodeKind | undefined {
  return nodeKindOf(typeId);
}

/** spec 000 §5 when copy/move are allowed, and the permission the server will ask for. */
export function canCopyMove(action: CopyMoveAction, target: ExplorerTarget | undefined, permissions: ReadonlySet<number>): boolean {
  if (!target) return false;
  if (target.kind === 'collection' || !permissions.has(COPY_MOVE_PERMISSION[target.kind])) return false;
  const subject = { kind: target.kind, isOwnAdmin: target.isOwnAdmin, hasChildFolders: target.hasChildFolders };
  // The top of the caller's tree has no folder above it to leave.
  if (target.kind === 'folder' && target.parentUid === null) return false;
  return action === 'copy' ? canCopy(subject) : canMove(subject);
}

/** Whether a share is read-only is the server's to check (Entity/{uid}/Rename answers 403): the
 * explorer's nodes do not say. */
const inTree = { folderReadOnly: false };

export function canRename(target: ExplorerTarget, permissions: ReadonlySet<number>): boolean {
  if (target.kind === 'folder') return canEditFolder(permissions, { ...inTree, isCompany: target.isCompany ?? false });
  if (target.kind === 'asset') return assetEditing(permissions, inTree).information;
  return false;
}

/** Add Object creates assets, devices (Edit Assets/Devices), folders (Edit Folder), users (Edit
 * User) or contacts (Edit Contacts): offered to those who may create one of them. */
export function canAddObject(permissions: ReadonlySet<number>): boolean {
  return [Permission.EditAssetsDevices, Permission.EditFolder, Permission.EditUser, Permission.EditContacts].some((p) =>
    permissions.has(p),
  );
}

export function canDeleteFolder(target: ExplorerTarget, permissions: ReadonlySet<number>): boolean {
  return target.kind === 'folder' && canEditFolder(permissions, { ...inTree, isCompany: target.isCompany ?? false });
}

export type MenuEntry =
  | { kind: 'page'; label: string; href: string }
  | { kind: 'rename' | 'delete' | 'refresh' | 'copy-uid'; label: string }
  /** spec 000 §2 the User node's Delete: shown always, disabled with why (userDeleteProblem) when
   * the caller may not (oneself, without Edit User, a user above); null while the rank loads. */
  | { kind: 'delete-user'; label: string; problem: string | null };

/** spec 000 §2 context menu per entity type; entries whose page or call does not exist yet, or
 * that the caller may not use, are left out. */
export function menuEntries(
  target: ExplorerTarget,
  permissions: ReadonlySet<number>,
  pageFor: (action: PageAction, t: ExplorerTarget) => string | null,
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const page = (label: string, action: PageAction) => {
    const href = pageFor(action, target);
    if (href) entries.push({ kind: 'page', label, href });
  };
  switch (target.kind) {
    case 'folder':
      if (canAddObject(permissions)) page('Add Object', 'add-object');
      page('Summary', 'summary');
      page('Setup', 'folder-setup');
      if (canRename(target, permissions)) entries.push({ kind: 'rename', label: 'Rename' });
      if (canDeleteFolder(target, permissions)) entries.push({ kind: 'delete', label: 'Delete' });
      entries.push({ kind: 'refresh', label: 'Refresh' });
      break;
    case 'user':
      page('Information', 'information');
      page('Setup', 'setup');
      page('Email Reports', 'email-reports');
      entries.push({ kind: 'delete-user', label: 'Delete', problem: null });
      break;
    case 'asset':
      page('Information', 'information');
      page('Setup', 'setup');
      page('History', 'history');
      if (canRename(target, permissions)) entries.push({ kind: 'rename', label: 'Rename' });
      break;
    case 'device':
      page('Information', 'information');
      page('Setup', 'setup');
      page('History', 'history');
      break;
    case 'collection':
      return [];
  }
  entries.push({ kind: 'copy-uid', label: 'Copy UID' });
  return entries;
}
