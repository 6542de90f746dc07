// spec 001 §7 Entity documents: GET Entity/{uid}/Documents; POST multipart Entity/{uid}/Document;
// GET and DELETE Entity/Document/{id}.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { documentDeleteResultSchema, documentDtoSchema, documentListSchema } from '@ullage/domain/collaboration/documents-api';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/api-download';

export function documentsQueryOptions(entityUid: number) {
  return queryOptions({
    queryKey: ['entity', entityUid, 'documents'],
    queryFn: ({ signal }) => apiFetch(`Entity/${entityUid}/Documents`, { signal, schema: documentListSchema }),
  });
}
export const useDocuments = (entityUid: number) => useQuery(documentsQueryOptions(entityUid));

export function uploadDocument({ entityUid, file, comments }: { entityUid: number; file: File; comments: string }) {
  const body = new FormData();
  // The comments first: the server reads the fields that come before the file.
  body.append('comments', comments);
  body.append('file', file, file.name);
  return apiFetch(`Entity/${entityUid}/Document`, { method: 'POST', body, schema: documentDtoSchema });
}
export const useUploadDocument = () => useMutation({ mutationFn: uploadDocument });

export const deleteDocument = (id: number) => apiFetch(`Entity/Document/${id}`, { method: 'DELETE', schema: documentDeleteResultSchema });
export const useDeleteDocument = () => useMutation({ mutationFn: deleteDocument });

/** Saves the document as the file the server named. */
export async function downloadDocument(id: number): Promise<void> {
  await downloadFile(`Entity/Document/${id}`);
}
