// Who may change an entity's alerts (issue 15): Edit Assets/Devices (6) for an asset's or a device's,
// Edit Folder (12) for a folder's, and nobody where the entity stands read-only (a share). The server
// decides; this keeps the tab from offering what it would refuse, and says why.
import { EntityType } from '@ullage/domain/entity-types';
import { PERMISSIONS, Permission, type PermissionId } from '@ullage/domain/people/permissions';

export interface AlertEditing {
  editable: boolean;
  /** Why not, in words for the user; null when editable. */
  reason: string | null;
}

export function alertPermissionOf(entityTypeId: number): PermissionId {
  return entityTypeId === EntityType.Folder ? Permission.EditFolder : Permission.EditAssetsDevices;
}

export function alertEditing(permissions: ReadonlySet<number>, entityTypeId: number, folderReadOnly: boolean): AlertEditing {
  if (folderReadOnly) return { editable: false, reason: 'It is shared with you read-only, so its alerts cannot be changed here.' };
  const needed = alertPermissionOf(entityTypeId);
  if (!permissions.has(needed)) {
    const name = PERMISSIONS.find((p) => p.id === needed)?.label ?? 'the needed';
    return { editable: false, reason: `Changing these alerts needs the ${name} permission, which your role does not have.` };
  }
  return { editable: true, reason: null };
}
