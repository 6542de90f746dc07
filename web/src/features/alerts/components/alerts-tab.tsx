// The Alerts tab of the manage modal of assets, devices and folders (issue 15; spec 001 §3.6, §7):
// the entity's alerts to edit, those set on the folders above that reach it too, and its alert
// history. Composed by the app's manage route (features do not import each other), which knows
// where the entity stands.
import type { Choice } from '../../../components/form-fields';
import { useCaller } from '../../../lib/caller';
import { alertEditing } from '../utils/alert-editing';
import { AlertHistory } from './alert-history';
import { AlertsEditor } from './alerts-editor';
import { InheritedAlerts } from './inherited-alerts';
import './alerts.css';

export interface AlertsTabProps {
  entity: { uid: number; typeId: number; label: string };
  /** The folder the entity stands in (a folder: itself), whose alert messages are offered. */
  folderUid: number;
  /** From the top of the caller's scope down to that folder, whose contact groups are offered. */
  folderPath: readonly { uid: number; label: string }[];
  /** The entity stands read-only where it is shown (a share), or that is not known yet. */
  folderReadOnly: boolean;
  /** Where a folder's Alerts tab is (the alerts set above reach this entity too). */
  folderAlertsHref: (folderUid: number) => string;
  /** The geofences a geofence alert may name (those around the entity's folder). */
  geofenceChoices: Choice[];
}

export function AlertsTab({ entity, folderUid, folderPath, folderReadOnly, folderAlertsHref, geofenceChoices }: AlertsTabProps) {
  const caller = useCaller();
  const editing = alertEditing(caller.permissions, entity.typeId, folderReadOnly);
  return (
    <div className="alerts-tab">
      <AlertsEditor entity={entity} folderUid={folderUid} folderPath={folderPath} editing={editing} geofenceChoices={geofenceChoices} />
      <InheritedAlerts
        entityTypeId={entity.typeId}
        folders={folderPath.filter((f) => f.uid !== entity.uid)}
        folderAlertsHref={folderAlertsHref}
      />
      <AlertHistory uid={entity.uid} />
    </div>
  );
}
