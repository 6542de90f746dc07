// spec 001 §3.3 Device, DeviceModel, Sensor, DeviceUpdate, SensorData; §7 Device calls and
// history: the device repository's rows as the API answers them. Pure: no I/O, no scope.
import type { DeviceDto, DeviceMapPoint, DeviceSaveBody } from '@ullage/domain/devices/api';
import { configSetsFor } from '@ullage/domain/devices/config-sets';
import { deviceCommandStatusLabel, deviceCommandTypeLabel } from '@ullage/domain/devices/device-commands';
import { findDeviceModel, findProtocol, freeSlots, type DeviceModel } from '@ullage/domain/devices/device-catalogue';

import { toCentralTimestamp } from '@ullage/domain/time-zones';
import type {
  DeviceCommandRow,
  DeviceMapPointRow,
  DeviceRow,
  DeviceShipmentRow,
  DeviceUpdateRow,
  SensorDataRow,
  SensorRow,
} from './device.repository';
import { deviceStateSchema } from '@ullage/domain/catalogue-schemas';

const ts = (d: Date | null | undefined) => (d ? toCentralTimestamp(d) : null);

export function modelDto(model: DeviceModel) {
  const protocol = findProtocol(model.protocolId);
  return {
    id: model.id,
    deviceTypeId: model.deviceTypeId,
    sensorTemplateId: model.sensorTemplateId,
    slots: model.slots,
    modelName: model.modelName,
    modelNumber: model.modelNumber,
    defaultBillingTypeId: model.defaultBillingTypeId,
    batteryTypeId: model.batteryTypeId,
    batteryOptionsId: model.batteryOptionsId,
    errorCodeId: model.errorCodeId,
    protocol: {
      id: model.protocolId,
      classId: protocol?.classId ?? 0,
      scheduleOptionsId: protocol?.scheduleOptionsId ?? 0,
      pollable: protocol?.pollable ?? false,
      requireController: protocol?.requireController ?? false,
      iconName: protocol?.iconName ?? 'Gateway',
    },
  };
}

export function sensorDto(s: SensorRow) {
  return {
    uid: s.uid,
    deviceUid: s.deviceUid,
    label: s.label,
    port: s.port,
    sensorTypeId: s.sensorTypeId,
    offset: s.offset,
    calibratedHeight: s.calibratedHeight,
    statusCodeSetId: s.statusCodeSetId,
    currentDataId: s.currentDataId,
    current: s.current
      ? { readingDate: toCentralTimestamp(s.current.readingTime), reading: s.current.reading, status: s.current.status }
      : null,
  };
}

export function liteDto(d: DeviceRow) {
  return {
    uid: d.uid,
    label: d.label,
    serialNumber: d.serialNumber,
    modelId: d.modelId,
    modelName: findDeviceModel(d.modelId)?.modelName ?? 'Unknown',
    folderUid: d.folderUid,
    parentDeviceUid: d.parentDeviceUid,
    parentDeviceSlot: d.parentDeviceSlot,
    activeState: d.activationState,
    flags: d.flags,
    lastReadingDate: ts(d.lastUpdateAt),
    batteryStrength: d.batteryStrength,
    signalStrength: d.signalStrength,
    simulated: d.simulated,
  };
}

/** GET Device/ByFolder/{folder}/Map: a device drawn apart from the tanks. */
export function mapPointDto(d: DeviceMapPointRow): DeviceMapPoint {
  return {
    uid: d.uid,
    label: d.label,
    serialNumber: d.serialNumber,
    modelId: d.modelId,
    modelName: findDeviceModel(d.modelId)?.modelName ?? 'Unknown',
    folderUid: d.folderUid,
    latitude: d.latitude,
    longitude: d.longitude,
    source: d.gps ? 'gps' : 'folder',
    children: d.children,
    tanks: d.tanks,
    flags: d.flags,
    lastReadingDate: ts(d.lastUpdateAt),
    batteryStrength: d.batteryStrength,
  };
}

/** The full device: its row with its sensors and the devices in its slots. */
export function deviceDto(row: DeviceRow, sensors: SensorRow[], children: DeviceRow[]): DeviceDto {
  const model = findDeviceModel(row.modelId);
  if (!model) throw new Error(`device ${row.uid} has unknown model ${row.modelId}`);
  return {
    uid: row.uid,
    typeId: 16,
    iconName: row.iconName,
    label: row.label,
    active: row.active,
    tags: row.tags,
    userDefValues: row.userDefValues,
    alerts: row.alerts,
    serialNumber: row.serialNumber,
    dataCollectorSn: row.dataCollectorSn,
    model: modelDto(model),
    configs: row.configs.map((c) => c.data) as DeviceDto['configs'],
    parentDeviceUid: row.parentDeviceUid,
    parentDeviceSlot: row.parentDeviceSlot,
    sensors: sensors.map(sensorDto),
    childDevices: children.map((c) => ({
      childUid: c.uid,
      slot: c.parentDeviceSlot,
      label: c.label,
      serialNumber: c.serialNumber,
      modelId: c.modelId,
    })),
    freeSlots: freeSlots(model, children.length),
    state: deviceStateSchema.parse({ ...row.state, currentUpdateId: row.lastUpdateId, activeState: row.activationState }),
    flags: row.flags,
    lastUpdate: row.lastUpdateAt
      ? {
          id: row.lastUpdateId,
          readingDate: toCentralTimestamp(row.lastUpdateAt),
          batteryStrength: row.batteryStrength,
          signalStrength: row.signalStrength,
        }
      : null,
    intervalMinutes: row.intervalMinutes,
    realtimeUntil: ts(row.realtimeUntil),
    creatorCompanyUid: row.creatorCompanyUid,
    simulated: row.simulated,
    hasKey: row.hasKey,
    folderUid: row.folderUid,
    folderUidPath: row.folderUidPath,
  };
}

/** The stored device as a save body, for running the save checks on it (spec 001 §5). */
export function storedSaveBody(row: DeviceRow): DeviceSaveBody {
  return {
    uid: row.uid,
    label: row.label,
    serialNumber: row.serialNumber,
    dataCollectorSn: row.dataCollectorSn,
    modelId: row.modelId as DeviceSaveBody['modelId'],
    parentDeviceUid: row.parentDeviceUid,
    parentDeviceSlot: row.parentDeviceSlot,
    activeState: row.activationState as DeviceSaveBody['activeState'],
    tags: row.tags,
    userDefValues: row.userDefValues,
    configs: row.configs.map((c) => c.data as DeviceSaveBody['configs'][number]),
  };
}

/** Device/{uid}/ConfigSets: the config sets of the device's sensor template. */
export function configSetDtos(model: DeviceModel | undefined) {
  return configSetsFor(model?.sensorTemplateId ?? 0).map((s) => ({
    id: s.id,
    primaryConfigTypeId: s.primaryConfigTypeId,
    label: s.label,
    sensorTemplateId: model?.sensorTemplateId ?? 0,
    configTypeIds: s.configs.map((c) => c.typeId as number),
  }));
}

export function commandDto(r: DeviceCommandRow) {
  return {
    id: r.id,
    deviceUid: r.deviceUid,
    typeId: r.typeId,
    typeLabel: deviceCommandTypeLabel(r.typeId),
    status: r.status,
    statusLabel: deviceCommandStatusLabel(r.status),
    requestedBy: r.requestedBy,
    requestedByName: r.requestedByName,
    requestedDate: toCentralTimestamp(r.requestedAt),
    deliveredDate: ts(r.deliveredAt),
    completedDate: ts(r.completedAt),
    expiresDate: toCentralTimestamp(r.expiresAt),
  };
}

export function updateDto(r: DeviceUpdateRow) {
  return {
    id: r.id,
    deviceUid: r.deviceUid,
    readingDate: toCentralTimestamp(r.readingTime),
    receivedDate: toCentralTimestamp(r.receivedAt),
    batteryStrength: r.batteryStrength,
    signalStrength: r.signalStrength,
    retries: r.retries,
    gpsPrecision: r.gpsPrecision,
    gpsWaitTime: r.gpsWaitTime,
    status: r.status,
    source: r.source,
  };
}

/** `valueOf` gives a reading's value in the caller's units (device-history.ts). */
export function sensorDataDto(r: SensorDataRow, valueOf: (sensorTypeId: number, value: number) => number | null) {
  return {
    id: r.id,
    sensorUid: r.sensorUid,
    deviceUid: r.deviceUid,
    port: r.port,
    sensorTypeId: r.sensorTypeId,
    deviceUpdateId: r.deviceUpdateId,
    readingDate: toCentralTimestamp(r.readingTime),
    reading: r.reading,
    status: r.status,
    ssq: r.ssq,
    assetUid: r.assetUid,
    value: r.value === null ? null : valueOf(r.sensorTypeId, r.value),
    latitude: r.latitude,
    longitude: r.longitude,
  };
}

export function shipmentDto(r: DeviceShipmentRow) {
  return {
    id: r.id,
    shippedDate: toCentralTimestamp(r.shippedAt),
    toFolderUid: r.toFolderUid,
    toFolderLabel: r.toFolderLabel,
    reference: r.reference,
    note: r.note,
  };
}
