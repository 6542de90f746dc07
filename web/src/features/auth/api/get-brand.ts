// spec 000 §2 Login page: "The branding comes from the first path segment if it names a known
// company, otherwise from the host name, otherwise the default brand."
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBrand } from '@ullage/domain/api/public';
import { apiFetch } from '../../../lib/api-client';

// Not parsed here: the server answers through the same schema, and parsing would put zod on the
// login page (docs/decisions/048-zod-off-the-login-page.md).
export function getBrand(key: string | undefined, host: string, signal?: AbortSignal) {
  return apiFetch<PublicBrand>('Public/Brand', { query: { key, host }, signal });
}

export function getBrandQueryOptions(key: string | undefined, host: string) {
  return queryOptions({ queryKey: ['public', 'brand', key ?? '', host], queryFn: ({ signal }) => getBrand(key, host, signal) });
}

export function useBrand(key: string | undefined, host: string) {
  return useQuery(getBrandQueryOptions(key, host));
}
