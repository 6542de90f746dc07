// spec 000 §2 Share modal (600x400): copy the link ("Link copied to clipboard"), send the link to a
// user ("Link sent to user"), or send an invitation to navigate to it ("Invitation sent to user").
// spec 000 §5: recipients from 3 characters; invitations only to users of the folder or the
// folders above it; Send stays disabled until a recipient is chosen. The link carries folder and
// entity uids only.
import type { UserLite } from '@ullage/domain/api/share';
import { DROPDOWN, RECIPIENT_SEARCH_MIN_LENGTH } from '@ullage/domain/constants';
import { LINK_COPIED, LINK_SENT, INVITATION_SENT } from '@ullage/domain/messages';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { showGenericErrorToast } from '../../../components/error-toast';
import { useDebounced } from '../../../lib/use-debounced';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { isApiError } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { useRecipients } from '../api/get-recipients';
import { useSendInvitation } from '../api/send-invitation';
import { useSendLink } from '../api/send-link';
import './share.css';

export interface ShareDialogProps {
  label: string;
  uid: number;
  folderUid: number;
  /** The page to share, absolute (origin + path). */
  link: string;
  onClose: () => void;
}

type Mode = 'link' | 'invitation';

const nameOf = (u: UserLite) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.userName;

function RecipientPicker({
  folderUid,
  invitation,
  value,
  onChange,
}: {
  folderUid: number;
  invitation: boolean;
  value: UserLite | null;
  onChange: (u: UserLite | null) => void;
}) {
  const [term, setTerm] = useState('');
  const debounced = useDebounced(term, DROPDOWN.filterDelayMs);
  const recipients = useRecipients(folderUid, debounced, invitation);
  const id = useId();
  const short = term.trim().length < RECIPIENT_SEARCH_MIN_LENGTH;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Recipient
      </label>
      <input
        id={id}
        className="input"
        placeholder="Type 3 or more letters of a name, user name or email"
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          onChange(null);
        }}
        autoComplete="off"
      />
      {!short && (
        <ul className="recipient-list" role="listbox" aria-label="Recipients">
          {recipients.isPending && (
            <li>
              <Loader inline label="Looking up users…" />
            </li>
          )}
          {recipients.data?.length === 0 && (
            <li className="recipient-empty">
              {invitation ? 'No user of this folder or the folders above it matches.' : 'No user in your folders matches.'}
            </li>
          )}
          {recipients.data?.map((u) => (
            <li
              key={u.uid}
              role="option"
              aria-selected={value?.uid === u.uid}
              className={value?.uid === u.uid ? 'recipient recipient-selected' : 'recipient'}
              tabIndex={0}
              onClick={() => onChange(u)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onChange(u))}
            >
              <span>{nameOf(u)}</span>
              <span className="recipient-detail">
                {u.userName}
                {u.emailAddress ? ` · ${u.emailAddress}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ShareDialog({ label, uid, folderUid, link, onClose }: ShareDialogProps) {
  const [mode, setMode] = useState<Mode>('link');
  const [recipient, setRecipient] = useState<UserLite | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sendLink = useSendLink();
  const sendInvitation = useSendInvitation();
  const noteId = useId();
  const busy = sendLink.isPending || sendInvitation.isPending;

  const onCopy = async () => {
    if (await copyText(link)) toast.success(LINK_COPIED);
    else setError('This browser blocks copying: select the link and copy it by hand.');
  };

  const onSend = async () => {
    if (!recipient) return;
    setError(null);
    try {
      if (mode === 'link') await sendLink.mutateAsync({ recipientUserUid: recipient.uid, note, link });
      else await sendInvitation.mutateAsync({ recipientUserUid: recipient.uid, note, uid, folderUid });
      toast.success(mode === 'link' ? LINK_SENT : INVITATION_SENT);
      onClose();
    } catch (failure) {
      // A 400 is about what was asked (no email on record, a recipient not allowed): say so here.
      if (isApiError(failure) && failure.status === 400) setError(Object.values(failure.errors ?? {})[0]?.[0] ?? failure.message);
      else showGenericErrorToast(failure);
    }
  };

  return (
    <Modal
      open
      size="share"
      onOpenChange={(open) => !open && onClose()}
      title={`Share ${label}`}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button-primary" disabled={!recipient || busy} onClick={onSend}>
            {mode === 'link' ? 'Send Link' : 'Send Invitation'}
          </button>
        </>
      }
    >
      <div className="share-link">
        <input className="input" readOnly value={link} aria-label="Link" onFocus={(e) => e.target.select()} />
        <button type="button" className="button button-secondary" onClick={onCopy}>
          Copy Link
        </button>
      </div>
      <div className="share-modes" role="radiogroup" aria-label="Send">
        {(['link', 'invitation'] as const).map((m) => (
          <label key={m} className="checkbox-field">
            <input
              type="radio"
              name="share-mode"
              checked={mode === m}
              onChange={() => {
                setMode(m);
                setRecipient(null);
                setError(null);
              }}
            />
            {m === 'link' ? 'Send the link to a user' : 'Invite a user to this page'}
          </label>
        ))}
      </div>
      <RecipientPicker key={mode} folderUid={folderUid} invitation={mode === 'invitation'} value={recipient} onChange={setRecipient} />
      <div className="field">
        <label className="field-label" htmlFor={noteId}>
          Note
        </label>
        <textarea id={noteId} className="input" rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </Modal>
  );
}
