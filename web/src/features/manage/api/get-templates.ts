// spec 001 §7 GET Asset/Templates/ByFolder/{folder}, with deviceUid: the templates that match the
// device's model family and sensor type (spec 000 §2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetListSchema } from '@ullage/domain/tanks/api';
import { apiFetch } from '../../../lib/api-client';

export function templatesQueryOptions(folderUid: number, deviceUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'templates', deviceUid],
    queryFn: ({ signal }) => apiFetch(`Asset/Templates/ByFolder/${folderUid}`, { signal, query: { deviceUid }, schema: assetListSchema }),
  });
}

export function useTemplates(folderUid: number, deviceUid: number | null) {
  return useQuery({ ...templatesQueryOptions(folderUid, deviceUid ?? 0), enabled: Boolean(deviceUid) });
}
