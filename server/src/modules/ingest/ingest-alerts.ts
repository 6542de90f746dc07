// The alerts ingestion decides (docs/decisions/066-alert-evaluation.md): level, temperature,
// pressure, switch, theft, drain, delivery and unexpected usage on an asset, low battery and
// sensor error on a device, each decided as its reading or call is processed, in time order, from
// the state the processor has just computed. No I/O: the processor hands this module what it
// computed; the states it starts from come with the context (loadContext), and the events and
// state changes it makes are written in the batch's transaction (writeAlertChanges).
import { ConfigType } from '@ullage/domain/configs';
import { AlertEventState } from '@ullage/domain/alerts/alert-api';
import type { AlertEventDetail } from '@ullage/domain/alerts/alert-events';
import { insideGeofence, type GeofenceShape } from '@ullage/domain/geofences/geofences';
import {
  batteryAlertRaised,
  geofenceAlertRaised,
  eventAlertOver,
  isTheft,
  levelAlertRaised,
  pressureAlertRaised,
  switchAlertRaised,
  temperatureAlertRaised,
} from '@ullage/domain/alerts/alert-rules';
import { AlertType } from '@ullage/domain/alerts/alerts';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { centralDay, usageStatuses, type ReadingOutcome, type TankModel, type TankRunning } from '@ullage/domain/tanks/tank-state';
import { Zone } from '@ullage/domain/tanks/zones';

/** One alert as it applies to one entity (its own, or one set on a folder above it), with where
 * it stands now. The processor moves it as it goes; an event marks a state to write. */
export interface LiveAlert {
  id: number;
  typeId: number;
  entityUid: number;
  raised: boolean;
  /** When it was last raised or cleared (epoch ms), null when never. */
  changedAt: number | null;
  lastValue: number | null;
  raisedEventId: number | null;
  /** Whether the alert has a contact group: its events are delivered by message. */
  addressed: boolean;
  /** A geofence alert's fence and mode, and whether the asset's last GPS fix was inside it (null:
   * no fix yet). */
  geofence?: { fence: GeofenceShape; mode: number; wasInside: boolean | null; lastFixAt: number | null };
}

export interface AlertEventRow {
  alert: LiveAlert;
  stateId: number;
  value: number | null;
  detail: AlertEventDetail;
  occurredAt: number;
}

/** Sets an alert's state, recording an event when it changes. */
export function moveAlert(
  events: AlertEventRow[],
  a: LiveAlert,
  raised: boolean,
  at: number,
  value: number | null,
  detail: AlertEventDetail = {},
): void {
  if (raised === a.raised) return;
  a.raised = raised;
  a.changedAt = at;
  a.lastValue = value;
  events.push({ alert: a, stateId: raised ? AlertEventState.Raised : AlertEventState.Cleared, value, detail, occurredAt: at });
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** What a tank reading did, for its asset's alerts. */
export interface TankReadingSeen {
  time: number;
  model: TankModel;
  prev: TankRunning;
  out: ReadingOutcome;
  deadzone: number;
}

/** Usage a day over the complete days (up to 7) before `day`, or null without any. */
function usualDaily(running: TankRunning, day: number): number | null {
  let total = 0;
  let n = 0;
  for (const d of running.days) {
    if (d.day < day && d.day >= day - 7) {
      total += Math.max(0, d.usage);
      n++;
    }
  }
  return n > 0 ? total / n : null;
}

/** The asset's alerts after one applied tank reading. */
export function tankReadingAlerts(events: AlertEventRow[], alerts: readonly LiveAlert[], seen: TankReadingSeen): void {
  const { time, model, prev, out, deadzone } = seen;
  const state = out.state;
  const percent = state ? state.percentFull * 100 : null;
  // The zones judge a reclamation tank by the room left (tank-state.ts levelState).
  const judged = state ? (model.isReclamation ? 100 - state.percentFull * 100 : state.percentFull * 100) : null;
  const newDay = prev.lastTime === null || centralDay(prev.lastTime) !== centralDay(time);
  for (const a of alerts) {
    switch (a.typeId) {
      case AlertType.TankLevelCritical:
      case AlertType.TankLevelWarning:
      case AlertType.TankLevelSafe: {
        if (judged === null || percent === null) break;
        const raised = levelAlertRaised(a.typeId, a.raised, judged, model.zones, deadzone);
        const threshold = (a.typeId === AlertType.TankLevelCritical ? model.zones.critical : model.zones.warning) * 100;
        moveAlert(events, a, raised, time, round2(percent), { threshold: round2(threshold) });
        break;
      }
      case AlertType.Drain:
      case AlertType.TheftDetection: {
        if (out.drain) {
          const hours = prev.lastTime === null ? 24 : (time - prev.lastTime) / 3_600_000;
          const usual = usualDaily(prev, centralDay(time)) ?? (model.baseUsage || null);
          const fires = a.typeId === AlertType.Drain || isTheft(out.usage, hours, usual);
          if (fires) {
            moveAlert(events, a, true, time, percent === null ? null : round2(percent), { amount: round2(out.usage) });
            break;
          }
        }
        if (a.raised && a.changedAt !== null && eventAlertOver(a.changedAt, time))
          moveAlert(events, a, false, time, percent === null ? null : round2(percent));
        break;
      }
      case AlertType.Delivery: {
        if (out.fill) moveAlert(events, a, true, time, round2(out.fill.amount), { amount: round2(out.fill.amount) });
        // A fill the next reading undid was the sensor, not a delivery (a false fill).
        else if (a.raised && (out.falseFillTime !== null || (a.changedAt !== null && eventAlertOver(a.changedAt, time)))) {
          moveAlert(events, a, false, time, null);
        }
        break;
      }
      case AlertType.UnexpectedUsage: {
        // Judged on yesterday, so once a day: at the first reading of a day.
        if (!newDay) break;
        const unexpected = usageStatuses(model, out.running).includes(AssetStatus.UnexpectedUsage);
        const yesterday = out.running.days.find((d) => d.day === centralDay(time) - 1);
        moveAlert(events, a, unexpected, time, yesterday ? round2(Math.max(0, yesterday.usage)) : null);
        break;
      }
      default:
        break;
    }
  }
}

/** The asset's temperature, pressure or switch alerts after one reading of a value config. */
export function valueReadingAlerts(
  events: AlertEventRow[],
  alerts: readonly LiveAlert[],
  reading: { time: number; configTypeId: number; config: Record<string, unknown>; value: number; deadzone: number },
): void {
  const { time, configTypeId, config, value, deadzone } = reading;
  for (const a of alerts) {
    if (
      configTypeId === ConfigType.Temperature &&
      (a.typeId === AlertType.TemperatureLow || a.typeId === AlertType.TemperatureHigh || a.typeId === AlertType.TemperatureNormal)
    ) {
      const zones = (config.zones as { type: number; value: number }[] | undefined) ?? [];
      const bounds = {
        cold: zones.find((z) => z.type === Zone.Cold)?.value ?? null,
        hot: zones.find((z) => z.type === Zone.Hot)?.value ?? null,
      };
      const raised = temperatureAlertRaised(a.typeId, a.raised, value, bounds, deadzone);
      if (raised === null) continue;
      const threshold = a.typeId === AlertType.TemperatureLow ? bounds.cold : a.typeId === AlertType.TemperatureHigh ? bounds.hot : null;
      moveAlert(events, a, raised, time, round2(value), threshold === null ? {} : { threshold });
    } else if (configTypeId === ConfigType.Pressure && a.typeId === AlertType.Pressure) {
      const zones = (config.zones as { type: number; value: number }[] | undefined) ?? [];
      const alertValues = zones.filter((z) => z.type === Zone.Warning || z.type === Zone.Critical).map((z) => z.value);
      const limits = {
        low: alertValues.length > 0 ? Math.max(...alertValues) : null,
        min: Number(config.minValue ?? 0),
        max: Number(config.maxValue ?? 0),
      };
      const raised = pressureAlertRaised(a.raised, value, limits, deadzone);
      if (raised !== null) {
        moveAlert(events, a, raised, time, round2(value), {
          ...(limits.low === null ? {} : { threshold: limits.low }),
          ...(limits.max > limits.min ? { min: limits.min, max: limits.max } : {}),
        });
      }
    } else if (configTypeId === ConfigType.Switch && a.typeId === AlertType.Switch) {
      moveAlert(events, a, switchAlertRaised(value), time, value);
    }
  }
}

/** One call of a device, for its low battery and sensor error alerts. */
export interface CallSeen {
  time: number;
  modelId: number;
  /** The battery the call reported, null when it reported none. */
  battery: number | null;
  /** The call's status, or the first error status of a reading in it; 0 when all was well. */
  errorStatus: number;
  deadzone: number;
}

export function callAlerts(events: AlertEventRow[], alerts: readonly LiveAlert[], call: CallSeen): void {
  for (const a of alerts) {
    if (a.typeId === AlertType.LowBattery) {
      const raised = batteryAlertRaised(a.raised, call.modelId, call.battery, call.deadzone);
      if (raised !== null) moveAlert(events, a, raised, call.time, call.battery);
    } else if (a.typeId === AlertType.SensorError) {
      moveAlert(events, a, call.errorStatus !== 0, call.time, call.errorStatus);
    }
  }
}

/** The asset's geofence alerts at one GPS fix (docs/decisions/078-geofences.md). The event's value
 * is 1 inside the fence, 0 outside. */
export function gpsFixAlerts(
  events: AlertEventRow[],
  alerts: readonly LiveAlert[],
  fix: { time: number; latitude: number; longitude: number },
): void {
  for (const a of alerts) {
    if (a.typeId !== AlertType.Geofence || !a.geofence) continue;
    // A fix older than the newest one seen came late: the alert moved on already.
    if (a.geofence.lastFixAt !== null && fix.time <= a.geofence.lastFixAt) continue;
    a.geofence.lastFixAt = fix.time;
    const inside = insideGeofence(a.geofence.fence, fix);
    const { raised, crossed } = geofenceAlertRaised(a.geofence.mode, a.raised, a.geofence.wasInside, inside);
    const value = inside ? 1 : 0;
    const detail = { inside };
    // A second crossing while the first is still raised is an event of its own.
    if (crossed && raised && a.raised) moveAlert(events, a, false, fix.time, value, detail);
    moveAlert(events, a, raised, fix.time, value, detail);
    a.geofence.wasInside = inside;
  }
}
