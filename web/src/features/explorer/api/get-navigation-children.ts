// A further page of a folder's subfolders, users, assets or devices (after the first page the
// folder node carries): GET Navigation/Node/{uid}/Children.
import { queryOptions } from '@tanstack/react-query';
import type { NavigationList } from '@ullage/domain/api/navigation';
import { apiFetch } from '../../../lib/api-client';

export const CHILDREN_PAGE = 500;

// Drawn as the server sent it, not parsed here: a signed-in page's first paint does without zod
// (the server writes every answer through its route's schema; docs/decisions/073-first-paint-bytes.md).
export function getNavigationChildren(uid: number, typeId: number, after: string, signal?: AbortSignal): Promise<NavigationList> {
  return apiFetch<NavigationList>(`Navigation/Node/${uid}/Children`, { query: { typeId, after, limit: CHILDREN_PAGE }, signal });
}

export function navigationChildrenQueryOptions(uid: number, typeId: number, after: string) {
  return queryOptions({
    queryKey: ['navigation', 'children', uid, typeId, after],
    queryFn: ({ signal }) => getNavigationChildren(uid, typeId, after, signal),
  });
}
