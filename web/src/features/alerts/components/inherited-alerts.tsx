// The alerts set on the folders above an entity, which reach it too (an alert set on a folder is
// evaluated for every asset and device below it, issue 15): read-only here, each with where it is
// set and a link to that folder's Alerts tab, so the tab tells the whole story of who is told.
import { alertAppliesTo } from '@ullage/domain/alerts/alert-api';
import { alertTypeLabel } from '@ullage/domain/alerts/alerts';
import { EntityType } from '@ullage/domain/entity-types';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAlertsOf } from '../api/get-entity-alerts';

export interface InheritedAlertsProps {
  entityTypeId: number;
  /** The folders above the entity, from the top of the caller's scope down. */
  folders: readonly { uid: number; label: string }[];
  /** Where a folder's Alerts tab is. */
  folderAlertsHref: (folderUid: number) => string;
}

export function InheritedAlerts({ entityTypeId, folders, folderAlertsHref }: InheritedAlertsProps) {
  const titleId = useId();
  const answers = useAlertsOf(folders.map((f) => f.uid));
  const label = new Map(folders.map((f) => [f.uid, f.label]));
  // Nearest folder first; a folder's alerts reach subfolders of every type, an asset or device only
  // those of its own types.
  const rows = [...answers]
    .reverse()
    .flatMap(({ uid, alerts }) =>
      alerts
        .filter((a) => entityTypeId === EntityType.Folder || alertAppliesTo(a.typeId, entityTypeId))
        .map((a) => ({ folderUid: uid, alert: a })),
    );
  if (rows.length === 0) return null;
  return (
    <section className="alerts-inherited" aria-labelledby={titleId}>
      <h3 id={titleId} className="section-title">
        Also set on the folders above
      </h3>
      <ul>
        {rows.map(({ folderUid, alert }) => (
          <li key={alert.id}>
            <strong>{alertTypeLabel(alert.typeId)}</strong>
            {alert.contactGroupLabel ? `, sent to ${alert.contactGroupLabel}` : ', shown in the portal only'}
            {!alert.enabled && ' (disabled)'}
            {' — set on '}
            <Link to={folderAlertsHref(folderUid)}>{label.get(folderUid) ?? 'a folder above'}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
