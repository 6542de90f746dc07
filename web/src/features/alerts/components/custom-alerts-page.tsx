// spec 000 §2 Folder menu > Custom Alerts (/folder/custom-alerts; Edit Company, spec 000 §6): the
// folder's alert message templates by kind (spec 001 §9 alert message kinds), its own and those it
// inherits from the folders above it; a template is created or edited with the placeholders it may
// name and previewed live from a real tank of the folder (spec 001 §7 Alert/Message calls).
import { ALERT_MESSAGE_KINDS, type AlertMessageKindId } from '@ullage/domain/alerts/alerts';
import type { AlertMessage } from '@ullage/domain/alerts/alert-messages';
import { Permission } from '@ullage/domain/people/permissions';
import { useState } from 'react';
import { Loader } from '../../../components/loader';
import { useCaller } from '../../../lib/caller';
import { useAlertMessages } from '../api/get-alert-messages';
import { MessageEditor, type EditedMessage } from './message-editor';
import './alerts.css';

export interface CustomAlertsPageProps {
  folderUid: number;
  folderLabel: string | undefined;
}

export function CustomAlertsPage({ folderUid, folderLabel }: CustomAlertsPageProps) {
  const caller = useCaller();
  const canEdit = caller.permissions.has(Permission.EditCompany);
  const messages = useAlertMessages(folderUid);
  const [edited, setEdited] = useState<EditedMessage | null>(null);
  const list = messages.data ?? [];
  // Until one is chosen, the first message is shown (or a new tank message when there is none).
  const shown: EditedMessage | null =
    edited ?? (messages.data ? (list[0] ? { message: list[0] } : canEdit ? { kindId: ALERT_MESSAGE_KINDS[1].id } : null) : null);
  const isShown = (m: AlertMessage) => shown !== null && 'message' in shown && shown.message.id === m.id;

  return (
    <div className="custom-alerts">
      <header className="custom-alerts-head">
        <h1>Custom Alerts</h1>
        <p className="manage-muted">
          The messages alerts {folderLabel ? `in ${folderLabel}` : 'in this folder'} send, by kind. An alert without a message of its own,
          or whose folder has none of its kind, sends the default message.
        </p>
        {!canEdit && (
          <p className="manage-notice">Changing alert messages needs the Edit Company permission, which your role does not have.</p>
        )}
      </header>
      {messages.isError ? (
        <p role="alert" className="field-error">
          The alert messages of this folder could not be loaded.
        </p>
      ) : !messages.data ? (
        <Loader />
      ) : (
        <div className="custom-alerts-body">
          <nav className="custom-alerts-list" aria-label="Alert messages">
            {ALERT_MESSAGE_KINDS.map((kind) => {
              const ofKind = list.filter((m) => m.kindId === kind.id);
              return (
                <section key={kind.id} className="custom-alerts-kind" aria-label={`${kind.label} messages`}>
                  <h2 className="section-title">{kind.label}</h2>
                  {ofKind.length === 0 && <p className="manage-muted">Default message only.</p>}
                  <ul>
                    {ofKind.map((m) => (
                      <li key={m.id}>
                        <button
                          type="button"
                          className={isShown(m) ? 'custom-alerts-item custom-alerts-item-active' : 'custom-alerts-item'}
                          aria-current={isShown(m) ? 'true' : undefined}
                          onClick={() => setEdited({ message: m })}
                        >
                          {m.label}
                          {m.inherited && <span className="custom-alerts-inherited">inherited</span>}
                        </button>
                      </li>
                    ))}
                  </ul>
                  {canEdit && (
                    <button
                      type="button"
                      className="button button-ghost"
                      onClick={() => setEdited({ kindId: kind.id as AlertMessageKindId })}
                      aria-label={`New message: ${kind.label}`}
                    >
                      + New message
                    </button>
                  )}
                </section>
              );
            })}
          </nav>
          {shown && (
            <MessageEditor
              key={'message' in shown ? `m${shown.message.id}` : `n${shown.kindId}-${shown.copyOf?.id ?? 0}`}
              folderUid={folderUid}
              edited={shown}
              canEdit={canEdit}
              onSaved={(m) => setEdited({ message: m })}
              onCopy={(m) => setEdited({ kindId: m.kindId, copyOf: m })}
              onDeleted={() => setEdited(null)}
            />
          )}
        </div>
      )}
    </div>
  );
}
