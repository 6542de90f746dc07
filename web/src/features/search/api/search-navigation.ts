// spec 000 §7 "Navigation search (term, base folder uid) returns results".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchResponseSchema, type SearchResponse } from '@ullage/domain/api/navigation';
import { apiFetch } from '../../../lib/api-client';

export function searchNavigation(term: string, baseFolderUid: number, signal?: AbortSignal): Promise<SearchResponse> {
  return apiFetch('Navigation/Search', { query: { term, baseFolderUid }, signal, schema: searchResponseSchema });
}

export function searchQueryOptions(term: string, baseFolderUid: number) {
  return queryOptions({
    queryKey: ['navigation', 'search', baseFolderUid, term],
    queryFn: ({ signal }) => searchNavigation(term, baseFolderUid, signal),
  });
}

export function useNavigationSearch(term: string, baseFolderUid: number, enabled: boolean) {
  return useQuery({ ...searchQueryOptions(term, baseFolderUid), enabled });
}
