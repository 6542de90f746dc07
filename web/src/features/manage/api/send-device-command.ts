// spec 001 §7 POST Device/{uid}/Poll, POST Device/{uid}/SetRealtimeMode, PUT Device/{uid}/Battery/Reset
// (docs/decisions/028-device-commands.md): recorded, and shown in the device's history.
import { useMutation } from '@tanstack/react-query';
import { commandAcceptedSchema } from '@ullage/domain/devices/api';
import { apiFetch, type HttpMethod } from '../../../lib/api-client';

export const DEVICE_COMMANDS = {
  poll: { method: 'POST', path: 'Poll', label: 'Poll', done: 'Poll requested' },
  realtime: { method: 'POST', path: 'SetRealtimeMode', label: 'Set Realtime Mode', done: 'Realtime mode requested' },
  batteryReset: { method: 'PUT', path: 'Battery/Reset', label: 'Reset Battery', done: 'Battery reset recorded' },
} as const satisfies Record<string, { method: HttpMethod; path: string; label: string; done: string }>;
export type DeviceCommandKey = keyof typeof DEVICE_COMMANDS;

export function sendDeviceCommand({ uid, command }: { uid: number; command: DeviceCommandKey }) {
  const c = DEVICE_COMMANDS[command];
  return apiFetch(`Device/${uid}/${c.path}`, { method: c.method, schema: commandAcceptedSchema });
}

export function useSendDeviceCommand() {
  return useMutation({ mutationFn: sendDeviceCommand });
}
