// The explorer's data: one navigation-node query per expanded folder, and the further pages of
// any list the user has scrolled to the end of. Everything comes from the query cache, so every
// write (which invalidates the whole cache, spec 000 §7) reloads what is on screen.
import { useQueries } from '@tanstack/react-query';
import type { NavigationList, NavigationNode } from '@ullage/domain/api/navigation';
import { useCallback, useMemo, useState } from 'react';
import { navigationChildrenQueryOptions } from '../api/get-navigation-children';
import { navigationNodeQueryOptions } from '../api/get-navigation-node';
import { listKey, type ListState, type TreeSource } from './tree-model';

/** Which further pages each list has asked for: the cursors, in order. */
type Cursors = Record<string, string[]>;

export function useTreeSource(expandedFolders: readonly number[]) {
  const [cursors, setCursors] = useState<Cursors>({});

  const nodeResults = useQueries({ queries: expandedFolders.map((uid) => navigationNodeQueryOptions(uid)) });
  const pageRequests = useMemo(
    () =>
      Object.entries(cursors).flatMap(([key, list]) => {
        const [, folder, type] = key.split(':');
        return list.map((after) => ({ key, after, folderUid: Number(folder), typeId: Number(type) }));
      }),
    [cursors],
  );
  const pageResults = useQueries({ queries: pageRequests.map((p) => navigationChildrenQueryOptions(p.folderUid, p.typeId, p.after)) });

  const byFolder = new Map<number, { data?: NavigationNode; failed: boolean }>();
  expandedFolders.forEach((uid, i) => byFolder.set(uid, { data: nodeResults[i]?.data, failed: nodeResults[i]?.isError ?? false }));
  const pages = new Map<string, { data?: NavigationList; pending: boolean }>();
  pageRequests.forEach((p, i) => pages.set(`${p.key}|${p.after}`, { data: pageResults[i]?.data, pending: !pageResults[i]?.data }));

  const source: TreeSource = {
    node: (uid) => byFolder.get(uid) ?? { failed: false },
    list(folderUid, typeId, first): ListState {
      const key = listKey(folderUid, typeId);
      const items = [...first.items];
      let next = first.next;
      let pending = false;
      for (const after of cursors[key] ?? []) {
        // Only the page that follows the items so far counts; a stale cursor is ignored.
        if (after !== next) continue;
        const page = pages.get(`${key}|${after}`);
        if (!page?.data) {
          pending = true;
          break;
        }
        items.push(...page.data.items);
        next = page.data.next;
      }
      return { items, next, pending };
    },
  };

  /** Asks for the page after `after` of list `key` (once). */
  const loadMore = useCallback((key: string, after: string) => {
    setCursors((c) => ((c[key] ?? []).includes(after) ? c : { ...c, [key]: [...(c[key] ?? []), after] }));
  }, []);

  /** Forgets the further pages of a folder's lists (Refresh). */
  const resetFolder = useCallback((folderUid: number) => {
    setCursors((c) => Object.fromEntries(Object.entries(c).filter(([key]) => !key.startsWith(`l:${folderUid}:`))));
  }, []);

  return { source, loadMore, resetFolder };
}
