// spec 000 §2 Explorer tree: virtualised (only rows in view are rendered), keyboard operable as an
// ARIA tree, a loader while children load, and each further page asked for when its row shows.
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Icon } from '../../../components/icons';
import { Loader } from '../../../components/loader';
import { VirtualList } from '../../../components/virtual-list';
import type { TreeRow } from '../utils/tree-model';

export const ROW_HEIGHT = 28;

export interface ExplorerTreeProps {
  rows: readonly TreeRow[];
  selectedKey: string | null;
  onSelect: (row: TreeRow) => void;
  onToggle: (row: TreeRow) => void;
  onContextMenu: (row: TreeRow, x: number, y: number) => void;
  onLoadMore: (listKey: string, after: string) => void;
  onRetry: (folderUid: number) => void;
  /** Scrolled into view when it changes. */
  revealKey?: string | null;
  /** What the user's folder levels make a folder at this depth below the top of the tree
   * ('Organisation', 'Site'; spec 001 §3.3 orgFolderDefault, siteFolderDefault), if anything. */
  folderKindAt?: (depth: number) => string | undefined;
  /** The folders that hold a billing account: shown with the billing icon (showBillingIconsHierarchy). */
  billingFolders?: ReadonlySet<number>;
}

const rowId = (key: string) => `explorer-row-${key.replace(/[^a-z0-9-]/gi, '_')}`;
/** A row's accessible name: its label, then what it shows beside it (its folder level, its count,
 * copy or read-only), comma-separated. */
const treeItemName = (label: string, ...shown: (string | undefined)[]) => [label, ...shown.filter(Boolean)].join(', ');

const expandable = (row: TreeRow) => row.kind === 'folder' || row.kind === 'collection';

function MoreRow({ row, onLoadMore }: { row: Extract<TreeRow, { kind: 'more' }>; onLoadMore: ExplorerTreeProps['onLoadMore'] }) {
  // Rendered only near the view (virtualised), so showing it is the moment to ask for more.
  useEffect(() => onLoadMore(row.listKey, row.after), [row.listKey, row.after, onLoadMore]);
  return <Loader inline label="Loading more…" />;
}

export function ExplorerTree({
  rows,
  selectedKey,
  onSelect,
  onToggle,
  onContextMenu,
  onLoadMore,
  onRetry,
  revealKey,
  folderKindAt,
  billingFolders,
}: ExplorerTreeProps) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const focusIndex = Math.max(
    0,
    rows.findIndex((r) => r.key === (focusKey ?? selectedKey)),
  );
  const revealIndex = revealKey ? rows.findIndex((r) => r.key === revealKey) : -1;
  const [scrollTo, setScrollTo] = useState<number | undefined>(undefined);
  // A newly revealed row scrolls into view (adjusted while rendering, not in an effect).
  const [lastReveal, setLastReveal] = useState(revealIndex);
  if (revealIndex !== lastReveal) {
    setLastReveal(revealIndex);
    if (revealIndex >= 0) setScrollTo(revealIndex);
  }

  const moveFocus = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!row) return;
    setFocusKey(row.key);
    setScrollTo(rows.indexOf(row));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[focusIndex];
    if (!row) return;
    switch (event.key) {
      case 'ArrowDown':
        moveFocus(focusIndex + 1);
        break;
      case 'ArrowUp':
        moveFocus(focusIndex - 1);
        break;
      case 'Home':
        moveFocus(0);
        break;
      case 'End':
        moveFocus(rows.length - 1);
        break;
      case 'ArrowRight':
        if (expandable(row) && !('expanded' in row && row.expanded)) onToggle(row);
        else moveFocus(focusIndex + 1);
        break;
      case 'ArrowLeft':
        if (expandable(row) && 'expanded' in row && row.expanded) onToggle(row);
        else {
          for (let i = focusIndex - 1; i >= 0; i--) {
            if (rows[i]!.depth < row.depth) {
              moveFocus(i);
              break;
            }
          }
        }
        break;
      case 'Enter':
      case ' ':
        if (row.kind === 'error') onRetry(row.folderUid);
        else onSelect(row);
        break;
      case 'ContextMenu':
      case 'F10':
        if (event.key === 'F10' && !event.shiftKey) return;
        {
          const rect = document.getElementById(rowId(row.key))?.getBoundingClientRect();
          onContextMenu(row, rect ? rect.left + 40 : 40, rect ? rect.bottom : 40);
        }
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const renderRow = (index: number) => {
    const row = rows[index]!;
    const selected = row.key === selectedKey;
    const focused = index === focusIndex;
    const indent = { paddingLeft: 8 + row.depth * 16, height: ROW_HEIGHT };
    const open = (e: MouseEvent) => {
      e.preventDefault();
      setFocusKey(row.key);
      onContextMenu(row, e.clientX, e.clientY);
    };
    const className = `tree-row${selected ? ' tree-row-selected' : ''}${focused ? ' tree-row-focused' : ''}`;

    // Status rows are tree items too, which cannot be selected: a tree owns only items (axe
    // aria-required-children), and the keyboard's active row (aria-activedescendant) must exist.
    const status = {
      id: rowId(row.key),
      role: 'treeitem',
      'aria-level': row.depth + 1,
      'aria-disabled': true,
      className: `tree-row tree-row-status${focused ? ' tree-row-focused' : ''}`,
      style: indent,
    } as const;
    switch (row.kind) {
      case 'loading':
        return (
          <div key={row.key} {...status}>
            <Loader inline />
          </div>
        );
      case 'more':
        return (
          <div key={row.key} {...status}>
            <MoreRow row={row} onLoadMore={onLoadMore} />
          </div>
        );
      case 'empty':
        return (
          <div key={row.key} {...status}>
            Empty folder
          </div>
        );
      case 'error':
        return (
          // Enter on the row retries (onKeyDown); the link is for the pointer.
          <div key={row.key} {...status} aria-disabled={undefined} aria-label="Couldn't load this folder. Retry">
            Couldn't load this folder.{' '}
            <button type="button" className="link-button" tabIndex={-1} aria-hidden="true" onClick={() => onRetry(row.folderUid)}>
              Retry
            </button>
          </div>
        );
      default: {
        const label = row.kind === 'folder' ? row.folder.label : row.kind === 'collection' ? row.label : row.child.label;
        const icon =
          row.kind === 'folder'
            ? row.folder.iconName
            : row.kind === 'collection'
              ? row.typeId === 5
                ? 'Users'
                : row.typeId === 10
                  ? 'Tank'
                  : row.typeId === 21
                    ? 'Product'
                    : 'Gateway'
              : row.child.iconName;
        const sub = row.kind === 'folder' ? row.folder.subIconName : row.kind === 'entity' ? row.child.subIconName : '';
        const isOpen = 'expanded' in row && row.expanded;
        const kind = row.kind === 'folder' && !row.folder.isCompany ? folderKindAt?.(row.depth)?.toLowerCase() : undefined;
        const count = row.kind === 'collection' ? row.count.toLocaleString('en-US') : undefined;
        const tag = sub === 'Copy' ? 'copy' : sub === 'ReadOnly' ? 'read-only' : undefined;
        const billing = row.kind === 'folder' && billingFolders?.has(row.folder.uid) ? 'billing account' : undefined;
        return (
          <div
            key={row.key}
            id={rowId(row.key)}
            role="treeitem"
            aria-level={row.depth + 1}
            aria-selected={selected}
            aria-expanded={expandable(row) ? isOpen : undefined}
            // WCAG 2.5.3 label in name: everything the row shows, in the order it shows it ("Users, 4",
            // "Adams Residence, site"), so a speech user can say what they see (issue 20, axe
            // label-content-name-mismatch).
            aria-label={treeItemName(label, kind, count, tag, billing)}
            className={className}
            style={indent}
            onClick={() => {
              setFocusKey(row.key);
              onSelect(row);
            }}
            onContextMenu={open}
            data-key={row.key}
          >
            {expandable(row) ? (
              <button
                type="button"
                className={`tree-toggle${isOpen ? ' tree-toggle-open' : ''}`}
                tabIndex={-1}
                // A pointer affordance only: keyboard users open and close with the arrow keys.
                aria-hidden="true"
                onClick={(e) => {
                  e.stopPropagation();
                  setFocusKey(row.key);
                  onToggle(row);
                }}
              >
                <Icon name="Chevron" size={12} />
              </button>
            ) : (
              <span className="tree-toggle-spacer" />
            )}
            <Icon name={icon} className="tree-icon" />
            <span className="tree-label">{label}</span>
            {/* Spaces between the parts (a flex row shows none): without them the row's text reads
                "Users4" or "Adams Residencesite" to assistive technology and to axe. */}
            {kind && ' '}
            {kind && (
              <span className="tree-tag" title={`${kind[0]!.toUpperCase()}${kind.slice(1)}: a folder at your ${kind} level (Setup)`}>
                {kind}
              </span>
            )}
            {count && ' '}
            {count && <span className="tree-count">{count}</span>}
            {tag && ' '}
            {tag && (
              <span className="tree-tag" title={tag === 'copy' ? 'A copy: it also stands in another folder' : 'Shared read-only'}>
                {tag}
              </span>
            )}
            {billing && (
              <span className="tree-billing" title="Holds a billing account (Folder menu > Billing)" data-billing="">
                <Icon name="Account" size={14} />
              </span>
            )}
          </div>
        );
      }
    }
  };

  return (
    <VirtualList
      className="tree"
      role="tree"
      aria-label="Explorer"
      tabIndex={0}
      aria-activedescendant={rows[focusIndex] ? rowId(rows[focusIndex]!.key) : undefined}
      count={rows.length}
      rowHeight={ROW_HEIGHT}
      renderRow={renderRow}
      scrollToIndex={scrollTo}
      onKeyDown={onKeyDown}
    />
  );
}
