// spec 001 §5 device validation and §3.5 default configs: the rules a device save goes through
// (configs, serial number, model, gateway slot, folder), each reading what it needs through the
// device repository it is given.
import type { DeviceSaveBody } from '@ullage/domain/devices/api';
import { ConfigType, defaultConfig, type ConfigTypeId } from '@ullage/domain/configs';
import { SCHEDULE_TYPE_NOT_ALLOWED } from '@ullage/domain/alerts/schedules';
import { scheduleFitsOption } from '@ullage/domain/alerts/system-schedules';
import { findDeviceModel, findProtocol, findProtocolClass, freeSlots, type DeviceModel } from '@ullage/domain/devices/device-catalogue';
import { DEVICE_IN_FOLDER_WITH_FOLDERS, SAVE_FAILURE_TITLES } from '@ullage/domain/messages';
import { isDeviceConfigType, parseConfigs } from '@ullage/domain/save-rules';
import type { ValidationResultItem } from '@ullage/domain/validation';
import { BadRequestError, uniqueViolation } from '../../lib/errors';
import type { Executor } from '../../db/transaction';
import type { Caller } from '../access';
import type { ScheduleService } from '../schedule';
import type { DeviceRepository } from './device.repository';

/** What the rules read and lock. */
export type DeviceRulesRepository = Pick<
  DeviceRepository,
  'serialOwner' | 'get' | 'children' | 'hasChildFolders' | 'lockDevice' | 'slotHolder'
>;

/** spec 001 §5: is the serial number free? */
export async function serialAvailability(
  repo: DeviceRulesRepository,
  caller: Caller,
  serial: string,
  exceptUid: number | null,
): Promise<ValidationResultItem> {
  const owner = await repo.serialOwner(serial);
  if (!owner || owner.uid === exceptUid) return { isValid: true, label: 'serialNumber', message: `Serial number ${serial} is available` };
  // Another company's device: say it is taken, not whose it is.
  const visible = owner.path?.includes(caller.baseFolderUid);
  return {
    isValid: false,
    label: 'serialNumber',
    message: visible ? `Serial number ${serial} is already in use by ${owner.label}` : `Serial number ${serial} is already registered`,
  };
}

/**
 * spec 001 §5 device validation: the config rules (schedule, reliant user, device alert, modem
 * and the rest, each by its schema), the serial number, then the server's rules: the model, the
 * gateway slot, the folder.
 */
export async function check(
  repo: DeviceRulesRepository,
  schedules: Pick<ScheduleService, 'forDevice'>,
  caller: Caller,
  body: DeviceSaveBody,
  uid: number | null,
  folderUid: number | null,
) {
  const { configs, indexes, errors } = parseConfigs(body.configs as Record<string, unknown>[], isDeviceConfigType, 'a device');
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const model = findDeviceModel(body.modelId) as DeviceModel;
  const protocol = findProtocol(model.protocolId);
  // spec 001 §9: the schedule must be one the device's schedule option allows: a system schedule,
  // or one of the company's own that serves the device's folder (docs/decisions/067).
  for (const [i, c] of configs.entries()) {
    if (Number(c.typeId) !== ConfigType.EntitySchedule) continue;
    const fit = await schedules.forDevice(caller, Number(c.scheduleUid), { deviceUid: uid, folderUid });
    const field = `configs.${indexes[i] ?? i}.scheduleUid`;
    if (fit.problem !== undefined) add(field, fit.problem);
    else if (!scheduleFitsOption(fit.schedule, protocol?.scheduleOptionsId ?? 0)) add(field, SCHEDULE_TYPE_NOT_ALLOWED);
  }
  const serial = await serialAvailability(repo, caller, body.serialNumber, uid);
  if (!serial.isValid) add('serialNumber', serial.message);
  if (uid !== null) {
    const current = await repo.get(caller.baseFolderUid, uid);
    if (current && current.modelId !== body.modelId) add('modelId', 'Model: cannot be changed; add a new device for other hardware');
  }
  if (body.parentDeviceUid !== null) {
    const parent = await repo.get(caller.baseFolderUid, body.parentDeviceUid);
    const parentModel = parent ? findDeviceModel(parent.modelId) : undefined;
    const gatewayClass = parentModel ? findProtocolClass(findProtocol(parentModel.protocolId)?.classId ?? 0)?.gatewayClass : false;
    if (!parent || !parent.active) add('parentDeviceUid', 'Parent Device: was not found');
    else if (!parentModel || parentModel.slots === 0 || !gatewayClass)
      add('parentDeviceUid', `Parent Device: ${parent.label} is not a gateway`);
    else if (model.deviceTypeId === 'gateway') add('parentDeviceUid', "Parent Device: a gateway cannot sit in another gateway's slot");
    else if (uid !== null && (body.parentDeviceUid === uid || parent.parentDeviceUid === uid))
      add('parentDeviceUid', 'Parent Device: a device cannot be its own gateway');
    else {
      const slot = body.parentDeviceSlot;
      const siblings = await repo.children(caller.baseFolderUid, parent.uid);
      if (slot === null) add('parentDeviceSlot', 'Parent Device Slot: is required');
      else if (slot > parentModel.slots) add('parentDeviceSlot', `Parent Device Slot: must be less than ${parentModel.slots + 1}`);
      else if (siblings.some((s) => s.parentDeviceSlot === slot && s.uid !== uid))
        add('parentDeviceSlot', `Parent Device Slot: slot ${slot} is taken`);
      else if (!siblings.some((s) => s.uid === uid) && freeSlots(parentModel, siblings.length) === 0)
        add('parentDeviceSlot', `Parent Device Slot: ${parent.label} has no free slot`);
    }
  } else if (protocol?.requireController) {
    add('parentDeviceUid', "Parent Device: this model works only in a gateway's slot");
  }
  if (folderUid !== null && (await repo.hasChildFolders(folderUid))) add('folderUid', DEVICE_IN_FOLDER_WITH_FOLDERS);
  return { configs, errors, model };
}

/** The check's failures as the save's 400 (the first message in the title), or nothing. */
export function fail(errors: Record<string, string[]>) {
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const first = errors[fields[0] as string]?.[0] ?? 'is invalid';
  throw new BadRequestError(`${SAVE_FAILURE_TITLES.device}: ${first}`, errors);
}

/**
 * Holds the gateway while a device is saved into its slot: the slot check is repeated under the
 * lock, so saves racing for one slot queue and all but the first hear it is taken (the unique
 * index on gateway and slot backs this up).
 */
export async function claimSlot(repo: DeviceRulesRepository, tx: Executor, body: DeviceSaveBody, uid: number | null) {
  if (body.parentDeviceUid === null || body.parentDeviceSlot === null) return;
  await repo.lockDevice(tx, body.parentDeviceUid);
  if (await repo.slotHolder(tx, body.parentDeviceUid, body.parentDeviceSlot, uid)) {
    fail({ parentDeviceSlot: [`Parent Device Slot: slot ${body.parentDeviceSlot} is taken`] });
  }
}

/** A save that lost a race for a serial number or a slot: the 400 the check would have given. */
export async function saveConflict(
  repo: DeviceRulesRepository,
  caller: Caller,
  err: unknown,
  body: DeviceSaveBody,
  uid: number | null,
): Promise<never> {
  const index = uniqueViolation(err);
  if (index === 'device_serial_idx') {
    const serial = await serialAvailability(repo, caller, body.serialNumber, uid);
    fail({ serialNumber: [serial.isValid ? `Serial number ${body.serialNumber} is already registered` : serial.message] });
  }
  if (index === 'device_parent_slot_idx') fail({ parentDeviceSlot: [`Parent Device Slot: slot ${body.parentDeviceSlot} is taken`] });
  throw err;
}

/** The protocol's default configs (spec 001 §3.5 last item) under the ones given. */
export function withDefaults(model: DeviceModel, configs: Record<string, unknown>[]): Record<string, unknown>[] {
  const given = new Set(configs.map((c) => Number(c.typeId)));
  const defaults = (findProtocol(model.protocolId)?.defaultConfigTypeIds ?? [])
    .filter((t) => !given.has(t))
    .map((t) => defaultConfig(t as ConfigTypeId) as Record<string, unknown>);
  return [...configs, ...defaults];
}
