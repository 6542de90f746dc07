// spec 001 §7 GET Product/ByFolder/{folder} and GET Product/ByFolder/{folder}/Classes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productClassListSchema, productListSchema } from '@ullage/domain/api/product';
import { apiFetch } from '../../../lib/api-client';

export function folderProductsQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'products'],
    queryFn: ({ signal }) => apiFetch(`Product/ByFolder/${folderUid}`, { signal, schema: productListSchema }),
  });
}

export const useFolderProducts = (folderUid: number) => useQuery(folderProductsQueryOptions(folderUid));

export function productClassesQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'product-classes'],
    queryFn: ({ signal }) => apiFetch(`Product/ByFolder/${folderUid}/Classes`, { signal, schema: productClassListSchema }),
  });
}

export const useProductClasses = (folderUid: number) => useQuery(productClassesQueryOptions(folderUid));
