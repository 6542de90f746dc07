// Entity comments (spec 001 §3.3 EntityComment, §7 Entity comments and CommentsWatch; ADR 082).
// Anyone who may read an entity reads and writes its external comments; internal ones are seen and
// written only with View RMA Internal Comments (33, spec 001 §6): to others they do not exist
// (never listed, 404 by id). A comment is deleted by its author or by one who may edit the entity
// (collaboration/attachments.ts). Watchers are emailed of each new comment they may read, by a job
// of the durable queue through the messenger.
import { createHash } from 'node:crypto';
import { attachPermissionOf } from '@ullage/domain/collaboration/attachments';
import { CommentType, type CommentDto, type CommentSave } from '@ullage/domain/collaboration/comments-api';
import { commentSaveSchema } from '@ullage/domain/collaboration/comments-api';
import { Permission } from '@ullage/domain/people/permissions';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { sqlRunner } from '../../db/transaction';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import type { Messenger } from '../messaging';
import type { CommentRepository } from './comment.repository';

export const COMMENT_MAIL_QUEUE = 'comment-watch-mail';
export interface CommentMailJob {
  commentId: number;
}

const seesInternal = (caller: Caller) => caller.permissions.has(Permission.ViewRmaInternalComments);

export function createCommentService(deps: {
  repo: CommentRepository;
  scope: Scope;
  entities: Entities;
  jobs: Pick<FastifyInstance['jobs'], 'sendInTransaction'>;
  messenger: Messenger;
  publicUrl: string;
  log: Logger;
}) {
  const { repo, scope, entities } = deps;

  async function target(caller: Caller, uid: number) {
    const e = await repo.entity(uid);
    if (!e || !e.active) throw new NotFoundError(`Entity ${uid} was not found.`);
    await scope.requireRead(caller, uid);
    return e;
  }

  /** A live comment the caller may see. */
  async function load(caller: Caller, id: number): Promise<CommentDto> {
    const missing = new NotFoundError(`Comment ${id} was not found.`);
    const c = await repo.get(id);
    if (!c || c.deleted || (c.commentTypeId === CommentType.Internal && !seesInternal(caller))) throw missing;
    try {
      await target(caller, c.entityUid);
    } catch (err) {
      if (err instanceof NotFoundError) throw missing;
      throw err;
    }
    return c;
  }

  return {
    /** GET Entity/{uid}/Comments: oldest first; internal ones only for holders of 33. */
    async list(caller: Caller, uid: number): Promise<CommentDto[]> {
      await target(caller, uid);
      return repo.list(uid, seesInternal(caller));
    },

    /** POST Entity/Comment; its watchers are emailed by a job once it is saved. */
    async add(caller: Caller, body: CommentSave): Promise<CommentDto> {
      const c = commentSaveSchema.parse(body);
      await target(caller, c.entityUid);
      if (c.commentTypeId === CommentType.Internal && !seesInternal(caller)) {
        throw new ForbiddenError('Internal comments need View RMA Internal Comments (33).');
      }
      // The watchers' mail is queued in the comment's own transaction: no comment without its mail.
      const id = await entities.write(caller, async (w) => {
        const saved = await repo.insert(w.tx, {
          entityUid: c.entityUid,
          comment: c.comment.trim(),
          commentTypeId: c.commentTypeId,
          userUid: caller.userUid,
          userName: caller.userName,
        });
        await deps.jobs.sendInTransaction<CommentMailJob>(sqlRunner(w.tx), COMMENT_MAIL_QUEUE, { commentId: saved });
        return saved;
      });
      return (await repo.get(id))!;
    },

    /** DELETE Entity/Comment/{id}: by its author, or by one who may edit the entity. */
    async remove(caller: Caller, id: number) {
      const c = await load(caller, id);
      if (c.userUid !== caller.userUid) {
        const e = (await repo.entity(c.entityUid))!;
        const needed = attachPermissionOf(e.typeId);
        await scope.requireWrite(caller, c.entityUid, 'Comment', id);
        if (needed === undefined || !caller.permissions.has(needed)) {
          throw new ForbiddenError("Only its author, or one who may edit what it is about, deletes another's comment.");
        }
      }
      await entities.write(caller, (w) => repo.markDeleted(w.tx, id));
      return { id, deleted: true as const };
    },

    async watching(caller: Caller, uid: number) {
      await target(caller, uid);
      return { entityUid: uid, watching: await repo.isWatching(uid, caller.userUid) };
    },
    async setWatching(caller: Caller, uid: number, watching: boolean) {
      await target(caller, uid);
      await entities.write(caller, (w) => (watching ? repo.watch(w.tx, uid, caller.userUid) : repo.unwatch(w.tx, uid, caller.userUid)));
      return { entityUid: uid, watching };
    },

    /** The job: one email per watcher who may read the comment (each with its own Message-ID, so a
     * retry after a partial send is one message to a receiver that saw it). */
    async mailWatchers(commentId: number): Promise<void> {
      const c = await repo.get(commentId);
      if (!c || c.deleted) return;
      const e = await repo.entity(c.entityUid);
      if (!e) return;
      const watchers = await repo.watchersOf(c);
      const host = new URL(deps.publicUrl).host;
      for (const w of watchers) {
        const key = createHash('sha256').update(`comment:${c.id}:${w.userUid}`).digest('hex').slice(0, 32);
        await deps.messenger.send({
          channel: 'email',
          to: w.email,
          subject: `New ${c.commentTypeId === CommentType.Internal ? 'internal ' : ''}comment on ${e.label}`,
          text: `${c.userName} commented on ${e.label} (${c.createDate} Central):\n\n${c.comment}\n\nYou get this email because you watch the comments of ${e.label} in ${deps.publicUrl}. Stop watching on its Comments tab.`,
          messageId: `<comment-${key}@${host}>`,
        });
      }
      deps.log.info({ commentId, watchers: watchers.length }, 'comment watchers emailed');
    },
  };
}
export type CommentService = ReturnType<typeof createCommentService>;
