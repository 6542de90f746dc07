// Turns device updates into the rows they make: device updates, readings with the state each gave,
// tank and value states, daily usage, fills, device flags. No I/O: the live path (group commit)
// and the demo history both run it over a context loaded from, or built like, the database, so a
// reading computes the same whichever way it arrived (docs/decisions/026-ingestion.md, 027-tank-state.md).
import { ConfigType, safeParseConfig } from '@ullage/domain/configs';
import { sensorTypeProperty, MonitoredProperty } from '@ullage/domain/devices/device-catalogue';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { deviceFlagsMaskOf, isLowBattery, learnInterval } from '@ullage/domain/devices/device-health';
import { IngestSource, type IngestDeviceUpdate, type IngestReading, type IngestSourceId } from '@ullage/domain/devices/ingest-api';
import {
  applyReading,
  assetStatuses,
  assetStatusMask,
  assetStatusesOfMask,
  centralDay,
  dayText,
  emptyRunning,
  levelState,
  tankModel,
  usageStatistics,
  type TankLevelState,
  type TankModel,
  type TankRunning,
} from '@ullage/domain/tanks/tank-state';
import { temperatureZoneFor, Zone, zoneColor, type ZoneId } from '@ullage/domain/tanks/zones';
import { callAlerts, gpsFixAlerts, tankReadingAlerts, valueReadingAlerts, type AlertEventRow, type LiveAlert } from './ingest-alerts';

// ---------------------------------------------------------------------------------------------
// The context: devices, their sensors, and the asset configs those sensors feed.

export interface AssetLink {
  assetUid: number;
  configId: number;
  configTypeId: number;
  productUid: number | null;
  /** The config's sensor link offset (spec 001 §3.3), added to the reading. */
  offset: number;
  /** Set for an asset tank config. */
  tank: TankModel | null;
  /** The parsed config data (pressure ranges, switch sense, zones). */
  config: Record<string, unknown>;
}

export interface IngestSensor {
  uid: number;
  port: number;
  sensorTypeId: number;
  offset: number;
  links: AssetLink[];
}

export interface IngestDevice {
  uid: number;
  modelId: number;
  parentUid: number | null;
  slot: number | null;
  keyHash: string | null;
  flags: number;
  lastUpdateAt: number | null;
  intervalMinutes: number | null;
  realtimeUntil: number | null;
  batteryStrength: number | null;
  sensors: Map<number, IngestSensor>;
  /** Child device uid by slot. */
  children: Map<number, number>;
  /** The device alert config's deadzone (spec 001 §3.5 Device alert 23): the hysteresis of the
   * alerts on it and on the tanks it measures; 0 when it has none. */
  deadzone?: number;
}

export interface IngestContext {
  devices: Map<number, IngestDevice>;
  /** Tank running states by asset uid (absent: the asset has none yet). */
  running: Map<number, TankRunning>;
  /** (sensorUid, epoch ms) pairs already stored. */
  existingReadings: Set<string>;
  /** (deviceUid, epoch ms) pairs of device updates already stored. */
  existingUpdates: Set<string>;
  /** The enabled alerts ingestion decides, by the asset or device uid they apply to, with their
   * states (ingest-alerts.ts); absent: none. */
  alerts?: Map<number, LiveAlert[]>;
  /** The percents of a tank's usage alerts (Excessive, Low Usage), which set where its HighUsage
   * and LowUsage statuses begin, by asset uid; absent: the defaults. */
  usagePercents?: Map<number, UsagePercents>;
  /** Status bits a tank keeps whatever its readings say (MaintenanceDue, set by the sweep), by
   * asset uid. */
  keptStatusMask?: Map<number, number>;
}

export interface UsagePercents {
  high?: number;
  low?: number;
}

/** Parses an entity_config row of a sensor config into a link. */
export function assetLinkOf(row: {
  assetUid: number;
  configId: number;
  configTypeId: number;
  productUid: number | null;
  data: unknown;
  strapping?: { height: number; capacity: number; step: number; tableValues: number[] } | null;
  fillLevelDelta?: number;
  drainLevelDelta?: number;
}): AssetLink | null {
  const typeId = row.configTypeId;
  if (
    typeId !== ConfigType.AssetTank &&
    typeId !== ConfigType.Temperature &&
    typeId !== ConfigType.Pressure &&
    typeId !== ConfigType.Switch &&
    typeId !== ConfigType.Gps
  ) {
    return null;
  }
  const parsed = safeParseConfig(typeId, row.data);
  if (!parsed.success) return null;
  const config = parsed.data as Record<string, unknown> & { sensor: { offset: number } | null };
  return {
    assetUid: row.assetUid,
    configId: row.configId,
    configTypeId: typeId,
    productUid: row.productUid,
    offset: config.sensor?.offset ?? 0,
    tank:
      typeId === ConfigType.AssetTank
        ? // A config's own `alerts` are not read: the alert table is the one source (usagePercents).
          tankModel(
            { ...(parsed.data as Parameters<typeof tankModel>[0]), alerts: [] },
            {
              strapping: row.strapping ?? null,
              fillLevelDelta: row.fillLevelDelta,
              drainLevelDelta: row.drainLevelDelta,
            },
          )
        : null,
    config,
  };
}

// ---------------------------------------------------------------------------------------------
// Input and output.

export interface IngestItem {
  deviceUid: number;
  update: IngestDeviceUpdate;
  source: IngestSourceId;
  receivedAt: number;
}

export class IngestItemError extends Error {
  constructor(
    readonly status: 400 | 401,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const pairKey = (uid: number, ms: number) => `${uid}:${ms}`;

export interface DeviceUpdateRow {
  deviceUid: number;
  readingTime: number;
  batteryStrength: number | null;
  signalStrength: number | null;
  retries: number;
  gpsPrecision: number | null;
  gpsWaitTime: number | null;
  status: number;
  source: IngestSourceId;
  receivedAt: number;
}

export interface SensorDataRow {
  sensorUid: number;
  /** The device update it came with, by (deviceUid, readingTime) until the update has an id. */
  updateDeviceUid: number;
  updateTime: number;
  readingTime: number;
  reading: number;
  status: number;
  ssq: number | null;
  assetUid: number | null;
  value: number | null;
  inchesFull: number | null;
  percentFull: number | null;
  latitude: number | null;
  longitude: number | null;
}

export interface TankStateRow {
  assetUid: number;
  configId: number;
  sensorUid: number;
  readingTime: number;
  reading: number;
  state: TankLevelState | null;
  running: TankRunning;
  stats: ReturnType<typeof usageStatistics>;
  status: number;
  statusMask: number;
}

export interface ValueStateRow {
  assetUid: number;
  configId: number;
  configTypeId: number;
  sensorUid: number;
  readingTime: number;
  value: number | null;
  zone: ZoneId | null;
  statusColor: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface UsageDayRow {
  assetUid: number;
  day: string;
  usage: number;
  fillAmount: number;
  fills: number;
  avgInventory: number | null;
  readings: number;
}

export interface FillRow {
  assetUid: number;
  productUid: number | null;
  amount: number;
  capacity: number;
  maxFillAmount: number;
  beforeAmount: number;
  afterAmount: number;
  dateTime: number;
  falseFill: boolean;
}

export interface DeviceStateRow {
  deviceUid: number;
  flags: number;
  /** The newest call; its update row (the device's own, or its gateway's) is last_update_id. */
  lastUpdateAt: number;
  lastUpdateOwner: number;
  batteryStrength: number | null;
  signalStrength: number | null;
  intervalMinutes: number | null;
}

export interface ProcessResult {
  /** Per input item: null when accepted, else why it was refused. */
  errors: (IngestItemError | null)[];
  /** Per input item: readings stored now and readings already stored. */
  counts: { accepted: number; duplicates: number; deviceUids: number[]; updateTime: number }[];
  deviceUpdates: DeviceUpdateRow[];
  sensorData: SensorDataRow[];
  tankStates: Map<number, TankStateRow>;
  valueStates: Map<string, ValueStateRow>;
  usageDays: Map<string, UsageDayRow>;
  fills: FillRow[];
  falseFills: { assetUid: number; dateTime: number }[];
  deviceStates: Map<number, DeviceStateRow>;
  /** Alerts raised or cleared, in the order they happened (written with the readings). */
  alertEvents: AlertEventRow[];
  /** The GPS fixes of assets whose GPS config moves them into warehouse folders or updates their
   * site's address (spec 001 §3.5; docs/decisions/101-gps-folder-moves.md), in arrival order. */
  gpsFollowUps: GpsFollowUpFix[];
}

/** A GPS fix the GPS config's autoMoveFolders or updateFolderAddress acts on. */
export interface GpsFollowUpFix {
  assetUid: number;
  configId: number;
  time: number;
  latitude: number;
  longitude: number;
  autoMoveFolders: boolean;
  updateFolderAddress: boolean;
}

/** A reading is refused this far (ms) ahead of the server's clock. */
export const MAX_CLOCK_AHEAD_MS = 10 * 60_000;

// ---------------------------------------------------------------------------------------------

interface Entry {
  device: IngestDevice;
  fields: Omit<IngestDeviceUpdate, 'readings' | 'children' | 'completedCommandIds' | 'readingDate'>;
  readings: IngestReading[];
}

/** Resolves one item to its devices' entries, or refuses it whole (nothing of it is stored). */
function resolve(ctx: IngestContext, item: IngestItem): { entries: Entry[]; time: number } {
  const device = ctx.devices.get(item.deviceUid);
  if (!device) throw new IngestItemError(401, 'The device key is not valid.');
  const time = item.update.readingDate?.getTime() ?? item.receivedAt;
  const entries: Entry[] = [{ device, fields: item.update, readings: item.update.readings }];
  for (const child of item.update.children) {
    const childUid = device.children.get(child.slot);
    const childDevice = childUid === undefined ? undefined : ctx.devices.get(childUid);
    if (!childDevice) throw new IngestItemError(400, `Children: device ${device.uid} has no device in slot ${child.slot}`, 'children');
    entries.push({ device: childDevice, fields: child, readings: child.readings });
  }
  for (const e of entries) {
    for (const r of e.readings) {
      if (!e.device.sensors.has(r.port)) {
        throw new IngestItemError(400, `Readings: device ${e.device.uid} has no sensor on port ${r.port}`, 'readings');
      }
      const t = r.readingDate?.getTime() ?? time;
      if (t > item.receivedAt + MAX_CLOCK_AHEAD_MS) throw new IngestItemError(400, 'Reading Date: is in the future', 'readingDate');
    }
  }
  if (time > item.receivedAt + MAX_CLOCK_AHEAD_MS) throw new IngestItemError(400, 'Reading Date: is in the future', 'readingDate');
  return { entries, time };
}

interface Call {
  device: IngestDevice;
  times: number[];
  newest: { time: number; ownerUid: number; batteryStrength: number | null; signalStrength: number | null; status: number } | null;
  /** Calls (by time) that carried a reading with an error status. */
  errorTimes: Set<number>;
  /** Each call's battery and status (for the device's alerts), by time. */
  seen: Map<number, { battery: number | null; status: number }>;
}

function hasOwnFields(f: Entry['fields']): boolean {
  return (
    (f.batteryStrength ?? null) !== null ||
    (f.signalStrength ?? null) !== null ||
    (f.gpsPrecision ?? null) !== null ||
    (f.gpsWaitTime ?? null) !== null ||
    f.status !== 0 ||
    f.retries !== 0
  );
}

interface PendingReading {
  row: SensorDataRow;
  sensor: IngestSensor;
  device: IngestDevice;
  statusCode: number;
  level: number;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Processes a batch of items against a context, in memory. Items are refused whole (unknown slot
 * or port, a time in the future); accepted items' readings are deduplicated against the context
 * and each other, sorted by time per sensor, and run through the tank state computation in order.
 */
export function processBatch(ctx: IngestContext, items: IngestItem[], now: number): ProcessResult {
  const result: ProcessResult = {
    errors: [],
    counts: [],
    deviceUpdates: [],
    sensorData: [],
    tankStates: new Map(),
    valueStates: new Map(),
    usageDays: new Map(),
    fills: [],
    falseFills: [],
    deviceStates: new Map(),
    alertEvents: [],
    gpsFollowUps: [],
  };
  const seenReadings = new Set<string>();
  const seenUpdates = new Set<string>();
  const pending: PendingReading[] = [];
  // Per device: its new calls in this batch, the newest one, and whether it carried a sensor error.
  const calls = new Map<number, Call>();

  for (const item of items) {
    let resolved: ReturnType<typeof resolve>;
    try {
      resolved = resolve(ctx, item);
    } catch (err) {
      if (!(err instanceof IngestItemError)) throw err;
      result.errors.push(err);
      result.counts.push({ accepted: 0, duplicates: 0, deviceUids: [], updateTime: 0 });
      continue;
    }
    result.errors.push(null);
    const time = resolved.time;
    const count = { accepted: 0, duplicates: 0, deviceUids: resolved.entries.map((e) => e.device.uid), updateTime: time };
    result.counts.push(count);
    const gatewayUid = item.deviceUid;
    for (const [index, { device, fields, readings }] of resolved.entries.entries()) {
      // A child in a slot that sent nothing of its own (a wired probe) has no update row: its
      // readings belong to the gateway's call.
      const own = index === 0 || hasOwnFields(fields);
      const ownerUid = own ? device.uid : gatewayUid;
      const updKey = pairKey(device.uid, time);
      const isNewCall = !ctx.existingUpdates.has(pairKey(ownerUid, time)) && !seenUpdates.has(updKey);
      if (isNewCall) {
        seenUpdates.add(updKey);
        if (own) {
          result.deviceUpdates.push({
            deviceUid: device.uid,
            readingTime: time,
            batteryStrength: fields.batteryStrength ?? null,
            signalStrength: fields.signalStrength ?? null,
            retries: fields.retries,
            gpsPrecision: fields.gpsPrecision ?? null,
            gpsWaitTime: fields.gpsWaitTime ?? null,
            status: fields.status,
            source: item.source,
            receivedAt: item.receivedAt,
          });
        }
        // A reading entered by hand is not a call of the device: its flags, battery, signal, last
        // call and learned interval stay as the device's own calls left them.
        if (item.source !== IngestSource.Manual) {
          const call: Call = calls.get(device.uid) ?? { device, times: [], newest: null, errorTimes: new Set<number>(), seen: new Map() };
          call.times.push(time);
          call.seen.set(time, { battery: own ? (fields.batteryStrength ?? null) : null, status: fields.status });
          if (!call.newest || time >= call.newest.time) {
            call.newest = {
              time,
              ownerUid,
              batteryStrength: own ? (fields.batteryStrength ?? null) : device.batteryStrength,
              signalStrength: own ? (fields.signalStrength ?? null) : null,
              status: fields.status,
            };
          }
          calls.set(device.uid, call);
        }
      }
      for (const r of readings) {
        const sensor = device.sensors.get(r.port) as IngestSensor;
        const t = r.readingDate?.getTime() ?? time;
        const key = pairKey(sensor.uid, t);
        if (ctx.existingReadings.has(key) || seenReadings.has(key)) {
          count.duplicates++;
          continue;
        }
        seenReadings.add(key);
        count.accepted++;
        if (r.statusCode) {
          const call = calls.get(device.uid);
          call?.errorTimes.add(time);
          const seen = call?.seen.get(time);
          if (seen && seen.status === 0) seen.status = r.statusCode;
        }
        const row: SensorDataRow = {
          sensorUid: sensor.uid,
          updateDeviceUid: ownerUid,
          updateTime: time,
          readingTime: t,
          reading: r.reading,
          status: r.statusCode,
          ssq: r.ssq ?? null,
          assetUid: null,
          value: null,
          inchesFull: null,
          percentFull: null,
          latitude: r.latitude ?? null,
          longitude: r.longitude ?? null,
        };
        result.sensorData.push(row);
        pending.push({
          row,
          sensor,
          device,
          statusCode: r.statusCode,
          level: r.reading + sensor.offset,
          latitude: r.latitude ?? null,
          longitude: r.longitude ?? null,
        });
      }
    }
  }

  // Devices first: the asset statuses below read their low-battery and late flags.
  for (const [uid, call] of calls) {
    const d = call.device;
    const newest = call.newest;
    if (!newest) continue;
    const times = call.times.sort((a, b) => a - b);
    const alerts = ctx.alerts?.get(uid);
    if (alerts) {
      for (const t of times) {
        // A call older than the newest one stored came late: the device's alerts moved on already.
        if (d.lastUpdateAt !== null && t <= d.lastUpdateAt) continue;
        const seen = call.seen.get(t);
        if (!seen) continue;
        callAlerts(result.alertEvents, alerts, {
          time: t,
          modelId: d.modelId,
          battery: seen.battery,
          errorStatus: seen.status,
          deadzone: d.deadzone ?? 0,
        });
      }
    }
    let interval = d.intervalMinutes;
    let prev = d.lastUpdateAt;
    for (const t of times) {
      const realtime = d.realtimeUntil !== null && t <= d.realtimeUntil;
      if (prev !== null && t > prev && !realtime) interval = learnInterval(interval, (t - prev) / 60_000);
      if (prev === null || t > prev) prev = t;
    }
    // An older call uploaded late leaves the device as its newest call left it.
    if (d.lastUpdateAt !== null && newest.time < d.lastUpdateAt) continue;
    const flags = deviceFlagsMaskOf(
      {
        modelId: d.modelId,
        lastUpdateAt: newest.time,
        intervalMinutes: interval,
        batteryStrength: newest.batteryStrength,
        status: newest.status,
        // The error flag is the newest call's: an error last week does not flag the device today.
        sensorError: call.errorTimes.has(newest.time),
      },
      Math.max(now, newest.time),
    );
    result.deviceStates.set(uid, {
      deviceUid: uid,
      flags,
      lastUpdateAt: newest.time,
      lastUpdateOwner: newest.ownerUid,
      batteryStrength: newest.batteryStrength,
      signalStrength: newest.signalStrength,
      intervalMinutes: interval,
    });
    d.flags = flags;
    d.lastUpdateAt = newest.time;
    d.intervalMinutes = interval;
    d.batteryStrength = newest.batteryStrength;
  }

  // Readings in time order per sensor, through each asset config the sensor feeds.
  pending.sort((a, b) => a.row.readingTime - b.row.readingTime || a.row.sensorUid - b.row.sensorUid);
  const progress = new Map<number, TankProgress>();
  for (const p of pending) {
    for (const link of p.sensor.links) {
      const level = p.level + link.offset;
      if (link.tank) applyTank(ctx, progress, result, p, link, link.tank, level);
      else applyValue(ctx, result, p, link, level);
    }
  }
  finishTanks(ctx, progress, result);
  return result;
}

function deviceCondition(device: IngestDevice) {
  return {
    late: (device.flags & DeviceFlag.Late) !== 0,
    lowBattery: isLowBattery(device.modelId, device.batteryStrength),
  };
}

/** Where a tank got to in this batch; its statistics and status are worked out once, at the end. */
interface TankProgress {
  link: AssetLink;
  model: TankModel;
  device: IngestDevice;
  sensorUid: number;
  readingTime: number;
  reading: number;
  state: TankLevelState | null;
  running: TankRunning;
  firstDay: number;
}

function applyTank(
  ctx: IngestContext,
  progress: Map<number, TankProgress>,
  result: ProcessResult,
  p: PendingReading,
  link: AssetLink,
  model: TankModel,
  level: number,
) {
  // A sensor that measures something other than a level or a weight cannot feed a tank.
  const property = sensorTypeProperty(p.sensor.sensorTypeId);
  const readsTank = property === MonitoredProperty.TankLevel || property === MonitoredProperty.Weight;
  const prev = ctx.running.get(link.assetUid) ?? emptyRunning();
  const out = applyReading(model, prev, { time: p.row.readingTime, level: readsTank ? level : Number.NaN, statusCode: p.statusCode });
  const state = out.state;
  p.row.assetUid = link.assetUid;
  p.row.value = state?.amountFull ?? null;
  p.row.inchesFull = state?.inchesFull ?? null;
  p.row.percentFull = state?.percentFull ?? null;
  if (!out.applied) return;
  ctx.running.set(link.assetUid, out.running);
  const alerts = ctx.alerts?.get(link.assetUid);
  if (alerts)
    tankReadingAlerts(result.alertEvents, alerts, { time: p.row.readingTime, model, prev, out, deadzone: p.device.deadzone ?? 0 });
  if (out.fill) {
    result.fills.push({
      assetUid: link.assetUid,
      productUid: link.productUid,
      amount: out.fill.amount,
      capacity: model.capacity,
      maxFillAmount: model.capacity * model.maxFill,
      beforeAmount: out.fill.before,
      afterAmount: out.fill.after,
      dateTime: out.fill.time,
      falseFill: false,
    });
  }
  if (out.falseFillTime !== null) {
    // The fill stays, marked false and out of analysis (docs/decisions/027-tank-state.md).
    const fill = result.fills.find((f) => f.assetUid === link.assetUid && f.dateTime === out.falseFillTime);
    if (fill) fill.falseFill = true;
    else result.falseFills.push({ assetUid: link.assetUid, dateTime: out.falseFillTime });
  }
  const day = centralDay(p.row.readingTime);
  const before = progress.get(link.assetUid);
  progress.set(link.assetUid, {
    link,
    model,
    device: p.device,
    sensorUid: p.sensor.uid,
    readingTime: p.row.readingTime,
    reading: level,
    state,
    running: out.running,
    firstDay: Math.min(before?.firstDay ?? day, day),
  });
}

/** The tank state, usage statistics, status and daily totals each tank ended the batch with. */
function finishTanks(ctx: IngestContext, progress: Map<number, TankProgress>, result: ProcessResult) {
  for (const t of progress.values()) {
    const { running } = t;
    const percents = ctx.usagePercents?.get(t.link.assetUid);
    // The usage alerts set on the tank (or its folders) decide where its usage statuses begin.
    const model = percents
      ? {
          ...t.model,
          highUsagePercent: percents.high ?? t.model.highUsagePercent,
          lowUsagePercent: percents.low ?? t.model.lowUsagePercent,
        }
      : t.model;
    // A reading with an error, or one that cannot be computed, leaves the tank showing the last
    // amount it had; its status says why it did not move.
    const lastGood = running.lastAmount;
    const shown = t.state ?? (lastGood === null ? null : levelState(model, model.levelAt(lastGood) ?? Number.NaN));
    const computed = assetStatuses(model, running, shown, deviceCondition(t.device));
    // MaintenanceDue comes from the maintenance plan, not from readings: it stays as the sweep set it.
    const kept = ctx.keptStatusMask?.get(t.link.assetUid) ?? 0;
    const statuses = kept === 0 ? computed : assetStatusesOfMask(assetStatusMask(computed) | kept);
    result.tankStates.set(t.link.assetUid, {
      assetUid: t.link.assetUid,
      configId: t.link.configId,
      sensorUid: t.sensorUid,
      readingTime: t.readingTime,
      reading: t.reading,
      state: shown,
      running,
      stats: usageStatistics(model, running),
      status: statuses[0] as number,
      statusMask: assetStatusMask(statuses),
    });
    for (const d of running.days) {
      if (d.day < t.firstDay) continue;
      const day = dayText(d.day);
      result.usageDays.set(`${t.link.assetUid}:${day}`, {
        assetUid: t.link.assetUid,
        day,
        usage: Math.max(0, d.usage),
        fillAmount: d.fill,
        fills: d.fills,
        avgInventory: d.readings ? d.inventorySum / d.readings : null,
        readings: d.readings,
      });
    }
  }
}

function zoneOfValue(config: Record<string, unknown>, value: number): ZoneId | null {
  const zones = (config.zones as { type: number; value: number }[] | undefined) ?? [];
  const hot = zones.find((z) => z.type === Zone.Hot)?.value;
  const cold = zones.find((z) => z.type === Zone.Cold)?.value;
  if (hot !== undefined || cold !== undefined) {
    return temperatureZoneFor(value, { hot: hot ?? Number.POSITIVE_INFINITY, cold: cold ?? Number.NEGATIVE_INFINITY });
  }
  const critical = zones.find((z) => z.type === Zone.Critical)?.value;
  const warning = zones.find((z) => z.type === Zone.Warning)?.value;
  if (critical !== undefined && value <= critical) return Zone.Critical;
  if (warning !== undefined && value <= warning) return Zone.Warning;
  return critical !== undefined || warning !== undefined ? Zone.Safe : null;
}

/** The zone (and so the colour) a value reading shows. A pressure config colours its readings by
 * its alert values (its Warning and Critical zones) only with useAlertValuesForColors (spec 001
 * §3.5, default true); without, a pressure shows no zone colour. */
export function zoneOfConfig(configTypeId: number, config: Record<string, unknown>, value: number): ZoneId | null {
  if (configTypeId === ConfigType.Pressure && config.useAlertValuesForColors === false) return null;
  return zoneOfValue(config, value);
}

/** spec 001 §3.4 Temperature, Pressure, Switch (value) and GPS states. */
export function valueOf(configTypeId: number, config: Record<string, unknown>, reading: number): number {
  if (configTypeId === ConfigType.Pressure) {
    // spec 001 §3.5 Pressure: the raw range maps linearly onto the value range.
    const { minReading, maxReading, minValue, maxValue } = config as Record<string, number>;
    if (maxReading !== undefined && minReading !== undefined && maxReading > minReading) {
      return (minValue ?? 0) + ((reading - minReading) * ((maxValue ?? 0) - (minValue ?? 0))) / (maxReading - minReading);
    }
    return reading;
  }
  if (configTypeId === ConfigType.Switch) {
    const closed = reading !== 0;
    return (config.onWhenClosed === false ? !closed : closed) ? 1 : 0;
  }
  return reading;
}

function applyValue(ctx: IngestContext, result: ProcessResult, p: PendingReading, link: AssetLink, reading: number) {
  const key = `${link.assetUid}:${link.configId}`;
  const current = result.valueStates.get(key);
  p.row.assetUid = link.assetUid;
  if (link.configTypeId === ConfigType.Gps) {
    if (p.latitude === null || p.longitude === null || p.statusCode) return;
    if (current && current.readingTime > p.row.readingTime) return;
    const gpsAlerts = ctx.alerts?.get(link.assetUid);
    if (gpsAlerts) gpsFixAlerts(result.alertEvents, gpsAlerts, { time: p.row.readingTime, latitude: p.latitude, longitude: p.longitude });
    const autoMoveFolders = link.config.autoMoveFolders === true;
    const updateFolderAddress = link.config.updateFolderAddress === true;
    if (autoMoveFolders || updateFolderAddress) {
      result.gpsFollowUps.push({
        assetUid: link.assetUid,
        configId: link.configId,
        time: p.row.readingTime,
        latitude: p.latitude,
        longitude: p.longitude,
        autoMoveFolders,
        updateFolderAddress,
      });
    }
    result.valueStates.set(key, {
      assetUid: link.assetUid,
      configId: link.configId,
      configTypeId: link.configTypeId,
      sensorUid: p.sensor.uid,
      readingTime: p.row.readingTime,
      value: null,
      zone: null,
      statusColor: null,
      latitude: p.latitude,
      longitude: p.longitude,
    });
    return;
  }
  if (p.statusCode) return;
  const value = valueOf(link.configTypeId, link.config, reading);
  p.row.value = value;
  if (current && current.readingTime > p.row.readingTime) return;
  const alerts = ctx.alerts?.get(link.assetUid);
  if (alerts) {
    valueReadingAlerts(result.alertEvents, alerts, {
      time: p.row.readingTime,
      configTypeId: link.configTypeId,
      config: link.config,
      value,
      deadzone: p.device.deadzone ?? 0,
    });
  }
  const zone = zoneOfConfig(link.configTypeId, link.config, value);
  result.valueStates.set(key, {
    assetUid: link.assetUid,
    configId: link.configId,
    configTypeId: link.configTypeId,
    sensorUid: p.sensor.uid,
    readingTime: p.row.readingTime,
    value,
    zone,
    statusColor: zone === null ? null : (zoneColor(zone) ?? null),
    latitude: null,
    longitude: null,
  });
}
