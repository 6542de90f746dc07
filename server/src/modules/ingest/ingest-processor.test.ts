// The processor on a constructed context (no database): what a batch of device updates becomes.
import { describe, expect, it } from 'vitest';
import { IngestSource } from '@ullage/domain/devices/ingest-api';
import { ConfigType, parseConfig } from '@ullage/domain/configs';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { TankType } from '@ullage/domain/tanks/tank-geometry';
import {
  assetLinkOf,
  processBatch,
  valueOf,
  zoneOfConfig,
  type IngestContext,
  type IngestDevice,
  type IngestItem,
} from './ingest-processor';

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 2, 3, 12);

/** A gateway (uid 1) with a monitor in slot 1 (uid 2, level sensor 20 feeding tank 100) and a
 * wired probe in slot 2 (uid 3, temperature sensor 30). */
function context(): IngestContext {
  const tank = parseConfig(ConfigType.AssetTank, {
    sensor: { deviceUid: 2, port: 1 },
    tank: { cmid: TankType.Other, capacity: 1000, height: 100 },
  });
  const link = assetLinkOf({ assetUid: 100, configId: 500, configTypeId: ConfigType.AssetTank, productUid: null, data: tank });
  const device = (uid: number, modelId: number, extra: Partial<IngestDevice> = {}): IngestDevice => ({
    uid,
    modelId,
    parentUid: null,
    slot: null,
    keyHash: null,
    flags: DeviceFlag.NotReported,
    lastUpdateAt: null,
    intervalMinutes: null,
    realtimeUntil: null,
    batteryStrength: null,
    sensors: new Map(),
    children: new Map(),
    ...extra,
  });
  const gateway = device(1, 8, {
    children: new Map([
      [1, 2],
      [2, 3],
    ]),
  });
  const monitor = device(2, 27, {
    parentUid: 1,
    slot: 1,
    sensors: new Map([[1, { uid: 20, port: 1, sensorTypeId: 1, offset: 0, links: link ? [link] : [] }]]),
  });
  const probe = device(3, 50, {
    parentUid: 1,
    slot: 2,
    sensors: new Map([[3, { uid: 30, port: 3, sensorTypeId: 6, offset: 0, links: [] }]]),
  });
  return {
    devices: new Map([
      [1, gateway],
      [2, monitor],
      [3, probe],
    ]),
    running: new Map(),
    existingReadings: new Set(),
    existingUpdates: new Set(),
  };
}

function item(t: number, children: IngestItem['update']['children'], extra: Partial<IngestItem['update']> = {}): IngestItem {
  return {
    deviceUid: 1,
    source: IngestSource.Http,
    receivedAt: t,
    update: {
      readingDate: new Date(t),
      retries: 0,
      status: 0,
      signalStrength: -70,
      readings: [],
      children,
      completedCommandIds: [],
      ...extra,
    },
  };
}
const level = (slot: number, reading: number, statusCode = 0) => ({
  slot,
  retries: 0,
  status: 0,
  batteryStrength: 80,
  readings: [{ port: 1, reading, statusCode }],
});
const temp = (reading: number) => ({ slot: 2, retries: 0, status: 0, readings: [{ port: 3, reading, statusCode: 0 }] });

describe('processBatch', () => {
  it("gives the gateway and its battery-reporting monitor update rows, and files a wired probe's readings under the gateway's call", () => {
    const r = processBatch(context(), [item(T0, [level(1, 40), temp(61)])], T0);
    expect(r.errors).toEqual([null]);
    expect(r.deviceUpdates.map((u) => u.deviceUid)).toEqual([1, 2]);
    expect(r.sensorData.map((s) => [s.sensorUid, s.updateDeviceUid])).toEqual([
      [20, 2],
      [30, 1],
    ]);
    expect(r.deviceStates.get(3)).toMatchObject({ lastUpdateAt: T0, lastUpdateOwner: 1 });
    expect(r.tankStates.get(100)?.state?.amountFull).toBe(400);
  });

  it('keeps a fill the next reading undoes, marked false, when both come in one batch', () => {
    const r = processBatch(
      context(),
      [item(T0, [level(1, 40)]), item(T0 + HOUR, [level(1, 75)]), item(T0 + 2 * HOUR, [level(1, 39.8)])],
      T0 + 2 * HOUR,
    );
    expect(r.fills).toEqual([expect.objectContaining({ amount: 350, falseFill: true })]);
    expect(r.falseFills).toEqual([]);
  });

  it('stores a reading once when it comes twice, and refuses an update with an unknown slot whole', () => {
    const r = processBatch(
      context(),
      [item(T0, [level(1, 40)]), item(T0, [level(1, 40)]), item(T0 + HOUR, [level(1, 39), level(7, 1)])],
      T0 + HOUR,
    );
    expect(r.counts.map((c) => [c.accepted, c.duplicates])).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    expect(r.errors[2]?.message).toBe('Children: device 1 has no device in slot 7');
    expect(r.sensorData).toHaveLength(1);
  });

  it('flags a device by its newest call: an error earlier in the batch does not stay', () => {
    const r = processBatch(context(), [item(T0, [level(1, 0, 9)]), item(T0 + HOUR, [level(1, 39)])], T0 + HOUR);
    expect(r.deviceStates.get(2)?.flags).toBe(0);
    const failing = processBatch(context(), [item(T0, [level(1, 39)]), item(T0 + HOUR, [level(1, 0, 9)])], T0 + HOUR);
    expect(failing.deviceStates.get(2)?.flags).toBe(DeviceFlag.Error);
  });
});

describe('temperature, pressure, switch and GPS states (spec 001 §3.4)', () => {
  it("maps a pressure reading through its config's ranges and reads a switch by its sense", () => {
    const pressure = { minReading: 4, maxReading: 20, minValue: 0, maxValue: 250 };
    expect(valueOf(ConfigType.Pressure, pressure, 12)).toBe(125);
    expect(valueOf(ConfigType.Pressure, {}, 12)).toBe(12);
    expect(valueOf(ConfigType.Switch, { onWhenClosed: true }, 1)).toBe(1);
    expect(valueOf(ConfigType.Switch, { onWhenClosed: false }, 1)).toBe(0);
    expect(valueOf(ConfigType.Temperature, {}, 71.5)).toBe(71.5);
  });

  it('colours a pressure by its alert values only with useAlertValuesForColors (spec 001 §3.5)', () => {
    const zones = [
      { type: 2, value: 100 },
      { type: 3, value: 60 },
    ];
    const on = parseConfig(ConfigType.Pressure, { zones }) as Record<string, unknown>;
    expect(on.useAlertValuesForColors).toBe(true);
    expect([150, 90, 50].map((v) => zoneOfConfig(ConfigType.Pressure, on, v))).toEqual([1, 2, 3]);
    const off = { ...on, useAlertValuesForColors: false };
    expect([150, 90, 50].map((v) => zoneOfConfig(ConfigType.Pressure, off, v))).toEqual([null, null, null]);
    // A temperature keeps its zones whatever a pressure config says.
    expect(zoneOfConfig(ConfigType.Temperature, { zones: [{ type: 4, value: 100 }], useAlertValuesForColors: false }, 120)).toBe(4);
  });

  it('gives an asset its temperature zone and its GPS position', () => {
    const ctx = context();
    const probe = ctx.devices.get(3) as IngestDevice;
    const temp = assetLinkOf({
      assetUid: 100,
      configId: 501,
      configTypeId: ConfigType.Temperature,
      productUid: null,
      data: parseConfig(ConfigType.Temperature, {
        sensor: { deviceUid: 3, port: 3 },
        zones: [
          { type: 4, value: 100 },
          { type: 5, value: 0 },
        ],
      }),
    });
    (probe.sensors.get(3) as { links: unknown[] }).links.push(temp);
    const gps = assetLinkOf({
      assetUid: 100,
      configId: 502,
      configTypeId: ConfigType.Gps,
      productUid: null,
      data: parseConfig(ConfigType.Gps, {}),
    });
    probe.sensors.set(4, { uid: 40, port: 4, sensorTypeId: 8, offset: 0, links: gps ? [gps] : [] });
    const r = processBatch(
      ctx,
      [
        item(T0, [
          {
            slot: 2,
            retries: 0,
            status: 0,
            readings: [
              { port: 3, reading: 104, statusCode: 0 },
              { port: 4, reading: 0, statusCode: 0, latitude: 44.5, longitude: -89.6 },
            ],
          },
        ]),
      ],
      T0,
    );
    expect(r.valueStates.get('100:501')).toMatchObject({ value: 104, zone: 4, statusColor: '#e88886' });
    expect(r.valueStates.get('100:502')).toMatchObject({ latitude: 44.5, longitude: -89.6 });
  });
});
