// spec 001 §3.3 Device, DeviceModel, Sensor; §4 activation states, flags, create-or-update;
// §5 device validation (config rules, serial number available, then the server's rules); §7 Device
// calls, commands and history. Scope first (modules/access/scope.ts), then the rules
// (device-rules.ts); answers are mapped in device-mapping.ts, history is device-history.ts.
import type { DeviceDto, DeviceMapPoint, DeviceSaveBody } from '@ullage/domain/devices/api';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { EntityType } from '@ullage/domain/entity-types';
import { configSetTemplate, findConfigSet } from '@ullage/domain/devices/config-sets';
import {
  COMMAND_EXPIRY_HOURS,
  DeviceCommandType,
  NO_BATTERY,
  NOT_POLLABLE,
  type DeviceCommandTypeId,
} from '@ullage/domain/devices/device-commands';
import { findDeviceModel, findProtocol, SENSOR_TEMPLATES } from '@ullage/domain/devices/device-catalogue';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { fullBatteryStrength } from '@ullage/domain/devices/device-health';
import type { ValidationResultItem } from '@ullage/domain/validation';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { DeviceCommandNotice } from '../../app-context';
import type { Continued, RowPage } from '../../lib/continuation';
import type { Caller, Scope } from '../access';
import type { Entities, EntityWriter } from '../entity';
import { newDeviceKey } from '../ingest';
import type { Units } from '../units';
import { createDeviceHistory } from './device-history';
import { commandDto, configSetDtos, deviceDto, liteDto, mapPointDto, sensorDto, storedSaveBody } from './device-mapping';
import { check, claimSlot, fail, saveConflict, serialAvailability, withDefaults } from './device-rules';
import type { DeviceRepository, DeviceRow, SensorRow } from './device.repository';
import type { Identities } from '../identity';
import type { ScheduleService } from '../schedule';
import type { UserDefService } from '../user-def';

export interface DeviceServiceDeps {
  /** The user-defined fields' check of the values (ADR 096). */
  userDefs: Pick<UserDefService, 'checkValues'>;
  /** The same queries over `ctx.reader`, for the history calls, which a read replica may answer
   * (docs/decisions/071-read-replicas.md). */
  reads: DeviceRepository;
  scope: Scope;
  entities: Entities;
  units: Units;
  /** The identity-config rules (docs/decisions/055-permission-granting.md). */
  identities: Identities;
  /** The schedule rule of a save: system schedules and the company's own (docs/decisions/067). */
  schedules: Pick<ScheduleService, 'forDevice'>;
  /** Pushes a new command to a device listening on MQTT (best effort; it also gets it on its next call). */
  onCommand?: (deviceUid: number, command: DeviceCommandNotice) => void;
  /** spec 001 §4: refuses a save of a device with an open RMA unless the caller holds Approve RMA
   * Request (the RMA module, docs/decisions/089-rma-and-inventory.md). */
  rmaLock?: (caller: Caller, deviceUid: number) => Promise<void>;
}

export function createDeviceService(repo: DeviceRepository, deps: DeviceServiceDeps) {
  const { scope, entities, units, identities } = deps;

  async function load(caller: Caller, uid: number): Promise<DeviceRow> {
    await scope.requireRead(caller, uid, 'Device');
    const row = await repo.get(caller.baseFolderUid, uid);
    if (!row) throw new NotFoundError(`Device ${uid} was not found.`);
    return row;
  }

  const history = createDeviceHistory(deps.reads, { scope, units, load });

  /** `loaded`: the row's sensors and children when the caller fetched them for many rows at once. */
  async function toDto(caller: Caller, row: DeviceRow, loaded?: { sensors: SensorRow[]; children: DeviceRow[] }): Promise<DeviceDto> {
    const [sensors, children] = loaded
      ? [loaded.sensors, loaded.children]
      : await Promise.all([repo.sensors([row.uid]), repo.children(caller.baseFolderUid, row.uid)]);
    return deviceDto(row, sensors, children);
  }

  async function get(caller: Caller, uid: number) {
    return toDto(caller, await load(caller, uid));
  }

  /** Out of service: the device retires (key, slot), and the assets that read it stop reading it
   * (recorded in their config history), so they stay saveable and show no device that is gone
   * (docs/decisions/032-assets-and-devices-api.md). */
  async function retire(w: EntityWriter, uid: number) {
    await repo.retire(w.tx, uid);
    for (const assetUid of await repo.assetsFedBy(uid, w.tx)) {
      const configs = await w.configs(assetUid);
      const reads = (c: (typeof configs)[number]) => {
        const sensor = c.data.sensor;
        return typeof sensor === 'object' && sensor !== null && 'deviceUid' in sensor && sensor.deviceUid === uid;
      };
      await w.saveConfigs(
        assetUid,
        configs.map((c) => (reads(c) ? { ...c.data, sensor: null } : c.data)),
      );
    }
  }

  async function command(caller: Caller, uid: number, typeId: DeviceCommandTypeId) {
    await scope.requireWrite(caller, uid, 'Device');
    const row = await load(caller, uid);
    const model = findDeviceModel(row.modelId);
    if (typeId === DeviceCommandType.Poll && !findProtocol(model?.protocolId ?? 0)?.pollable) {
      throw new BadRequestError(NOT_POLLABLE, { uid: [NOT_POLLABLE] });
    }
    if (typeId === DeviceCommandType.BatteryReset && !model?.batteryTypeId) {
      throw new BadRequestError(NO_BATTERY, { uid: [NO_BATTERY] });
    }
    const expires = new Date(Date.now() + COMMAND_EXPIRY_HOURS * 3_600_000);
    const created = await entities.write(caller, async ({ tx }) => {
      // A new battery: the flag goes now; the device's next call gives the new level.
      if (typeId === DeviceCommandType.BatteryReset) {
        await repo.resetBattery(tx, uid, DeviceFlag.LowBattery, 1 << AssetStatus.SensorLowBattery, fullBatteryStrength(row.modelId));
      }
      return repo.addCommand(tx, uid, typeId, { uid: caller.userUid, name: caller.userName }, expires);
    });
    const dto = commandDto(created);
    deps.onCommand?.(row.parentDeviceUid ?? uid, { id: dto.id, deviceUid: uid, typeId, requestedAt: dto.requestedDate });
    return { command: dto };
  }

  /** GET Device/{uid}/Validate/Delete/Folder/{folder}: what removing it from the folder does. */
  async function validateDelete(caller: Caller, uid: number, folderUid: number): Promise<ValidationResultItem[]> {
    const row = await load(caller, uid);
    await scope.requireRead(caller, folderUid, 'Folder');
    const items: ValidationResultItem[] = [];
    const children = await repo.children(caller.baseFolderUid, uid);
    if (children.length > 0) {
      items.push({
        isValid: false,
        label: 'childDevices',
        message: `${row.label} has ${children.length} device(s) in its slots; remove them first`,
      });
    }
    const memberships = await entities.foldersOf(uid);
    if (!memberships.includes(folderUid)) items.push({ isValid: false, label: 'folderUid', message: `${row.label} is not in this folder` });
    const assets = await repo.assetsFedBy(uid);
    if (memberships.length <= 1) {
      items.push({
        isValid: true,
        label: 'active',
        message: `${row.label} is in no other folder: it will be deactivated and stop reporting`,
      });
      if (assets.length > 0)
        items.push({ isValid: true, label: 'assets', message: `${assets.length} asset(s) read this device; they stop reading it` });
    }
    return items.length ? items : [{ isValid: true, label: 'Device', message: 'No invalid fields detected' }];
  }

  return {
    get,
    async lite(caller: Caller, uid: number) {
      return liteDto(await load(caller, uid));
    },
    async liteByUids(caller: Caller, uids: number[]) {
      return (await repo.getMany(caller.baseFolderUid, uids)).filter((d) => d.active).map(liteDto);
    },
    async byFolder(caller: Caller, folderUid: number, includeSubFolders: boolean, page: RowPage): Promise<Continued<DeviceDto[]>> {
      await scope.requireRead(caller, folderUid, 'Folder');
      const { rows, next } = await repo.byFolder(caller.baseFolderUid, folderUid, includeSubFolders, true, page);
      // Two queries for the whole list, not two per device.
      const uids = rows.map((r) => r.uid);
      const [sensors, children] = await Promise.all([repo.sensors(uids), repo.childrenOf(caller.baseFolderUid, uids)]);
      const answer = await Promise.all(
        rows.map((r) =>
          toDto(caller, r, {
            sensors: sensors.filter((x) => x.deviceUid === r.uid),
            children: children.filter((c) => c.parentDeviceUid === r.uid),
          }),
        ),
      );
      return { answer, next };
    },
    async liteByFolder(caller: Caller, folderUid: number, includeSubFolders: boolean, page: RowPage) {
      await scope.requireRead(caller, folderUid, 'Folder');
      const { rows, next } = await repo.byFolder(caller.baseFolderUid, folderUid, includeSubFolders, false, page);
      return { answer: rows.map(liteDto), next };
    },
    /** GET Device/ByFolder/{folder}/Map (docs/decisions/098-progressive-map.md). */
    async mapPoints(caller: Caller, folderUid: number, page: RowPage): Promise<Continued<DeviceMapPoint[]>> {
      await scope.requireRead(caller, folderUid, 'Folder');
      const folder = await repo.folder(folderUid);
      if (!folder) throw new NotFoundError(`Folder ${folderUid} was not found.`);
      const { rows, next } = await repo.mapPoints(folder.path, page);
      return { answer: rows.map(mapPointDto), next };
    },
    async liteByCreatorCompany(caller: Caller, companyUid: number, page: RowPage) {
      await scope.requireRead(caller, companyUid, 'Folder');
      const { rows, next } = await repo.byCreatorCompany(caller.baseFolderUid, companyUid, page);
      return { answer: rows.map(liteDto), next };
    },
    async bySerial(caller: Caller, serial: string) {
      const row = await repo.bySerial(caller.baseFolderUid, serial);
      if (!row) throw new NotFoundError('No device with that serial number was found.');
      return toDto(caller, row);
    },
    async sensors(caller: Caller, uid: number) {
      await load(caller, uid);
      return (await repo.sensors([uid])).map(sensorDto);
    },
    async assetUids(caller: Caller, uid: number) {
      await load(caller, uid);
      return repo.assetsFedBy(uid);
    },
    async children(caller: Caller, uid: number) {
      await load(caller, uid);
      return (await repo.children(caller.baseFolderUid, uid)).map(liteDto);
    },
    async configSets(caller: Caller, uid: number) {
      const row = await load(caller, uid);
      return configSetDtos(findDeviceModel(row.modelId));
    },
    /** Config/ConfigSetTemplate: the configs a new asset on this device gets from a set. */
    async configSetTemplate(caller: Caller, deviceUid: number, configSetId: number) {
      const row = await load(caller, deviceUid);
      const set = findConfigSet(configSetId);
      const model = findDeviceModel(row.modelId);
      const template = set && model ? configSetTemplate(set, { uid: row.uid, sensorTemplateId: model.sensorTemplateId }) : null;
      if (!template) {
        const label = SENSOR_TEMPLATES.find((t) => t.id === model?.sensorTemplateId)?.label ?? 'this device';
        throw new BadRequestError(`Config set ${configSetId} does not fit ${label}`, {
          configSetId: [`Config Set: does not fit ${label}`],
        });
      }
      return template;
    },

    async available(caller: Caller, serial: string, folderUid: number) {
      await scope.requireRead(caller, folderUid, 'Folder');
      return serialAvailability(repo, caller, serial, null);
    },

    /** spec 001 §5: the device as it is stored, through the device checks (an asset's validation
     * runs them for each device it reads). Only the failures, labelled with the device's uid. */
    async validateStored(caller: Caller, uid: number): Promise<ValidationResultItem[]> {
      const row = await repo.get(caller.baseFolderUid, uid);
      if (!row || !row.active) return [];
      const { errors } = await check(repo, deps.schedules, caller, storedSaveBody(row), uid, null);
      return Object.entries(errors).map(([field, messages]) => ({
        isValid: false,
        label: `devices.${uid}.${field}`,
        message: messages[0] ?? 'is invalid',
      }));
    },

    async validate(caller: Caller, uid: number, folderUid: number, body: DeviceSaveBody): Promise<ValidationResultItem[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      if (uid > 0) await scope.requireRead(caller, uid, 'Device');
      const { errors } = await check(repo, deps.schedules, caller, body, uid > 0 ? uid : null, uid > 0 ? null : folderUid);
      const items = Object.entries(errors).map(([label, messages]) => ({ isValid: false, label, message: messages[0] ?? 'is invalid' }));
      return items.length ? items : [{ isValid: true, label: 'Device', message: 'No invalid fields detected' }];
    },

    /** POST Device/ToFolder/{folder}: the device, its sensors (its model's template) and its
     * protocol's default configs; shipped to (and created by) the folder's company. */
    async create(caller: Caller, folderUid: number, body: DeviceSaveBody) {
      await scope.requireWrite(caller, folderUid, 'Folder');
      const folder = await repo.folder(folderUid);
      if (!folder) throw new NotFoundError(`Folder ${folderUid} was not found.`);
      const { configs, errors, model } = await check(repo, deps.schedules, caller, body, null, folderUid);
      fail(errors);
      const userDefValues = await deps.userDefs.checkValues(folder.path, EntityType.Device, body.userDefValues);
      await identities.check(caller, { entityUid: null, folderUid, configs, stored: [] });
      const uid = await entities
        .write(caller, async (w) => {
          const { tx } = w;
          await claimSlot(repo, tx, body, null);
          const iconName = model.deviceTypeId === 'gateway' ? 'Gateway' : 'Monitor';
          const newUid = await w.insert({
            typeId: EntityType.Device,
            label: body.label,
            iconName,
            tags: body.tags,
            userDefValues,
          });
          await repo.insertDevice(tx, newUid, { ...body, creatorCompanyUid: folder.adminUid });
          await w.join(newUid, folderUid);
          const template = SENSOR_TEMPLATES.find((t) => t.id === model.sensorTemplateId);
          for (const [i, sensorTypeId] of (template?.sensorTypeIds ?? []).entries()) {
            await repo.insertSensor(tx, newUid, i + 1, sensorTypeId, `${body.label} port ${i + 1}`);
          }
          await repo.insertShipment(tx, newUid, folder.adminUid, `REG-${newUid}`, `Registered by ${caller.userName}`);
          await w.saveConfigs(
            newUid,
            withDefaults(model, configs).map((c) => ({ ...c, id: 0 })),
          );
          return newUid;
        })
        .catch((err: unknown) => saveConflict(repo, caller, err, body, null));
      return get(caller, uid);
    },

    /** PUT Device/ (the uid in the body). */
    async update(caller: Caller, body: DeviceSaveBody) {
      const uid = body.uid;
      if (!uid) throw new BadRequestError('Uid: is required', { uid: ['Uid: is required'] });
      await scope.requireWrite(caller, uid, 'Device');
      await load(caller, uid);
      await deps.rmaLock?.(caller, uid);
      const { configs, errors } = await check(repo, deps.schedules, caller, body, uid, null);
      fail(errors);
      const path = await scope.firstFolderPathOf(caller, uid);
      const folderUid = path?.at(-1);
      const userDefValues = await deps.userDefs.checkValues(path ?? [], EntityType.Device, body.userDefValues);
      if (folderUid !== undefined) {
        const stored = (await entities.configsOf([uid])).get(uid) ?? [];
        await identities.check(caller, { entityUid: uid, folderUid, configs, stored });
      }
      await entities
        .write(caller, async (w) => {
          await claimSlot(repo, w.tx, body, uid);
          await w.update(uid, { ...body, userDefValues });
          await repo.updateDevice(w.tx, uid, body);
          await w.saveConfigs(uid, configs);
        })
        .catch((err: unknown) => saveConflict(repo, caller, err, body, uid));
      return get(caller, uid);
    },

    validateDelete,

    async removeFromFolder(caller: Caller, uid: number, folderUid: number) {
      await scope.requireWrite(caller, uid, 'Device');
      await scope.requireWrite(caller, folderUid, 'Folder');
      const items = await validateDelete(caller, uid, folderUid);
      const invalid = items.filter((i) => !i.isValid);
      if (invalid.length)
        throw new BadRequestError(invalid[0]?.message ?? 'is invalid', Object.fromEntries(invalid.map((i) => [i.label, [i.message]])));
      const result = await entities.write(caller, async (w) => {
        const left = await w.leave(uid, folderUid);
        if (left?.deactivated) await retire(w, uid);
        return left;
      });
      if (!result) throw new NotFoundError(`Device ${uid} is not in folder ${folderUid}.`);
      return result;
    },

    /** DELETE Device/{uid} (spec 001 §7 Entity "DELETE {Controller}/{uid}"): out of every
     * folder, deactivated (its history stays reachable by uid), as removing it from its last. */
    async remove(caller: Caller, uid: number): Promise<{ removed: boolean; deactivated: boolean }> {
      await scope.requireWrite(caller, uid, 'Device');
      const row = await load(caller, uid);
      const children = await repo.children(caller.baseFolderUid, uid);
      if (children.length > 0) {
        const message = `${row.label} has ${children.length} device(s) in its slots; remove them first`;
        throw new BadRequestError(message, { childDevices: [message] });
      }
      return entities.write(caller, async (w) => {
        const left = await w.leaveAll(uid);
        if (left.deactivated) await retire(w, uid);
        return left;
      });
    },

    /** POST Device/{uid}/Key: a new device key, shown once; the old one stops working. */
    async issueKey(caller: Caller, uid: number) {
      await scope.requireWrite(caller, uid, 'Device');
      await load(caller, uid);
      const { key, hash } = newDeviceKey(uid);
      await repo.setKeyHash(uid, hash);
      return { deviceUid: uid, deviceKey: key };
    },

    poll: (caller: Caller, uid: number) => command(caller, uid, DeviceCommandType.Poll),
    setRealtimeMode: (caller: Caller, uid: number) => command(caller, uid, DeviceCommandType.SetRealtimeMode),
    resetBattery: (caller: Caller, uid: number) => command(caller, uid, DeviceCommandType.BatteryReset),

    // ---- history (device-history.ts) ----
    ...history,

    async sensor(caller: Caller, sensorUid: number) {
      const s = await repo.sensor(sensorUid);
      if (!s) throw new NotFoundError(`Sensor ${sensorUid} was not found.`);
      await scope.requireRead(caller, s.deviceUid, 'Sensor', sensorUid);
      return s;
    },
  };
}
export type DeviceService = ReturnType<typeof createDeviceService>;
