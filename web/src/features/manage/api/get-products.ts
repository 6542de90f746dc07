// spec 001 §7 GET Product/ByFolder/{folder}: the products an asset of the folder may hold.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productListSchema } from '@ullage/domain/api/product';
import { apiFetch } from '../../../lib/api-client';

export function productsQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'products'],
    queryFn: ({ signal }) => apiFetch(`Product/ByFolder/${folderUid}`, { signal, schema: productListSchema }),
  });
}

export function useProducts(folderUid: number) {
  return useQuery(productsQueryOptions(folderUid));
}
