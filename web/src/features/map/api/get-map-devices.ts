// GET Device/ByFolder/{folder}/Map (docs/decisions/098-progressive-map.md): the gateways and the
// devices feeding no tank of the folder and its subfolders, which the map draws apart from the
// tanks (a device feeding a tank shows through it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROW_CAPS } from '@ullage/domain/api/row-caps';
import { deviceMapPointSchema, type DeviceMapPoint } from '@ullage/domain/devices/api';
import { z } from 'zod';
import { apiFetchAllParts } from '../../../lib/api-client';

const partSchema = z.array(deviceMapPointSchema);

export function mapDevicesQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['map', 'devices', folderUid],
    queryFn: ({ signal }): Promise<DeviceMapPoint[]> =>
      apiFetchAllParts(`Device/ByFolder/${folderUid}/Map`, { signal, schema: partSchema, query: { limit: ROW_CAPS.lite.max } }),
  });
}

export function useMapDevices(folderUid: number) {
  return useQuery(mapDevicesQueryOptions(folderUid));
}
