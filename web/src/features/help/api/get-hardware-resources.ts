// spec 001 §7 GET Public/HardwareResources/ByModel/{m} and /ByDevice/{sn} (no sign-in).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hardwareResourcesSchema } from '@ullage/domain/devices/hardware-resources-api';
import { apiFetch } from '../../../lib/api-client';

export function getResourcesByModel(modelId: number, signal?: AbortSignal) {
  return apiFetch(`Public/HardwareResources/ByModel/${modelId}`, { signal, schema: hardwareResourcesSchema });
}

export function getResourcesByDevice(serial: string, signal?: AbortSignal) {
  return apiFetch(`Public/HardwareResources/ByDevice/${encodeURIComponent(serial)}`, { signal, schema: hardwareResourcesSchema });
}

export function resourcesByModelQueryOptions(modelId: number) {
  return queryOptions({
    queryKey: ['hardware-resources', 'model', modelId],
    queryFn: ({ signal }) => getResourcesByModel(modelId, signal),
  });
}

export function useResourcesByModel(modelId: number) {
  return useQuery(resourcesByModelQueryOptions(modelId));
}

export function useResourcesByDevice(serial: string | null) {
  return useQuery({
    queryKey: ['hardware-resources', 'device', serial ?? ''],
    queryFn: ({ signal }) => getResourcesByDevice(serial ?? '', signal),
    enabled: serial !== null,
    retry: false,
  });
}
