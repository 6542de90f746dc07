// GET Folder/{uid}/Dashboard (issue 17; spec 000 §2 Reports menu Dashboard): the folder at a glance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FolderDashboard } from '@ullage/domain/reports/dashboard-api';
import { FOLDER_DASHBOARD_PATH } from '@ullage/domain/reports/dashboard-path';
import { apiFetch } from '../../../lib/api-client';

/** Its query key's first part: live updates refetch every dashboard (app/live-updates.tsx). */
export const FOLDER_DASHBOARD_KEY = 'folder-dashboard';

export function folderDashboardQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: [FOLDER_DASHBOARD_KEY, folderUid],
    queryFn: ({ signal }) => apiFetch<FolderDashboard>(FOLDER_DASHBOARD_PATH.replace('{uid}', String(folderUid)), { signal }),
  });
}

export function useFolderDashboard(folderUid: number) {
  return useQuery(folderDashboardQueryOptions(folderUid));
}
