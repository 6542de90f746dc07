// spec 000 §2, §3 Featured product: shown on the login page, hidden for brands that have none;
// spec 000 §8: a failure to load is silent (an empty list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { featuredProductSchema } from '@ullage/domain/api/public';
import { apiFetch } from '../../../lib/api-client';

export function getFeaturedProductsQueryOptions(brandKey: string) {
  return queryOptions({
    queryKey: ['public', 'featured-products', brandKey],
    queryFn: ({ signal }) =>
      apiFetch('Public/FeaturedProducts', { query: { brand: brandKey }, signal, schema: z.array(featuredProductSchema) }).catch(() => []),
  });
}

export function useFeaturedProducts(brandKey: string | undefined) {
  return useQuery({ ...getFeaturedProductsQueryOptions(brandKey ?? ''), enabled: Boolean(brandKey) });
}
