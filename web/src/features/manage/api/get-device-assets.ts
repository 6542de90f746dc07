// spec 001 §7 GET Device/{uid}/Entity/Asset: the assets a device feeds.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetLiteListSchema } from '@ullage/domain/tanks/api';
import { apiFetch } from '../../../lib/api-client';

export function deviceAssetsQueryOptions(uid: number) {
  return queryOptions({
    queryKey: ['device', uid, 'assets'],
    queryFn: ({ signal }) => apiFetch(`Device/${uid}/Entity/Asset`, { signal, schema: assetLiteListSchema }),
  });
}

export function useDeviceAssets(uid: number) {
  return useQuery(deviceAssetsQueryOptions(uid));
}
