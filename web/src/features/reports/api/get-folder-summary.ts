// spec 001 §7 "GET Folder/{uid}/Summary (gatewaysOnly, monitorsOnly)": the folder summary of
// /report/summary (spec 000 §2 "Company or Folder Summary"), amounts in stored base units.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FolderSummary } from '@ullage/domain/reports/summary-api';
import { FOLDER_SUMMARY_PATH } from '@ullage/domain/reports/summary-path';
import { apiFetch } from '../../../lib/api-client';

/** Which devices (and the tanks they feed) the summary counts. */
export type SummaryDevices = 'all' | 'gateways' | 'monitors';

// Drawn as the server sent it, not parsed here: a signed-in page's first paint does without zod
// (the server writes every answer through its route's schema; docs/decisions/073-first-paint-bytes.md).
export function getFolderSummary(folderUid: number, devices: SummaryDevices, signal?: AbortSignal): Promise<FolderSummary> {
  return apiFetch<FolderSummary>(FOLDER_SUMMARY_PATH.replace('{uid}', String(folderUid)), {
    query: { gatewaysOnly: devices === 'gateways' || undefined, monitorsOnly: devices === 'monitors' || undefined },
    signal,
  });
}

/** The first part of every folder summary's query key: a change anywhere refetches them all. */
export const FOLDER_SUMMARY_KEY = 'folder-summary';

export function folderSummaryQueryOptions(folderUid: number, devices: SummaryDevices) {
  return queryOptions({
    queryKey: [FOLDER_SUMMARY_KEY, folderUid, devices],
    queryFn: ({ signal }) => getFolderSummary(folderUid, devices, signal),
  });
}

export function useFolderSummary(folderUid: number, devices: SummaryDevices) {
  return useQuery(folderSummaryQueryOptions(folderUid, devices));
}
