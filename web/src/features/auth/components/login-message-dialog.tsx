// The company's login message after a sign-in (spec 001 §3.3 HtmlMessage; ADR 100): a dialog
// titled with its subject, shown until the user closes it (then the next: the billing notices of
// ADR 102 follow the company's message); a reload before that shows it again, the
// next sign-in shows it anew. Loaded by login-message.tsx only when there is a message.
import { HTML_MESSAGE_TYPES, type LoginMessageResponse } from '@ullage/domain/collaboration/login-messages-api';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { SafeHtml } from '../../../components/safe-html';
import { SESSION_KEYS, removeSession } from '../../../lib/storage';
import './login-message-dialog.css';

export function LoginMessageDialog({ messages }: { messages: LoginMessageResponse['notices'] }) {
  // One dialog at a time: OK shows the next message; after the last, none is pending any more.
  const [shown, setShown] = useState(0);
  const message = messages[shown];
  if (!message) return null;
  const close = () => {
    if (shown === messages.length - 1) removeSession(SESSION_KEYS.loginMessagePending);
    setShown(shown + 1);
  };
  const kind = HTML_MESSAGE_TYPES.find((t) => t.id === message.typeId) ?? HTML_MESSAGE_TYPES[0];
  return (
    <Modal
      key={shown}
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
