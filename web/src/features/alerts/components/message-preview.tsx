// The live preview of an alert message: the template as typed, filled from a real tank of the folder
// (chosen here) with the values of that tank's own API answer, in the viewer's units and time zone,
// and the SMS it makes (the subject, cut to its length).
import { ALERT_SMS_MAX, renderAlertMessage } from '@ullage/domain/alerts/alert-messages';
import type { AlertMessageKindId } from '@ullage/domain/alerts/alerts';
import { useId, useState } from 'react';
import { Loader } from '../../../components/loader';
import { useFolderTanks } from '../api/get-folder-tanks';
import { useFolders } from '../api/get-folders';
import { useTank } from '../api/get-tank';
import { useDateTime } from '../hooks/use-date-time';
import { previewValuesOf } from '../utils/preview-values';

export interface MessagePreviewProps {
  folderUid: number;
  kindId: AlertMessageKindId;
  subject: string;
  body: string;
}

export function MessagePreview({ folderUid, kindId, subject, body }: MessagePreviewProps) {
  const tanks = useFolderTanks(folderUid);
  const [chosen, setChosen] = useState(0);
  const tankUid = chosen || (tanks.data?.tanks[0]?.uid ?? 0);
  const tank = useTank(tankUid);
  const folders = useFolders(tank.data?.folderUidPath ?? []);
  const formatDateTime = useDateTime();
  const selectId = useId();
  const titleId = useId();

  const asset = tank.data;
  const site = asset ? folders.get(asset.folderUid) : undefined;
  const company = asset
    ? [...asset.folderUidPath]
        .reverse()
        .map((u) => folders.get(u))
        .find((f) => f?.config.isCompany)
    : undefined;
  const values =
    asset &&
    previewValuesOf(asset, {
      kindId,
      siteLabel: site?.label ?? '',
      companyLabel: company?.label ?? '',
      timeText: formatDateTime(new Date()),
      origin: window.location.origin,
    });
  const renderedSubject = values ? renderAlertMessage(subject, values) : '';

  return (
    <section className="custom-alerts-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        Preview
      </h3>
      {tanks.isError ? (
        <p role="alert" className="field-error">
          The tanks of this folder could not be loaded.
        </p>
      ) : !tanks.data ? (
        <Loader inline />
      ) : tanks.data.tanks.length === 0 ? (
        <p className="manage-muted">This folder has no tanks to preview a message with.</p>
      ) : (
        <>
          <div className="field custom-alerts-preview-tank">
            <label className="field-label" htmlFor={selectId}>
              Preview with tank
            </label>
            <select id={selectId} className="input" value={tankUid} onChange={(e) => setChosen(Number(e.target.value))}>
              {tanks.data.tanks.map((t) => (
                <option key={t.uid} value={t.uid}>
                  {t.label}
                </option>
              ))}
            </select>
            {tanks.data.more && <span className="field-hint">The first {tanks.data.tanks.length} tanks of this folder are listed.</span>}
          </div>
          {!values ? (
            <Loader inline />
          ) : (
            <dl className="custom-alerts-rendered" aria-live="polite">
              <div>
                <dt>Subject</dt>
                <dd>{renderedSubject}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd className="custom-alerts-rendered-body">{renderAlertMessage(body, values)}</dd>
              </div>
              <div>
                <dt>SMS</dt>
                <dd>{renderedSubject.slice(0, ALERT_SMS_MAX)}</dd>
              </div>
            </dl>
          )}
        </>
      )}
    </section>
  );
}
