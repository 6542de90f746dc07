// The outbox (docs/decisions/014-outgoing-messages.md): every email and SMS the portal sent or, with
// no SMTP_URL, kept here instead of sending, so a system administrator can pass on a code or link.
import { useDeferredValue, useState } from 'react';
import { useOutbox } from '../api/get-outbox';
import { ScrollBox } from '../../../components/scroll-box';
import './admin.css';

export function OutboxPage() {
  const [recipient, setRecipient] = useState('');
  const deferred = useDeferredValue(recipient.trim());
  const { data, isPending, error, refetch, isFetching } = useOutbox(deferred);
  return (
    <section className="admin-page" aria-labelledby="outbox-title">
      <header className="admin-header">
        <h1 id="outbox-title">Outbox</h1>
        <p>Email and SMS sent by the portal, newest first. Without a mail server (SMTP_URL) the whole message is kept here.</p>
        <div className="admin-tools">
          <label className="field-label" htmlFor="outbox-recipient">
            Recipient
          </label>
          <input
            id="outbox-recipient"
            className="input"
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            placeholder="exact address or number"
          />
          <button type="button" className="button button-secondary" onClick={() => void refetch()} disabled={isFetching}>
            Refresh
          </button>
        </div>
      </header>
      {isPending && <p aria-busy="true">Loading…</p>}
      {error && <p className="field-error">The outbox could not be loaded: {error.message}</p>}
      {data && data.length === 0 && <p>No messages.</p>}
      {data && data.length > 0 && (
        <ScrollBox label="Messages">
          <table className="admin-table">
            <thead>
              <tr>
                <th>Time</th>
                <th>Channel</th>
                <th>To</th>
                <th>Subject</th>
                <th>Message</th>
              </tr>
            </thead>
            <tbody>
              {data.map((m) => (
                <tr key={m.id}>
                  <td>{new Date(m.createdAt).toLocaleString()}</td>
                  <td>{m.channel === 'sms' ? 'SMS' : 'Email'}</td>
                  <td>{m.recipient}</td>
                  <td>{m.subject}</td>
                  <td>
                    <pre className="outbox-body">{m.body}</pre>
                    {m.error && <span className="field-error">Not delivered: {m.error}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
