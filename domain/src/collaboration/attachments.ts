// Who may change what is attached to an entity (its documents; deleting others' comments): the
// permission that edits an entity of that type (docs/decisions/082-documents-in-postgresql.md).
// The spec ties only internal comments to a permission (001 §6: View RMA Internal Comments, 33).
import { EntityType } from '../entity-types';
import { Permission, type PermissionId } from '../people/permissions';

const EDIT_PERMISSION: Readonly<Partial<Record<number, PermissionId>>> = {
  [EntityType.Folder]: Permission.EditFolder,
  [EntityType.User]: Permission.EditUser,
  [EntityType.Asset]: Permission.EditAssetInformation,
  [EntityType.Device]: Permission.EditAssetsDevices,
  [EntityType.Product]: Permission.EditProducts,
  [EntityType.Contact]: Permission.EditContacts,
  [EntityType.ContactGroup]: Permission.EditContacts,
  [EntityType.Schedule]: Permission.EditSchedules,
};

/** The permission that changes an entity's documents; undefined: none may (an unknown type). */
export const attachPermissionOf = (typeId: number): PermissionId | undefined => EDIT_PERMISSION[typeId];
