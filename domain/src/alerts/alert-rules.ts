// How each alert type decides whether it is raised (docs/decisions/066-alert-evaluation.md). Pure:
// ingestion (server/src/modules/ingest/ingest-alerts.ts) decides the reading-driven types as each
// reading is processed, the minute sweep (server/src/modules/alert/alert-sweep.ts) the time-driven
// ones. A rule takes whether the alert is raised now and answers whether it is raised after what it
// sees: an event is written only when the answer changes.
//
// Hysteresis: the device alert config's deadzone (spec 001 §3.5 Device alert 23, 0-9) is percent
// points of level for level alerts and of capacity for usage alerts, and the sensor's own units for
// temperature and pressure. A value hovering at its threshold raises once; the alert clears only
// once the value is past the threshold by the deadzone.
import { isLowBattery, LOW_BATTERY_PERCENT, reportsBatteryPercent } from '../devices/device-health';
import { AlertType, GeofenceAlertMode } from './alerts';

// ---------------------------------------------------------------------------------------------
// Which types are decided where.

/** Decided by ingestion, as each reading or call is processed, for an asset. */
export const READING_ASSET_ALERT_TYPES: ReadonlySet<number> = new Set([
  AlertType.TankLevelWarning,
  AlertType.TankLevelCritical,
  AlertType.TankLevelSafe,
  AlertType.TemperatureLow,
  AlertType.TemperatureNormal,
  AlertType.TemperatureHigh,
  AlertType.Pressure,
  AlertType.Switch,
  AlertType.TheftDetection,
  AlertType.Drain,
  AlertType.Delivery,
  AlertType.UnexpectedUsage,
  // At each GPS fix of the asset (docs/decisions/078-geofences.md).
  AlertType.Geofence,
]);

/** Decided by ingestion, at each call of a device. */
export const READING_DEVICE_ALERT_TYPES: ReadonlySet<number> = new Set([AlertType.LowBattery, AlertType.SensorError]);

/** Decided by the minute sweep, from the clock and what is stored. */
export const TIMED_ALERT_TYPES: ReadonlySet<number> = new Set([
  AlertType.Connection,
  AlertType.SensorLate,
  AlertType.ExcessiveUsage,
  AlertType.LowUsage,
  AlertType.ExcessiveCalls,
  AlertType.MaintenanceDue,
]);

/** Event alerts (a drain, a theft, a delivery) stay raised this long after their event, as the
 * asset statuses Drain and Delivery show for 24 hours (docs/decisions/027-tank-state.md). */
export const EVENT_ALERT_HOURS = 24;

// ---------------------------------------------------------------------------------------------
// Thresholds with a deadzone.

/** Raised at or below `threshold`; cleared once above threshold + deadzone. */
export function belowThreshold(raised: boolean, value: number, threshold: number, deadzone: number): boolean {
  return value <= threshold + (raised ? deadzone : 0);
}

/** Raised at or above `threshold`; cleared once below threshold - deadzone. */
export function aboveThreshold(raised: boolean, value: number, threshold: number, deadzone: number): boolean {
  return value >= threshold - (raised ? deadzone : 0);
}

/** Raised once inside (low, high) by the deadzone; cleared at either bound. */
function insideBand(raised: boolean, value: number, low: number, high: number, deadzone: number): boolean {
  const d = raised ? 0 : deadzone;
  return value > low + d && value < high - d;
}

// ---------------------------------------------------------------------------------------------
// Reading-driven types.

/**
 * Tank level alerts against the asset tank config's zones (fractions of capacity). `level` is the
 * percent (0-100) the zones are judged on: the level, or for a reclamation tank the room left.
 * Warning: at or below the warning level (a tank in the critical zone is below it too); Critical:
 * at or below the critical level; Safe: above the warning level.
 */
export function levelAlertRaised(
  typeId: number,
  raised: boolean,
  level: number,
  zones: { warning: number; critical: number },
  deadzone: number,
): boolean {
  if (typeId === AlertType.TankLevelCritical) return belowThreshold(raised, level, zones.critical * 100, deadzone);
  if (typeId === AlertType.TankLevelWarning) return belowThreshold(raised, level, zones.warning * 100, deadzone);
  // Safe: the complement of Warning, raised once clear of the warning level by the deadzone.
  return !belowThreshold(!raised, level, zones.warning * 100, deadzone);
}

/**
 * Temperature alerts against the temperature config's Cold and Hot zones (in the config's units):
 * Low at or below Cold, High at or above Hot, Normal between them. Null when the config lacks the
 * bound the type needs (nothing to judge by).
 */
export function temperatureAlertRaised(
  typeId: number,
  raised: boolean,
  value: number,
  bounds: { cold: number | null; hot: number | null },
  deadzone: number,
): boolean | null {
  if (typeId === AlertType.TemperatureLow) return bounds.cold === null ? null : belowThreshold(raised, value, bounds.cold, deadzone);
  if (typeId === AlertType.TemperatureHigh) return bounds.hot === null ? null : aboveThreshold(raised, value, bounds.hot, deadzone);
  if (bounds.cold === null && bounds.hot === null) return null;
  return insideBand(raised, value, bounds.cold ?? Number.NEGATIVE_INFINITY, bounds.hot ?? Number.POSITIVE_INFINITY, deadzone);
}

/**
 * Pressure (spec 001 §3.5 Pressure): raised when the pressure reaches the config's alert values,
 * its Warning and Critical zones (at or below the higher of them: a line losing pressure), or
 * leaves the range the transducer maps onto, minValue-maxValue (a failed transducer or an
 * over-pressure); cleared once clear of both by the deadzone. Null when the config has neither.
 */
export function pressureAlertRaised(
  raised: boolean,
  value: number,
  limits: { low: number | null; min: number; max: number },
  deadzone: number,
): boolean | null {
  const hasRange = limits.max > limits.min;
  if (limits.low === null && !hasRange) return null;
  const low = limits.low !== null && belowThreshold(raised, value, limits.low, deadzone);
  const outside = hasRange && !insideBand(!raised, value, limits.min, limits.max, deadzone);
  return low || outside;
}

/** Switch: raised while the switch reads on (1), cleared when off. */
export function switchAlertRaised(value: number): boolean {
  return value !== 0;
}

/** Low battery: raised when the battery is low for its model; for a model reporting percent, it
 * clears only at LOW_BATTERY_PERCENT + deadzone (a fresh battery). */
export function batteryAlertRaised(raised: boolean, modelId: number, battery: number | null, deadzone: number): boolean | null {
  if (battery === null) return null;
  if (raised && reportsBatteryPercent(modelId)) return battery < LOW_BATTERY_PERCENT + deadzone;
  return isLowBattery(modelId, battery);
}

/**
 * Theft: a drain (a fall of at least the drain threshold between two readings) that the tank's
 * use does not explain: more than twice what it usually uses in that time (its daily average,
 * else the config's base usage), or any drain where no use is known.
 */
export function isTheft(fall: number, hours: number, usualDaily: number | null): boolean {
  if (usualDaily === null || !(usualDaily > 0)) return true;
  return fall > (2 * usualDaily * Math.max(hours, 1)) / 24;
}

/**
 * spec 001 §3.6 Geofence (typeId 8) at a GPS fix (docs/decisions/078-geofences.md), by its mode
 * (alerts.ts GEOFENCE_ALERT_MODES): Exit is raised while the asset is outside the fence, Enter while
 * it is inside; EnterOrExit is raised at each crossing (`crossed`: the fix before was on the other
 * side) and cleared at the next fix that crosses nothing.
 */
export function geofenceAlertRaised(
  mode: number,
  raised: boolean,
  wasInside: boolean | null,
  inside: boolean,
): { raised: boolean; crossed: boolean } {
  const crossed = wasInside !== null && wasInside !== inside;
  if (mode === GeofenceAlertMode.Enter) return { raised: inside, crossed };
  if (mode === GeofenceAlertMode.EnterOrExit) return { raised: crossed, crossed };
  return { raised: !inside, crossed };
}

/** Whether an event alert raised at `raisedAt` is over at `now`. */
export function eventAlertOver(raisedAt: number, now: number): boolean {
  return now - raisedAt >= EVENT_ALERT_HOURS * 3_600_000;
}

// ---------------------------------------------------------------------------------------------
// Time-driven types.

/**
 * Usage over a time frame (spec 001 §3.6 ExcessiveUsage / LowUsage): the usage of the last
 * `timeFrame` hours against what is expected in that time, the tank's own average daily usage
 * (mode 'average') or the entered avgUsage a day (mode 'expected'). Excessive above usagePercent
 * of the expected, low below it. Null when nothing is expected (no average yet, or 0 entered).
 * `deadzone` is an amount (the deadzone's percent points of capacity).
 */
export function usageAlertRaised(
  typeId: number,
  raised: boolean,
  used: number,
  expectedDaily: number | null,
  settings: { timeFrame: number; usagePercent: number },
  deadzone: number,
): boolean | null {
  if (expectedDaily === null || !(expectedDaily > 0)) return null;
  const limit = ((expectedDaily * settings.timeFrame) / 24) * (settings.usagePercent / 100);
  if (typeId === AlertType.ExcessiveUsage) return used > limit - (raised ? deadzone : 0);
  return used < limit + (raised ? deadzone : 0);
}

/**
 * Excessive calls (spec 001 §3.6: percentage 2, days 7): more than `percentage` times the usual
 * number of call-ins over the last `days` days. Usual: a quarter of the calls of the four periods
 * of `days` before; a device without that history, its expected interval's calls.
 */
export function usualCalls(priorCalls: number, expectedIntervalMinutes: number, days: number): number {
  return priorCalls > 0 ? priorCalls / 4 : (days * 1440) / Math.max(expectedIntervalMinutes, 1);
}

export function excessiveCallsRaised(calls: number, usual: number, percentage: number): boolean {
  return calls > percentage * usual;
}
