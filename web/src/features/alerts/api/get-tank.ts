// spec 001 §7 GET Asset/{uid}: the tank a message preview is filled from, in the caller's units.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetSchema, type AssetDto } from '@ullage/domain/tanks/api';
import { apiFetch } from '../../../lib/api-client';

export function getTank(uid: number, signal?: AbortSignal): Promise<AssetDto> {
  return apiFetch(`Asset/${uid}`, { signal, schema: assetSchema });
}

export function tankQueryOptions(uid: number) {
  return queryOptions({ queryKey: ['asset', uid], queryFn: ({ signal }) => getTank(uid, signal), enabled: uid > 0 });
}

export function useTank(uid: number) {
  return useQuery(tankQueryOptions(uid));
}
