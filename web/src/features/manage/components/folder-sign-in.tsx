// The folder's Sign-in section of its Setup tab (ADR 100): a company folder lists its login messages
// (spec 001 §3.3 HtmlMessage: label, subject, html, type) to add, edit and delete, with Edit Company
// (10); every folder picks the message its users see at sign-in and may stop them signing in (spec
// 001 §3.3 Folder state loginHtmlMessageId, disableCode; §7 POST Folder/{uid}/State), with Edit
// Folder (12). Saved on their own, beside the folder's form.
import type { Folder } from '@ullage/domain/api/folder';
import {
  HTML_MESSAGE_HTML_MAX,
  HTML_MESSAGE_LABEL_MAX,
  HTML_MESSAGE_SUBJECT_MAX,
  HTML_MESSAGE_TYPES,
  htmlMessageSaveSchema,
  type HtmlMessage,
} from '@ullage/domain/collaboration/login-messages-api';
import { Permission } from '@ullage/domain/people/permissions';
import { useId, useState, type FormEvent } from 'react';
import { SafeHtml } from '../../../components/safe-html';
import { saveFailureDetail } from '../../../lib/save-errors';
import { toast } from '../../../lib/toast';
import { useDeleteHtmlMessage, useHtmlMessages, useSaveFolderState, useSaveHtmlMessage } from '../api/login-messages';
import { useManageEnvironment } from './manage-environment';

type Draft = { id?: number; label: string; subject: string; html: string; typeId: number };
const EMPTY: Draft = { label: '', subject: '', html: '', typeId: 1 };

export function FolderSignIn({ folder, folderReadOnly }: { folder: Folder; folderReadOnly: boolean }) {
  const env = useManageEnvironment();
  const messages = useHtmlMessages(folder.uid);
  const canEditMessages = !folderReadOnly && env.permissions.includes(Permission.EditCompany);
  const canEditState = !folderReadOnly && env.permissions.includes(Permission.EditFolder);
  return (
    <section className="manage-section sign-in-setup" aria-labelledby={`sign-in-${folder.uid}`}>
      <h3 id={`sign-in-${folder.uid}`} className="manage-section-title">
        Sign-in
      </h3>
      {messages.isError && (
        <p role="alert" className="field-error">
          The login messages could not be loaded.
        </p>
      )}
      {folder.config.isCompany && messages.data && (
        <MessageList messages={messages.data} folderUid={folder.uid} editable={canEditMessages} />
      )}
      {messages.data && (
        <FolderStateForm key={JSON.stringify(folder.state)} folder={folder} messages={messages.data} editable={canEditState} />
      )}
    </section>
  );
}

function MessageList({ messages, folderUid, editable }: { messages: HtmlMessage[]; folderUid: number; editable: boolean }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const remove = useDeleteHtmlMessage();
  return (
    <div className="sign-in-messages">
      {messages.length === 0 ? (
        <p className="manage-muted">No login messages. Add one to tell this company's users something when they sign in.</p>
      ) : (
        <table className="udf-table" aria-label="Login messages">
          <thead>
            <tr>
              <th>Label</th>
              <th>Subject</th>
              <th>Type</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id}>
                <td>{m.label}</td>
                <td>{m.subject}</td>
                <td>{HTML_MESSAGE_TYPES.find((t) => t.id === m.typeId)?.label ?? ''}</td>
                <td>
                  {editable && (
                    <>
                      <button type="button" className="button button-ghost" aria-label={`Edit ${m.label}`} onClick={() => setDraft(m)}>
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button-ghost"
                        aria-label={`Delete ${m.label}`}
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(m.id, {
                            onSuccess: () => toast.success('Login message deleted'),
                            onError: (e) => toast.error(`Error deleting login message: ${saveFailureDetail(e)}`),
                          })
                        }
                      >
                        Delete
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editable && !draft && (
        <button type="button" className="button" onClick={() => setDraft(EMPTY)}>
          New login message
        </button>
      )}
      {draft && <MessageForm key={draft.id ?? 'new'} draft={draft} folderUid={folderUid} onDone={() => setDraft(null)} />}
    </div>
  );
}

function MessageForm({ draft, folderUid, onDone }: { draft: Draft; folderUid: number; onDone: () => void }) {
  const id = useId();
  const [value, setValue] = useState<Draft>(draft);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveHtmlMessage();
  const set = (patch: Partial<Draft>) => setValue((v) => ({ ...v, ...patch }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = { label: value.label, subject: value.subject, html: value.html, typeId: value.typeId };
    const checked = htmlMessageSaveSchema.safeParse(body);
    if (!checked.success) {
      setProblems([...new Set(checked.error.issues.map((i) => i.message))]);
      return;
    }
    setProblems([]);
    save.mutate(
      { folderUid, id: draft.id, body },
      {
        onSuccess: () => {
          toast.success('Login message saved');
          onDone();
        },
        onError: (err) => setProblems([saveFailureDetail(err)]),
      },
    );
  };
  const title = draft.id ? `Edit ${draft.label}` : 'New login message';
  return (
    <form className="sign-in-message-form" aria-label={title} onSubmit={onSubmit} noValidate>
      <div className="manage-grid">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-label`}>
            Label
          </label>
          <input
            id={`${id}-label`}
            className="input"
            maxLength={HTML_MESSAGE_LABEL_MAX}
            value={value.label}
            onChange={(e) => set({ label: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-subject`}>
            Subject
          </label>
          <input
            id={`${id}-subject`}
            className="input"
            maxLength={HTML_MESSAGE_SUBJECT_MAX}
            value={value.subject}
            onChange={(e) => set({ subject: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-type`}>
            Type
          </label>
          <select id={`${id}-type`} className="input" value={value.typeId} onChange={(e) => set({ typeId: Number(e.target.value) })}>
            {HTML_MESSAGE_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-html`}>
          Message (HTML)
        </label>
        <textarea
          id={`${id}-html`}
          className="input"
          rows={5}
          maxLength={HTML_MESSAGE_HTML_MAX}
          value={value.html}
          onChange={(e) => set({ html: e.target.value })}
        />
      </div>
      {value.html.trim() !== '' && (
        <div className="sign-in-preview" aria-label="Preview">
          <SafeHtml html={value.html} />
        </div>
      )}
      {problems.length > 0 && (
        <ul className="field-error udf-problems" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="sign-in-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save login message'}
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function FolderStateForm({ folder, messages, editable }: { folder: Folder; messages: HtmlMessage[]; editable: boolean }) {
  const id = useId();
  const [messageId, setMessageId] = useState<number | null>(folder.state.loginHtmlMessageId);
  const [disabled, setDisabled] = useState(folder.state.disableCode !== null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveFolderState();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    // A folder disabled by another code keeps it; one newly disabled gets 1.
    const disableCode = disabled ? (folder.state.disableCode ?? 1) : null;
    // Awaited rather than a mutate callback: the saved state comes back with the folder's refetch
    // and this form starts again from it (its key), before such a callback would run.
    save.mutateAsync({ folderUid: folder.uid, body: { disableCode, loginHtmlMessageId: messageId } }).then(
      () => toast.success('Sign-in settings saved'),
      (err: unknown) => setProblem(saveFailureDetail(err)),
    );
  };
  return (
    <form className="sign-in-state" aria-label="Sign-in settings" onSubmit={onSubmit} noValidate>
      <fieldset className="sign-in-state-fields" disabled={!editable}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-message`}>
            Login message for this folder's users
          </label>
          <select
            id={`${id}-message`}
            className="input"
            value={messageId ?? ''}
            onChange={(e) => setMessageId(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">None</option>
            {messages.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <label className="sign-in-disable">
          <input type="checkbox" checked={disabled} onChange={(e) => setDisabled(e.target.checked)} /> Users of this folder cannot sign in
        </label>
      </fieldset>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      {editable && (
        <div className="sign-in-actions">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save sign-in settings'}
          </button>
        </div>
      )}
    </form>
  );
}
