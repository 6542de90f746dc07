// spec 001 §7 GET Device/Lite/ByCreatorCompany/{company}, GET Device/{uid}/History/Shipping and
// Serialization (settings, next serial, save) for the device inventory page (issue 18).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceLiteSchema, deviceShipmentSchema } from '@ullage/domain/devices/api';
import { nextSerialSchema, serializationSettingsSchema, type SerializationSettingsBody } from '@ullage/domain/devices/serialization-api';
import { z } from 'zod';
import { apiFetch, apiFetchAllParts } from '../../../lib/api-client';

export const inventoryQueryOptions = (companyUid: number) =>
  queryOptions({
    queryKey: ['inventory', companyUid, 'devices'],
    queryFn: ({ signal }) => apiFetchAllParts(`Device/Lite/ByCreatorCompany/${companyUid}`, { signal, schema: z.array(deviceLiteSchema) }),
  });
export const useInventory = (companyUid: number) => useQuery(inventoryQueryOptions(companyUid));

export const shippingQueryOptions = (deviceUid: number) =>
  queryOptions({
    queryKey: ['inventory', 'shipping', deviceUid],
    queryFn: ({ signal }) => apiFetch(`Device/${deviceUid}/History/Shipping`, { signal, schema: z.array(deviceShipmentSchema) }),
  });
export const useShipping = (deviceUid: number | null) => useQuery({ ...shippingQueryOptions(deviceUid ?? 0), enabled: deviceUid !== null });

export const serializationQueryOptions = (companyUid: number) =>
  queryOptions({
    queryKey: ['inventory', companyUid, 'serialization'],
    queryFn: ({ signal }) =>
      apiFetch(`Serialization/Settings/Device/ByCompany/${companyUid}`, { signal, schema: serializationSettingsSchema }),
  });
export const useSerialization = (companyUid: number) => useQuery(serializationQueryOptions(companyUid));

export const nextSerialQueryOptions = (companyUid: number) =>
  queryOptions({
    queryKey: ['inventory', companyUid, 'next-serial'],
    queryFn: ({ signal }) => apiFetch(`Serialization/Next/Device/${companyUid}`, { signal, schema: nextSerialSchema }),
  });
export const useNextSerial = (companyUid: number) => useQuery(nextSerialQueryOptions(companyUid));

export function useSaveSerialization(companyUid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SerializationSettingsBody) =>
      apiFetch(`Serialization/Device/ToCompany/${companyUid}`, { method: 'PUT', body, schema: serializationSettingsSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['inventory', companyUid] }),
  });
}
