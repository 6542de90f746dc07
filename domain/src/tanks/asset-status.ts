// spec 001 §4: asset status types. The spec names them in this order without ids; ids run 0.. in
// that order so OK is 0, the "nothing to report" value.

export const ASSET_STATUS_TYPES = [
  { id: 0, key: 'OK', label: 'OK' },
  { id: 1, key: 'Setpoint', label: 'Setpoint' },
  { id: 2, key: 'MaintenanceDue', label: 'Maintenance Due' },
  { id: 3, key: 'Delivery', label: 'Delivery' },
  { id: 4, key: 'Drain', label: 'Drain' },
  { id: 5, key: 'UnexpectedUsage', label: 'Unexpected Usage' },
  { id: 6, key: 'FalseFill', label: 'False Fill' },
  { id: 7, key: 'InvalidCalculation', label: 'Invalid Calculation' },
  { id: 8, key: 'SensorLowBattery', label: 'Sensor Low Battery' },
  { id: 9, key: 'SensorError', label: 'Sensor Error' },
  { id: 10, key: 'SensorLate', label: 'Sensor Late' },
  { id: 11, key: 'LowUsage', label: 'Low Usage' },
  { id: 12, key: 'HighUsage', label: 'High Usage' },
] as const;

type AssetStatusEntry = (typeof ASSET_STATUS_TYPES)[number];
export type AssetStatusKey = AssetStatusEntry['key'];
export type AssetStatusId = AssetStatusEntry['id'];

export const AssetStatus = Object.fromEntries(ASSET_STATUS_TYPES.map((s) => [s.key, s.id])) as {
  [K in AssetStatusKey]: Extract<AssetStatusEntry, { key: K }>['id'];
};

export const ASSET_STATUS_IDS = ASSET_STATUS_TYPES.map((s) => s.id) as [AssetStatusId, ...AssetStatusId[]];

export function assetStatusLabel(id: number): string {
  return ASSET_STATUS_TYPES.find((s) => s.id === id)?.label ?? 'Unknown';
}
