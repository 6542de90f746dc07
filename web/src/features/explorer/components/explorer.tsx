// spec 000 §2 Explorer: header icons (Home, Preferences, Setup, Add Object, Copy, Move; Copy and
// Move greyed with "You cannot copy/move the selected object" when not allowed), the tree with
// lazy loading, context menus, and the copy/move, rename, delete and Copy UID dialogs.
import { useQueryClient } from '@tanstack/react-query';
import { EntityType } from '@ullage/domain/entity-types';
import { cannotCopyMoveSelected, type CopyMoveAction } from '@ullage/domain/messages';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Icon } from '../../../components/icons';
import { Loader } from '../../../components/loader';
import { Tooltip } from '../../../components/tooltip';
import { useNavigationNode } from '../api/get-navigation-node';
import { collectionKey, folderFactsOfNode, folderKey, buildTreeRows, keysToReveal, selectionKey, type TreeRow } from '../utils/tree-model';
import { useTreeSource } from '../utils/use-tree-source';
import { canAddObject, canCopyMove, targetKind, type ExplorerTarget, type PageAction } from './explorer-actions';
import type { MenuEntry } from './explorer-menu-entries';
import { ExplorerTree } from './explorer-tree';
import type { OpenedMenu } from './explorer-menu';
import './explorer.css';

// The context menu (with the rules of its entries) and the dialogs load when first opened: the
// explorer is drawn on every signed-in page's first paint, they are not (issue 21,
// docs/decisions/073-first-paint-bytes.md, 086-largest-route-bytes.md).
const ExplorerMenu = lazy(async () => ({ default: (await import('./explorer-menu')).ExplorerMenu }));
const CopyMoveDialog = lazy(async () => ({ default: (await import('./copy-move-dialog')).CopyMoveDialog }));
const CopyUidDialog = lazy(async () => ({ default: (await import('./copy-uid-dialog')).CopyUidDialog }));
const DeleteFolderDialog = lazy(async () => ({ default: (await import('./delete-folder-dialog')).DeleteFolderDialog }));
const RenameDialog = lazy(async () => ({ default: (await import('./rename-dialog')).RenameDialog }));
const DeleteUserDialog = lazy(async () => ({ default: (await import('./delete-user-dialog')).DeleteUserDialog }));

export interface ExplorerProps {
  /** The caller's base folder: the top of the tree. */
  rootUid: number;
  permissions: readonly number[];
  /** The selected folder, and the selected entity in it (uid === fuid for the folder itself). */
  selection: { fuid: number; uid: number };
  /** Go to a node's page. */
  onOpen: (node: { fuid: number; uid: number; typeId: number }) => void;
  /** The page an action opens, when that page exists; null leaves the action out. */
  pageFor: (action: PageAction, target: ExplorerTarget) => string | null;
  onNavigate: (href: string) => void;
  /** spec 000 §2: Home shows the root folder. */
  onHome: () => void;
  /** The caller, for the rules of deleting a user (userDeleteProblem). */
  caller: { userUid: number; roleRank: number };
  /** spec 001 §3.3 User config autoHideHierarchy: each selection collapses the branches that do
   * not lead to it, so only the way from the top of the tree to the selection stays open. */
  autoHideHierarchy?: boolean;
  /** spec 001 §3.3 User config showBillingIconsHierarchy: the folders that hold a billing account,
   * each shown with the billing icon (empty when the user does not show them). */
  billingFolders?: ReadonlySet<number>;
  /** What a folder at this depth below the top of the tree is by the user's folder levels. */
  folderKindAt?: (depth: number) => string | undefined;
}

type Dialog =
  | { kind: 'rename' | 'delete' | 'copy-uid' | 'delete-user'; target: ExplorerTarget }
  | { kind: 'copy-move'; action: CopyMoveAction; target: ExplorerTarget };

function targetOfRow(row: TreeRow): ExplorerTarget | undefined {
  switch (row.kind) {
    case 'folder':
      return {
        kind: 'folder',
        fuid: row.folder.uid,
        uid: row.folder.uid,
        typeId: EntityType.Folder,
        label: row.folder.label,
        isOwnAdmin: row.folder.isOwnAdmin,
        isCompany: row.folder.isCompany,
        hasChildFolders: row.folder.hasFolders,
        parentUid: row.folder.parentUid,
      };
    case 'collection':
      return { kind: 'collection', fuid: row.folderUid, uid: row.folderUid, typeId: row.typeId, label: row.label };
    case 'entity': {
      const kind = targetKind(row.child.typeId);
      return kind ? { kind, fuid: row.folderUid, uid: row.child.uid, typeId: row.child.typeId, label: row.child.label } : undefined;
    }
    default:
      return undefined;
  }
}

export function Explorer({
  rootUid,
  permissions,
  selection,
  onOpen,
  pageFor,
  onNavigate,
  onHome,
  caller,
  autoHideHierarchy = false,
  billingFolders,
  folderKindAt,
}: ExplorerProps) {
  const queryClient = useQueryClient();
  const permissionSet = useMemo(() => new Set(permissions), [permissions]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([folderKey(rootUid)]));
  const expandedFolders = useMemo(() => [...expanded].filter((k) => k.startsWith('f:')).map((k) => Number(k.slice(2))), [expanded]);
  const { source, loadMore, resetFolder } = useTreeSource(expandedFolders);
  const rootNode = source.node(rootUid).data;

  const rows = rootNode ? buildTreeRows({ ...folderFactsOfNode(rootNode), parentUid: null }, expanded, source) : [];

  // The selection comes from the URL; a collection is selected locally (its report's URL names
  // only its folder).
  const selectionText = `${selection.fuid}:${selection.uid}`;
  const [localSelection, setLocalSelection] = useState<{ key: string; target: ExplorerTarget; forSelection: string } | null>(null);
  const local = localSelection?.forSelection === selectionText ? localSelection : null;
  const selectedKey = local?.key ?? selectionKey(selection.fuid, selection.uid);

  const folderNode = useNavigationNode(selection.fuid);
  const entityNode = useNavigationNode(selection.uid !== selection.fuid ? selection.uid : undefined, selection.fuid);
  const selected: ExplorerTarget | undefined = useMemo(() => {
    if (local) return local.target;
    if (selection.uid === selection.fuid) {
      const n = folderNode.data;
      return n
        ? {
            kind: 'folder',
            fuid: n.uid,
            uid: n.uid,
            typeId: EntityType.Folder,
            label: n.label,
            isOwnAdmin: n.isOwnAdmin,
            isCompany: n.isCompany,
            hasChildFolders: (n.counts?.folders ?? 0) > 0,
            parentUid: n.parentUid ?? null,
          }
        : undefined;
    }
    const n = entityNode.data;
    const kind = n ? targetKind(n.typeId) : undefined;
    return n && kind ? { kind, fuid: selection.fuid, uid: n.uid, typeId: n.typeId, label: n.label } : undefined;
  }, [local, selection.uid, selection.fuid, folderNode.data, entityNode.data]);

  // Reveal the selection once per change of it: open the folders down to it.
  const [revealed, setRevealed] = useState<string | null>(null);
  const [revealKey, setRevealKey] = useState<string | null>(null);
  const isEntity = selection.uid !== selection.fuid;
  if (revealed !== selectionText && folderNode.data && (!isEntity || entityNode.data)) {
    const entity = isEntity && entityNode.data ? { folderUid: selection.fuid, typeId: entityNode.data.typeId } : undefined;
    const keys = keysToReveal(folderNode.data.folderUidPath, rootUid, entity);
    setRevealed(selectionText);
    if (autoHideHierarchy) setExpanded(new Set([folderKey(rootUid), ...keys]));
    else setExpanded((e) => (keys.every((k) => e.has(k)) ? e : new Set([...e, ...keys])));
    setRevealKey(selectionKey(selection.fuid, selection.uid));
  }

  const toggle = useCallback((key: string, open?: boolean) => {
    setExpanded((e) => {
      const isOpen = e.has(key);
      if (open === isOpen) return e;
      const next = new Set(e);
      if (isOpen) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const onSelect = (row: TreeRow) => {
    const target = targetOfRow(row);
    if (!target) return;
    if (row.kind === 'collection') {
      const href = pageFor('collection', target);
      // Its report selects the collection's folder in the URL; the collection stays highlighted.
      setLocalSelection({ key: row.key, target, forSelection: href ? `${target.fuid}:${target.uid}` : selectionText });
      if (href) onNavigate(href);
      else toggle(row.key);
      return;
    }
    setLocalSelection(null);
    if (row.kind === 'folder') toggle(row.key, true);
    onOpen({ fuid: target.fuid, uid: target.uid, typeId: target.typeId });
  };

  const [menu, setMenu] = useState<OpenedMenu | null>(null);
  // Mounted from its first opening on, so that closing it returns the keyboard to the tree.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menu && !menuUsed) setMenuUsed(true);
  const closeMenu = useCallback(() => setMenu(null), []);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const onContextMenu = (row: TreeRow, x: number, y: number) => {
    const target = targetOfRow(row);
    // A collection has no menu (menuEntries); the menu's chunk works out the others' entries.
    if (!target || target.kind === 'collection') return;
    setMenu({ key: row.key, target, x, y });
  };

  const refresh = (folderUid: number) => {
    resetFolder(folderUid);
    void queryClient.invalidateQueries({ queryKey: ['navigation', 'node', folderUid] });
    void queryClient.invalidateQueries({ queryKey: ['navigation', 'children', folderUid] });
  };

  const onChoose = (entry: MenuEntry, target: ExplorerTarget) => {
    setMenu(null);
    switch (entry.kind) {
      case 'page':
        onNavigate(entry.href);
        break;
      case 'refresh':
        refresh(target.uid);
        break;
      case 'rename':
      case 'delete':
      case 'copy-uid':
      case 'delete-user':
        setDialog({ kind: entry.kind, target });
        break;
    }
  };

  const folderTarget: ExplorerTarget = {
    kind: 'folder',
    fuid: selection.fuid,
    uid: selection.fuid,
    typeId: EntityType.Folder,
    label: folderNode.data?.label ?? '',
  };
  const headerPage = (action: PageAction) => pageFor(action, folderTarget);

  const copyMoveButton = (action: CopyMoveAction) => {
    const allowed = canCopyMove(action, selected, permissionSet);
    const label = action === 'copy' ? 'Copy' : 'Move';
    return (
      <Tooltip content={allowed ? label : cannotCopyMoveSelected(action)}>
        <button
          type="button"
          className="icon-button"
          aria-label={label}
          aria-disabled={!allowed}
          onClick={() => allowed && selected && setDialog({ kind: 'copy-move', action, target: selected })}
        >
          <Icon name={label} />
        </button>
      </Tooltip>
    );
  };

  const pageButton = (label: string, icon: string, href: string | null) =>
    href && (
      <Tooltip content={label}>
        <button type="button" className="icon-button" aria-label={label} onClick={() => onNavigate(href)}>
          <Icon name={icon} />
        </button>
      </Tooltip>
    );

  const sectionRef = useRef<HTMLElement>(null);
  return (
    <section className="explorer" aria-label="Explorer" ref={sectionRef}>
      <div className="explorer-header" role="toolbar" aria-label="Explorer actions">
        <Tooltip content="Home">
          <button type="button" className="icon-button" aria-label="Home" onClick={onHome}>
            <Icon name="Home" />
          </button>
        </Tooltip>
        {pageButton('Preferences', 'Preferences', headerPage('preferences'))}
        {pageButton('Setup', 'Setup', headerPage('folder-setup'))}
        {canAddObject(permissionSet) && pageButton('Add Object', 'Add', headerPage('add-object'))}
        {copyMoveButton('copy')}
        {copyMoveButton('move')}
      </div>
      {rootNode ? (
        <ExplorerTree
          rows={rows}
          selectedKey={selectedKey}
          revealKey={revealKey}
          onSelect={onSelect}
          onToggle={(row) => toggle(row.key)}
          onContextMenu={onContextMenu}
          onLoadMore={loadMore}
          onRetry={refresh}
          folderKindAt={folderKindAt}
          billingFolders={billingFolders}
        />
      ) : source.node(rootUid).failed ? (
        <p className="explorer-error">
          The folders could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => refresh(rootUid)}>
            Retry
          </button>
        </p>
      ) : (
        <Loader label="Loading folders…" />
      )}

      <Suspense fallback={null}>
        {menuUsed && (
          <ExplorerMenu
            menu={menu}
            permissions={permissionSet}
            pageFor={pageFor}
            caller={caller}
            selectedKey={selectedKey}
            targetPresent={!menu || rows.some((r) => r.key === menu.key)}
            onClose={closeMenu}
            onChoose={onChoose}
            // Back to the row it was opened on (Escape, or a choice that opens nothing): without it the
            // focus went to the menu's invisible anchor and the keyboard lost its place (issue 20).
            onReturnFocus={() => {
              // Not when a choice opened a dialog that holds the focus already.
              const active = document.activeElement;
              if (active && active !== document.body && !active.closest('[role="menu"]')) return;
              sectionRef.current?.querySelector<HTMLElement>('[role="tree"]')?.focus();
            }}
          />
        )}
      </Suspense>
      {/* One dialog at a time; a boundary of its own, so the menu stays while a dialog loads. */}
      <Suspense fallback={null}>
        {dialog?.kind === 'copy-uid' && (
          <CopyUidDialog label={dialog.target.label} uid={dialog.target.uid} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'rename' && <RenameDialog uid={dialog.target.uid} label={dialog.target.label} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'delete' && (
          <DeleteFolderDialog
            uid={dialog.target.uid}
            label={dialog.target.label}
            onClose={() => setDialog(null)}
            onDeleted={() => {
              const parent = dialog.target.parentUid ?? rootUid;
              setDialog(null);
              onOpen({ fuid: parent, uid: parent, typeId: EntityType.Folder });
            }}
          />
        )}
        {dialog?.kind === 'delete-user' && (
          <DeleteUserDialog
            uid={dialog.target.uid}
            label={dialog.target.label}
            onClose={() => setDialog(null)}
            onDeleted={() => {
              setDialog(null);
              onOpen({ fuid: dialog.target.fuid, uid: dialog.target.fuid, typeId: EntityType.Folder });
            }}
          />
        )}
        {dialog?.kind === 'copy-move' && (
          <CopyMoveDialog
            action={dialog.action}
            target={dialog.target}
            rootUid={rootUid}
            onClose={() => setDialog(null)}
            onDone={(folderUid) => {
              setDialog(null);
              toggle(folderKey(folderUid), true);
              if (dialog.target.kind !== 'folder') toggle(collectionKey(folderUid, dialog.target.typeId), true);
              onOpen({ fuid: folderUid, uid: folderUid, typeId: EntityType.Folder });
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
