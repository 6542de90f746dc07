// The company's login message after a sign-in (spec 001 §3.3 HtmlMessage; ADR 100): a dialog
// titled with its subject, shown until the user closes it; a reload before that shows it again, the
// next sign-in shows it anew. Loaded after the first paint, and only after a sign-in.
import { HTML_MESSAGE_TYPES } from '@ullage/domain/collaboration/login-messages-api';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/modal';
import { SafeHtml } from '../../../components/safe-html';
import { SESSION_KEYS, removeSession } from '../../../lib/storage';
import { useLoginMessage } from '../api/get-login-message';
import './login-message-dialog.css';

export function LoginMessageDialog() {
  const [open, setOpen] = useState(true);
  const { data } = useLoginMessage();
  const message = data?.message ?? null;
  useEffect(() => {
    if (data && !data.message) removeSession(SESSION_KEYS.loginMessagePending);
  }, [data]);
  if (!message || !open) return null;
  const close = () => {
    removeSession(SESSION_KEYS.loginMessagePending);
    setOpen(false);
  };
  const kind = HTML_MESSAGE_TYPES.find((t) => t.id === message.typeId) ?? HTML_MESSAGE_TYPES[0];
  return (
    <Modal
      open
      onOpenChange={(o) => !o && close()}
      title={message.subject}
      footer={
        <button type="button" className="button button-primary" onClick={close}>
          OK
        </button>
      }
    >
      <div className={`login-message login-message-${kind.key.toLowerCase()}`}>
        {kind.id !== 1 && <p className="login-message-kind">{kind.label}</p>}
        <SafeHtml html={message.html} />
      </div>
    </Modal>
  );
}
