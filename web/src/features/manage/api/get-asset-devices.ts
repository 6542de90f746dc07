// spec 001 §7 GET Asset/{uid}/Entity/Device: the devices an asset reads.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceLiteSchema } from '@ullage/domain/devices/api';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const listSchema = z.array(deviceLiteSchema);

export function assetDevicesQueryOptions(uid: number) {
  return queryOptions({
    queryKey: ['asset', uid, 'devices'],
    queryFn: ({ signal }) => apiFetch(`Asset/${uid}/Entity/Device`, { signal, schema: listSchema }),
  });
}

export function useAssetDevices(uid: number) {
  return useQuery(assetDevicesQueryOptions(uid));
}
