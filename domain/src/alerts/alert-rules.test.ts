import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeAlertEvent, alertNotificationLevel } from './alert-events';
import {
  aboveThreshold,
  belowThreshold,
  excessiveCallsRaised,
  isTheft,
  levelAlertRaised,
  pressureAlertRaised,
  temperatureAlertRaised,
  usageAlertRaised,
  usualCalls,
} from './alert-rules';
import { AlertType } from './alerts';

/** The states a rule goes through over a series, starting cleared. */
function run(rule: (raised: boolean, v: number) => boolean, values: number[]): boolean[] {
  let raised = false;
  return values.map((v) => (raised = rule(raised, v)));
}

const changes = (states: boolean[]) => states.filter((s, i) => s !== (i === 0 ? false : states[i - 1])).length;

describe('thresholds with a deadzone', () => {
  it('raise once however long a value hovers within the deadzone of its threshold', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 20, max: 23, noNaN: true }), { minLength: 1 }), (values) => {
        // Once at or below 20 it stays raised while the value stays at or below 23.
        const states = run((r, v) => belowThreshold(r, v, 20, 3), [20, ...values]);
        expect(states.every((s) => s)).toBe(true);
      }),
    );
  });

  it('change at most once per crossing of the whole band', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true })), (values) => {
        const states = run((r, v) => aboveThreshold(r, v, 50, 5), values);
        // Between two changes the value crossed from >= 50 to < 45, or back: each change needs a
        // value outside the band [45, 50).
        const outside = values.filter((v) => v >= 50 || v < 45).length;
        expect(changes(states)).toBeLessThanOrEqual(outside);
      }),
    );
  });
});

describe('alert rules', () => {
  const zones = { warning: 0.3, critical: 0.2 };
  it('judges tank levels against the zones', () => {
    expect(levelAlertRaised(AlertType.TankLevelCritical, false, 20, zones, 0)).toBe(true);
    expect(levelAlertRaised(AlertType.TankLevelCritical, true, 22, zones, 3)).toBe(true);
    expect(levelAlertRaised(AlertType.TankLevelCritical, true, 23.1, zones, 3)).toBe(false);
    expect(levelAlertRaised(AlertType.TankLevelWarning, false, 15, zones, 0)).toBe(true);
    expect(levelAlertRaised(AlertType.TankLevelSafe, false, 31, zones, 2)).toBe(false);
    expect(levelAlertRaised(AlertType.TankLevelSafe, false, 32.5, zones, 2)).toBe(true);
    expect(levelAlertRaised(AlertType.TankLevelSafe, true, 30.5, zones, 2)).toBe(true);
    expect(levelAlertRaised(AlertType.TankLevelSafe, true, 30, zones, 2)).toBe(false);
  });

  it('judges temperatures and pressures only against the bounds their config has', () => {
    expect(temperatureAlertRaised(AlertType.TemperatureLow, false, -20, { cold: null, hot: 100 }, 0)).toBeNull();
    expect(temperatureAlertRaised(AlertType.TemperatureHigh, false, 100, { cold: null, hot: 100 }, 0)).toBe(true);
    expect(temperatureAlertRaised(AlertType.TemperatureNormal, false, 50, { cold: null, hot: 100 }, 0)).toBe(true);
    expect(pressureAlertRaised(false, 50, { low: null, min: 0, max: 0 }, 0)).toBeNull();
    expect(pressureAlertRaised(false, 90, { low: 100, min: 0, max: 300 }, 0)).toBe(true);
    expect(pressureAlertRaised(false, 310, { low: 100, min: 0, max: 300 }, 0)).toBe(true);
    expect(pressureAlertRaised(true, 295, { low: 100, min: 0, max: 300 }, 10)).toBe(true);
    expect(pressureAlertRaised(true, 150, { low: 100, min: 0, max: 300 }, 10)).toBe(false);
  });

  it('tells a theft from use', () => {
    expect(isTheft(200, 12, null)).toBe(true);
    expect(isTheft(200, 12, 300)).toBe(false);
    expect(isTheft(200, 1, 300)).toBe(true);
  });

  it('judges usage over a time frame and call-ins against the usual', () => {
    const settings = { timeFrame: 48, usagePercent: 150 };
    // 100 a day for 48 hours: 200 expected, 300 the limit.
    expect(usageAlertRaised(AlertType.ExcessiveUsage, false, 301, 100, settings, 0)).toBe(true);
    expect(usageAlertRaised(AlertType.ExcessiveUsage, true, 295, 100, settings, 10)).toBe(true);
    expect(usageAlertRaised(AlertType.ExcessiveUsage, true, 289, 100, settings, 10)).toBe(false);
    expect(usageAlertRaised(AlertType.LowUsage, false, 0, 0, { timeFrame: 24, usagePercent: 10 }, 0)).toBeNull();
    expect(usageAlertRaised(AlertType.LowUsage, false, 5, 100, { timeFrame: 24, usagePercent: 10 }, 0)).toBe(true);
    expect(usualCalls(8, 360, 7)).toBe(2);
    expect(usualCalls(0, 360, 7)).toBe(28);
    expect(excessiveCallsRaised(57, 28, 2)).toBe(true);
    expect(excessiveCallsRaised(56, 28, 2)).toBe(false);
  });
});

describe('alert events', () => {
  it('say what happened, in the reader’s units', () => {
    expect(describeAlertEvent({ typeId: AlertType.TankLevelCritical, stateId: 1, value: 18, detail: { threshold: 20 } })).toBe(
      'Level 18% is at or below the critical level 20%',
    );
    const metric = {
      amount: (g: number) => `${Math.round(g * 3.785)} L`,
      temperature: (f: number) => `${Math.round(((f - 32) * 5) / 9)} °C`,
    };
    expect(describeAlertEvent({ typeId: AlertType.Delivery, stateId: 1, value: 100, detail: { amount: 100 } }, metric)).toBe(
      'A delivery of 379 L',
    );
    expect(describeAlertEvent({ typeId: AlertType.TemperatureHigh, stateId: 2, value: 95, detail: { threshold: 104 } }, metric)).toBe(
      'Temperature 35 °C is back within the high limit 40 °C',
    );
    expect(describeAlertEvent({ typeId: AlertType.Connection, stateId: 1, value: 3000, detail: {} })).toBe('No call-in for 2.1 days');
  });

  it('rank a critical level, a theft, a drain and a silent device as Critical, the all-clear types as Information', () => {
    expect(
      [AlertType.TankLevelCritical, AlertType.TheftDetection, AlertType.Drain, AlertType.Connection].map(alertNotificationLevel),
    ).toEqual([3, 3, 3, 3]);
    expect([AlertType.TankLevelSafe, AlertType.TemperatureNormal].map(alertNotificationLevel)).toEqual([1, 1]);
    expect(alertNotificationLevel(AlertType.LowBattery)).toBe(2);
  });
});
