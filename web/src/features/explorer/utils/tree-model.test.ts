import type { NavigationChild, NavigationList, NavigationNode } from '@ullage/domain/api/navigation';
import { describe, expect, it } from 'vitest';
import {
  buildTreeRows,
  collectionKey,
  folderFactsOfNode,
  folderKey,
  keysToReveal,
  listKey,
  type ListState,
  type TreeSource,
} from './tree-model';

const child = (uid: number, typeId: number, label: string, extra: Partial<NavigationChild> = {}): NavigationChild => ({
  uid,
  typeId,
  label,
  iconName: 'X',
  copy: false,
  readOnly: false,
  subIconName: '',
  ...extra,
});
const list = (items: NavigationChild[], next: string | null = null): NavigationList => ({ items, next });

function folderNode(
  uid: number,
  lists: Partial<Record<'folders' | 'users' | 'assets' | 'devices' | 'products', NavigationList>>,
  counts?: Partial<NavigationNode['counts'] & object>,
): NavigationNode {
  const c = {
    folders: lists.folders?.items.length ?? 0,
    users: lists.users?.items.length ?? 0,
    assets: lists.assets?.items.length ?? 0,
    devices: lists.devices?.items.length ?? 0,
    products: lists.products?.items.length ?? 0,
    ...counts,
  };
  return {
    uid,
    label: `Folder ${uid}`,
    copy: false,
    readOnly: false,
    iconName: 'Folder',
    typeId: 2,
    folderUid: uid,
    folderUidPath: [uid],
    folderNamePath: [`Folder ${uid}`],
    collectionTypeId: 0,
    subIconName: '',
    counts: c,
    folders: lists.folders ?? list([]),
    users: lists.users ?? list([]),
    assets: lists.assets ?? list([]),
    devices: lists.devices ?? list([]),
    products: lists.products ?? list([]),
  };
}

function source(nodes: Record<number, NavigationNode | 'failed'>, extra: Record<string, ListState> = {}): TreeSource {
  return {
    node: (uid) => (nodes[uid] === 'failed' ? { failed: true } : { data: nodes[uid] as NavigationNode | undefined, failed: false }),
    list: (folderUid, typeId, first) => extra[listKey(folderUid, typeId)] ?? { items: first.items, next: first.next, pending: false },
  };
}

const root = folderNode(1, {
  users: list([child(5, 5, 'ann')]),
  assets: list([child(10, 10, 'Tank A'), child(11, 10, 'Tank B', { copy: true, subIconName: 'Copy' })]),
  devices: list([child(16, 16, 'Gateway')]),
  folders: list([child(2, 2, 'Site 2', { hasFolders: false })]),
});

describe('explorer tree rows (spec 000 §2: users, assets, devices groups, then subfolders)', () => {
  it("lists a folder's groups with their counts, then its subfolders", () => {
    const rows = buildTreeRows(folderFactsOfNode(root), new Set([folderKey(1)]), source({ 1: root }));
    expect(rows.map((r) => [r.kind, r.depth, 'label' in r ? r.label : r.kind === 'folder' ? r.folder.label : ''])).toEqual([
      ['folder', 0, 'Folder 1'],
      ['collection', 1, 'Users'],
      ['collection', 1, 'Assets'],
      ['collection', 1, 'Devices'],
      ['folder', 1, 'Site 2'],
    ]);
    expect(rows[2]).toMatchObject({ count: 2, expanded: false });
  });

  it('opens a collection to its entities, and shows a loader while a folder loads', () => {
    const rows = buildTreeRows(folderFactsOfNode(root), new Set([folderKey(1), collectionKey(1, 10), folderKey(2)]), source({ 1: root }));
    const kinds = rows.map((r) => r.kind);
    expect(kinds).toEqual(['folder', 'collection', 'collection', 'entity', 'entity', 'collection', 'folder', 'loading']);
    expect(rows[4]).toMatchObject({ kind: 'entity', depth: 2, child: { label: 'Tank B', copy: true } });
  });

  it('says when a folder is empty and when it failed to load', () => {
    const empty = folderNode(2, {});
    const rows = buildTreeRows(folderFactsOfNode(root), new Set([folderKey(1), folderKey(2)]), source({ 1: root, 2: empty }));
    expect(rows.at(-1)).toMatchObject({ kind: 'empty', depth: 2 });
    const failed = buildTreeRows(folderFactsOfNode(root), new Set([folderKey(1), folderKey(2)]), source({ 1: root, 2: 'failed' }));
    expect(failed.at(-1)).toMatchObject({ kind: 'error', folderUid: 2 });
  });

  it('ends a list with more to come with a row that asks for the next page, and shows each child once', () => {
    const big = folderNode(1, { assets: list([child(10, 10, 'a'), child(11, 10, 'b')], 'cursor-1') }, { assets: 5000 });
    const expanded = new Set([folderKey(1), collectionKey(1, 10)]);
    const rows = buildTreeRows(folderFactsOfNode(big), expanded, source({ 1: big }));
    expect(rows.at(-1)).toEqual({ kind: 'more', key: 'l:1:10:more', depth: 2, listKey: 'l:1:10', after: 'cursor-1' });

    const loaded = source(
      { 1: big },
      {
        [listKey(1, 10)]: {
          items: [child(10, 10, 'a'), child(11, 10, 'b'), child(11, 10, 'b'), child(12, 10, 'c')],
          next: null,
          pending: true,
        },
      },
    );
    const more = buildTreeRows(folderFactsOfNode(big), expanded, loaded);
    expect(more.filter((r) => r.kind === 'entity').map((r) => (r.kind === 'entity' ? r.child.uid : 0))).toEqual([10, 11, 12]);
    expect(more.at(-1)).toMatchObject({ kind: 'loading' });
  });

  it("reveals a selection by opening the folders down to it (and the entity's group)", () => {
    expect(keysToReveal([100, 1, 2, 3], 1)).toEqual(['f:1', 'f:2', 'f:3']);
    expect(keysToReveal([100, 1, 2, 3], 1, { folderUid: 3, typeId: 10 })).toEqual(['f:1', 'f:2', 'f:3', 'c:3:10']);
  });
});
