import { describe, expect, it } from 'vitest';
import { configSetTemplate, configSetsFor, findConfigSet, templateFitsDevice } from './config-sets';
import { ConfigType } from '../configs';
import { DEMO_MODELS, findDeviceModel, SENSOR_TEMPLATES, SensorType } from './device-catalogue';

const sensorTypesOf = (modelId: number) => [
  ...(SENSOR_TEMPLATES.find((t) => t.id === findDeviceModel(modelId)!.sensorTemplateId)?.sensorTypeIds ?? []),
];

describe('templates at asset creation (spec 000 §2: matching model family and sensor type)', () => {
  const cm300u = { modelId: DEMO_MODELS.cellularMonitor, sensorTypeId: sensorTypesOf(DEMO_MODELS.cellularMonitor)[0]! };

  it('fit a device of the same family with a sensor of the same type', () => {
    expect(
      templateFitsDevice(cm300u, { modelId: DEMO_MODELS.cellularMonitor, sensorTypeIds: sensorTypesOf(DEMO_MODELS.cellularMonitor) }),
    ).toBe(true);
    // The radar CM-300 is of the same family but reads another sensor type.
    expect(templateFitsDevice(cm300u, { modelId: 24, sensorTypeIds: sensorTypesOf(24) })).toBe(
      sensorTypesOf(24).includes(cm300u.sensorTypeId),
    );
  });

  it('do not fit another family, nor a family without templates', () => {
    expect(templateFitsDevice(cm300u, { modelId: DEMO_MODELS.toteMonitor, sensorTypeIds: [cm300u.sensorTypeId] })).toBe(false);
    const probe = { modelId: DEMO_MODELS.atgProbe, sensorTypeId: sensorTypesOf(DEMO_MODELS.atgProbe)[0]! };
    expect(templateFitsDevice(probe, { modelId: DEMO_MODELS.atgProbe, sensorTypeIds: sensorTypesOf(DEMO_MODELS.atgProbe) })).toBe(false);
  });
});

describe('config sets', () => {
  it('link each config of a set to a sensor of the device that measures it', () => {
    const set = findConfigSet(2)!;
    expect(configSetsFor(findDeviceModel(DEMO_MODELS.cellularMonitor)!.sensorTemplateId).map((s) => s.id)).toContain(2);
    const configs = configSetTemplate(set, { uid: 42, sensorTemplateId: findDeviceModel(DEMO_MODELS.cellularMonitor)!.sensorTemplateId })!;
    expect(configs.map((c) => [c.typeId, (c.sensor as { port: number }).port])).toEqual([
      [ConfigType.AssetTank, 1],
      [ConfigType.Temperature, 2],
    ]);
    expect(sensorTypesOf(DEMO_MODELS.cellularMonitor)[1]).toBe(SensorType.Temperature);
  });
});
