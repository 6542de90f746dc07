// spec 001 §7 GET Geofence/ByFolder/{folderUid}: the fences of the folder, above it and below it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { geofenceListSchema, type Geofence } from '@ullage/domain/geofences/api';
import { apiFetch } from '../../../lib/api-client';

export function getFolderGeofences(folderUid: number, signal?: AbortSignal): Promise<Geofence[]> {
  return apiFetch(`Geofence/ByFolder/${folderUid}`, { signal, schema: geofenceListSchema });
}

export function folderGeofencesQueryOptions(folderUid: number) {
  return queryOptions({ queryKey: ['geofences', 'folder', folderUid], queryFn: ({ signal }) => getFolderGeofences(folderUid, signal) });
}

/** `folderUid` 0: not known yet, nothing asked. */
export function useFolderGeofences(folderUid: number) {
  return useQuery({ ...folderGeofencesQueryOptions(folderUid), enabled: folderUid > 0 });
}
