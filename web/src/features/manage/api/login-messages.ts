// A company's login messages and a folder's state (spec 001 §3.3 HtmlMessage, Folder state; §7
// POST Folder/{uid}/State; ADR 100): GET Folder/{uid}/HtmlMessages, POST Folder/{uid}/HtmlMessage,
// PUT and DELETE HtmlMessage/{id}, POST Folder/{uid}/State. Every write invalidates the cache.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  folderStateSaveSchema,
  htmlMessageSchema,
  type FolderStateSave,
  type HtmlMessageSave,
} from '@ullage/domain/collaboration/login-messages-api';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export function htmlMessagesQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'html-messages'],
    queryFn: ({ signal }) => apiFetch(`Folder/${folderUid}/HtmlMessages`, { signal, schema: z.array(htmlMessageSchema) }),
  });
}

export function useHtmlMessages(folderUid: number) {
  return useQuery(htmlMessagesQueryOptions(folderUid));
}

/** Creates a message in the folder's company (no id) or saves one. */
function saveHtmlMessage({ folderUid, id, body }: { folderUid: number; id?: number; body: HtmlMessageSave }) {
  return id
    ? apiFetch(`HtmlMessage/${id}`, { method: 'PUT', body, schema: htmlMessageSchema })
    : apiFetch(`Folder/${folderUid}/HtmlMessage`, { method: 'POST', body, schema: htmlMessageSchema });
}

export function useSaveHtmlMessage() {
  return useMutation({ mutationFn: saveHtmlMessage });
}

export function useDeleteHtmlMessage() {
  return useMutation({ mutationFn: (id: number) => apiFetch(`HtmlMessage/${id}`, { method: 'DELETE' }) });
}

export function useSaveFolderState() {
  return useMutation({
    mutationFn: ({ folderUid, body }: { folderUid: number; body: FolderStateSave }) =>
      apiFetch(`Folder/${folderUid}/State`, { method: 'POST', body, schema: folderStateSaveSchema.required() }),
  });
}
