// Company brandings (spec 001 §9), for the system administrator.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { brandSchema } from '@ullage/domain/api/admin';
import { apiFetch } from '../../../lib/api-client';

export function getBrandsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'brands'],
    queryFn: ({ signal }) => apiFetch('Admin/Brands', { signal, schema: z.array(brandSchema) }),
  });
}

export function useBrands() {
  return useQuery(getBrandsQueryOptions());
}
