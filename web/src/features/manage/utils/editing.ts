// Who may change what on the manage modal's setup (spec 001 §4, §6; docs/decisions/032): the
// server decides, these keep the screen from offering what it would refuse.
import { isDeviceEditingDisabled } from '@ullage/domain/devices';
import { Permission } from '@ullage/domain/permissions';

export interface EditingInput {
  permissions: readonly number[];
  /** The entity stands read-only in the folder it is shown in (a share). */
  folderReadOnly: boolean;
}

/** An asset's information fields need Edit Asset Information or Edit Assets/Devices; its configs,
 * product and template flag need Edit Assets/Devices (PUT Asset/{uid} decides the same). */
export function assetEditing({ permissions, folderReadOnly }: EditingInput): { information: boolean; configuration: boolean } {
  if (folderReadOnly) return { information: false, configuration: false };
  const configuration = permissions.includes(Permission.EditAssetsDevices);
  return { information: configuration || permissions.includes(Permission.EditAssetInformation), configuration };
}

/** spec 001 §4 "Device editing is disabled when: the user lacks the Edit Assets/Devices
 * permission; the folder is read-only for the entity; or the device has an open RMA status and the
 * user lacks Approve RMA Request". Returns are not built yet, so no device has an open RMA. */
export function deviceEditable({ permissions, folderReadOnly }: EditingInput, hasOpenRma = false): boolean {
  return !isDeviceEditingDisabled({ permissions, folderReadOnly, hasOpenRma });
}

/** Folders need Edit Folder, and company folders Edit Company too (as rename and delete do). */
export function folderEditable({ permissions, folderReadOnly }: EditingInput, isCompany: boolean): boolean {
  if (folderReadOnly || !permissions.includes(Permission.EditFolder)) return false;
  return !isCompany || permissions.includes(Permission.EditCompany);
}

/** Whether the entity stands read-only where it is shown, from its navigation node: read-only
 * until the node has loaded, so a screen never offers a change it would take back. */
export function readOnlyUntilLoaded(node: { readOnly: boolean } | undefined): boolean {
  return node?.readOnly ?? true;
}

/** What the create page may offer in a folder (spec 000 §5: assets and devices never beside
 * folders, folders never beside assets or devices); nothing in a folder shared read-only. */
export function creatable(
  { permissions, folderReadOnly }: EditingInput,
  counts: { folders: number; assets: number; devices: number } | undefined,
) {
  const hasFolders = (counts?.folders ?? 0) > 0;
  const hasEntities = (counts?.assets ?? 0) + (counts?.devices ?? 0) > 0;
  const entities = !folderReadOnly && permissions.includes(Permission.EditAssetsDevices);
  return {
    asset: entities && !hasFolders,
    device: entities && !hasFolders,
    folder: !folderReadOnly && permissions.includes(Permission.EditFolder) && !hasEntities,
  };
}
