import { describe, expect, it } from 'vitest';
import {
  BATTERY_OPTIONS,
  BATTERY_TYPES,
  DEMO_MODELS,
  DEVICE_BILLING_TYPES,
  DEVICE_MODELS,
  DEVICE_MODEL_RESOURCE_TYPES,
  ERROR_CODE_SETS,
  MONITORED_PROPERTIES,
  PROTOCOLS,
  PROTOCOL_CLASSES,
  SENSOR_TEMPLATES,
  SENSOR_TYPES,
  findDeviceModel,
  freeSlots,
  modelProtocol,
  sensorTypeProperty,
  SensorType,
  MonitoredProperty,
} from './device-catalogue';
import { CONFIG_TYPE_IDS } from '../configs';
import { SCHEDULE_OPTIONS_IDS } from '../alerts/schedules';

const ids = (list: readonly { id: number }[]) => list.map((e) => e.id);
const unique = (list: readonly { id: number }[]) => new Set(ids(list)).size === list.length;

describe('device catalogue integrity', () => {
  it('has the counts of spec 001 §9', () => {
    expect(PROTOCOLS).toHaveLength(45);
    expect(PROTOCOL_CLASSES).toHaveLength(27);
    expect(SENSOR_TYPES).toHaveLength(22);
    expect(MONITORED_PROPERTIES.length).toBeGreaterThanOrEqual(29);
    expect(MONITORED_PROPERTIES.length).toBeLessThanOrEqual(33);
    expect(DEVICE_MODEL_RESOURCE_TYPES.map((t) => t.label)).toEqual([
      'Instructional',
      'Quickstart',
      'Other',
      'Datasheet',
      'Battery Replacement Guide',
      'Compliance Certificate',
    ]);
  });

  it('has unique ids and keys in every list', () => {
    for (const list of [
      PROTOCOLS,
      PROTOCOL_CLASSES,
      SENSOR_TYPES,
      MONITORED_PROPERTIES,
      SENSOR_TEMPLATES,
      DEVICE_MODELS,
      BATTERY_TYPES,
      BATTERY_OPTIONS,
      ERROR_CODE_SETS,
      DEVICE_BILLING_TYPES,
      DEVICE_MODEL_RESOURCE_TYPES,
    ] as const) {
      expect(unique(list)).toBe(true);
    }
    expect(new Set(PROTOCOLS.map((p) => p.key)).size).toBe(PROTOCOLS.length);
    expect(new Set(DEVICE_MODELS.map((m) => m.modelNumber)).size).toBe(DEVICE_MODELS.length);
  });

  it('resolves every protocol reference', () => {
    for (const p of PROTOCOLS) {
      expect(ids(PROTOCOL_CLASSES)).toContain(p.classId);
      expect(SCHEDULE_OPTIONS_IDS).toContain(p.scheduleOptionsId);
      for (const c of p.defaultConfigTypeIds) expect(CONFIG_TYPE_IDS).toContain(c);
      expect(new Set(p.defaultConfigTypeIds).size).toBe(p.defaultConfigTypeIds.length);
    }
  });

  it('has a model for every protocol, so every kind of device can be added', () => {
    const used = new Set(DEVICE_MODELS.map((m) => m.protocolId as number));
    expect(PROTOCOLS.filter((p) => !used.has(p.id)).map((p) => p.key)).toEqual([]);
    // A switch input (spec 001 §3.4 switch state) is on some model.
    expect(
      DEVICE_MODELS.some((m) =>
        (SENSOR_TEMPLATES.find((t) => t.id === m.sensorTemplateId)?.sensorTypeIds as readonly number[]).includes(SensorType.Switch),
      ),
    ).toBe(true);
  });

  it('uses every protocol class', () => {
    const used = new Set(PROTOCOLS.map((p) => p.classId));
    for (const c of PROTOCOL_CLASSES) expect(used.has(c.id)).toBe(true);
  });

  it('resolves every sensor type, template and model reference', () => {
    for (const s of SENSOR_TYPES) expect(ids(MONITORED_PROPERTIES)).toContain(s.propertyId);
    for (const t of SENSOR_TEMPLATES) for (const s of t.sensorTypeIds) expect(ids(SENSOR_TYPES)).toContain(s);
    for (const o of BATTERY_OPTIONS) for (const b of o.batteryTypeIds) expect(ids(BATTERY_TYPES)).toContain(b);
    for (const m of DEVICE_MODELS) {
      expect(ids(PROTOCOLS)).toContain(m.protocolId);
      expect(ids(SENSOR_TEMPLATES)).toContain(m.sensorTemplateId);
      expect(ids(DEVICE_BILLING_TYPES)).toContain(m.defaultBillingTypeId);
      expect(ids(ERROR_CODE_SETS)).toContain(m.errorCodeId);
      // A model has both battery fields or neither, and its battery is one its options allow.
      expect(m.batteryTypeId === null).toBe(m.batteryOptionsId === null);
      if (m.batteryOptionsId !== null) {
        const option = BATTERY_OPTIONS.find((o) => o.id === m.batteryOptionsId);
        expect((option?.batteryTypeIds as readonly number[] | undefined) ?? []).toContain(m.batteryTypeId);
      }
    }
  });

  it('keeps slots for gateways of a gateway class, and controller-bound protocols off gateways', () => {
    for (const m of DEVICE_MODELS) {
      const protocol = modelProtocol(m);
      const cls = PROTOCOL_CLASSES.find((c) => c.id === protocol.classId);
      if (m.deviceTypeId === 'gateway') {
        expect(m.slots).toBeGreaterThan(0);
        expect(cls?.gatewayClass).toBe(true);
        expect(protocol.requireController).toBe(false);
      } else {
        expect(m.slots).toBe(0);
      }
      if (m.deviceTypeId === 'sensor') expect(protocol.requireController).toBe(true);
    }
  });
});

describe('demo models', () => {
  it('maps every demo name to a model of the right kind', () => {
    const model = (id: number) => findDeviceModel(id)!;
    expect(model(DEMO_MODELS.cellularMonitor).deviceTypeId).toBe('monitor');
    expect(model(DEMO_MODELS.cellularMonitorPressure).sensorTemplateId).toBe(SENSOR_TEMPLATES.find((t) => t.key === 'Pressure')!.id);
    expect(modelProtocol(model(DEMO_MODELS.toteMonitor)).classId).toBe(PROTOCOL_CLASSES.find((c) => c.key === 'ToteMonitor')!.id);
    expect(model(DEMO_MODELS.radioGateway)).toMatchObject({ deviceTypeId: 'gateway', slots: 8 });
    expect(modelProtocol(model(DEMO_MODELS.wirelessMonitor)).requireController).toBe(true);
    expect(model(DEMO_MODELS.veederRootAtg)).toMatchObject({ deviceTypeId: 'gateway', slots: 4 });
    expect(modelProtocol(model(DEMO_MODELS.veederRootAtg)).pollable).toBe(true);
    expect(model(DEMO_MODELS.atgProbe).deviceTypeId).toBe('sensor');
  });
});

describe('helpers', () => {
  it('gives a gateway its free slots, never below zero (spec 001 §3.3)', () => {
    expect(freeSlots({ slots: 8 }, 3)).toBe(5);
    expect(freeSlots({ slots: 8 }, 8)).toBe(0);
    expect(freeSlots({ slots: 4 }, 6)).toBe(0);
  });

  it('knows what each sensor type measures', () => {
    expect(sensorTypeProperty(SensorType.MagnetostrictiveProbe)).toBe(MonitoredProperty.TankLevel);
    expect(sensorTypeProperty(SensorType.PressureTransducer)).toBe(MonitoredProperty.Pressure);
    expect(sensorTypeProperty(999)).toBeUndefined();
  });
});
