// spec 001 §7 GET Asset/StrappingTable/ByFolder/{folder}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { strappingTableDtoSchema } from '@ullage/domain/tanks/api';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const listSchema = z.array(strappingTableDtoSchema);

export function strappingTablesQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'strapping-tables'],
    queryFn: ({ signal }) => apiFetch(`Asset/StrappingTable/ByFolder/${folderUid}`, { signal, schema: listSchema }),
  });
}

export function useStrappingTables(folderUid: number, enabled = true) {
  return useQuery({ ...strappingTablesQueryOptions(folderUid), enabled });
}
