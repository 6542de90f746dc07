// spec 001 §4: "A device is flagged late, low battery, error or not reported." What makes each
// flag is ours (docs/decisions/027-tank-state.md): late when a call-in is overdue by more than one
// interval, low battery below the threshold of the battery it runs on, error when its last call or
// any sensor in it reported an error status, not reported until its first call.
import { findDeviceModel, findProtocol, findProtocolClass, BatteryType } from './device-catalogue';
import { DeviceFlag, deviceFlagMask, type DeviceFlagId } from './devices';
import { ScheduleOptions } from '../alerts/schedules';

/** Battery percent below which a percent-reporting device is low. */
export const LOW_BATTERY_PERCENT = 20;

/** Volts below which a cell is low, by battery type (device-catalogue.ts BATTERY_TYPES): lithium
 * thionyl chloride cells sit near 3.6 V until the end, then drop; lead-acid is low under 11.8 V. */
const LOW_BATTERY_VOLTS: Record<number, number> = {
  [BatteryType.LithiumD]: 3.3,
  [BatteryType.LithiumC]: 3.3,
  [BatteryType.LithiumPack]: 3.3,
  [BatteryType.AlkalineAa]: 2.2,
  [BatteryType.RechargeableLiIon]: 3.5,
  [BatteryType.SealedLeadAcid]: 11.8,
};

/** Whether a model reports battery as a percentage (its protocol class's flag, spec 001 §9). */
export function reportsBatteryPercent(modelId: number): boolean {
  const model = findDeviceModel(modelId);
  const protocol = model ? findProtocol(model.protocolId) : undefined;
  return findProtocolClass(protocol?.classId ?? 0)?.batteryPercent ?? false;
}

/** Low battery for a reading of battery strength from a device of this model; line-powered models
 * (no battery type) are never low. */
export function isLowBattery(modelId: number, batteryStrength: number | null | undefined): boolean {
  if (batteryStrength === null || batteryStrength === undefined) return false;
  const model = findDeviceModel(modelId);
  if (!model?.batteryTypeId) return false;
  if (reportsBatteryPercent(modelId)) return batteryStrength < LOW_BATTERY_PERCENT;
  return batteryStrength < (LOW_BATTERY_VOLTS[model.batteryTypeId] ?? 0);
}

/** The battery strength of a fresh battery, for Battery/Reset and new devices. */
export function fullBatteryStrength(modelId: number): number | null {
  const model = findDeviceModel(modelId);
  if (!model?.batteryTypeId) return null;
  if (reportsBatteryPercent(modelId)) return 100;
  return model.batteryTypeId === BatteryType.SealedLeadAcid ? 13.2 : model.batteryTypeId === BatteryType.AlkalineAa ? 3.0 : 3.65;
}

/** Minutes between call-ins a device of a schedule option usually keeps, until its own interval is
 * learned from its call-ins. */
const DEFAULT_INTERVAL_MINUTES: Record<number, number> = {
  [ScheduleOptions.FirstGenControllers]: 1440,
  [ScheduleOptions.VeederRootNonPoll]: 1440,
  [ScheduleOptions.VeederRootPoll]: 60,
  [ScheduleOptions.SecondGenCellMonitors]: 240,
  [ScheduleOptions.ScoutMoxaInconSsa]: 60,
  [ScheduleOptions.SecondGenControllers]: 60,
  [ScheduleOptions.EncompassGateway]: 60,
  [ScheduleOptions.CellularMonitors]: 360,
  [ScheduleOptions.ToteMonitors]: 240,
};

export function defaultIntervalMinutes(modelId: number): number {
  const model = findDeviceModel(modelId);
  const protocol = model ? findProtocol(model.protocolId) : undefined;
  return DEFAULT_INTERVAL_MINUTES[protocol?.scheduleOptionsId ?? 0] ?? 1440;
}

/** The learned interval after one more call-in: a moving average that follows a schedule change
 * within a few calls; gaps longer than a week (a device switched off) are not learned. */
export function learnInterval(previous: number | null, gapMinutes: number): number | null {
  if (!(gapMinutes > 0) || gapMinutes > 7 * 1440) return previous;
  return previous === null ? gapMinutes : previous * 0.75 + gapMinutes * 0.25;
}

/** Late: the next call-in is overdue by more than one interval (and by at least an hour). */
export function isLate(lastUpdateAt: number | null, intervalMinutes: number, now: number): boolean {
  if (lastUpdateAt === null) return false;
  const graceMinutes = Math.max(2 * intervalMinutes, intervalMinutes + 60);
  return now - lastUpdateAt > graceMinutes * 60_000;
}

export interface DeviceHealthInput {
  modelId: number;
  lastUpdateAt: number | null;
  intervalMinutes: number | null;
  batteryStrength: number | null;
  /** The last call's status, and whether any sensor reading in it had an error status. */
  status: number;
  sensorError: boolean;
}

/** The device's flags at `now`. */
export function deviceFlags(d: DeviceHealthInput, now: number): DeviceFlagId[] {
  if (d.lastUpdateAt === null) return [DeviceFlag.NotReported];
  const flags: DeviceFlagId[] = [];
  if (isLate(d.lastUpdateAt, d.intervalMinutes ?? defaultIntervalMinutes(d.modelId), now)) flags.push(DeviceFlag.Late);
  if (isLowBattery(d.modelId, d.batteryStrength)) flags.push(DeviceFlag.LowBattery);
  if (d.status !== 0 || d.sensorError) flags.push(DeviceFlag.Error);
  return flags;
}

export function deviceFlagsMaskOf(d: DeviceHealthInput, now: number): number {
  return deviceFlagMask(deviceFlags(d, now));
}
