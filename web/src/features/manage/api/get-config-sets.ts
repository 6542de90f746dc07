// spec 001 §7 GET Device/{uid}/Config/Set and Config/ConfigSetTemplate (deviceUid, configSetId): the
// ways an asset can be set up on a device, and the configs a new asset gets from one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { configSetDtoSchema } from '@ullage/domain/devices/api';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const setsSchema = z.array(configSetDtoSchema);
const templateSchema = z.array(z.record(z.string(), z.unknown()));

export function configSetsQueryOptions(deviceUid: number) {
  return queryOptions({
    queryKey: ['device', deviceUid, 'config-sets'],
    queryFn: ({ signal }) => apiFetch(`Device/${deviceUid}/Config/Set`, { signal, schema: setsSchema }),
  });
}

export function useConfigSets(deviceUid: number | null) {
  return useQuery({ ...configSetsQueryOptions(deviceUid ?? 0), enabled: Boolean(deviceUid) });
}

export function configSetTemplateQueryOptions(deviceUid: number, configSetId: number) {
  return queryOptions({
    queryKey: ['device', deviceUid, 'config-set-template', configSetId],
    queryFn: ({ signal }) => apiFetch('Config/ConfigSetTemplate', { signal, query: { deviceUid, configSetId }, schema: templateSchema }),
  });
}

export function useConfigSetTemplate(deviceUid: number | null, configSetId: number | null) {
  return useQuery({ ...configSetTemplateQueryOptions(deviceUid ?? 0, configSetId ?? 0), enabled: Boolean(deviceUid && configSetId) });
}
