// spec 001 §3.1: entity type ids, display names and icons.

export const ENTITY_TYPES = [
  { id: 0, key: 'None' },
  { id: 2, key: 'Folder', name: 'Folder', plural: 'Folders', icon: 'Folder' },
  { id: 4, key: 'Setpoint' },
  { id: 5, key: 'User', name: 'User', plural: 'Users', icon: 'User' },
  { id: 10, key: 'Asset', name: 'Asset', plural: 'Assets', icon: 'Tank' },
  { id: 14, key: 'Sensor' },
  { id: 16, key: 'Device', name: 'Device', plural: 'Devices', icon: 'Gateway' },
  { id: 18, key: 'Geofence' },
  { id: 19, key: 'BillToProfile' },
  { id: 20, key: 'ShipToProfile' },
  { id: 21, key: 'Product', name: 'Product', plural: 'Products', icon: 'Product' },
  { id: 22, key: 'Contact', name: 'Contact', plural: 'Contacts', icon: 'Contact' },
  { id: 23, key: 'Schedule', name: 'Schedule', plural: 'Schedules' },
  { id: 24, key: 'PartNumber' },
  { id: 25, key: 'ServiceAgreement' },
  { id: 26, key: 'Account' },
  { id: 27, key: 'ContactGroup', name: 'Contact Group', plural: 'Contact Groups', icon: 'ContactGroup' },
  { id: 28, key: 'EntityComment' },
] as const;

type EntityTypeEntry = (typeof ENTITY_TYPES)[number];
export type EntityTypeKey = EntityTypeEntry['key'];
export type EntityTypeId = EntityTypeEntry['id'];

export const EntityType = Object.fromEntries(ENTITY_TYPES.map((t) => [t.key, t.id])) as {
  [K in EntityTypeKey]: Extract<EntityTypeEntry, { key: K }>['id'];
};

export const ENTITY_TYPE_IDS = ENTITY_TYPES.map((t) => t.id) as [EntityTypeId, ...EntityTypeId[]];

/** Display name of an entity type; any type without one shows as "Unknown" (spec 001 §3.1). */
export function entityTypeName(typeId: number, plural = false): string {
  const entry = ENTITY_TYPES.find((t) => t.id === typeId);
  if (!entry || !('name' in entry)) return 'Unknown';
  return plural ? entry.plural : entry.name;
}

/** Icon name of an entity type, or undefined when the spec gives none. */
export function entityTypeIcon(typeId: number): string | undefined {
  const entry = ENTITY_TYPES.find((t) => t.id === typeId);
  return entry && 'icon' in entry ? entry.icon : undefined;
}
