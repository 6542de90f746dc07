// spec 001 §7 GET Device/Lite/ByFolder/{folder}: the devices an asset in the folder may read and
// the gateways a device may sit in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceLiteSchema } from '@ullage/domain/devices/api';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const listSchema = z.array(deviceLiteSchema);

export function folderDevicesQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'devices'],
    queryFn: ({ signal }) => apiFetch(`Device/Lite/ByFolder/${folderUid}`, { signal, schema: listSchema }),
  });
}

export function useFolderDevices(folderUid: number, enabled = true) {
  return useQuery({ ...folderDevicesQueryOptions(folderUid), enabled });
}
