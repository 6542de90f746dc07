// The live preview of an alert message: the template as typed, rendered by the server from a real
// tank of the folder (chosen here; else the folder's first with a reading) in the viewer's units and
// time zone, as if an alert of the message's kind had just been raised there: the subject, the email
// and the SMS (the subject, cut to its length). Asked again when the user pauses typing.
import { alertMessagePreviewBodySchema } from '@ullage/domain/alerts/alert-messages';
import type { AlertMessageKindId } from '@ullage/domain/alerts/alerts';
import { useId, useState } from 'react';
import { Loader } from '../../../components/loader';
import { useAlertMessagePreview } from '../api/preview-alert-message';
import { useFolderTanks } from '../api/get-folder-tanks';
import { useDebounced } from '../hooks/use-debounced';

const PAUSE_MS = 400;

export interface MessagePreviewProps {
  folderUid: number;
  kindId: AlertMessageKindId;
  subject: string;
  body: string;
}

export function MessagePreview({ folderUid, kindId, subject, body }: MessagePreviewProps) {
  const tanks = useFolderTanks(folderUid);
  const [chosen, setChosen] = useState(0);
  const typedSubject = useDebounced(subject, PAUSE_MS);
  const typedBody = useDebounced(body, PAUSE_MS);
  // Only a template the server would take is sent; the form says what is wrong with another.
  const parsed = alertMessagePreviewBodySchema.safeParse({
    folderUid,
    ...(chosen > 0 ? { entityUid: chosen } : {}),
    kindId,
    subject: typedSubject,
    body: typedBody,
  });
  const preview = useAlertMessagePreview(parsed.success ? parsed.data : null);
  const selectId = useId();
  const titleId = useId();
  const shown = preview.data;
  const list = tanks.data?.tanks ?? [];

  return (
    <section className="custom-alerts-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        Preview
      </h3>
      {list.length > 0 && (
        <div className="field custom-alerts-preview-tank">
          <label className="field-label" htmlFor={selectId}>
            Preview with tank
          </label>
          <select
            id={selectId}
            className="input"
            value={chosen || shown?.entityUid || ''}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {!chosen && !shown?.entityUid && <option value="">The first tank with a reading</option>}
            {list.map((t) => (
              <option key={t.uid} value={t.uid}>
                {t.label}
              </option>
            ))}
          </select>
          {tanks.data?.more && <span className="field-hint">The first {list.length} tanks of this folder are listed.</span>}
        </div>
      )}
      {!parsed.success ? (
        <p className="manage-muted">The preview shows once the subject and message are valid.</p>
      ) : preview.isError ? (
        <p role="alert" className="field-error">
          The preview could not be made.
        </p>
      ) : !shown ? (
        <Loader inline />
      ) : shown.entityUid === null ? (
        <p className="manage-muted">This folder has no tank or device to preview a message with.</p>
      ) : (
        <>
          {!list.some((t) => t.uid === shown.entityUid) && <p className="manage-muted">Values from {shown.entityLabel}.</p>}
          <dl className="custom-alerts-rendered" aria-live="polite" aria-busy={preview.isFetching}>
            <div>
              <dt>Subject</dt>
              <dd>{shown.subject}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd className="custom-alerts-rendered-body">{shown.body}</dd>
            </div>
            <div>
              <dt>SMS</dt>
              <dd>{shown.sms}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
