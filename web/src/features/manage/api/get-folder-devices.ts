// spec 001 §7 GET Device/Lite/ByFolder/{folder}: the devices an asset in the folder may read and
// the gateways a device may sit in. The call is capped (docs/decisions/062-row-caps.md): a folder
// with more devices than one answer holds is read in parts, all of them, for the pickers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceLiteSchema } from '@ullage/domain/devices/api';
import { z } from 'zod';
import { apiFetchAllParts } from '../../../lib/api-client';

const listSchema = z.array(deviceLiteSchema);

/** Every part of the folder's device list, in the server's order. */
export function fetchFolderDevices(folderUid: number, signal?: AbortSignal) {
  return apiFetchAllParts(`Device/Lite/ByFolder/${folderUid}`, { signal, schema: listSchema });
}

export function folderDevicesQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'devices'],
    queryFn: ({ signal }) => fetchFolderDevices(folderUid, signal),
  });
}

export function useFolderDevices(folderUid: number, enabled = true) {
  return useQuery({ ...folderDevicesQueryOptions(folderUid), enabled });
}
