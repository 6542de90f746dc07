// spec 000 §2 the explorer's context menu per entity type, §6 (permissions): which entries a node
// has. Pure, tested on its own; loaded with the menu on its first opening, not with the explorer
// (docs/decisions/086-largest-route-bytes.md).
import { assetEditing, canEditFolder } from '@ullage/domain/editing';
import { canAddObject, type ExplorerTarget, type PageAction } from './explorer-actions';

/** Whether a share is read-only is the server's to check (Entity/{uid}/Rename answers 403): the
 * explorer's nodes do not say. */
const inTree = { folderReadOnly: false };

export function canRename(target: ExplorerTarget, permissions: ReadonlySet<number>): boolean {
  if (target.kind === 'folder') return canEditFolder(permissions, { ...inTree, isCompany: target.isCompany ?? false });
  if (target.kind === 'asset') return assetEditing(permissions, inTree).information;
  return false;
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
    case 'product':
      // Opens it on the Products page (spec 000 §2 Folder menu > Products).
      page('Information', 'information');
      break;
    case 'collection':
      return [];
  }
  entries.push({ kind: 'copy-uid', label: 'Copy UID' });
  return entries;
}
