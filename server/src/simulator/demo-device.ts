// A simulated demo device: what it reports at a call-in, built from demo-physics.ts. The history
// generator and the live simulator both call buildUpdate, so a device reports the same way in the
// past and the present (docs/decisions/029-demo-history.md).
import {
  findDeviceModel,
  MonitoredProperty,
  SENSOR_TEMPLATES,
  sensorTypeProperty,
  SensorType,
} from '@ullage/domain/devices/device-catalogue';
import type { IngestDeviceUpdate, IngestReading } from '@ullage/domain/devices/ingest-api';
import { tankModel, type AssetTankInput, type TankModel } from '@ullage/domain/tanks/tank-state';
import {
  advanceTank,
  batteryPercent,
  callTimes,
  inErrorEpisode,
  initialAmount,
  intervalMinutesOf,
  isFalseFillReading,
  isSilent,
  linePressurePsi,
  noisyLevel,
  normal,
  personaOf,
  pressureReading,
  seedOf,
  signalStrength,
  switchClosed,
  tankProfile,
  tankTemperature,
  trailerPosition,
  type Persona,
  type TankProfile,
  type TankSim,
} from './demo-physics';

/** What the simulator needs to know of a device, from the database or from the API. */
export interface WorldDevice {
  uid: number;
  serialNumber: string;
  modelId: number;
  lastUpdateAt: number | null;
  batteryStrength: number | null;
  realtimeUntil: number | null;
  /** Tanks fed by this device's sensors. */
  tanks: WorldTank[];
  children: (WorldDevice & { slot: number })[];
  /** Where the device's site is (its folder's coordinates): a GPS sensor reports around it; null
   * or absent, a GPS sensor reports nothing. */
  home?: { latitude: number; longitude: number } | null;
}

export interface WorldTank {
  assetUid: number;
  /** The port of the device's level sensor that feeds the tank. */
  port: number;
  config: AssetTankInput;
  strapping: { height: number; capacity: number; step: number; tableValues: number[] } | null;
  className: string | null;
  isBulk: boolean;
  /** The asset's model name (the kind of tank it was set up as). */
  modelName: string | null;
  /** The amount the portal holds now; null for a tank never read. */
  amount: number | null;
}

interface SimTank {
  world: WorldTank;
  model: TankModel;
  profile: TankProfile;
  sim: TankSim;
}

export interface SimDevice {
  uid: number;
  serialNumber: string;
  seed: number;
  modelId: number;
  persona: Persona;
  intervalMinutes: number;
  /** Ports and the sensor type on each (the model's sensor template). */
  ports: { port: number; sensorTypeId: number }[];
  batteryPowered: boolean;
  battery: { value: number; at: number } | null;
  tanks: SimTank[];
  children: (SimDevice & { slot: number })[];
  callIndex: number;
  lastCallAt: number | null;
  realtimeUntil: number | null;
  /** Commands carried out since the last call, reported with the next. */
  completed: number[];
  /** The day (UTC days since 1970) a child last sent its battery. */
  batteryDay: number | null;
  home: { latitude: number; longitude: number } | null;
}

/** The first battery a history starts from. */
function initialBattery(seed: number, persona: Persona): number {
  return batteryPercent(seed, persona, 0, null, 0);
}

function portsOf(modelId: number) {
  const model = findDeviceModel(modelId);
  const template = SENSOR_TEMPLATES.find((t) => t.id === model?.sensorTemplateId);
  return (template?.sensorTypeIds ?? []).map((sensorTypeId, i) => ({ port: i + 1, sensorTypeId: sensorTypeId as number }));
}

/** A simulated device from what the portal knows of it; `start` is when simulation begins. */
export function simDevice(w: WorldDevice, start: number): SimDevice {
  const seed = seedOf(w.serialNumber);
  const persona = personaOf(seed);
  const model = findDeviceModel(w.modelId);
  const batteryPowered = model?.batteryTypeId != null;
  const battery = batteryPowered
    ? w.batteryStrength !== null && w.lastUpdateAt !== null
      ? { value: w.batteryStrength, at: w.lastUpdateAt }
      : { value: initialBattery(seed, persona), at: start }
    : null;
  const tanks = w.tanks.map((t): SimTank => {
    const tankSeed = seedOf(`${w.serialNumber}/${t.assetUid}`);
    const m = tankModel(t.config, { strapping: t.strapping });
    const profile = tankProfile({
      seed: tankSeed,
      className: t.className,
      isReclamation: t.config.tank.isReclamation,
      isBulk: t.isBulk,
      capacity: m.capacity,
      maxFill: m.maxFill,
      tankTypeId: t.config.tank.cmid,
      standby: /generator/i.test(t.modelName ?? ''),
    });
    const amount = t.amount ?? initialAmount(profile, tankSeed);
    return { world: t, model: m, profile, sim: { amount, deliveryAt: null, at: w.lastUpdateAt ?? start } };
  });
  return {
    uid: w.uid,
    serialNumber: w.serialNumber,
    seed,
    modelId: w.modelId,
    persona,
    intervalMinutes: intervalMinutesOf(w.modelId),
    ports: portsOf(w.modelId),
    batteryPowered,
    battery,
    tanks,
    children: w.children.map((c) => ({ ...simDevice(c, start), slot: c.slot })),
    callIndex: 0,
    lastCallAt: w.lastUpdateAt,
    realtimeUntil: w.realtimeUntil,
    completed: [],
    batteryDay: null,
    home: w.home ?? null,
  };
}

/** Battery percent drains at the persona's rate from the last known value. */
function batteryAt(d: SimDevice, t: number): number | null {
  if (!d.battery) return null;
  const rate = d.persona === 'lowBattery' ? 0.35 : 0.03;
  const days = Math.max(0, (t - d.battery.at) / 86_400_000);
  return Math.max(3, Math.round((d.battery.value - rate * days) * 10) / 10);
}

/** A new battery (spec 001 §7 Battery/Reset carried out). */
export function replaceBattery(d: SimDevice, t: number): void {
  if (d.battery) d.battery = { value: 100, at: t };
  d.persona = d.persona === 'lowBattery' ? 'normal' : d.persona;
}

function readingsOf(d: SimDevice, t: number): IngestReading[] {
  const readings: IngestReading[] = [];
  const error = inErrorEpisode(d.seed, t);
  const readingDate = new Date(t);
  for (const { port, sensorTypeId } of d.ports) {
    const property = sensorTypeProperty(sensorTypeId);
    const tank = d.tanks.find((x) => x.world.port === port);
    if (tank) {
      advanceTank(tank.profile, d.seed, tank.sim, t);
      let amount = tank.sim.amount;
      if (isFalseFillReading(d.seed, d.callIndex) && !error) amount = Math.min(tank.profile.capacity, amount + tank.profile.capacity * 0.3);
      const level = tank.model.levelAt(amount) ?? 0;
      const reading = d.persona === 'invalidReading' ? tank.model.height * 1.4 + 6 : noisyLevel(d.seed, level, t);
      readings.push(error ? { port, reading: 0, statusCode: 3, readingDate } : { port, reading, statusCode: 0, readingDate });
    } else if (sensorTypeId === SensorType.Temperature) {
      const profile = d.tanks[0]?.profile;
      const temp = profile ? tankTemperature(profile, d.seed, t) : 60;
      readings.push({ port, reading: Math.round(temp * 10) / 10, statusCode: 0, readingDate });
    } else if (sensorTypeId === SensorType.WaterFloat) {
      readings.push({
        port,
        reading: Math.max(0, Math.round((0.3 + 0.05 * normal(d.seed, 30, Math.floor(t / 3_600_000))) * 100) / 100),
        statusCode: 0,
        readingDate,
      });
    } else if (sensorTypeId === SensorType.Accelerometer) {
      readings.push({
        port,
        reading: Math.round((0.8 + 0.2 * normal(d.seed, 31, Math.floor(t / 3_600_000))) * 10) / 10,
        statusCode: 0,
        readingDate,
      });
    } else if (property === MonitoredProperty.Pressure) {
      readings.push(
        error
          ? { port, reading: 0, statusCode: 3, readingDate }
          : { port, reading: Math.round(pressureReading(linePressurePsi(d.seed, t)) * 1000) / 1000, statusCode: 0, readingDate },
      );
    } else if (property === MonitoredProperty.Switch) {
      readings.push({ port, reading: switchClosed(d.seed, t) ? 1 : 0, statusCode: 0, readingDate });
    } else if (property === MonitoredProperty.Gps) {
      if (d.home) readings.push({ port, reading: 0, statusCode: 0, readingDate, ...trailerPosition(d.seed, d.home, t) });
    } else if (property === MonitoredProperty.TankLevel) {
      // A level sensor that feeds no tank (yet): still measures something.
      readings.push({ port, reading: 0, statusCode: 0, readingDate });
    }
  }
  return readings;
}

/**
 * The update a device sends at t, or null when it misses the call (a late episode, a dead
 * device). Advances its tanks to t. `historyEnd` marks where a dead device went silent in the past.
 */
export function buildUpdate(d: SimDevice, t: number, historyEnd: number | null): IngestDeviceUpdate | null {
  const dead = d.persona === 'dead' && historyEnd === null;
  if (dead || isSilent(d.seed, d.persona, t, historyEnd ?? Number.POSITIVE_INFINITY)) {
    // Tanks go on emptying while nobody looks.
    for (const tank of d.tanks) advanceTank(tank.profile, d.seed, tank.sim, t);
    for (const c of d.children) for (const tank of c.tanks) advanceTank(tank.profile, c.seed, tank.sim, t);
    return null;
  }
  const update: IngestDeviceUpdate = {
    readingDate: new Date(t),
    batteryStrength: batteryAt(d, t),
    signalStrength: d.modelId === 1 ? null : signalStrength(d.seed, t),
    retries: 0,
    status: 0,
    readings: readingsOf(d, t),
    // Wireless monitors in a gateway's slots send their battery once a day; wired probes never.
    children: d.children.map((c) => {
      const day = Math.floor(t / 86_400_000);
      const battery = c.batteryPowered && c.batteryDay !== day ? batteryAt(c, t) : null;
      if (battery !== null) c.batteryDay = day;
      return { slot: c.slot, retries: 0, status: 0, batteryStrength: battery, signalStrength: null, readings: readingsOf(c, t) };
    }),
    completedCommandIds: d.completed.splice(0),
  };
  d.callIndex++;
  for (const c of d.children) c.callIndex++;
  d.lastCallAt = t;
  return update;
}

/** Every call-in of a device in [from, to), as the history generator replays them. */
export function historyCalls(d: SimDevice, from: number, to: number): number[] {
  return callTimes(d.seed, d.intervalMinutes, from, to);
}

/** The next call-in after t (every minute in realtime mode). */
export function nextCallAfter(d: SimDevice, t: number): number {
  if (d.realtimeUntil !== null && t < d.realtimeUntil) return t + 60_000;
  const next = callTimes(d.seed, d.intervalMinutes, t + 1, t + d.intervalMinutes * 60_000 + 2);
  return next[0] ?? t + d.intervalMinutes * 60_000;
}
