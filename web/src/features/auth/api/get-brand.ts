// spec 000 §2 Login page: "The branding comes from the first path segment if it names a known
// company, otherwise from the host name, otherwise the default brand."
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicBrandSchema } from '@ullage/domain/api/public';
import { apiFetch } from '../../../lib/api-client';

export function getBrand(key: string | undefined, host: string, signal?: AbortSignal) {
  return apiFetch('Public/Brand', { query: { key, host }, signal, schema: publicBrandSchema });
}

export function getBrandQueryOptions(key: string | undefined, host: string) {
  return queryOptions({ queryKey: ['public', 'brand', key ?? '', host], queryFn: ({ signal }) => getBrand(key, host, signal) });
}

export function useBrand(key: string | undefined, host: string) {
  return useQuery(getBrandQueryOptions(key, host));
}
