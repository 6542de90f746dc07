// What the manage screens may offer (spec 001 §4, §6; docs/decisions/032): the server decides,
// these keep the screen from offering what it would refuse. Who may edit an asset, a device or a
// folder is @ullage/domain/editing, one rule for the web and the server.
import { Permission } from '@ullage/domain/people/permissions';

export interface EditingInput {
  permissions: readonly number[];
  /** The entity stands read-only in the folder it is shown in (a share). */
  folderReadOnly: boolean;
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
