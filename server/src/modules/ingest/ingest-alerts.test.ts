// The processor's alert decisions on a constructed context (no database): which readings raise and
// clear which alerts, with the device's deadzone as hysteresis (docs/decisions/066-alert-evaluation.md).
import { describe, expect, it } from 'vitest';
import { AlertType } from '@ullage/domain/alerts/alerts';
import { ConfigType, parseConfig } from '@ullage/domain/configs';
import { IngestSource } from '@ullage/domain/devices/ingest-api';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { TankType } from '@ullage/domain/tanks/tank-geometry';
import { Zone } from '@ullage/domain/tanks/zones';
import type { LiveAlert } from './ingest-alerts';
import { assetLinkOf, processBatch, type AssetLink, type IngestContext, type IngestDevice, type IngestItem } from './ingest-processor';

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 2, 3, 12);
const ASSET = 100;
const MONITOR = 2;

function link(configTypeId: number, configId: number, data: Record<string, unknown>): AssetLink {
  const l = assetLinkOf({ assetUid: ASSET, configId, configTypeId, productUid: null, data: parseConfig(configTypeId as 2, data) });
  if (!l) throw new Error('config did not parse');
  return l;
}

/** A cellular monitor (uid 2, model 22: battery in percent) with a level sensor on port 1 feeding a
 * 1,000 gallon, 100 inch tank (warning 30%, critical 20%), a temperature probe on port 2 (cold 32,
 * hot 100), a pressure sensor on port 3 (0-200 psi, alert values 100 and 60) and a switch on port 4. */
function context(alertTypes: number[], deadzone = 0): IngestContext {
  const tank = link(ConfigType.AssetTank, 500, {
    sensor: { deviceUid: MONITOR, port: 1 },
    tank: { cmid: TankType.Other, capacity: 1000, height: 100 },
  });
  const temp = link(ConfigType.Temperature, 501, {
    sensor: { deviceUid: MONITOR, port: 2 },
    zones: [
      { type: Zone.Hot, value: 100 },
      { type: Zone.Cold, value: 32 },
    ],
  });
  const pressure = link(ConfigType.Pressure, 502, {
    sensor: { deviceUid: MONITOR, port: 3 },
    minReading: 0,
    maxReading: 200,
    minValue: 0,
    maxValue: 200,
    zones: [
      { type: Zone.Warning, value: 100 },
      { type: Zone.Critical, value: 60 },
    ],
  });
  const sw = link(ConfigType.Switch, 503, { sensor: { deviceUid: MONITOR, port: 4 } });
  const monitor: IngestDevice = {
    uid: MONITOR,
    modelId: 22,
    parentUid: null,
    slot: null,
    keyHash: null,
    flags: DeviceFlag.NotReported,
    lastUpdateAt: null,
    intervalMinutes: null,
    realtimeUntil: null,
    batteryStrength: null,
    deadzone,
    sensors: new Map([
      [1, { uid: 20, port: 1, sensorTypeId: 1, offset: 0, links: [tank] }],
      [2, { uid: 21, port: 2, sensorTypeId: 6, offset: 0, links: [temp] }],
      [3, { uid: 22, port: 3, sensorTypeId: 7, offset: 0, links: [pressure] }],
      [4, { uid: 23, port: 4, sensorTypeId: 9, offset: 0, links: [sw] }],
    ]),
    children: new Map(),
  };
  const alert = (typeId: number, i: number): LiveAlert => ({
    id: i + 1,
    typeId,
    entityUid: typeId === AlertType.LowBattery || typeId === AlertType.SensorError ? MONITOR : ASSET,
    raised: false,
    changedAt: null,
    lastValue: null,
    raisedEventId: null,
    addressed: true,
  });
  const alerts = new Map<number, LiveAlert[]>();
  for (const [i, type] of alertTypes.entries()) {
    const a = alert(type, i);
    alerts.set(a.entityUid, [...(alerts.get(a.entityUid) ?? []), a]);
  }
  return { devices: new Map([[MONITOR, monitor]]), running: new Map(), existingReadings: new Set(), existingUpdates: new Set(), alerts };
}

function call(
  t: number,
  readings: { port: number; reading: number; statusCode?: number }[],
  extra: Partial<IngestItem['update']> = {},
): IngestItem {
  return {
    deviceUid: MONITOR,
    source: IngestSource.Http,
    receivedAt: t,
    update: {
      readingDate: new Date(t),
      retries: 0,
      status: 0,
      batteryStrength: 80,
      readings: readings.map((r) => ({ statusCode: 0, ...r })),
      children: [],
      completedCommandIds: [],
      ...extra,
    },
  };
}

/** Level readings (inches = percent, in this tank) an hour apart. */
const levels = (...values: number[]) => values.map((v, i) => call(T0 + i * HOUR, [{ port: 1, reading: v }]));

const events = (ctx: IngestContext, items: IngestItem[]) =>
  processBatch(ctx, items, items[items.length - 1]?.receivedAt ?? T0).alertEvents.map((e) => [e.alert.typeId, e.stateId, e.value]);

describe('level alerts', () => {
  it('raise critical at the critical level, once while it hovers, and clear past level + deadzone', () => {
    const ctx = context([AlertType.TankLevelCritical], 3);
    expect(events(ctx, levels(25, 20, 21, 19.5, 22, 23.5, 22))).toEqual([
      [AlertType.TankLevelCritical, 1, 20],
      [AlertType.TankLevelCritical, 2, 23.5],
    ]);
  });

  it('raise warning at the warning level (and below it), safe above it', () => {
    const ctx = context([AlertType.TankLevelWarning, AlertType.TankLevelSafe]);
    expect(events(ctx, levels(50, 30, 15, 31))).toEqual([
      [AlertType.TankLevelSafe, 1, 50],
      [AlertType.TankLevelWarning, 1, 30],
      [AlertType.TankLevelSafe, 2, 30],
      [AlertType.TankLevelWarning, 2, 31],
      [AlertType.TankLevelSafe, 1, 31],
    ]);
  });

  it('carry on from the state the context holds, and ignore a reading with an error status', () => {
    const ctx = context([AlertType.TankLevelCritical]);
    const a = ctx.alerts?.get(ASSET)?.[0] as LiveAlert;
    a.raised = true;
    a.changedAt = T0 - HOUR;
    expect(events(ctx, [call(T0, [{ port: 1, reading: 10 }]), call(T0 + HOUR, [{ port: 1, reading: 90, statusCode: 9 }])])).toEqual([]);
    expect(
      events(
        ctx,
        levels(10, 40).map((c) => ({
          ...c,
          receivedAt: c.receivedAt + 5 * HOUR,
          update: { ...c.update, readingDate: new Date(c.receivedAt + 5 * HOUR) },
        })),
      ),
    ).toEqual([[AlertType.TankLevelCritical, 2, 40]]);
  });
});

describe('fills, drains and theft', () => {
  it('raise a delivery at a fill and clear it 24 hours on', () => {
    const ctx = context([AlertType.Delivery]);
    const items = [...levels(30, 80), call(T0 + 26 * HOUR, [{ port: 1, reading: 79 }])];
    expect(events(ctx, items)).toEqual([
      [AlertType.Delivery, 1, 500],
      [AlertType.Delivery, 2, null],
    ]);
  });

  it('clear a delivery the next reading shows was a false fill', () => {
    const ctx = context([AlertType.Delivery]);
    expect(events(ctx, levels(30, 80, 31)).map((e) => e[1])).toEqual([1, 2]);
  });

  it('raise a drain at any fall past the drain threshold, theft only when use does not explain it', () => {
    const ctx = context([AlertType.Drain, AlertType.TheftDetection]);
    const r = processBatch(ctx, levels(80, 60), T0 + HOUR);
    expect(r.alertEvents.map((e) => [e.alert.typeId, e.stateId, e.detail.amount])).toEqual([
      [AlertType.Drain, 1, 200],
      [AlertType.TheftDetection, 1, 200],
    ]);
    // A tank that uses 300 gallons a day: a 200 gallon fall over 12 hours is its use, not a theft.
    const busy = context([AlertType.TheftDetection]);
    const days = Array.from({ length: 8 }, (_, d) => call(T0 + d * 24 * HOUR, [{ port: 1, reading: 90 - ((d * 30) % 60) }]));
    const r2 = processBatch(
      busy,
      [...days, call(T0 + 8 * 24 * HOUR, [{ port: 1, reading: 90 }]), call(T0 + 8 * 24 * HOUR + 12 * HOUR, [{ port: 1, reading: 70 }])],
      T0,
    );
    expect(r2.alertEvents.filter((e) => e.stateId === 1 && e.occurredAt === T0 + 8 * 24 * HOUR + 12 * HOUR)).toEqual([]);
  });
});

describe('temperature, pressure and switch alerts', () => {
  it('raise low, high and normal against the Cold and Hot zones with the deadzone in degrees', () => {
    const ctx = context([AlertType.TemperatureLow, AlertType.TemperatureHigh, AlertType.TemperatureNormal], 2);
    const temps = [50, 32, 33, 34.5, 100, 99, 97].map((v, i) => call(T0 + i * HOUR, [{ port: 2, reading: v }]));
    expect(events(ctx, temps)).toEqual([
      [AlertType.TemperatureNormal, 1, 50],
      [AlertType.TemperatureLow, 1, 32],
      [AlertType.TemperatureNormal, 2, 32],
      [AlertType.TemperatureLow, 2, 34.5],
      [AlertType.TemperatureNormal, 1, 34.5],
      [AlertType.TemperatureHigh, 1, 100],
      [AlertType.TemperatureNormal, 2, 100],
      [AlertType.TemperatureHigh, 2, 97],
      [AlertType.TemperatureNormal, 1, 97],
    ]);
  });

  it('raise pressure at its alert values or outside its range, and a switch while it is on', () => {
    const ctx = context([AlertType.Pressure, AlertType.Switch], 5);
    const items = [
      call(T0, [
        { port: 3, reading: 150 },
        { port: 4, reading: 0 },
      ]),
      call(T0 + HOUR, [
        { port: 3, reading: 98 },
        { port: 4, reading: 1 },
      ]),
      call(T0 + 2 * HOUR, [{ port: 3, reading: 104 }]),
      call(T0 + 3 * HOUR, [
        { port: 3, reading: 106 },
        { port: 4, reading: 0 },
      ]),
      call(T0 + 4 * HOUR, [{ port: 3, reading: 201 }]),
      call(T0 + 5 * HOUR, [{ port: 3, reading: 196 }]),
      call(T0 + 6 * HOUR, [{ port: 3, reading: 194 }]),
    ];
    expect(events(ctx, items)).toEqual([
      [AlertType.Pressure, 1, 98],
      [AlertType.Switch, 1, 1],
      [AlertType.Pressure, 2, 106],
      [AlertType.Switch, 2, 0],
      [AlertType.Pressure, 1, 201],
      [AlertType.Pressure, 2, 194],
    ]);
  });
});

describe('device alerts', () => {
  it('raise low battery below 20% and clear it at 20% + deadzone; sensor error while a call reports one', () => {
    const ctx = context([AlertType.LowBattery, AlertType.SensorError], 5);
    const items = [
      call(T0, [{ port: 1, reading: 50 }], { batteryStrength: 19 }),
      call(T0 + HOUR, [{ port: 1, reading: 50, statusCode: 3 }], { batteryStrength: 22 }),
      call(T0 + 2 * HOUR, [{ port: 1, reading: 50 }], { batteryStrength: 25 }),
    ];
    expect(events(ctx, items)).toEqual([
      [AlertType.LowBattery, 1, 19],
      [AlertType.SensorError, 1, 3],
      [AlertType.LowBattery, 2, 25],
      [AlertType.SensorError, 2, 0],
    ]);
  });
});

describe('unexpected usage', () => {
  it('raise at the first reading of a day after a day of use where none is usual', () => {
    const ctx = context([AlertType.UnexpectedUsage]);
    // Ten idle days, then 80 gallons used in a day (less than a drain).
    const idle = Array.from({ length: 10 }, (_, d) => call(T0 + d * 24 * HOUR, [{ port: 1, reading: 80 }]));
    const busy = [call(T0 + 10 * 24 * HOUR, [{ port: 1, reading: 72 }]), call(T0 + 11 * 24 * HOUR, [{ port: 1, reading: 72 }])];
    const r = processBatch(ctx, [...idle, ...busy], T0 + 11 * 24 * HOUR);
    expect(r.alertEvents.map((e) => [e.alert.typeId, e.stateId, e.occurredAt])).toEqual([
      [AlertType.UnexpectedUsage, 1, T0 + 11 * 24 * HOUR],
    ]);
    expect(r.tankStates.get(ASSET)?.statusMask).toBe(1 << AssetStatus.UnexpectedUsage);
  });
});

describe('statuses the sweep keeps', () => {
  it('keeps MaintenanceDue through a reading', () => {
    const ctx = context([]);
    ctx.keptStatusMask = new Map([[ASSET, 1 << AssetStatus.MaintenanceDue]]);
    const r = processBatch(ctx, levels(80), T0);
    expect(r.tankStates.get(ASSET)).toMatchObject({ status: AssetStatus.MaintenanceDue, statusMask: 1 << AssetStatus.MaintenanceDue });
  });
});
