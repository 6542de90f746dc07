// spec 001 §7 GET Device/{uid}: the device with its model, configs, sensors and children.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceSchema, type DeviceDto } from '@ullage/domain/devices/api';
import { apiFetch } from '../../../lib/api-client';
import { DEVICE_QUERY_KEY } from './query-keys';

export function getDevice(uid: number, signal?: AbortSignal): Promise<DeviceDto> {
  return apiFetch(`Device/${uid}`, { signal, schema: deviceSchema });
}

export function deviceQueryOptions(uid: number) {
  return queryOptions({ queryKey: [DEVICE_QUERY_KEY, uid], queryFn: ({ signal }) => getDevice(uid, signal) });
}

/** `uid` undefined or 0: nothing to load. */
export function useDevice(uid: number | null | undefined) {
  return useQuery({ ...deviceQueryOptions(uid ?? 0), enabled: Boolean(uid) });
}
