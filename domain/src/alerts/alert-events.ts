// What an alert event says (issue 15): the line of the alert history, and how loud an active alert
// is in the notification strip. An event stores its value and a detail in the stored units
// (percent of capacity, gallons or pounds, °F, the pressure config's units); the caller's units are
// applied here through `units`.
import { AlertEventState } from './alert-api';
import { AlertType, alertTypeLabel } from './alerts';
import { NotificationLevel, type NotificationLevelId } from './notifications';

/** What a level, temperature or pressure event records beside its value. */
export interface AlertEventDetail {
  /** The threshold crossed (percent, °F, pressure units). */
  threshold?: number;
  /** Pressure: the range the transducer maps onto. */
  min?: number;
  max?: number;
  /** Usage over a time frame: the amount that was the limit, and the hours. */
  limit?: number;
  hours?: number;
  /** Excessive calls: the usual number over the same days. */
  usual?: number;
  days?: number;
  /** Maintenance: the day it is due. */
  dueOn?: string;
  /** Theft or drain: how much fell. Delivery: how much came. */
  amount?: number;
  /** Geofence: whether the GPS fix was inside the fence. */
  inside?: boolean;
}

/** Amounts and temperatures in the reader's units. */
export interface EventUnits {
  amount(gallons: number): string;
  temperature(fahrenheit: number): string;
}

const plain: EventUnits = {
  amount: (v) => `${round(v)} gal`,
  temperature: (v) => `${round(v)} °F`,
};

const numberFormat = new Intl.NumberFormat('en-US');

function round(v: number): string {
  return numberFormat.format(Math.round(v * 10) / 10);
}

const pct = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${round(v)}%`);

/** A line saying what happened ("Level 18% is at or below the critical level 20%"). */
export function describeAlertEvent(
  e: { typeId: number; stateId: number; value: number | null; detail: AlertEventDetail },
  units: EventUnits = plain,
): string {
  const raised = e.stateId === AlertEventState.Raised;
  const d = e.detail;
  const v = e.value;
  switch (e.typeId) {
    case AlertType.TankLevelCritical:
    case AlertType.TankLevelWarning: {
      const zone = e.typeId === AlertType.TankLevelCritical ? 'critical' : 'warning';
      return raised
        ? `Level ${pct(v)} is at or below the ${zone} level ${pct(d.threshold)}`
        : `Level ${pct(v)} is back above the ${zone} level ${pct(d.threshold)}`;
    }
    case AlertType.TankLevelSafe:
      return raised
        ? `Level ${pct(v)} is above the warning level ${pct(d.threshold)}`
        : `Level ${pct(v)} fell to the warning level ${pct(d.threshold)}`;
    case AlertType.TemperatureLow:
    case AlertType.TemperatureHigh: {
      const t = v === null ? '-' : units.temperature(v);
      const limit = d.threshold === undefined ? '-' : units.temperature(d.threshold);
      const side = e.typeId === AlertType.TemperatureLow ? 'low' : 'high';
      return raised ? `Temperature ${t} reached the ${side} limit ${limit}` : `Temperature ${t} is back within the ${side} limit ${limit}`;
    }
    case AlertType.TemperatureNormal: {
      const t = v === null ? '-' : units.temperature(v);
      return raised ? `Temperature ${t} is back within its limits` : `Temperature ${t} left its limits`;
    }
    case AlertType.Pressure: {
      const p = round(v ?? 0);
      if (!raised) return `Pressure ${p} is back within its alert values`;
      if (d.threshold !== undefined && v !== null && v <= d.threshold)
        return `Pressure ${p} is at or below the alert value ${round(d.threshold)}`;
      return `Pressure ${p} is outside ${round(d.min ?? 0)}-${round(d.max ?? 0)}`;
    }
    case AlertType.Switch:
      return raised ? 'The switch is on' : 'The switch is off';
    case AlertType.TheftDetection:
      return raised
        ? `The level fell ${units.amount(d.amount ?? 0)} more than the tank's use explains: possible theft`
        : 'No unexplained fall in the last 24 hours';
    case AlertType.Drain:
      return raised ? `The level fell ${units.amount(d.amount ?? 0)} between two readings` : 'No drain in the last 24 hours';
    case AlertType.Delivery:
      return raised ? `A delivery of ${units.amount(d.amount ?? 0)}` : 'No delivery in the last 24 hours';
    case AlertType.UnexpectedUsage:
      return raised ? `${units.amount(v ?? 0)} used on a day that usually sees none` : 'Usage is as usual again';
    case AlertType.LowBattery:
      return raised ? `Battery low (${round(v ?? 0)})` : `Battery back to ${round(v ?? 0)}`;
    case AlertType.SensorError:
      return raised ? `The device reported an error (status ${v ?? '-'})` : 'The device reports without errors again';
    case AlertType.Connection:
      return raised ? `No call-in for ${hoursText(v)}` : 'The device called in again';
    case AlertType.SensorLate:
      return raised ? `No reading for ${hoursText(v)}` : 'Readings arrive again';
    case AlertType.ExcessiveUsage:
    case AlertType.LowUsage: {
      const which = e.typeId === AlertType.ExcessiveUsage ? 'above' : 'below';
      const used = units.amount(v ?? 0);
      const limit = units.amount(d.limit ?? 0);
      return raised
        ? `${used} used in ${d.hours ?? '-'} hours, ${which} the limit of ${limit}`
        : `${used} used in ${d.hours ?? '-'} hours, within the limit of ${limit}`;
    }
    case AlertType.ExcessiveCalls:
      return raised
        ? `${v ?? '-'} call-ins in ${d.days ?? '-'} days, usually ${round(d.usual ?? 0)}`
        : `${v ?? '-'} call-ins in ${d.days ?? '-'} days, back to usual`;
    case AlertType.MaintenanceDue:
      return raised ? `Maintenance was due on ${d.dueOn ?? '-'}` : 'Maintenance done';
    case AlertType.Geofence:
      return `${raised ? 'GPS position' : 'GPS position now'} ${d.inside ? 'inside' : 'outside'} the geofence`;
    default:
      return `${alertTypeLabel(e.typeId)} ${raised ? 'raised' : 'cleared'}`;
  }
}

function hoursText(minutes: number | null): string {
  if (minutes === null) return '-';
  const hours = minutes / 60;
  return hours >= 48 ? `${round(hours / 24)} days` : `${round(hours)} hours`;
}

const CRITICAL: ReadonlySet<number> = new Set([
  AlertType.TankLevelCritical,
  AlertType.TheftDetection,
  AlertType.Drain,
  AlertType.Connection,
]);
const GOOD_NEWS: ReadonlySet<number> = new Set([AlertType.TankLevelSafe, AlertType.TemperatureNormal]);

/** The notification level of an active alert (spec 000 §3): Critical for a tank near empty, a
 * theft, a drain or a silent device; Information for the "back to normal" types; else Warning. */
export function alertNotificationLevel(typeId: number): NotificationLevelId {
  if (CRITICAL.has(typeId)) return NotificationLevel.Critical;
  if (GOOD_NEWS.has(typeId)) return NotificationLevel.Information;
  return NotificationLevel.Warning;
}
