// spec 001 §7 Device: POST Device/{uid}/Poll, POST Device/{uid}/SetRealtimeMode and PUT
// Device/{uid}/Battery/Reset. The spec gives the calls, not what becomes of them; a command is
// recorded, handed to the device when it next calls in (or at once over MQTT), and marked done when
// the device says it has carried it out (docs/decisions/028-device-commands.md). Ids are ours.
import { z } from 'zod';

export const DEVICE_COMMAND_TYPES = [
  { id: 1, key: 'Poll', label: 'Poll' },
  { id: 2, key: 'SetRealtimeMode', label: 'Set Realtime Mode' },
  { id: 3, key: 'BatteryReset', label: 'Battery Reset' },
] as const;

type DeviceCommandTypeEntry = (typeof DEVICE_COMMAND_TYPES)[number];
export type DeviceCommandTypeKey = DeviceCommandTypeEntry['key'];
export type DeviceCommandTypeId = DeviceCommandTypeEntry['id'];

export const DeviceCommandType = Object.fromEntries(DEVICE_COMMAND_TYPES.map((t) => [t.key, t.id])) as {
  [K in DeviceCommandTypeKey]: Extract<DeviceCommandTypeEntry, { key: K }>['id'];
};

export const DEVICE_COMMAND_TYPE_IDS = DEVICE_COMMAND_TYPES.map((t) => t.id) as [DeviceCommandTypeId, ...DeviceCommandTypeId[]];

export const deviceCommandTypeIdSchema = z.literal(DEVICE_COMMAND_TYPE_IDS, {
  error: 'Command Type: is not a known device command',
});

export const DEVICE_COMMAND_STATUSES = [
  { id: 1, key: 'Pending', label: 'Pending' },
  { id: 2, key: 'Delivered', label: 'Delivered' },
  { id: 3, key: 'Completed', label: 'Completed' },
  { id: 4, key: 'Expired', label: 'Expired' },
] as const;

type DeviceCommandStatusEntry = (typeof DEVICE_COMMAND_STATUSES)[number];
export type DeviceCommandStatusKey = DeviceCommandStatusEntry['key'];
export type DeviceCommandStatusId = DeviceCommandStatusEntry['id'];

export const DeviceCommandStatus = Object.fromEntries(DEVICE_COMMAND_STATUSES.map((s) => [s.key, s.id])) as {
  [K in DeviceCommandStatusKey]: Extract<DeviceCommandStatusEntry, { key: K }>['id'];
};

export const DEVICE_COMMAND_STATUS_IDS = DEVICE_COMMAND_STATUSES.map((s) => s.id) as [DeviceCommandStatusId, ...DeviceCommandStatusId[]];

export function deviceCommandTypeLabel(id: number): string {
  return DEVICE_COMMAND_TYPES.find((t) => t.id === id)?.label ?? 'Unknown';
}

export function deviceCommandStatusLabel(id: number): string {
  return DEVICE_COMMAND_STATUSES.find((s) => s.id === id)?.label ?? 'Unknown';
}

/** How long a device reports every minute after SetRealtimeMode (ours: long enough to watch a
 * delivery or a test, short enough not to flatten a battery). */
export const REALTIME_MODE_MINUTES = 15;
/** A command the device has not collected in this long is dropped as expired. */
export const COMMAND_EXPIRY_HOURS = 72;

/** Messages of the command calls. */
export const NOT_POLLABLE = 'This device cannot be polled: it reports on its own schedule.';
/** Battery/Reset for a device that has none (a wired probe, a console): nothing to reset. */
export const NO_BATTERY = 'This device has no battery: it is powered by its gateway or the mains.';
