// spec 000 §3 Navigation tree node; spec 000 §7 "navigation tree node get by id".
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NavigationNode } from '@ullage/domain/api/navigation';
import { apiFetch } from '../../../lib/api-client';

/** Items per list a folder node carries; the rest come a page at a time. */
export const NODE_PAGE = 100;

// Drawn as the server sent it, not parsed here: a signed-in page's first paint does without zod
// (the server writes every answer through its route's schema; docs/decisions/073-first-paint-bytes.md).
export function getNavigationNode(uid: number, fuid: number | undefined, signal?: AbortSignal): Promise<NavigationNode> {
  return apiFetch<NavigationNode>(`Navigation/Node/${uid}`, { query: { fuid, limit: NODE_PAGE }, signal });
}

export function navigationNodeQueryOptions(uid: number, fuid?: number) {
  // A folder node does not depend on fuid; an entity's node does.
  return queryOptions({
    queryKey: ['navigation', 'node', uid, fuid ?? null],
    queryFn: ({ signal }) => getNavigationNode(uid, fuid, signal),
  });
}

export function useNavigationNode(uid: number | undefined, fuid?: number) {
  return useQuery({ ...navigationNodeQueryOptions(uid ?? 0, fuid), enabled: uid !== undefined && uid > 0 });
}
