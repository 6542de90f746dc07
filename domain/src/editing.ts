// Who may edit an asset, a device or a folder (spec 001 §4, §6; docs/decisions/032): one rule for
// the server, which enforces it, and the web, which offers only what the server would accept.
import { Permission, type PermissionId } from './people/permissions';

/** The caller's permission ids: the session's list on the web, the caller's set on the server. */
export type CallerPermissions = readonly number[] | ReadonlySet<number>;

const has = (permissions: CallerPermissions, id: PermissionId): boolean =>
  'has' in permissions ? permissions.has(id) : permissions.includes(id);

/** What is known of the entity being edited, where it is shown. */
export interface EditedEntity {
  /** The entity stands read-only in the folder it is reached through (spec 001 §4 "the folder is
   * read-only for the entity": a share with readOnly). */
  folderReadOnly: boolean;
}

/** spec 001 §4: "Device editing is disabled when: the user lacks the Edit Assets/Devices
 * permission; the folder is read-only for the entity; or the device has an open RMA status and the
 * user lacks Approve RMA Request." */
export function canEditDevice(permissions: CallerPermissions, device: EditedEntity & { hasOpenRma: boolean }): boolean {
  if (!has(permissions, Permission.EditAssetsDevices) || device.folderReadOnly) return false;
  return !device.hasOpenRma || has(permissions, Permission.ApproveRmaRequest);
}

/** spec 001 §6: an asset's information fields (label, address, ...) need Edit Asset Information or
 * Edit Assets/Devices; its configs, product and template flag need Edit Assets/Devices. */
export function assetEditing(permissions: CallerPermissions, asset: EditedEntity): { information: boolean; configuration: boolean } {
  if (asset.folderReadOnly) return { information: false, configuration: false };
  const configuration = has(permissions, Permission.EditAssetsDevices);
  return { information: configuration || has(permissions, Permission.EditAssetInformation), configuration };
}

/** spec 001 §6: a folder needs Edit Folder, and a company folder Edit Company too. */
export function canEditFolder(permissions: CallerPermissions, folder: EditedEntity & { isCompany: boolean }): boolean {
  if (folder.folderReadOnly || !has(permissions, Permission.EditFolder)) return false;
  return !folder.isCompany || has(permissions, Permission.EditCompany);
}
