// spec 001 §3.3 and §4: device activation states, device flags, device state and device update.

// spec 001 §4: the spec lists the states without ids; ours run 0.. in its order (None = 0).
export const DEVICE_ACTIVATION_STATES = [
  { id: 0, key: 'None', label: 'None' },
  { id: 1, key: 'Active', label: 'Active' },
  { id: 2, key: 'PendingActivation', label: 'Pending Activation' },
  { id: 3, key: 'Inactive', label: 'Inactive' },
  { id: 4, key: 'PendingDeactivation', label: 'Pending Deactivation' },
] as const;

type DeviceActivationStateEntry = (typeof DEVICE_ACTIVATION_STATES)[number];
export type DeviceActivationStateKey = DeviceActivationStateEntry['key'];
export type DeviceActivationStateId = DeviceActivationStateEntry['id'];

export const DeviceActivationState = Object.fromEntries(DEVICE_ACTIVATION_STATES.map((s) => [s.key, s.id])) as {
  [K in DeviceActivationStateKey]: Extract<DeviceActivationStateEntry, { key: K }>['id'];
};

export const DEVICE_ACTIVATION_STATE_IDS = DEVICE_ACTIVATION_STATES.map((s) => s.id) as [
  DeviceActivationStateId,
  ...DeviceActivationStateId[],
];

export function deviceActivationStateLabel(id: number): string {
  return DEVICE_ACTIVATION_STATES.find((s) => s.id === id)?.label ?? 'Unknown';
}

// spec 001 §4: "A device is flagged late, low battery, error or not reported." A device can carry
// several flags at once, so each id is one bit and a device's flags travel as one mask.
export const DEVICE_FLAGS = [
  { id: 1, key: 'Late', label: 'Late' },
  { id: 2, key: 'LowBattery', label: 'Low Battery' },
  { id: 4, key: 'Error', label: 'Error' },
  { id: 8, key: 'NotReported', label: 'Not Reported' },
] as const;

type DeviceFlagEntry = (typeof DEVICE_FLAGS)[number];
export type DeviceFlagKey = DeviceFlagEntry['key'];
export type DeviceFlagId = DeviceFlagEntry['id'];

export const DeviceFlag = Object.fromEntries(DEVICE_FLAGS.map((f) => [f.key, f.id])) as {
  [K in DeviceFlagKey]: Extract<DeviceFlagEntry, { key: K }>['id'];
};

export const DEVICE_FLAG_IDS = DEVICE_FLAGS.map((f) => f.id) as [DeviceFlagId, ...DeviceFlagId[]];

export function deviceFlagMask(flags: readonly DeviceFlagId[]): number {
  return flags.reduce<number>((mask, f) => mask | f, 0);
}

export function deviceFlagsOf(mask: number): DeviceFlagId[] {
  return DEVICE_FLAG_IDS.filter((bit) => (mask & bit) !== 0);
}

export function hasDeviceFlag(mask: number, flag: DeviceFlagId): boolean {
  return (mask & flag) !== 0;
}
