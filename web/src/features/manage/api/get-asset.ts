// spec 001 §7 GET Asset/{uid}: the asset with its configs and states, in the caller's units.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetSchema, type AssetDto } from '@ullage/domain/tanks/api';
import { apiFetch } from '../../../lib/api-client';
import { ASSET_QUERY_KEY } from './query-keys';

export function getAsset(uid: number, signal?: AbortSignal): Promise<AssetDto> {
  return apiFetch(`Asset/${uid}`, { signal, schema: assetSchema });
}

export function assetQueryOptions(uid: number) {
  return queryOptions({ queryKey: [ASSET_QUERY_KEY, uid], queryFn: ({ signal }) => getAsset(uid, signal) });
}

export function useAsset(uid: number) {
  return useQuery(assetQueryOptions(uid));
}
