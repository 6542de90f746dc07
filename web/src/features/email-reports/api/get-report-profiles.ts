// spec 001 §7 GET EntityReport/Profiles (userUID, folderUID): the profiles a report can be made of.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PROFILES_PATH, reportProfileListSchema } from '@ullage/domain/reports/api';
import { apiFetch } from '../../../lib/api-client';

function reportProfilesQueryOptions(userUid: number, folderUid: number) {
  return queryOptions({
    queryKey: ['entity-report', 'profiles', userUid, folderUid],
    queryFn: ({ signal }) =>
      apiFetch(REPORT_PROFILES_PATH, { query: { userUID: userUid, folderUID: folderUid }, signal, schema: reportProfileListSchema }),
  });
}

export function useReportProfiles(userUid: number, folderUid: number) {
  return useQuery(reportProfilesQueryOptions(userUid, folderUid));
}
