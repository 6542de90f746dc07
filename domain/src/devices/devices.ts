// spec 001 §3.3 and §4: device activation states, device flags, device state and device update.
import { z } from 'zod';

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

export const deviceActivationStateIdSchema = z.literal(DEVICE_ACTIVATION_STATE_IDS, {
  error: 'Active State: is not a known activation state',
});

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

const ALL_DEVICE_FLAGS_MASK = DEVICE_FLAG_IDS.reduce<number>((mask, bit) => mask | bit, 0);

/** A set of device flags as one mask (0 = nothing flagged). */
export const deviceFlagMaskSchema = z
  .number()
  .int()
  .min(0)
  .refine((n) => (n & ~ALL_DEVICE_FLAGS_MASK) === 0, { message: 'Device Flags: contains an unknown flag' });

export function deviceFlagMask(flags: readonly DeviceFlagId[]): number {
  return flags.reduce<number>((mask, f) => mask | f, 0);
}

export function deviceFlagsOf(mask: number): DeviceFlagId[] {
  return DEVICE_FLAG_IDS.filter((bit) => (mask & bit) !== 0);
}

export function hasDeviceFlag(mask: number, flag: DeviceFlagId): boolean {
  return (mask & flag) !== 0;
}

/** spec 001 §3.3 DeviceState. Times are ISO strings; pollStatus is the protocol's own code. */
export const deviceStateSchema = z.object({
  currentUpdateId: z.number().int().nullable().default(null),
  pollStatus: z.number().int().default(0),
  alertOnDataProcessed: z.boolean().default(false),
  downloaded: z.boolean().default(false),
  ipAddress: z.string().nullable().default(null),
  connected: z.boolean().default(false),
  connectedLastChanged: z.string().nullable().default(null),
  activeState: deviceActivationStateIdSchema.default(DeviceActivationState.None),
});
export type DeviceState = z.infer<typeof deviceStateSchema>;

/** spec 001 §3.3 DeviceUpdate: one call-in. batteryStrength is volts or percent as the protocol
 * class says (device-catalogue.ts `batteryPercent`); signalStrength is the modem's reading. */
export const deviceUpdateSchema = z.object({
  id: z.number().int(),
  batteryStrength: z.number().nullable().default(null),
  retries: z.number().int().min(0).default(0),
  signalStrength: z.number().nullable().default(null),
  gpsPrecision: z.number().nullable().default(null),
  gpsWaitTime: z.number().nullable().default(null),
  status: z.number().int().default(0),
});
export type DeviceUpdate = z.infer<typeof deviceUpdateSchema>;
