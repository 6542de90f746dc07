// The copy/move dialog's target-folder picker: the caller's folders, browsed lazily with
// GET Folder/{uid}/ChildFolders (spec 001 §7), in a list of the picker's height (spec 000 §9:
// 225). Folders the rules refuse are marked with the reason.
import { useQueries } from '@tanstack/react-query';
import { DROPDOWN } from '@ullage/domain/constants';
import type { ChildFoldersPage } from '@ullage/domain/api/folder';
import { useState } from 'react';
import { Icon } from '../../../components/icons';
import { Loader } from '../../../components/loader';
import { VirtualList } from '../../../components/virtual-list';
import { childFoldersQueryOptions } from '../api/get-child-folders';

export interface PickerFolder {
  uid: number;
  label: string;
  /** From the root down to this folder. */
  path: number[];
  hasFolders: boolean;
  hasAssetsOrDevices: boolean;
}

type PickerRow =
  | { kind: 'folder'; folder: PickerFolder; depth: number; expanded: boolean }
  | { kind: 'loading'; key: string; depth: number; uid: number }
  | { kind: 'more'; key: string; depth: number; uid: number; after: string };

export interface FolderPickerProps {
  root: PickerFolder;
  selectedUid: number | null;
  onSelect: (folder: PickerFolder) => void;
  /** Why a folder cannot be the target; null when it can. */
  refusal: (folder: PickerFolder) => string | null;
}

const PICKER_ROW = 28;

export function FolderPicker({ root, selectedUid, onSelect, refusal }: FolderPickerProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([root.uid]));
  // Further pages asked for per folder: the cursors in order.
  const [more, setMore] = useState<Record<number, string[]>>({});
  const requests = [...expanded].flatMap((uid) => [
    { uid, after: undefined as string | undefined },
    ...(more[uid] ?? []).map((after) => ({ uid, after })),
  ]);
  const results = useQueries({ queries: requests.map((r) => childFoldersQueryOptions(r.uid, r.after)) });
  const pages = new Map<string, ChildFoldersPage | undefined>();
  requests.forEach((r, i) => pages.set(`${r.uid}|${r.after ?? ''}`, results[i]?.data));

  const rows: PickerRow[] = [];
  const add = (folder: PickerFolder, depth: number) => {
    const open = expanded.has(folder.uid);
    rows.push({ kind: 'folder', folder, depth, expanded: open });
    if (!open) return;
    let after: string | undefined;
    for (;;) {
      const page = pages.get(`${folder.uid}|${after ?? ''}`);
      if (!page) {
        rows.push({ kind: 'loading', key: `${folder.uid}:${after ?? ''}`, depth: depth + 1, uid: folder.uid });
        return;
      }
      for (const f of page.items)
        add(
          { uid: f.uid, label: f.label, path: [...folder.path, f.uid], hasFolders: f.hasFolders, hasAssetsOrDevices: f.hasAssetsOrDevices },
          depth + 1,
        );
      if (!page.next) return;
      if (!(more[folder.uid] ?? []).includes(page.next)) {
        rows.push({ kind: 'more', key: `${folder.uid}:more`, depth: depth + 1, uid: folder.uid, after: page.next });
        return;
      }
      after = page.next;
    }
  };
  add(root, 0);

  const toggle = (uid: number) =>
    setExpanded((e) => {
      const next = new Set(e);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });

  return (
    <VirtualList
      className="picker"
      role="tree"
      aria-label="Target folder"
      count={rows.length}
      rowHeight={PICKER_ROW}
      style={{ height: DROPDOWN.listHeight.picker }}
      renderRow={(i) => {
        const row = rows[i]!;
        const pad = { paddingLeft: 6 + row.depth * 16, height: PICKER_ROW };
        // Status rows are tree items too (a tree owns only items: axe aria-required-children),
        // never chosen as the target.
        if (row.kind === 'loading')
          return (
            <div
              key={row.key}
              role="treeitem"
              aria-level={row.depth + 1}
              aria-disabled="true"
              className="tree-row tree-row-status"
              style={pad}
            >
              <Loader inline />
            </div>
          );
        if (row.kind === 'more') {
          const loadMore = () => setMore((m) => ({ ...m, [row.uid]: [...(m[row.uid] ?? []), row.after] }));
          return (
            <div
              key={row.key}
              role="treeitem"
              aria-level={row.depth + 1}
              aria-selected={false}
              aria-label="More folders…"
              tabIndex={0}
              className="tree-row tree-row-status"
              style={pad}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                loadMore();
              }}
            >
              {/* The row itself takes the keyboard (Enter); the link is for the pointer. */}
              <button type="button" className="link-button" tabIndex={-1} aria-hidden="true" onClick={loadMore}>
                More folders…
              </button>
            </div>
          );
        }
        const reason = refusal(row.folder);
        const selected = row.folder.uid === selectedUid;
        return (
          <div
            key={row.folder.uid}
            role="treeitem"
            aria-level={row.depth + 1}
            aria-selected={selected}
            aria-expanded={row.folder.hasFolders ? row.expanded : undefined}
            aria-label={row.folder.label}
            aria-description={reason ?? undefined}
            tabIndex={0}
            className={`tree-row${selected ? ' tree-row-selected' : ''}${reason ? ' picker-row-refused' : ''}`}
            style={pad}
            title={reason ?? undefined}
            onClick={() => onSelect(row.folder)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') onSelect(row.folder);
              else if (e.key === 'ArrowRight' && row.folder.hasFolders && !row.expanded) toggle(row.folder.uid);
              else if (e.key === 'ArrowLeft' && row.expanded) toggle(row.folder.uid);
              else return;
              e.preventDefault();
            }}
          >
            {row.folder.hasFolders ? (
              <button
                type="button"
                className={`tree-toggle${row.expanded ? ' tree-toggle-open' : ''}`}
                tabIndex={-1}
                aria-hidden="true"
                onClick={(e) => {
                  e.stopPropagation();
                  toggle(row.folder.uid);
                }}
              >
                <Icon name="Chevron" size={12} />
              </button>
            ) : (
              <span className="tree-toggle-spacer" />
            )}
            <Icon name="Folder" className="tree-icon" />
            <span className="tree-label">{row.folder.label}</span>
          </div>
        );
      }}
    />
  );
}
