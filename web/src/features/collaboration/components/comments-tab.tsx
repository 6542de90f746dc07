// The manage modal's Comments tab (spec 001 §3.3 EntityComment, §7 Entity comments and
// CommentsWatch): the entity's comments, oldest first; a new comment, external or (with View RMA
// Internal Comments, 33) internal; deleting one's own (or any, with the permission that edits the
// entity); and whether the user is emailed of new ones.
import { COMMENT_MAX, CommentType, COMMENT_TYPES, commentSaveSchema, type CommentSave } from '@ullage/domain/collaboration/comments-api';
import { Permission } from '@ullage/domain/people/permissions';
import { parseCentralTimestamp } from '@ullage/domain/time-zones';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Loader } from '../../../components/loader';
import { useCaller } from '../../../lib/caller';
import { zodResolver } from '../../../lib/form-resolver';
import { saveFailureMessage } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useAddComment, useComments, useCommentsWatch, useDeleteComment, useSetCommentsWatch } from '../api/comments';
import './collaboration.css';

export interface CommentsTabProps {
  entityUid: number;
  /** The caller may edit the entity: it deletes others' comments too. */
  canModerate: boolean;
  /** A moment in the viewer's time zone. */
  formatDateTime: (at: Date) => string;
}

export function CommentsTab({ entityUid, canModerate, formatDateTime }: CommentsTabProps) {
  const caller = useCaller();
  const internalAllowed = caller.permissions.has(Permission.ViewRmaInternalComments);
  const comments = useComments(entityUid);
  const remove = useDeleteComment();
  return (
    <section className="collab-tab" aria-label="Comments">
      <WatchToggle entityUid={entityUid} />
      {!comments.data ? (
        comments.isError ? (
          <p className="field-error">The comments could not be loaded.</p>
        ) : (
          <Loader />
        )
      ) : comments.data.length === 0 ? (
        <p className="collab-muted">No comments yet.</p>
      ) : (
        <ol className="collab-comments" aria-label="Comment list">
          {comments.data.map((c) => (
            <li key={c.id} className="collab-comment">
              <div className="collab-comment-head">
                <strong>{c.userName}</strong>
                <span className="collab-muted">{formatDateTime(parseCentralTimestamp(c.createDate) ?? new Date(0))}</span>
                {c.commentTypeId === CommentType.Internal && <span className="collab-badge">Internal</span>}
                {(c.userUid === caller.userUid || canModerate) && (
                  <button
                    type="button"
                    className="button button-ghost collab-end"
                    aria-label={`Delete comment by ${c.userName}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(c.id, {
                        onSuccess: () => toast.success('Comment deleted', { autoClose: 3000 }),
                        onError: (error) => toast.error(saveFailureMessage(error)),
                      })
                    }
                  >
                    Delete
                  </button>
                )}
              </div>
              <p className="collab-comment-text">{c.comment}</p>
            </li>
          ))}
        </ol>
      )}
      <NewComment entityUid={entityUid} internalAllowed={internalAllowed} />
    </section>
  );
}

function WatchToggle({ entityUid }: { entityUid: number }) {
  const id = useId();
  const watch = useCommentsWatch(entityUid);
  const set = useSetCommentsWatch();
  return (
    <label className="checkbox-field" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={watch.data?.watching ?? false}
        disabled={!watch.data || set.isPending}
        onChange={(e) =>
          set.mutate({ entityUid, watching: e.target.checked }, { onError: (error) => toast.error(saveFailureMessage(error)) })
        }
      />
      Email me new comments
    </label>
  );
}

function NewComment({ entityUid, internalAllowed }: { entityUid: number; internalAllowed: boolean }) {
  const textId = useId();
  const typeId = useId();
  const add = useAddComment();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CommentSave, unknown, CommentSave>({
    resolver: zodResolver(commentSaveSchema),
    defaultValues: { entityUid, comment: '', commentTypeId: CommentType.External },
  });
  const message = form.formState.errors.comment?.message;
  const onSubmit = form.handleSubmit((body) => {
    setProblem(null);
    add.mutate(body, {
      onSuccess: () => {
        form.reset({ entityUid, comment: '', commentTypeId: body.commentTypeId });
        toast.success('Comment added', { autoClose: 3000 });
      },
      onError: (error) => setProblem(saveFailureMessage(error)),
    });
  });
  return (
    <form className="collab-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Write a comment">
      <div className="field">
        <label className="field-label" htmlFor={textId}>
          New comment
        </label>
        <textarea
          id={textId}
          className="input"
          rows={3}
          maxLength={COMMENT_MAX}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${textId}-error` : undefined}
          {...form.register('comment')}
        />
        {message && (
          <span className="field-error" id={`${textId}-error`} role="alert">
            {message}
          </span>
        )}
      </div>
      <div className="collab-form-row">
        {internalAllowed && (
          <div className="field">
            <label className="field-label" htmlFor={typeId}>
              Visibility
            </label>
            <select id={typeId} className="input" {...form.register('commentTypeId', { valueAsNumber: true })}>
              {COMMENT_TYPES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.id === CommentType.Internal ? 'Internal (View RMA Internal Comments only)' : t.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="button button-primary collab-end" disabled={add.isPending}>
          {add.isPending ? 'Posting…' : 'Post comment'}
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
