// spec 001 §7 "GET EntityReport/Profiles (userUID, folderUID)": the report profiles a user saved
// (spec 001 §3.3 Report Profile: id, uid, label, default, andOr, typeId, with the grid's filters,
// sort and columns, docs/decisions/016-report-grid-queries.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PROFILES_PATH, reportProfileListSchema, type ReportProfileBody } from '@ullage/domain/reports/api';
import { apiFetch } from '../../../lib/api-client';

export function getReportProfiles(userUid: number, folderUid: number, signal?: AbortSignal): Promise<ReportProfileBody[]> {
  return apiFetch(REPORT_PROFILES_PATH, { query: { userUID: userUid, folderUID: folderUid }, signal, schema: reportProfileListSchema });
}

export function reportProfilesQueryOptions(userUid: number, folderUid: number) {
  return queryOptions({
    queryKey: ['entity-report', 'profiles', userUid, folderUid],
    queryFn: ({ signal }) => getReportProfiles(userUid, folderUid, signal),
  });
}

export function useReportProfiles(userUid: number, folderUid: number) {
  return useQuery(reportProfilesQueryOptions(userUid, folderUid));
}
