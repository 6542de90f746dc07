// spec 001 §7 EntityReport schema calls (AssetSchema, DeviceSchema, ConfigSchema with
// reportTypeID): the columns of a report, their value formats (spec 001 §9) and which can be
// sorted and filtered.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENTITY_REPORTS, reportSchemaResponseSchema, type ReportSchemaResponse } from '@ullage/domain/reports/api';
import { apiFetch } from '../../../lib/api-client';
import type { ReportTarget } from './get-report-data';

export function getReportSchema(target: ReportTarget, signal?: AbortSignal): Promise<ReportSchemaResponse> {
  const report = ENTITY_REPORTS.find((r) => r.key === target.kind);
  if (!report) throw new Error(`Unknown report ${target.kind}`);
  return apiFetch(report.schemaPath, {
    query: { folderUid: target.folderUid, reportTypeID: target.kind === 'Config' ? target.reportTypeId : undefined },
    signal,
    schema: reportSchemaResponseSchema,
  });
}

export function getReportSchemaQueryOptions(target: ReportTarget) {
  return queryOptions({
    queryKey: ['entity-report-schema', target.kind, target.folderUid, target.reportTypeId ?? null],
    queryFn: ({ signal }) => getReportSchema(target, signal),
  });
}

export function useReportSchema(target: ReportTarget) {
  return useQuery(getReportSchemaQueryOptions(target));
}
