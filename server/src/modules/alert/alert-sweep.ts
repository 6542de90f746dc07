// The time-driven alerts (docs/decisions/066-alert-evaluation.md), swept every minute by the job
// queue: Connection (a device's call-in overdue), Sensor Late (a reading of one of its sensors
// overdue), Excessive and Low Usage over a time frame, Excessive Calls, and Maintenance Due with
// the asset status it sets (docs/decisions/065-maintenance-due.md). What they judge is read
// set-wise for every (alert, entity) pair, decided by the pure rules of
// domain/src/alerts/alert-rules.ts, and written with the delivery jobs of its events in one
// transaction. One instance sweeps at a time (an advisory lock; the queue also fires the cron job
// on one instance only).
import type pg from 'pg';
import { AlertEventState, alertAppliesTo } from '@ullage/domain/alerts/alert-api';
import type { AlertEventDetail } from '@ullage/domain/alerts/alert-events';
import { excessiveCallsRaised, TIMED_ALERT_TYPES, usageAlertRaised, usualCalls } from '@ullage/domain/alerts/alert-rules';
import { AlertType } from '@ullage/domain/alerts/alerts';
import { defaultIntervalMinutes, isLate } from '@ullage/domain/devices/device-health';
import { maintenanceDue } from '@ullage/domain/tanks/maintenance';
import { assetStatusesOfMask, centralDay, isWeekendDay } from '@ullage/domain/tanks/tank-state';
import { DEFAULT_TIME_ZONE_ID, utcOffsetHours } from '@ullage/domain/time-zones';
import {
  amountsSince,
  callCounts,
  deadzones,
  deviceCalls,
  inSweepTransaction,
  maintenancePlans,
  setMaintenanceBits,
  tanksNow,
  timedPairs,
  tryLock,
  writeEvents,
  type SweepEvent,
  type TimedPair,
} from './alert-sweep.repository';

export const LOCK_ALERT_SWEEP = 7_242_015;
const HOUR = 3_600_000;

export interface AlertSweepResult {
  /** (alert, entity) pairs judged. */
  judged: number;
  raised: number;
  cleared: number;
  /** Tanks whose MaintenanceDue status changed. */
  maintenanceStatuses: number;
}

/** Queues delivery of events in the caller's transaction (the alert delivery module). */
export interface EventDelivery {
  enqueueInTransaction(client: pg.PoolClient, eventIds: readonly number[]): Promise<void>;
}

/** "YYYY-MM-DD" of `now` in a time zone (with or without its daylight saving). */
export function localDay(now: number, timeZoneId: number | null, observeDst: boolean | null): string {
  const offset = utcOffsetHours(timeZoneId ?? DEFAULT_TIME_ZONE_ID, observeDst ?? true, new Date(now));
  return new Date(now + offset * HOUR).toISOString().slice(0, 10);
}

type Decision = { raised: boolean; value: number | null; detail: AlertEventDetail } | null;

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const round2 = (x: number) => Math.round(x * 100) / 100;

/** One sweep at `now`; null when another instance is sweeping. */
export async function sweepTimeAlerts(pool: pg.Pool, delivery: EventDelivery | null, now: number): Promise<AlertSweepResult | null> {
  return inSweepTransaction(pool, async (client) => {
    if (!(await tryLock(client, LOCK_ALERT_SWEEP))) return null;
    const pairs = (await timedPairs(client, [...TIMED_ALERT_TYPES])).filter((p) => alertAppliesTo(p.typeId, p.entityTypeId));
    const decisions = new Map<TimedPair, Decision>();
    const of = (type: number) => pairs.filter((p) => p.typeId === type);

    // Connection and Sensor Late: from the device's last call-in and its sensors' states.
    const lateTypes = [...of(AlertType.Connection), ...of(AlertType.SensorLate)];
    const calls = of(AlertType.ExcessiveCalls);
    const devices = await deviceCalls(client, [...new Set([...lateTypes, ...calls].map((p) => p.entityUid))]);
    for (const p of lateTypes) {
      const d = devices.get(p.entityUid);
      if (!d || d.lastUpdateAt === null) continue; // not reported yet: nothing is overdue
      const interval = d.intervalMinutes ?? defaultIntervalMinutes(d.modelId);
      const since = p.typeId === AlertType.Connection ? d.lastUpdateAt : d.oldestSensorAt;
      if (since === null) continue;
      decisions.set(p, { raised: isLate(since, interval, now), value: Math.round((now - since) / 60_000), detail: {} });
    }

    // Excessive calls: the call-ins of the last `days` days against the four periods before.
    const counts = await callCounts(
      client,
      calls.map((p) => ({ deviceUid: p.entityUid, since: now - num(p.settings.days, 7) * 24 * HOUR, now })),
    );
    calls.forEach((p, i) => {
      const c = counts[i] as { calls: number; prior: number };
      const d = devices.get(p.entityUid);
      const days = num(p.settings.days, 7);
      const usual = usualCalls(c.prior, d?.intervalMinutes ?? defaultIntervalMinutes(d?.modelId ?? 0), days);
      decisions.set(p, {
        raised: excessiveCallsRaised(c.calls, usual, num(p.settings.percentage, 2)),
        value: c.calls,
        detail: { usual: round2(usual), days },
      });
    });

    // Usage over a time frame: the fall in amount since the frame began, plus what was delivered.
    const usage = [...of(AlertType.ExcessiveUsage), ...of(AlertType.LowUsage)];
    const tanks = await tanksNow(client, [...new Set(usage.map((p) => p.entityUid))]);
    const zones = await deadzones(client, [...new Set([...tanks.values()].flatMap((t) => (t.deviceUid === null ? [] : [t.deviceUid])))]);
    const judgedUsage = usage.filter((p) => {
      const tank = tanks.get(p.entityUid);
      // Weekends left out: on a weekend the alert holds where it stands.
      return tank && tank.amount !== null && (p.settings.includeWeekends !== false || !isWeekendDay(centralDay(now)));
    });
    const frames = await amountsSince(
      client,
      judgedUsage.map((p) => {
        const tank = tanks.get(p.entityUid) as { sensorUid: number };
        return { assetUid: p.entityUid, sensorUid: tank.sensorUid, since: now - num(p.settings.timeFrame, 24) * HOUR };
      }),
    );
    judgedUsage.forEach((p, i) => {
      const tank = tanks.get(p.entityUid);
      const frame = frames[i];
      if (!tank || tank.amount === null || !frame || frame.startAmount === null) return;
      const used = Math.max(0, frame.startAmount - tank.amount + frame.filled);
      const expectedDaily =
        p.settings.mode === 'expected'
          ? num(p.settings.avgUsage, 0)
          : p.settings.includeWeekends === false
            ? tank.avgWeekday
            : tank.avgDaily;
      const settings = { timeFrame: num(p.settings.timeFrame, 24), usagePercent: num(p.settings.usagePercent, 100) };
      const deadzone = ((tank.deviceUid === null ? 0 : (zones.get(tank.deviceUid) ?? 0)) / 100) * (tank.capacity ?? 0);
      const raised = usageAlertRaised(p.typeId, p.raised, used, expectedDaily, settings, deadzone);
      if (raised === null) return;
      const limit = (((expectedDaily ?? 0) * settings.timeFrame) / 24) * (settings.usagePercent / 100);
      decisions.set(p, { raised, value: round2(used), detail: { limit: round2(limit), hours: settings.timeFrame } });
    });

    // Maintenance: the status of every tank whose plan is due (or no longer), and its alerts.
    const maintenance = of(AlertType.MaintenanceDue);
    const plans = await maintenancePlans(client, now, [...new Set(maintenance.map((p) => p.entityUid))]);
    const dueOf = new Map<number, { due: boolean; dueOn: string | null }>();
    for (const plan of plans) {
      const due = plan.dueOn !== null && maintenanceDue(plan.dueOn, localDay(now, plan.timeZoneId, plan.observeDst));
      dueOf.set(plan.assetUid, { due, dueOn: plan.dueOn });
    }
    for (const p of maintenance) {
      const d = dueOf.get(p.entityUid) ?? { due: false, dueOn: null };
      decisions.set(p, { raised: d.due, value: null, detail: d.dueOn === null ? {} : { dueOn: d.dueOn } });
    }
    const maintenanceStatuses = await setMaintenanceBits(
      client,
      new Map([...dueOf].map(([uid, d]) => [uid, d.due])),
      (mask) => assetStatusesOfMask(mask)[0] as number,
    );

    const events: SweepEvent[] = [];
    for (const [p, d] of decisions) {
      if (!d || d.raised === p.raised) continue;
      events.push({
        alertId: p.alertId,
        entityUid: p.entityUid,
        typeId: p.typeId,
        stateId: d.raised ? AlertEventState.Raised : AlertEventState.Cleared,
        value: d.value,
        detail: d.detail as Record<string, unknown>,
        occurredAt: now,
      });
    }
    const ids = await writeEvents(client, events);
    if (ids.length > 0) await delivery?.enqueueInTransaction(client, ids);
    return {
      judged: decisions.size,
      raised: events.filter((e) => e.stateId === AlertEventState.Raised).length,
      cleared: events.filter((e) => e.stateId === AlertEventState.Cleared).length,
      maintenanceStatuses,
    };
  });
}
