// The tree stays light however large a folder is: only the rows in view are in the page.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TreeRow } from '../utils/tree-model';
import { ExplorerTree } from './explorer-tree';

afterEach(cleanup);

const tenThousand: TreeRow[] = [
  { kind: 'collection', key: 'c:1:10', depth: 0, folderUid: 1, typeId: 10, label: 'Assets', count: 10_000, expanded: true },
  ...Array.from({ length: 10_000 }, (_, i): TreeRow => ({
    kind: 'entity',
    key: `e:1:${i + 100}`,
    depth: 1,
    folderUid: 1,
    child: {
      uid: i + 100,
      typeId: 10,
      label: `Tank ${String(i).padStart(5, '0')}`,
      iconName: 'Tank',
      copy: false,
      readOnly: false,
      subIconName: '',
    },
  })),
];

const noop = () => {};

describe('explorer tree', () => {
  it('renders a few dozen rows of a folder of 10,000 assets, and the ones scrolled to', () => {
    render(
      <ExplorerTree
        rows={tenThousand}
        selectedKey={null}
        onSelect={noop}
        onToggle={noop}
        onContextMenu={noop}
        onLoadMore={noop}
        onRetry={noop}
      />,
    );
    const tree = screen.getByRole('tree', { name: 'Explorer' });
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(60);
    expect(screen.getByRole('treeitem', { name: 'Tank 00000' })).toBeTruthy();
    fireEvent.scroll(tree, { target: { scrollTop: 28 * 5000 } });
    expect(screen.getByRole('treeitem', { name: 'Tank 04999' })).toBeTruthy();
    expect(screen.queryByRole('treeitem', { name: 'Tank 00000' })).toBeNull();
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(60);
  });

  it('is operable from the keyboard: arrows move, Right opens, Enter selects, Shift+F10 opens the menu', () => {
    const onSelect = vi.fn();
    const onToggle = vi.fn();
    const onContextMenu = vi.fn();
    const rows: TreeRow[] = [
      { kind: 'collection', key: 'c:1:10', depth: 0, folderUid: 1, typeId: 10, label: 'Assets', count: 2, expanded: false },
      tenThousand[1]!,
    ];
    render(
      <ExplorerTree
        rows={rows}
        selectedKey={null}
        onSelect={onSelect}
        onToggle={onToggle}
        onContextMenu={onContextMenu}
        onLoadMore={noop}
        onRetry={noop}
      />,
    );
    const tree = screen.getByRole('tree');
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(onToggle).toHaveBeenCalledWith(rows[0]);
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(rows[1]);
    fireEvent.keyDown(tree, { key: 'F10', shiftKey: true });
    expect(onContextMenu).toHaveBeenCalledWith(rows[1], expect.any(Number), expect.any(Number));
  });

  it('asks for the next page when the row that ends a partial list shows', () => {
    const onLoadMore = vi.fn();
    const rows: TreeRow[] = [tenThousand[1]!, { kind: 'more', key: 'l:1:10:more', depth: 1, listKey: 'l:1:10', after: 'cursor-1' }];
    render(
      <ExplorerTree
        rows={rows}
        selectedKey={null}
        onSelect={noop}
        onToggle={noop}
        onContextMenu={noop}
        onLoadMore={onLoadMore}
        onRetry={noop}
      />,
    );
    expect(onLoadMore).toHaveBeenCalledWith('l:1:10', 'cursor-1');
  });

  it('names each row with everything it shows: the label first, then its level, count or tag (WCAG 2.5.3)', () => {
    const folder = (uid: number, label: string, subIconName = '') => ({
      uid,
      label,
      iconName: 'Folder',
      subIconName,
      copy: subIconName === 'Copy',
      parentUid: 1,
      isOwnAdmin: false,
      isCompany: false,
      hasFolders: false,
    });
    const rows: TreeRow[] = [
      { kind: 'collection', key: 'c:1:5', depth: 1, folderUid: 1, typeId: 5, label: 'Users', count: 1234, expanded: false },
      { kind: 'folder', key: 'f:2', depth: 1, folder: folder(2, 'Central Branch'), expanded: false },
      { kind: 'folder', key: 'f:3', depth: 2, folder: folder(3, 'Adams Residence'), expanded: false },
      { kind: 'folder', key: 'f:4', depth: 2, folder: folder(4, 'Barn', 'Copy'), expanded: false },
      {
        ...tenThousand[1]!,
        child: { ...(tenThousand[1] as Extract<TreeRow, { kind: 'entity' }>).child, subIconName: 'ReadOnly' },
      } as TreeRow,
    ];
    render(
      <ExplorerTree
        rows={rows}
        selectedKey={null}
        onSelect={noop}
        onToggle={noop}
        onContextMenu={noop}
        onLoadMore={noop}
        onRetry={noop}
        folderKindAt={(depth) => (depth === 1 ? 'Organisation' : depth === 2 ? 'Site' : undefined)}
      />,
    );
    const names = screen.getAllByRole('treeitem').map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual([
      'Users, 1,234',
      'Central Branch, organisation',
      'Adams Residence, site',
      'Barn, site, copy',
      'Tank 00000, read-only',
    ]);
    // The row's text (as assistive technology reads it: text nodes run together) is the name's
    // words in the same order.
    const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
    for (const item of screen.getAllByRole('treeitem')) expect(words(item.textContent!)).toEqual(words(item.getAttribute('aria-label')!));
  });
});
