// Mass Update (issue 19; docs/decisions/104-mass-update-and-webhook-events.md): POST
// EntityReport/MassUpdate/Preview, POST EntityReport/MassUpdate, and GET EntityReport/MassUpdate/{id}
// polled while the update runs.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { massUpdateDtoSchema, massUpdatePreviewSchema, type MassUpdateInput } from '@ullage/domain/reports/mass-update-api';
import { apiFetch } from '../../../lib/api-client';

/** How often a running update's progress is asked for. */
const PROGRESS_POLL_MS = 500;

export const useMassUpdatePreview = () =>
  useMutation({
    mutationFn: (body: MassUpdateInput) =>
      apiFetch('EntityReport/MassUpdate/Preview', { method: 'POST', body, schema: massUpdatePreviewSchema }),
  });

export const useStartMassUpdate = () =>
  useMutation({
    mutationFn: (body: MassUpdateInput) => apiFetch('EntityReport/MassUpdate', { method: 'POST', body, schema: massUpdateDtoSchema }),
  });

/** GET EntityReport/MassUpdate/ByFolder/{folder}: the latest operations, the audit a user sees. */
export function recentMassUpdatesQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['mass-update', 'folder', folderUid],
    queryFn: ({ signal }) => apiFetch(`EntityReport/MassUpdate/ByFolder/${folderUid}`, { signal, schema: z.array(massUpdateDtoSchema) }),
  });
}

export const useRecentMassUpdates = (folderUid: number) => useQuery(recentMassUpdatesQueryOptions(folderUid));

export function useMassUpdateProgress(id: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['mass-update', id],
      queryFn: ({ signal }) => apiFetch(`EntityReport/MassUpdate/${id}`, { signal, schema: massUpdateDtoSchema }),
    }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' || q.state.data === undefined ? PROGRESS_POLL_MS : false),
  });
}
