// The explorer tree as a flat list of rows (spec 000 §2 Explorer: "folder nodes list the groups
// users, assets, devices, then subfolders"; lazy loading with a loader; spec 000 §3 "and Product in
// the tree": a folder's products as a fourth group). Flat, so the tree can be
// virtualised: only the rows in view are rendered, whatever the folder's size.
import type { NavigationChild, NavigationList, NavigationNode } from '@ullage/domain/api/navigation';
import { EntityType, entityTypeName } from '@ullage/domain/entity-types';

export const COLLECTION_TYPE_IDS = [EntityType.User, EntityType.Asset, EntityType.Device, EntityType.Product] as const;
export type CollectionTypeId = (typeof COLLECTION_TYPE_IDS)[number];

export const folderKey = (uid: number) => `f:${uid}`;
export const collectionKey = (folderUid: number, typeId: number) => `c:${folderUid}:${typeId}`;
export const entityKey = (folderUid: number, uid: number) => `e:${folderUid}:${uid}`;
export const listKey = (folderUid: number, typeId: number) => `l:${folderUid}:${typeId}`;

export interface FolderFacts {
  uid: number;
  label: string;
  iconName: string;
  subIconName: string;
  copy: boolean;
  /** Null for the top of the tree (the caller's base folder). */
  parentUid: number | null;
  isOwnAdmin: boolean;
  isCompany: boolean;
  hasFolders: boolean;
}

export type TreeRow =
  | { kind: 'folder'; key: string; depth: number; folder: FolderFacts; expanded: boolean }
  | {
      kind: 'collection';
      key: string;
      depth: number;
      folderUid: number;
      typeId: CollectionTypeId;
      label: string;
      count: number;
      expanded: boolean;
    }
  | { kind: 'entity'; key: string; depth: number; folderUid: number; child: NavigationChild }
  /** Children on their way (a node or a further page). */
  | { kind: 'loading'; key: string; depth: number }
  /** More items exist after these: shown, it asks for the next page. */
  | { kind: 'more'; key: string; depth: number; listKey: string; after: string }
  | { kind: 'error'; key: string; depth: number; folderUid: number }
  | { kind: 'empty'; key: string; depth: number };

export interface ListState {
  items: NavigationChild[];
  /** Cursor of the page after these; null when complete. */
  next: string | null;
  /** A requested page has not arrived yet. */
  pending: boolean;
}

export interface TreeSource {
  node(uid: number): { data?: NavigationNode; failed: boolean };
  /** The list's first page (from the node) followed by the pages loaded after it. */
  list(folderUid: number, typeId: number, first: NavigationList): ListState;
}

export function folderFactsOfNode(node: NavigationNode): FolderFacts {
  return {
    uid: node.uid,
    label: node.label,
    iconName: node.iconName,
    subIconName: node.subIconName,
    copy: node.copy,
    parentUid: node.parentUid ?? null,
    isOwnAdmin: node.isOwnAdmin ?? false,
    isCompany: node.isCompany ?? false,
    hasFolders: (node.counts?.folders ?? 0) > 0,
  };
}

export function folderFactsOfChild(child: NavigationChild, parentUid: number): FolderFacts {
  return {
    uid: child.uid,
    label: child.label,
    iconName: child.iconName,
    subIconName: child.subIconName,
    copy: child.copy,
    parentUid,
    isOwnAdmin: child.isOwnAdmin ?? false,
    isCompany: child.isCompany ?? false,
    hasFolders: child.hasFolders ?? false,
  };
}

const LIST_OF: Record<number, 'folders' | 'users' | 'assets' | 'devices' | 'products'> = {
  [EntityType.Folder]: 'folders',
  [EntityType.User]: 'users',
  [EntityType.Asset]: 'assets',
  [EntityType.Device]: 'devices',
  [EntityType.Product]: 'products',
};
const COUNT_OF = LIST_OF;

const EMPTY_LIST: NavigationList = { items: [], next: null };

/** The rows of the tree below `root`, given which keys are expanded. */
export function buildTreeRows(root: FolderFacts, expanded: ReadonlySet<string>, source: TreeSource): TreeRow[] {
  const rows: TreeRow[] = [];

  const pushList = (folderUid: number, typeId: number, first: NavigationList, depth: number, each: (child: NavigationChild) => void) => {
    const state = source.list(folderUid, typeId, first);
    const seen = new Set<number>();
    for (const child of state.items) {
      // Pages fetched at different times may overlap after a change; each child shows once.
      if (seen.has(child.uid)) continue;
      seen.add(child.uid);
      each(child);
    }
    const key = listKey(folderUid, typeId);
    if (state.pending) rows.push({ kind: 'loading', key: `${key}:loading`, depth });
    else if (state.next) rows.push({ kind: 'more', key: `${key}:more`, depth, listKey: key, after: state.next });
  };

  const addFolder = (folder: FolderFacts, depth: number) => {
    const key = folderKey(folder.uid);
    const open = expanded.has(key);
    rows.push({ kind: 'folder', key, depth, folder, expanded: open });
    if (!open) return;
    const { data: node, failed } = source.node(folder.uid);
    if (!node) {
      rows.push(
        failed
          ? { kind: 'error', key: `${key}:error`, depth: depth + 1, folderUid: folder.uid }
          : { kind: 'loading', key: `${key}:loading`, depth: depth + 1 },
      );
      return;
    }
    const counts = node.counts ?? { folders: 0, users: 0, assets: 0, devices: 0, products: 0 };
    for (const typeId of COLLECTION_TYPE_IDS) {
      const count = counts[COUNT_OF[typeId]!];
      if (count === 0) continue;
      const cKey = collectionKey(folder.uid, typeId);
      const cOpen = expanded.has(cKey);
      rows.push({
        kind: 'collection',
        key: cKey,
        depth: depth + 1,
        folderUid: folder.uid,
        typeId,
        label: entityTypeName(typeId, true),
        count,
        expanded: cOpen,
      });
      if (cOpen) {
        pushList(folder.uid, typeId, node[LIST_OF[typeId]!] ?? EMPTY_LIST, depth + 2, (child) =>
          rows.push({ kind: 'entity', key: entityKey(folder.uid, child.uid), depth: depth + 2, folderUid: folder.uid, child }),
        );
      }
    }
    pushList(folder.uid, EntityType.Folder, node.folders ?? EMPTY_LIST, depth + 1, (child) =>
      addFolder(folderFactsOfChild(child, folder.uid), depth + 1),
    );
    if (counts.folders + counts.users + counts.assets + counts.devices + counts.products === 0)
      rows.push({ kind: 'empty', key: `${key}:empty`, depth: depth + 1 });
  };

  addFolder(root, 0);
  return rows;
}

/** The key of the row a selection (fuid, uid) points at. */
export function selectionKey(fuid: number, uid: number): string {
  return fuid === uid ? folderKey(fuid) : entityKey(fuid, uid);
}

/** The keys to expand so the selection shows: every folder from the top of the tree down to and
 * including fuid (a folder reached by a link or a search opens, as a clicked one does), and for an
 * entity the collection of its type in fuid. */
export function keysToReveal(folderUidPath: readonly number[], rootUid: number, entity?: { folderUid: number; typeId: number }): string[] {
  const from = folderUidPath.indexOf(rootUid);
  const keys = (from < 0 ? [] : folderUidPath.slice(from)).map(folderKey);
  if (entity) keys.push(collectionKey(entity.folderUid, entity.typeId));
  return keys;
}
