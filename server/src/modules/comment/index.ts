// The comment module's face (docs/decisions/049-module-faces.md, 082): entity comments, external
// and internal, and their watchers, emailed of each new comment by the comment-watch-mail queue.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createCommentRepository } from './comment.repository';
import { commentRoutes } from './comment.routes';
import { COMMENT_MAIL_QUEUE, createCommentService, type CommentMailJob } from './comment.service';

export const commentModule = fp<AppContext>(
  async (app, ctx) => {
    const service = createCommentService({
      repo: createCommentRepository(ctx.db),
      scope: app.scope,
      entities: app.entities,
      jobs: app.jobs,
      messenger: app.messenger,
      publicUrl: ctx.publicUrl,
      log: ctx.logger,
    });
    commentRoutes(app, service);
    app.jobs.work<CommentMailJob>(COMMENT_MAIL_QUEUE, (data) => service.mailWatchers(data.commentId), {
      retryLimit: 5,
      retryDelay: 10,
      retryBackoff: true,
    });
  },
  { name: 'comment', dependencies: ['access', 'entity-writes', 'jobs', 'messaging'] },
);
