// spec 001 §7 GET Asset/Templates/ByFolder/{folder} without a device: every template of the
// folder's company, for Folder menu > Templates (spec 000 §2 /folder/asset-templates).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetListSchema } from '@ullage/domain/tanks/api';
import { apiFetch } from '../../../lib/api-client';

export function folderTemplatesQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'templates', 'all'],
    queryFn: ({ signal }) => apiFetch(`Asset/Templates/ByFolder/${folderUid}`, { signal, schema: assetListSchema }),
  });
}

export function useFolderTemplates(folderUid: number) {
  return useQuery(folderTemplatesQueryOptions(folderUid));
}
