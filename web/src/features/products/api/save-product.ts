// spec 001 §7 PUT Product/{uid} if it exists, otherwise POST Product/ToFolder/{folder}; DELETE Product/{uid}.
import { useMutation } from '@tanstack/react-query';
import { productDeleteResultSchema, productDtoSchema, type ProductSaveBody } from '@ullage/domain/api/product';
import { apiFetch } from '../../../lib/api-client';

export interface SaveProductVariables {
  /** 0 for a new product. */
  uid: number;
  folderUid: number;
  body: ProductSaveBody;
}

export function saveProduct({ uid, folderUid, body }: SaveProductVariables) {
  return uid
    ? apiFetch(`Product/${uid}`, { method: 'PUT', body: { ...body, uid }, schema: productDtoSchema })
    : apiFetch(`Product/ToFolder/${folderUid}`, { method: 'POST', body, schema: productDtoSchema });
}

export const useSaveProduct = () => useMutation({ mutationFn: saveProduct });

export const deleteProduct = (uid: number) => apiFetch(`Product/${uid}`, { method: 'DELETE', schema: productDeleteResultSchema });

export const useDeleteProduct = () => useMutation({ mutationFn: deleteProduct });
