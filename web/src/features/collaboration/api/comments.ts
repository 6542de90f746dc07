// spec 001 §7 Entity comments: GET Entity/{uid}/Comments; POST Entity/Comment; DELETE
// Entity/Comment/{id}; GET, PUT, DELETE Entity/{uid}/CommentsWatch.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  commentDeleteResultSchema,
  commentDtoSchema,
  commentListSchema,
  commentWatchSchema,
  type CommentSave,
} from '@ullage/domain/collaboration/comments-api';
import { apiFetch } from '../../../lib/api-client';

export function commentsQueryOptions(entityUid: number) {
  return queryOptions({
    queryKey: ['entity', entityUid, 'comments'],
    queryFn: ({ signal }) => apiFetch(`Entity/${entityUid}/Comments`, { signal, schema: commentListSchema }),
  });
}
export const useComments = (entityUid: number) => useQuery(commentsQueryOptions(entityUid));

export const addComment = (body: CommentSave) => apiFetch('Entity/Comment', { method: 'POST', body, schema: commentDtoSchema });
export const useAddComment = () => useMutation({ mutationFn: addComment });

export const deleteComment = (id: number) => apiFetch(`Entity/Comment/${id}`, { method: 'DELETE', schema: commentDeleteResultSchema });
export const useDeleteComment = () => useMutation({ mutationFn: deleteComment });

export function commentsWatchQueryOptions(entityUid: number) {
  return queryOptions({
    queryKey: ['entity', entityUid, 'comments-watch'],
    queryFn: ({ signal }) => apiFetch(`Entity/${entityUid}/CommentsWatch`, { signal, schema: commentWatchSchema }),
  });
}
export const useCommentsWatch = (entityUid: number) => useQuery(commentsWatchQueryOptions(entityUid));

export const setCommentsWatch = ({ entityUid, watching }: { entityUid: number; watching: boolean }) =>
  apiFetch(`Entity/${entityUid}/CommentsWatch`, { method: watching ? 'PUT' : 'DELETE', schema: commentWatchSchema });
export const useSetCommentsWatch = () => useMutation({ mutationFn: setCommentsWatch });
