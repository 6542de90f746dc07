// Adds (POST Admin/Brand) or changes (PUT Admin/Brand/{key}) a company branding.
import { useMutation } from '@tanstack/react-query';
import { brandSchema, type BrandRecord } from '@ullage/domain/api/admin';
import { apiFetch } from '../../../lib/api-client';

export function saveBrand({ brand, isNew }: { brand: BrandRecord; isNew: boolean }) {
  if (isNew) return apiFetch('Admin/Brand', { method: 'POST', body: brand, schema: brandSchema });
  const { key, ...rest } = brand;
  return apiFetch(`Admin/Brand/${encodeURIComponent(key)}`, { method: 'PUT', body: rest, schema: brandSchema });
}

export function useSaveBrand() {
  return useMutation({ mutationFn: saveBrand });
}
