// spec 001 §7 PUT Geofence/{uid} if it exists, otherwise POST Geofence/ToFolder/{folderUid}; and
// DELETE Geofence/{uid} (ours). Each invalidates the fences the map shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { geofenceDeleteResultSchema, geofenceSchema, type GeofenceSaveInput } from '@ullage/domain/geofences/api';
import { apiFetch } from '../../../lib/api-client';

export interface SaveGeofenceVariables {
  /** 0 for a new fence. */
  uid: number;
  folderUid: number;
  body: GeofenceSaveInput;
}

export function saveGeofence({ uid, folderUid, body }: SaveGeofenceVariables) {
  return uid > 0
    ? apiFetch(`Geofence/${uid}`, { method: 'PUT', body, schema: geofenceSchema })
    : apiFetch(`Geofence/ToFolder/${folderUid}`, { method: 'POST', body, schema: geofenceSchema });
}

export function useSaveGeofence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGeofence,
    onSuccess: () => client.invalidateQueries({ queryKey: ['geofences'] }),
  });
}

export function useDeleteGeofence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uid: number) => apiFetch(`Geofence/${uid}`, { method: 'DELETE', schema: geofenceDeleteResultSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['geofences'] }),
  });
}
