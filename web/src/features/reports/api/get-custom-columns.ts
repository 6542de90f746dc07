// spec 001 §7 "GET and POST EntityReport/CustomColumns/{uid} with reportTypeId"; spec 001 §3.3
// "Custom columns per report type are stored per entity (field fieldName in a list)". The uid is
// the user whose columns they are; the list order is the column order; an empty list means the
// report's default columns.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOM_COLUMNS_PATH, customColumnListSchema, type CustomColumn } from '@ullage/domain/reports/api';
import { apiFetch } from '../../../lib/api-client';

export function getCustomColumns(userUid: number, reportTypeId: number, signal?: AbortSignal): Promise<CustomColumn[]> {
  return apiFetch(`${CUSTOM_COLUMNS_PATH}/${userUid}`, { query: { reportTypeId }, signal, schema: customColumnListSchema });
}

export function customColumnsQueryOptions(userUid: number, reportTypeId: number) {
  return queryOptions({
    queryKey: ['entity-report', 'custom-columns', userUid, reportTypeId],
    queryFn: ({ signal }) => getCustomColumns(userUid, reportTypeId, signal),
  });
}

export function useCustomColumns(userUid: number, reportTypeId: number) {
  return useQuery(customColumnsQueryOptions(userUid, reportTypeId));
}
