// spec 001 §7 Entity comments: GET Entity/{uid}/Comments; POST Entity/Comment; DELETE
// Entity/Comment/{id}; GET, PUT, DELETE Entity/{uid}/CommentsWatch. Signed in; the service decides
// by the entity's scope, View RMA Internal Comments (33) for internal ones, and authorship.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import {
  commentDeleteResultSchema,
  commentDtoSchema,
  commentIdParamsSchema,
  commentListSchema,
  commentSaveSchema,
  commentWatchSchema,
} from '@ullage/domain/collaboration/comments-api';
import { callerOf } from '../../plugins/auth';
import type { CommentService } from './comment.service';

export function commentRoutes(app: FastifyInstance, comments: CommentService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Entity'];
  r.get(
    '/api/Entity/:uid/Comments',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "An entity's comments, oldest first (internal ones only with View RMA Internal Comments, 33)",
        params: uidParamsSchema,
        response: { 200: commentListSchema },
      },
    },
    (req) => comments.list(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Entity/Comment',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Comment on an entity (External 1, or Internal 2 with permission 33); its watchers are emailed',
        body: commentSaveSchema,
        response: { 200: commentDtoSchema },
      },
    },
    (req) => comments.add(callerOf(req), req.body),
  );
  r.delete(
    '/api/Entity/Comment/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Delete a comment (its author, or one who may edit the entity)',
        params: commentIdParamsSchema,
        response: { 200: commentDeleteResultSchema },
      },
    },
    (req) => comments.remove(callerOf(req), req.params.id),
  );
  r.get(
    '/api/Entity/:uid/CommentsWatch',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Whether the caller watches an entity's comments",
        params: uidParamsSchema,
        response: { 200: commentWatchSchema },
      },
    },
    (req) => comments.watching(callerOf(req), req.params.uid),
  );
  r.put(
    '/api/Entity/:uid/CommentsWatch',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "Watch an entity's comments: an email for each new one",
        params: uidParamsSchema,
        response: { 200: commentWatchSchema },
      },
    },
    (req) => comments.setWatching(callerOf(req), req.params.uid, true),
  );
  r.delete(
    '/api/Entity/:uid/CommentsWatch',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: "Stop watching an entity's comments", params: uidParamsSchema, response: { 200: commentWatchSchema } },
    },
    (req) => comments.setWatching(callerOf(req), req.params.uid, false),
  );
}
