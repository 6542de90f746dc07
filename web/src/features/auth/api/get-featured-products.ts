// spec 000 §2, §3 Featured product: shown on the login page, hidden for brands that have none;
// spec 000 §8: a failure to load is silent (an empty list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedProduct } from '@ullage/domain/api/public';
import { apiFetch } from '../../../lib/api-client';

// Not parsed here: the server answers through the same schema, and parsing would put zod on the
// login page (docs/decisions/048-zod-off-the-login-page.md).

export function getFeaturedProductsQueryOptions(brandKey: string) {
  return queryOptions({
    queryKey: ['public', 'featured-products', brandKey],
    queryFn: ({ signal }) => apiFetch<FeaturedProduct[]>('Public/FeaturedProducts', { query: { brand: brandKey }, signal }).catch(() => []),
  });
}

export function useFeaturedProducts(brandKey: string | undefined) {
  return useQuery({ ...getFeaturedProductsQueryOptions(brandKey ?? ''), enabled: Boolean(brandKey) });
}
