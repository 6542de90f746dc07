// spec 001 §3.4 (tank and usage states), §3.5 (tank and asset tank configs), §4 (asset status types,
// zones), §9 (CO2 by weight). One pure computation turns a level reading into a tank's state; the
// live ingestion path, the demo history and the simulator all run it, so a tank reads the same
// whichever way its readings arrived (docs/decisions/027-tank-state.md).
//
// Units: levels in inches, amounts in gallons (pounds for tanks measured by weight), times in epoch
// milliseconds. Days are central-time calendar days at the fixed offset of spec 001 §9, the clock
// the server's timestamps are in.
import { AlertType, excessiveUsageAlertSchema, lowUsageAlertSchema } from '../alerts/alerts';
import { AssetStatus, type AssetStatusId } from './asset-status';
import { tankZoneThresholds } from '../configs';
import {
  geometryCapacityGallons,
  hasGeometry,
  levelAtVolume,
  strappingLevelForVolume,
  strappingRows,
  strappingVolume,
  tankCapacityGallons,
  tankTypeById,
  volumeAtLevel,
  type StrappingRow,
  type TankDimensions,
} from './tank-geometry';
import { CENTRAL_OFFSET_HOURS } from '../time-zone-rules';
import { tankZoneFor, Zone, zoneColor, type ZoneId } from './zones';

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

// ---------------------------------------------------------------------------------------------
// The tank model: what a config says about level to amount.

/** The parts of an asset tank config (spec 001 §3.5) the computation reads. */
export interface AssetTankInput {
  baseUsage: number;
  zones: readonly { type: number; value: number }[];
  alerts?: readonly { typeId: number; usagePercent?: number; enabled?: boolean }[];
  tank: {
    cmid: number;
    isReclamation: boolean;
    capacity: number;
    ullagePercent: number;
    heelAmount: number;
    length: number;
    width: number;
    height: number;
    cylinderCap: number;
    coneHeight: number;
    angle: number;
  };
}

export interface TankModel {
  tankTypeId: number;
  measuredBy: 'volume' | 'weight';
  /** Gallons (pounds when measured by weight); 0 when unknown. */
  capacity: number;
  /** Inches from the bottom to the top of the tank; 0 when unknown. */
  height: number;
  /** Max fill as a fraction of capacity (the tank config's ullagePercent, spec 001 §3.5). */
  maxFill: number;
  heel: number;
  baseUsage: number;
  zones: { warning: number; critical: number };
  /** A tank that collects product (used oil): its level rises with use and falls at a pickup. */
  isReclamation: boolean;
  /** A rise (a fall, for reclamation) of at least this amount between two readings is a fill. */
  fillThreshold: number;
  /** A fall of at least this amount between two readings is a drain. */
  drainThreshold: number;
  /** spec 001 §3.6 usage alerts: percentages of the expected daily usage. */
  highUsagePercent: number;
  lowUsagePercent: number;
  /** Amount at a level (inches), or null when the model cannot say. */
  amountAt(level: number): number | null;
  /** The inverse: the level (inches; the reading, for weight and percentage tanks) that holds an
   * amount, or null when the model cannot say. */
  levelAt(amount: number): number | null;
}

/** A level this far outside the tank (inches) is a bad reading, not a rounding error. */
export const LEVEL_TOLERANCE_INCHES = 1;
/** Fill and drain thresholds when the device gives none (fractions of capacity, ours). */
export const DEFAULT_FILL_FRACTION = 0.05;
export const DEFAULT_DRAIN_FRACTION = 0.1;

const DEFAULT_HIGH_USAGE_PERCENT = excessiveUsageAlertSchema.parse({ typeId: AlertType.ExcessiveUsage }).usagePercent;
const DEFAULT_LOW_USAGE_PERCENT = lowUsageAlertSchema.parse({ typeId: AlertType.LowUsage }).usagePercent;

export interface TankModelOptions {
  /** The strapping table of a strapping-type tank (its stid); ignored for any other type. */
  strapping?: { height: number; capacity: number; step: number; tableValues: number[] } | null;
  /** Reliant alarm config (spec 001 §3.5): level deltas, in inches, that count as a fill or drain. */
  fillLevelDelta?: number;
  drainLevelDelta?: number;
}

function usagePercent(cfg: AssetTankInput, typeId: number, fallback: number): number {
  const alert = cfg.alerts?.find((a) => a.typeId === typeId && a.enabled !== false);
  return typeof alert?.usagePercent === 'number' ? alert.usagePercent : fallback;
}

/**
 * The model of one asset tank config. Capacity is the config's when entered, else the one its
 * shape or strapping table gives. Types whose capacity is entered but that have a shape (a
 * "500 gallon" propane tank) read their level through the shape scaled to the entered capacity.
 * A type with no shape reads the level as a share of the tank's height, or, with no height, the
 * reading as a percentage.
 */
export function tankModel(cfg: AssetTankInput, options: TankModelOptions = {}): TankModel {
  const t = cfg.tank;
  const type = tankTypeById(t.cmid);
  const dims: TankDimensions = t;
  // Issue 20: only a strapping type reads its table; a table given for any other type (an id a
  // config kept from before the save rules cleared it) is ignored, never a source of height.
  const strapping = type?.capacityFrom === 'strapping' ? (options.strapping ?? null) : null;
  const rows: StrappingRow[] | null = strapping ? strappingRows(strapping) : null;
  const geoCapacity = geometryCapacityGallons(t.cmid, dims);
  const capacity = t.capacity > 0 ? t.capacity : (tankCapacityGallons(t.cmid, dims) ?? strapping?.capacity ?? geoCapacity ?? 0);
  const height = t.height > 0 ? t.height : (strapping?.height ?? 0);
  const measuredBy = type?.measuredBy ?? 'volume';

  let amountAt: (level: number) => number | null;
  let levelAt: (amount: number) => number | null;
  if (type?.shape === 'strapping') {
    amountAt = (level) => (rows ? strappingVolume(rows, level) : null);
    levelAt = (amount) => (rows ? strappingLevelForVolume(rows, amount) : null);
  } else if (measuredBy === 'weight') {
    // spec 001 §9: CO2 is measured by weight; the reading is the product's weight in pounds.
    amountAt = (reading) => reading;
    levelAt = (amount) => amount;
  } else if (hasGeometry(t.cmid) && geoCapacity) {
    const scale = type?.capacityFrom === 'dimensions' || !(t.capacity > 0) ? 1 : t.capacity / geoCapacity;
    const volume = volumeAtLevel(t.cmid, dims);
    const level = levelAtVolume(t.cmid, dims);
    amountAt = (l) => {
      const v = volume?.(l) ?? null;
      return v === null ? null : v * scale;
    };
    levelAt = (amount) => level?.(amount / scale) ?? null;
  } else if (height > 0) {
    amountAt = (level) => (capacity * Math.min(Math.max(level, 0), height)) / height;
    levelAt = (amount) => (capacity > 0 ? (height * Math.min(Math.max(amount, 0), capacity)) / capacity : null);
  } else {
    amountAt = (percent) => (capacity * Math.min(Math.max(percent, 0), 100)) / 100;
    levelAt = (amount) => (capacity > 0 ? (100 * Math.min(Math.max(amount, 0), capacity)) / capacity : null);
  }

  const perInch = height > 0 && capacity > 0 ? capacity / height : 0;
  const fromLevelDelta = (delta: number | undefined) => (delta && delta > 0 && perInch > 0 ? delta * perInch : 0);
  return {
    tankTypeId: t.cmid,
    measuredBy,
    capacity,
    height,
    maxFill: t.ullagePercent > 0 ? t.ullagePercent : 1,
    heel: t.heelAmount,
    baseUsage: cfg.baseUsage,
    zones: tankZoneThresholds(cfg),
    isReclamation: t.isReclamation,
    fillThreshold: fromLevelDelta(options.fillLevelDelta) || capacity * DEFAULT_FILL_FRACTION,
    drainThreshold: fromLevelDelta(options.drainLevelDelta) || capacity * DEFAULT_DRAIN_FRACTION,
    highUsagePercent: usagePercent(cfg, AlertType.ExcessiveUsage, DEFAULT_HIGH_USAGE_PERCENT),
    lowUsagePercent: usagePercent(cfg, AlertType.LowUsage, DEFAULT_LOW_USAGE_PERCENT),
    amountAt,
    levelAt,
  };
}

// ---------------------------------------------------------------------------------------------
// The state at one level.

/** spec 001 §3.4 Tank state, at one reading; amounts in gallons (pounds by weight), levels inches. */
export interface TankLevelState {
  amountFull: number;
  inchesFull: number;
  inchesAir: number;
  capacity: number;
  /** capacity x max fill: the most a delivery may bring the tank to. */
  maxFillAmount: number;
  /** Fractions of capacity (shown x100, spec 000 §5). */
  percentFull: number;
  ullage: number;
  ullagePercent: number;
  /** Room left below max fill: what a delivery can put in (DOMAIN.md). */
  adjustedUllage: number;
  zone: ZoneId;
  statusColor: string;
}

/** Null when the level cannot be turned into an amount: the config is incomplete (no capacity, a
 * strapping type without a table, dimensions that contradict each other) or the level lies
 * outside the tank. That is the InvalidCalculation status (spec 001 §4). */
export function levelState(model: TankModel, reading: number): TankLevelState | null {
  if (!(model.capacity > 0) || !Number.isFinite(reading)) return null;
  if (model.measuredBy === 'volume' && model.height > 0) {
    if (reading < -LEVEL_TOLERANCE_INCHES || reading > model.height + LEVEL_TOLERANCE_INCHES) return null;
  }
  const raw = model.amountAt(reading);
  if (raw === null || !Number.isFinite(raw)) return null;
  const amountFull = Math.min(Math.max(raw, 0), model.capacity);
  const percentFull = amountFull / model.capacity;
  let inchesFull: number;
  if (model.measuredBy === 'weight' || model.height === 0) inchesFull = model.height * percentFull;
  else inchesFull = Math.min(Math.max(reading, 0), model.height);
  const maxFillAmount = model.capacity * model.maxFill;
  // A reclamation tank is in trouble when it is full, so its zones count the room left.
  const zone = tankZoneFor(model.isReclamation ? 1 - percentFull : percentFull, model.zones);
  return {
    amountFull,
    inchesFull,
    inchesAir: Math.max(0, model.height - inchesFull),
    capacity: model.capacity,
    maxFillAmount,
    percentFull,
    ullage: model.capacity - amountFull,
    ullagePercent: 1 - percentFull,
    adjustedUllage: Math.max(0, maxFillAmount - amountFull),
    zone,
    statusColor: zoneColor(zone) ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Days.

/** The central-time calendar day (days since 1970-01-01) of an instant (spec 001 §9). */
export function centralDay(ms: number): number {
  return Math.floor((ms + CENTRAL_OFFSET_HOURS * MS_PER_HOUR) / MS_PER_DAY);
}

/** The instant a central day starts. */
export function centralDayStart(day: number): number {
  return day * MS_PER_DAY - CENTRAL_OFFSET_HOURS * MS_PER_HOUR;
}

/** 0 = Sunday .. 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export const isWeekendDay = (day: number) => {
  const wd = weekdayOfDay(day);
  return wd === 0 || wd === 6;
};

/** "YYYY-MM-DD" of a central day. */
export function dayText(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The running state: what one reading leaves for the next.

/** One central day of a tank: usage (amount drawn, net of noise), fills, and inventory. */
export interface DayTotals {
  day: number;
  usage: number;
  fill: number;
  fills: number;
  inventorySum: number;
  readings: number;
}

export interface TankRunning {
  lastTime: number | null;
  lastAmount: number | null;
  lastFillAmount: number | null;
  lastFillTime: number | null;
  lastUsageAmount: number | null;
  /** A fill seen at the last reading, confirmed or undone (a false fill) by the next one, with
   * the last fill before it: a false fill puts that one back as the last delivery. */
  pendingFill: { time: number; amount: number; before: number; previousAmount?: number | null; previousTime?: number | null } | null;
  lastDrainTime: number | null;
  lastFalseFillTime: number | null;
  lastInvalidTime: number | null;
  lastErrorTime: number | null;
  /** The last DAYS_KEPT days with readings, oldest first. */
  days: DayTotals[];
}

/** Enough days for the 90-day inventory average plus today. */
export const DAYS_KEPT = 91;

export function emptyRunning(): TankRunning {
  return {
    lastTime: null,
    lastAmount: null,
    lastFillAmount: null,
    lastFillTime: null,
    lastUsageAmount: null,
    pendingFill: null,
    lastDrainTime: null,
    lastFalseFillTime: null,
    lastInvalidTime: null,
    lastErrorTime: null,
    days: [],
  };
}

export interface FillEvent {
  time: number;
  amount: number;
  /** Amount before and after the fill. */
  before: number;
  after: number;
}

export interface ReadingOutcome {
  /** The state at this reading; null for an invalid calculation. */
  state: TankLevelState | null;
  running: TankRunning;
  /** Whether the reading moved the running state (false for one older than the last). */
  applied: boolean;
  fill: FillEvent | null;
  /** The time of a fill this reading showed to be false. */
  falseFillTime: number | null;
  drain: boolean;
  /** Usage since the previous reading (negative for noise above the last level). */
  usage: number;
}

/** The (copied, so the previous running state stays as it was) totals of a day. */
function dayEntry(days: DayTotals[], day: number): DayTotals {
  const last = days[days.length - 1];
  if (last && last.day === day) {
    const copy = { ...last };
    days[days.length - 1] = copy;
    return copy;
  }
  const entry: DayTotals = { day, usage: 0, fill: 0, fills: 0, inventorySum: 0, readings: 0 };
  days.push(entry);
  // Readings arrive in time order (older ones do not move the running state), so days do too.
  while (days.length > 0 && (days[0]?.day ?? day) <= day - DAYS_KEPT) days.shift();
  return entry;
}

/**
 * One level reading applied to a tank's running state. Usage between readings is the net fall
 * in amount (a small rise from sensor noise or warming counts against it); a rise of at least
 * the fill threshold is a fill (an AssetFill), the usage during that interval being unknown; a
 * fill the next reading undoes (the level falls back more than half-way) was a false fill; a fall
 * of at least the drain threshold is a drain and counts as usage. A reading with a sensor error
 * status is kept but moves nothing. A reclamation tank works the other way round: its use is the
 * rise, its "fill" the pickup that empties it.
 */
export function applyReading(
  model: TankModel,
  prev: TankRunning,
  reading: { time: number; level: number; statusCode?: number },
): ReadingOutcome {
  // Day entries are copied on write (dayEntry), so `prev` is left untouched.
  const running: TankRunning = { ...prev, days: prev.days.slice() };
  // A reading sent with an error status is not a level.
  const state = reading.statusCode ? null : levelState(model, reading.level);
  const none = { fill: null, falseFillTime: null, drain: false, usage: 0 };
  if (prev.lastTime !== null && reading.time <= prev.lastTime) {
    return { state, running: prev, applied: false, ...none };
  }
  if (reading.statusCode) {
    running.lastErrorTime = reading.time;
    running.lastTime = reading.time;
    return { state, running, applied: true, ...none };
  }
  if (!state) {
    running.lastInvalidTime = reading.time;
    running.lastTime = reading.time;
    return { state, running, applied: true, ...none };
  }
  const amount = state.amountFull;
  const day = dayEntry(running.days, centralDay(reading.time));
  const sign = model.isReclamation ? -1 : 1;
  let fill: FillEvent | null = null;
  let falseFillTime: number | null = null;
  let drain = false;
  let usage = 0;

  const prevAmount = prev.lastAmount;
  const pending = prev.pendingFill;
  running.pendingFill = null;
  if (pending && sign * (amount - pending.before) < 0.5 * pending.amount) {
    // The level fell back: the jump was the sensor, not a delivery.
    falseFillTime = pending.time;
    running.lastFalseFillTime = reading.time;
    // The last delivery is the one before the false fill (none, if the state predates keeping it).
    running.lastFillAmount = pending.previousAmount ?? null;
    running.lastFillTime = pending.previousTime ?? null;
    const i = running.days.findIndex((d) => d.day === centralDay(pending.time));
    const fillDay = running.days[i];
    if (fillDay === day) {
      day.fill -= pending.amount;
      day.fills -= 1;
    } else if (fillDay) {
      running.days[i] = { ...fillDay, fill: fillDay.fill - pending.amount, fills: fillDay.fills - 1 };
    }
    usage = sign * (pending.before - amount);
  } else if (prevAmount !== null) {
    const rise = sign * (amount - prevAmount);
    if (rise >= model.fillThreshold) {
      fill = { time: reading.time, amount: rise, before: prevAmount, after: amount };
      running.pendingFill = {
        time: reading.time,
        amount: rise,
        before: prevAmount,
        previousAmount: prev.lastFillAmount,
        previousTime: prev.lastFillTime,
      };
      running.lastFillAmount = rise;
      running.lastFillTime = reading.time;
      day.fill += rise;
      day.fills += 1;
    } else {
      usage = -rise;
      if (!model.isReclamation && usage >= model.drainThreshold) {
        drain = true;
        running.lastDrainTime = reading.time;
      }
    }
  }
  if (fill === null) {
    day.usage += usage;
    running.lastUsageAmount = Math.max(0, usage);
  }
  day.inventorySum += amount;
  day.readings += 1;
  running.lastTime = reading.time;
  running.lastAmount = amount;
  return { state, running, applied: true, fill, falseFillTime, drain, usage };
}

// ---------------------------------------------------------------------------------------------
// Usage statistics (spec 001 §3.4 Usage).

export interface UsageStatistics {
  avg7Day: number | null;
  avgDaily: number | null;
  avgDaily60: number | null;
  avgWeekday: number | null;
  avgInventory30: number | null;
  avgInventory60: number | null;
  avgInventory90: number | null;
  /** Days until empty (until full, for reclamation) at the current rate; null without usage. */
  daysLeft: number | null;
  dateEmpty: number | null;
}

/**
 * Daily averages over the complete days before the reading's day: usage over the last 7, 30
 * (avgDaily) and 60 days, Monday-Friday usage over the last 30 (avgWeekday), and the average
 * inventory over 30, 60 and 90 days. A window shorter than its name (a new tank) averages over
 * the days since the first reading. Usage in a gap between readings lands on the day of the later
 * reading, so averages divide by the days elapsed, not by the days with readings.
 * Days left: usable amount (above the heel; room below max fill for reclamation) over the 7-day
 * rate, else the 30-day rate, else the config's base usage.
 */
export function usageStatistics(model: TankModel, running: TankRunning): UsageStatistics {
  const empty: UsageStatistics = {
    avg7Day: null,
    avgDaily: null,
    avgDaily60: null,
    avgWeekday: null,
    avgInventory30: null,
    avgInventory60: null,
    avgInventory90: null,
    daysLeft: null,
    dateEmpty: null,
  };
  if (running.lastTime === null) return empty;
  const today = centralDay(running.lastTime);
  const first = running.days[0]?.day ?? today;
  const usageAvg = (n: number, only?: (day: number) => boolean) => {
    const start = Math.max(today - n, first);
    let total = 0;
    let count = 0;
    for (let d = start; d < today; d++) if (!only || only(d)) count++;
    if (count === 0) return null;
    for (const d of running.days) if (d.day >= start && d.day < today && (!only || only(d.day))) total += d.usage;
    return Math.max(0, total) / count;
  };
  const inventoryAvg = (n: number) => {
    let sum = 0;
    let count = 0;
    for (const d of running.days) {
      if (d.day > today - n && d.readings > 0) {
        sum += d.inventorySum / d.readings;
        count++;
      }
    }
    return count ? sum / count : null;
  };
  const avg7Day = usageAvg(7);
  const avgDaily = usageAvg(30);
  const stats: UsageStatistics = {
    avg7Day,
    avgDaily,
    avgDaily60: usageAvg(60),
    avgWeekday: usageAvg(30, (d) => !isWeekendDay(d)),
    avgInventory30: inventoryAvg(30),
    avgInventory60: inventoryAvg(60),
    avgInventory90: inventoryAvg(90),
    daysLeft: null,
    dateEmpty: null,
  };
  const rate = [avg7Day, avgDaily, model.baseUsage].find((r) => r !== null && r > 0) ?? null;
  if (rate !== null && running.lastAmount !== null) {
    const usable = model.isReclamation ? model.capacity * model.maxFill - running.lastAmount : running.lastAmount - model.heel;
    stats.daysLeft = Math.max(0, usable) / rate;
    stats.dateEmpty = running.lastTime + stats.daysLeft * MS_PER_DAY;
  }
  return stats;
}

// ---------------------------------------------------------------------------------------------
// Asset status (spec 001 §4).

/** Device flags as ingestion and the late sweep know them (devices.ts DEVICE_FLAGS). */
export interface DeviceCondition {
  late: boolean;
  lowBattery: boolean;
}

/** Statuses a reading leaves shown for this long (a delivery, a drain, a false fill). */
export const EVENT_STATUS_HOURS = 24;
/** Expected usage below this share of capacity per day counts as "no use expected". */
const NO_USE_FRACTION = 0.002;
/** Usage a day above this share of capacity on a day no use was expected is unexpected. */
const UNEXPECTED_FRACTION = 0.02;
/** Low usage is judged only where at least this share of capacity is used on a usual day. */
const LOW_USAGE_MIN_FRACTION = 0.005;
/** High usage must also exceed the expected usage by this share of capacity (noise guard). */
const HIGH_USAGE_MARGIN_FRACTION = 0.01;
/** The usual day of its kind is judged over the two weeks before: long enough for four weekend
 * days, short enough to follow the heating season as it comes and goes. */
const USUAL_DAYS = 14;
/** Days of its kind the usual day needs (a fortnight has four weekend days). */
const MIN_USUAL_DAYS = 3;

/** The order statuses are shown in when several apply: the first is the asset's status. */
export const ASSET_STATUS_PRIORITY: readonly AssetStatusId[] = [
  AssetStatus.SensorError,
  AssetStatus.InvalidCalculation,
  AssetStatus.SensorLate,
  AssetStatus.SensorLowBattery,
  AssetStatus.Drain,
  AssetStatus.FalseFill,
  AssetStatus.UnexpectedUsage,
  AssetStatus.HighUsage,
  AssetStatus.LowUsage,
  AssetStatus.Setpoint,
  // Kept by the maintenance sweep, not computed from readings (docs/decisions/065-maintenance-due.md).
  AssetStatus.MaintenanceDue,
  AssetStatus.Delivery,
];

/**
 * Every status that applies to a tank at its last reading, most urgent first; [OK] when none.
 * Sensor error and invalid calculation: the last reading had an error status or could not be
 * computed. Late and low battery come from the device. Drain, false fill and delivery: such an
 * event within EVENT_STATUS_HOURS of the last reading. Usage statuses judge the last complete day
 * against the usual day of its kind (weekday or weekend): the median of those days in the 14
 * before it. High above
 * the excessive-usage percentage, low below the low-usage percentage, unexpected when a day that
 * usually sees no use saw some. Setpoint: the level is in the critical zone (for reclamation,
 * the room left is).
 */
export function assetStatuses(
  model: TankModel,
  running: TankRunning,
  state: TankLevelState | null,
  device: DeviceCondition,
): AssetStatusId[] {
  const out = new Set<AssetStatusId>();
  const at = running.lastTime;
  const recent = (t: number | null) => at !== null && t !== null && at - t <= EVENT_STATUS_HOURS * MS_PER_HOUR;
  if (at !== null && running.lastErrorTime === at) out.add(AssetStatus.SensorError);
  if (at !== null && running.lastInvalidTime === at) out.add(AssetStatus.InvalidCalculation);
  if (device.late) out.add(AssetStatus.SensorLate);
  if (device.lowBattery) out.add(AssetStatus.SensorLowBattery);
  if (recent(running.lastDrainTime)) out.add(AssetStatus.Drain);
  if (recent(running.lastFalseFillTime)) out.add(AssetStatus.FalseFill);
  for (const s of usageStatuses(model, running)) out.add(s);
  if (state && state.zone === Zone.Critical) out.add(AssetStatus.Setpoint);
  if (recent(running.lastFillTime)) out.add(AssetStatus.Delivery);
  const list = ASSET_STATUS_PRIORITY.filter((s) => out.has(s));
  return list.length ? list : [AssetStatus.OK];
}

/** The usage statuses (high, low, unexpected) of the last complete day, as assetStatuses judges them. */
export function usageStatuses(model: TankModel, running: TankRunning): AssetStatusId[] {
  if (running.lastTime === null || !(model.capacity > 0)) return [];
  const today = centralDay(running.lastTime);
  const yesterday = today - 1;
  const first = running.days[0]?.day;
  // Judged only with a full day behind the tank and some history before it.
  if (first === undefined || first > yesterday - 7) return [];
  const weekend = isWeekendDay(yesterday);
  // The usual day is the median of the days of its kind with readings: one outage or one big
  // draw in the fortnight does not move it, so a tank that is usually idle stays "usually idle".
  const same = running.days
    .filter((d) => d.day >= yesterday - USUAL_DAYS && d.day < yesterday && isWeekendDay(d.day) === weekend)
    .map((d) => Math.max(0, d.usage))
    .sort((a, b) => a - b);
  if (same.length < MIN_USUAL_DAYS) return [];
  const mid = Math.floor(same.length / 2);
  const expected = same.length % 2 ? (same[mid] as number) : ((same[mid - 1] as number) + (same[mid] as number)) / 2;
  const used = Math.max(0, running.days.find((d) => d.day === yesterday)?.usage ?? 0);
  const cap = model.capacity;
  if (expected < NO_USE_FRACTION * cap) return used > UNEXPECTED_FRACTION * cap ? [AssetStatus.UnexpectedUsage] : [];
  if (used > (expected * model.highUsagePercent) / 100 && used - expected > HIGH_USAGE_MARGIN_FRACTION * cap) {
    return [AssetStatus.HighUsage];
  }
  if (expected >= LOW_USAGE_MIN_FRACTION * cap && used < (expected * model.lowUsagePercent) / 100) return [AssetStatus.LowUsage];
  return [];
}

/** A set of statuses as one mask: bit n is status id n. */
export function assetStatusMask(statuses: readonly AssetStatusId[]): number {
  return statuses.reduce<number>((mask, s) => (s === AssetStatus.OK ? mask : mask | (1 << s)), 0);
}

export function assetStatusesOfMask(mask: number): AssetStatusId[] {
  const list = ASSET_STATUS_PRIORITY.filter((s) => (mask & (1 << s)) !== 0);
  return list.length ? list : [AssetStatus.OK];
}
