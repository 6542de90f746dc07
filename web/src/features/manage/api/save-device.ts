// spec 001 §4 create-or-update: PUT Device/ (uid in the body) or POST Device/ToFolder/{folder}.
import { useMutation } from '@tanstack/react-query';
import { deviceSchema, type DeviceSaveBody } from '@ullage/domain/devices/api';
import { apiFetch } from '../../../lib/api-client';

export function saveDevice({ folderUid, body }: { folderUid?: number; body: DeviceSaveBody }) {
  return body.uid
    ? apiFetch('Device/', { method: 'PUT', body, schema: deviceSchema })
    : apiFetch(`Device/ToFolder/${folderUid}`, { method: 'POST', body, schema: deviceSchema });
}

export function useSaveDevice() {
  return useMutation({ mutationFn: saveDevice });
}
