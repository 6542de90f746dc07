// spec 001 §7 PUT Asset/StrappingTable: create (no id) or update a folder's strapping table. The
// tanks that read an updated table follow it at once (the server restates them).
import { useMutation } from '@tanstack/react-query';
import { strappingTableDtoSchema, type StrappingTableDto } from '@ullage/domain/tanks/api';
import { apiFetch } from '../../../lib/api-client';

export type StrappingTableSave = Omit<StrappingTableDto, 'id'> & { id?: number };

export function saveStrappingTable(body: StrappingTableSave) {
  return apiFetch('Asset/StrappingTable', { method: 'PUT', body, schema: strappingTableDtoSchema });
}

export function useSaveStrappingTable() {
  return useMutation({ mutationFn: saveStrappingTable });
}
