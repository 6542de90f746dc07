// spec 001 §3.5 Config set (id, primaryConfigTypeId, label, sensorTemplateId) and spec 001 §7
// Device/{uid}/Config/Set and Config/ConfigSetTemplate: the ways an asset can be set up on a
// device, by what its sensors measure. The spec names the shape, not the sets; these are ours.
import { ConfigType, defaultConfig, type ConfigTypeId } from '../configs';
import {
  findDeviceModel,
  findProtocol,
  findProtocolClass,
  SensorTemplate,
  SENSOR_TEMPLATES,
  SensorType,
  sensorTypeProperty,
  MonitoredProperty,
} from './device-catalogue';
import { TankType } from '../tanks/tank-geometry';

interface ConfigSetEntry {
  id: number;
  label: string;
  primaryConfigTypeId: ConfigTypeId;
  /** Each config of the set and the sensor types it may read. */
  configs: readonly { typeId: ConfigTypeId; reads: (sensorTypeId: number) => boolean }[];
}

const readsLevel = (t: number) => {
  const p = sensorTypeProperty(t);
  return p === MonitoredProperty.TankLevel || p === MonitoredProperty.Weight;
};
const reads =
  (...ids: number[]) =>
  (t: number) =>
    ids.includes(t);

export const CONFIG_SETS: readonly ConfigSetEntry[] = [
  { id: 1, label: 'Tank level', primaryConfigTypeId: ConfigType.AssetTank, configs: [{ typeId: ConfigType.AssetTank, reads: readsLevel }] },
  {
    id: 2,
    label: 'Tank level and temperature',
    primaryConfigTypeId: ConfigType.AssetTank,
    configs: [
      { typeId: ConfigType.AssetTank, reads: readsLevel },
      { typeId: ConfigType.Temperature, reads: reads(SensorType.Temperature) },
    ],
  },
  {
    id: 3,
    label: 'Pressure',
    primaryConfigTypeId: ConfigType.Pressure,
    configs: [{ typeId: ConfigType.Pressure, reads: reads(SensorType.PressureTransducer, SensorType.Analog4To20) }],
  },
  {
    id: 4,
    label: 'Temperature',
    primaryConfigTypeId: ConfigType.Temperature,
    configs: [{ typeId: ConfigType.Temperature, reads: reads(SensorType.Temperature) }],
  },
  {
    id: 5,
    label: 'Switch',
    primaryConfigTypeId: ConfigType.Switch,
    configs: [{ typeId: ConfigType.Switch, reads: reads(SensorType.Switch) }],
  },
  {
    id: 6,
    label: 'Tank level with GPS',
    primaryConfigTypeId: ConfigType.AssetTank,
    configs: [
      { typeId: ConfigType.AssetTank, reads: readsLevel },
      { typeId: ConfigType.Gps, reads: reads(SensorType.Gps) },
    ],
  },
  { id: 7, label: 'GPS', primaryConfigTypeId: ConfigType.Gps, configs: [{ typeId: ConfigType.Gps, reads: reads(SensorType.Gps) }] },
];

export function findConfigSet(id: number): ConfigSetEntry | undefined {
  return CONFIG_SETS.find((s) => s.id === id);
}

/** The ports of a template each config of a set would read, or null when the template lacks one. */
export function configSetPorts(set: ConfigSetEntry, sensorTemplateId: number): number[] | null {
  const template = SENSOR_TEMPLATES.find((t) => t.id === sensorTemplateId);
  if (!template) return null;
  const types: readonly number[] = template.sensorTypeIds;
  const ports: number[] = [];
  for (const c of set.configs) {
    const i = types.findIndex((t, idx) => c.reads(t) && !ports.includes(idx + 1));
    if (i < 0) return null;
    ports.push(i + 1);
  }
  return ports;
}

/** The config sets a device of this sensor template can carry. */
export function configSetsFor(sensorTemplateId: number): ConfigSetEntry[] {
  return CONFIG_SETS.filter((s) => configSetPorts(s, sensorTemplateId) !== null);
}

/** The tank type a new tank on this template starts as (totes on a tote monitor, steel tanks on an
 * ATG probe), or 0 to choose. */
function defaultTankType(sensorTemplateId: number): number {
  if (sensorTemplateId === SensorTemplate.Tote) return TankType.Tote275;
  if (sensorTemplateId === SensorTemplate.AtgProbe) return TankType.UndergroundSteel;
  if (sensorTemplateId === SensorTemplate.LoadCell) return TankType.CO2;
  return 0;
}

/** Config/ConfigSetTemplate: the configs a new asset gets from a set on a device, each linked to
 * the device's sensor it reads, with the spec's defaults. */
export function configSetTemplate(
  set: ConfigSetEntry,
  device: { uid: number; sensorTemplateId: number },
): Record<string, unknown>[] | null {
  const ports = configSetPorts(set, device.sensorTemplateId);
  if (!ports) return null;
  return set.configs.map((c, i) => {
    const base = defaultConfig(c.typeId) as Record<string, unknown>;
    const cfg: Record<string, unknown> = {
      ...base,
      label: CONFIG_SET_LABELS[c.typeId] ?? '',
      primaryConfig: c.typeId === set.primaryConfigTypeId,
      sensor: { deviceUid: device.uid, port: ports[i], offset: 0 },
    };
    if (c.typeId === ConfigType.AssetTank) cfg.tank = { ...(base.tank as object), cmid: defaultTankType(device.sensorTemplateId) };
    return cfg;
  });
}

const CONFIG_SET_LABELS: Partial<Record<number, string>> = {
  [ConfigType.AssetTank]: 'Tank level',
  [ConfigType.Temperature]: 'Temperature',
  [ConfigType.Pressure]: 'Pressure',
  [ConfigType.Switch]: 'Switch',
  [ConfigType.Gps]: 'GPS',
};

/** A model's family: its protocol class (spec 001 §9: classes flag whether assets can be made from
 * templates for them). */
export function modelFamily(modelId: number): number | undefined {
  const model = findDeviceModel(modelId);
  return model ? findProtocol(model.protocolId)?.classId : undefined;
}

/**
 * spec 000 §2 (login news): "choose a template at asset creation matching the device's model family
 * and sensor type". A template fits a device when the device it was built on is of the same family,
 * that family allows templates, and the device has a sensor of the type the template's primary
 * config reads.
 */
export function templateFitsDevice(
  template: { modelId: number; sensorTypeId: number },
  device: { modelId: number; sensorTypeIds: readonly number[] },
): boolean {
  const family = modelFamily(device.modelId);
  if (family === undefined || family !== modelFamily(template.modelId)) return false;
  if (!findProtocolClass(family)?.assetTemplates) return false;
  return device.sensorTypeIds.includes(template.sensorTypeId);
}
