// The only SQL of entity comments and their watchers.
import { sql } from 'drizzle-orm';
import type { CommentDto } from '@ullage/domain/collaboration/comments-api';
import { CommentType } from '@ullage/domain/collaboration/comments-api';
import { Permission, SYSTEM_ADMIN_ROLE_RANK } from '@ullage/domain/people/permissions';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/transaction';

type CommentRow = {
  id: number;
  entity_uid: number;
  comment: string;
  comment_type_id: number;
  user_uid: number;
  user_name: string;
  created_at: Date | string;
  deleted: boolean;
};

const toDto = (r: CommentRow): CommentDto => ({
  id: r.id,
  entityUid: r.entity_uid,
  comment: r.comment,
  commentTypeId: r.comment_type_id,
  userUid: r.user_uid,
  userName: r.user_name,
  createDate: toCentralTimestamp(new Date(r.created_at)),
  deleted: r.deleted,
});

/** A watcher to tell of a new comment: one who may still read the entity (and, for an internal
 * comment, holds 33), with an email address. */
export interface Watcher {
  userUid: number;
  userName: string;
  email: string;
}

export function createCommentRepository(db: Db) {
  return {
    async entity(uid: number): Promise<{ typeId: number; active: boolean; label: string } | null> {
      const { rows } = await db.execute<{ type_id: number; active: boolean; label: string }>(
        sql`select type_id, active, label from entity where uid = ${uid}`,
      );
      return rows[0] ? { typeId: rows[0].type_id, active: rows[0].active, label: rows[0].label } : null;
    },
    /** Oldest first; internal ones only when asked. */
    async list(entityUid: number, withInternal: boolean): Promise<CommentDto[]> {
      const { rows } = await db.execute<CommentRow>(sql`
        select id, entity_uid, comment, comment_type_id, user_uid, user_name, created_at, deleted from entity_comment
         where entity_uid = ${entityUid} and not deleted and (${withInternal} or comment_type_id <> ${CommentType.Internal})
         order by id`);
      return rows.map(toDto);
    },
    async get(id: number): Promise<CommentDto | null> {
      const { rows } = await db.execute<CommentRow>(sql`
        select id, entity_uid, comment, comment_type_id, user_uid, user_name, created_at, deleted from entity_comment where id = ${id}`);
      return rows[0] ? toDto(rows[0]) : null;
    },
    async insert(tx: Executor, c: { entityUid: number; comment: string; commentTypeId: number; userUid: number; userName: string }) {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into entity_comment (entity_uid, comment, comment_type_id, user_uid, user_name)
        values (${c.entityUid}, ${c.comment}, ${c.commentTypeId}, ${c.userUid}, ${c.userName}) returning id`);
      return rows[0]!.id;
    },
    async markDeleted(tx: Executor, id: number): Promise<void> {
      await tx.execute(sql`update entity_comment set deleted = true where id = ${id}`);
    },
    async isWatching(entityUid: number, userUid: number): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from comment_watch where entity_uid = ${entityUid} and user_uid = ${userUid}`);
      return rows.length > 0;
    },
    async watch(tx: Executor, entityUid: number, userUid: number): Promise<void> {
      await tx.execute(sql`insert into comment_watch (entity_uid, user_uid) values (${entityUid}, ${userUid}) on conflict do nothing`);
    },
    async unwatch(tx: Executor, entityUid: number, userUid: number): Promise<void> {
      await tx.execute(sql`delete from comment_watch where entity_uid = ${entityUid} and user_uid = ${userUid}`);
    },
    /** The watchers of the comment's entity to email, its author aside (modules/access scope rule:
     * a folder at or below the watcher's base folder holds the entity, or is it). */
    async watchersOf(comment: CommentDto): Promise<Watcher[]> {
      const internal = comment.commentTypeId === CommentType.Internal;
      const { rows } = await db.execute<{ uid: number; user_name: string; email: string }>(sql`
        select u.uid, u.user_name, c.config ->> 'emailAddress' as email
          from comment_watch w
          join app_user u on u.uid = w.user_uid
          join entity ue on ue.uid = u.uid and ue.active
          join role r on r.id = u.role_id
          join contact c on c.uid = u.contact_uid
         where w.entity_uid = ${comment.entityUid} and u.uid <> ${comment.userUid}
           and coalesce(c.config ->> 'emailAddress', '') <> ''
           and (not ${internal} or r.rank = ${SYSTEM_ADMIN_ROLE_RANK} or ${Permission.ViewRmaInternalComments}::smallint = any(r.permissions))
           and exists (
             select 1 from folder f where f.path @> array[u.base_folder_uid]::bigint[]
                and (f.uid = w.entity_uid or exists (select 1 from folder_membership m where m.entity_uid = w.entity_uid and m.folder_uid = f.uid)))
         order by u.uid`);
      return rows.map((r) => ({ userUid: r.uid, userName: r.user_name, email: r.email }));
    },
  };
}
export type CommentRepository = ReturnType<typeof createCommentRepository>;
