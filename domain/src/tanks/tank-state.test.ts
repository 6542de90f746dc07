import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AlertType } from '../alerts/alerts';
import { AssetStatus } from './asset-status';
import { defaultConfig, ConfigType, parseConfig } from '../configs';
import { TankType } from './tank-geometry';
import {
  applyReading,
  assetStatusMask,
  assetStatuses,
  assetStatusesOfMask,
  centralDay,
  centralDayStart,
  emptyRunning,
  isWeekendDay,
  levelState,
  tankModel,
  usageStatistics,
  weekdayOfDay,
  type AssetTankInput,
  type TankModel,
  type TankRunning,
} from './tank-state';
import { Zone, zoneColor } from './zones';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// spec 001 §9's factor, independent of units.ts.
const GALLONS_PER_CUBIC_INCH = 0.004329;

function cfg(tank: Partial<AssetTankInput['tank']>, extra: Partial<AssetTankInput> = {}): AssetTankInput {
  const base = defaultConfig(ConfigType.AssetTank);
  return { ...base, ...extra, tank: { ...base.tank, ...tank } };
}

/** A tank with no shape, 100 inches tall and 1,000 gallons: 10 gallons an inch, exactly. */
const linear = (extra: Partial<AssetTankInput> = {}, tank: Partial<AssetTankInput['tank']> = {}) =>
  tankModel(cfg({ cmid: TankType.Other, capacity: 1000, height: 100, ...tank }, extra));

/** Runs readings of amounts through a model; returns the outcomes. */
function run(model: TankModel, readings: { time: number; amount: number; statusCode?: number }[], start: TankRunning = emptyRunning()) {
  let running = start;
  const outcomes = readings.map((r) => {
    const out = applyReading(model, running, { time: r.time, level: r.amount / 10, statusCode: r.statusCode });
    running = out.running;
    return out;
  });
  return { running, outcomes };
}

// A Monday, central time.
const DAY0 = centralDay(Date.UTC(2025, 0, 6, 12));

describe('level to amount against closed forms', () => {
  it('vertical cylinder: pi r^2 h', () => {
    const m = tankModel(cfg({ cmid: TankType.VerticalCylinder, width: 48, height: 64 }));
    const full = Math.PI * 24 * 24 * 64 * GALLONS_PER_CUBIC_INCH;
    expect(m.capacity).toBeCloseTo(Math.round(full * 10) / 10, 6);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 64, noNaN: true }), (h) => {
        expect(m.amountAt(h)).toBeCloseTo(Math.PI * 24 * 24 * h * GALLONS_PER_CUBIC_INCH, 6);
      }),
    );
  });

  it('horizontal cylinder: L (r^2 acos((r-h)/r) - (r-h) sqrt(2rh - h^2))', () => {
    const L = 128;
    const r = 24;
    const m = tankModel(cfg({ cmid: TankType.HorizontalCylinder, length: L, height: 2 * r }));
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2 * r, noNaN: true }), (h) => {
        const area = r * r * Math.acos((r - h) / r) - (r - h) * Math.sqrt(2 * r * h - h * h);
        expect(m.amountAt(h)).toBeCloseTo(L * area * GALLONS_PER_CUBIC_INCH, 4);
      }),
    );
  });

  it('scales a shape to an entered capacity: a "500 gallon" propane tank is half full at mid-height', () => {
    const m = tankModel(cfg({ cmid: TankType.HorizontalPropane, capacity: 500, length: 120, height: 37.5, cylinderCap: 18.75 }));
    expect(m.capacity).toBe(500);
    expect(m.amountAt(37.5)).toBeCloseTo(500, 9);
    expect(m.amountAt(37.5 / 2)).toBeCloseTo(250, 9);
  });

  it('interpolates a strapping table linearly between rows', () => {
    const strapping = { height: 30, capacity: 900, step: 10, tableValues: [0, 100, 400, 900] };
    const m = tankModel(cfg({ cmid: TankType.StrappingTable }), { strapping });
    expect(m.capacity).toBe(900);
    expect(m.height).toBe(30);
    expect(m.amountAt(10)).toBe(100);
    expect(m.amountAt(15)).toBe(250);
    expect(m.amountAt(27.5)).toBe(775);
    expect(m.amountAt(40)).toBe(900);
    // Without its table a strapping tank cannot compute: an invalid calculation.
    expect(levelState(tankModel(cfg({ cmid: TankType.StrappingTable, capacity: 900, height: 30 })), 10)).toBeNull();
  });

  it('reads no strapping table for a type that uses none (issue 20)', () => {
    const strapping = { height: 40, capacity: 1000, step: 10, tableValues: [0, 100, 400, 800, 1000] };
    // Cryogenic: capacity entered, no shape, no height: the reading is a percentage, table or not.
    const m = tankModel(cfg({ cmid: TankType.Cryogenic, capacity: 500 }), { strapping });
    expect(m.height).toBe(0);
    expect(m.amountAt(20)).toBe(100);
    expect(tankModel(cfg({ cmid: TankType.Cryogenic, capacity: 0 }), { strapping }).capacity).toBe(0);
  });

  it('inverts level to amount for every kind of tank', () => {
    const models = [
      tankModel(cfg({ cmid: TankType.HorizontalPropane, capacity: 500, length: 120, height: 37.5, cylinderCap: 18.75 })),
      tankModel(cfg({ cmid: TankType.ConeBottom, width: 48, height: 80, coneHeight: 13.9, angle: 30 })),
      tankModel(cfg({ cmid: TankType.StrappingTable }), {
        strapping: { height: 30, capacity: 900, step: 10, tableValues: [0, 100, 400, 900] },
      }),
      linear(),
      tankModel(cfg({ cmid: TankType.Cryogenic, capacity: 3000 })),
    ];
    for (const m of models) {
      // The shape's own full volume; a capacity from dimensions is rounded to 0.1 gallon (spec 001 §5).
      const top = m.height > 0 ? (m.amountAt(m.height) as number) : m.capacity;
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (share) => {
          const amount = share * top;
          expect(m.amountAt(m.levelAt(amount) as number)).toBeCloseTo(amount, 6);
        }),
      );
    }
  });

  it('reads CO2 by weight, and a shapeless tank as a share of its height or as a percentage', () => {
    const co2 = tankModel(cfg({ cmid: TankType.CO2, capacity: 750 }));
    expect(co2.measuredBy).toBe('weight');
    expect(levelState(co2, 300)?.amountFull).toBe(300);
    expect(linear().amountAt(25)).toBe(250);
    const percent = tankModel(cfg({ cmid: TankType.Cryogenic, capacity: 3000 }));
    expect(percent.amountAt(40)).toBe(1200);
  });
});

describe('levelState', () => {
  it('gives the spec 001 §3.4 fields', () => {
    const m = linear({}, { ullagePercent: 0.8 });
    expect(levelState(m, 25)).toEqual({
      amountFull: 250,
      inchesFull: 25,
      inchesAir: 75,
      capacity: 1000,
      maxFillAmount: 800,
      percentFull: 0.25,
      ullage: 750,
      ullagePercent: 0.75,
      adjustedUllage: 550,
      zone: Zone.Warning,
      statusColor: zoneColor(Zone.Warning),
    });
    expect(levelState(m, 15)?.zone).toBe(Zone.Critical);
    expect(levelState(m, 90)).toMatchObject({ zone: Zone.Safe, adjustedUllage: 0 });
  });

  it('is an invalid calculation outside the tank or without a capacity', () => {
    expect(levelState(linear(), 101)).not.toBeNull();
    expect(levelState(linear(), 101.5)).toBeNull();
    expect(levelState(linear(), -2)).toBeNull();
    expect(levelState(tankModel(cfg({ cmid: TankType.Other })), 10)).toBeNull();
  });
});

describe('days', () => {
  it('counts central-time days (UTC-6, spec 001 §9)', () => {
    const start = centralDayStart(DAY0);
    expect(new Date(start).toISOString()).toBe('2025-01-06T06:00:00.000Z');
    expect(centralDay(start)).toBe(DAY0);
    expect(centralDay(start - 1)).toBe(DAY0 - 1);
    expect(weekdayOfDay(DAY0)).toBe(1);
    expect(isWeekendDay(DAY0 + 5)).toBe(true);
  });
});

describe('fill detection', () => {
  // Four readings a day from 600 gallons, 2.5 gallons drawn between readings (10 a day).
  const t0 = centralDayStart(DAY0);
  const series = Array.from({ length: 40 }, (_, i) => ({ time: t0 + i * 6 * HOUR, amount: 600 - 2.5 * i }));

  it('records a rise of at least the fill threshold as a fill of the rise', () => {
    const m = linear();
    const before = run(m, series);
    const last = series[series.length - 1]!;
    const fillTime = last.time + 6 * HOUR;
    const { running, outcomes } = run(
      m,
      [
        { time: fillTime, amount: 800 },
        { time: fillTime + 6 * HOUR, amount: 797.5 },
      ],
      before.running,
    );
    expect(outcomes[0]!.fill).toEqual({ time: fillTime, amount: 800 - last.amount, before: last.amount, after: 800 });
    expect(outcomes[1]!.fill).toBeNull();
    expect(outcomes[1]!.falseFillTime).toBeNull();
    expect(running.lastFillAmount).toBe(800 - last.amount);
    expect(running.lastFillTime).toBe(fillTime);
    expect(running.lastUsageAmount).toBe(2.5);
    const day = running.days.find((d) => d.day === centralDay(fillTime))!;
    expect(day).toMatchObject({ fill: 800 - last.amount, fills: 1 });
    expect(assetStatuses(m, running, levelState(m, 79.75), { late: false, lowBattery: false })).toEqual([AssetStatus.Delivery]);
  });

  it('does not take noise below the threshold for a fill', () => {
    const m = linear();
    const { outcomes } = run(m, [
      { time: t0, amount: 500 },
      { time: t0 + HOUR, amount: 540 },
      { time: t0 + 2 * HOUR, amount: 530 },
    ]);
    expect(outcomes.every((o) => o.fill === null)).toBe(true);
    expect(outcomes[1]!.usage).toBe(-40);
  });

  it('undoes a fill the next reading falls back from: a false fill', () => {
    const m = linear();
    const { running, outcomes } = run(m, [
      { time: t0, amount: 400 },
      { time: t0 + HOUR, amount: 700 },
      { time: t0 + 2 * HOUR, amount: 398 },
    ]);
    expect(outcomes[1]!.fill?.amount).toBe(300);
    expect(outcomes[2]!.falseFillTime).toBe(t0 + HOUR);
    expect(outcomes[2]!.usage).toBe(2);
    expect(running.days[0]).toMatchObject({ fill: 0, fills: 0, usage: 2 });
    expect(running.lastFillAmount).toBeNull();
    expect(running.lastFillTime).toBeNull();
    expect(assetStatuses(m, running, levelState(m, 39.8), { late: false, lowBattery: false })).toEqual([AssetStatus.FalseFill]);
  });

  it('keeps the real delivery before a false fill as the last one', () => {
    const m = linear();
    // A real fill of 300 on day 0, then three days later a jump of 130 that falls back.
    const { running, outcomes } = run(m, [
      { time: t0, amount: 300 },
      { time: t0 + HOUR, amount: 600 },
      { time: t0 + 2 * HOUR, amount: 598 },
      { time: t0 + 3 * DAY, amount: 500 },
      { time: t0 + 3 * DAY + HOUR, amount: 630 },
      { time: t0 + 3 * DAY + 2 * HOUR, amount: 499 },
    ]);
    expect(outcomes[1]!.fill?.amount).toBe(300);
    expect(outcomes[4]!.fill?.amount).toBe(130);
    expect(outcomes[5]!.falseFillTime).toBe(t0 + 3 * DAY + HOUR);
    expect(running.lastFillAmount).toBe(300);
    expect(running.lastFillTime).toBe(t0 + HOUR);
    // A false fill, and no Delivery: the last real one was three days ago.
    expect(assetStatuses(m, running, levelState(m, 49.9), { late: false, lowBattery: false })).toEqual([AssetStatus.FalseFill]);
  });

  it('flags a fall of at least the drain threshold as a drain, and counts it as usage', () => {
    const m = linear();
    const { running, outcomes } = run(m, [
      { time: t0, amount: 700 },
      { time: t0 + HOUR, amount: 550 },
    ]);
    expect(outcomes[1]!.drain).toBe(true);
    expect(running.days[0]!.usage).toBe(150);
    expect(assetStatuses(m, running, levelState(m, 55), { late: false, lowBattery: false })[0]).toBe(AssetStatus.Drain);
  });

  it('takes the fill and drain thresholds from level deltas when a device gives them', () => {
    const m = tankModel(cfg({ cmid: TankType.Other, capacity: 1000, height: 100 }), { fillLevelDelta: 2, drainLevelDelta: 3 });
    expect(m.fillThreshold).toBe(20);
    expect(m.drainThreshold).toBe(30);
  });

  it('keeps a reading older than the last without moving the running state', () => {
    const m = linear();
    const { running } = run(m, [{ time: t0 + HOUR, amount: 500 }]);
    const late = applyReading(m, running, { time: t0, level: 70 });
    expect(late.applied).toBe(false);
    expect(late.running).toBe(running);
    expect(late.state?.amountFull).toBe(700);
  });

  it('keeps a reading with an error status out of the usage and flags a sensor error', () => {
    const m = linear();
    const { running } = run(m, [
      { time: t0, amount: 500 },
      { time: t0 + HOUR, amount: 0, statusCode: 17 },
    ]);
    expect(running.lastAmount).toBe(500);
    expect(running.days[0]!.usage).toBe(0);
    expect(assetStatuses(m, running, null, { late: false, lowBattery: false })[0]).toBe(AssetStatus.SensorError);
  });

  it('treats a reclamation tank the other way round: use is the rise, a pickup the fill', () => {
    const m = linear({}, { isReclamation: true, ullagePercent: 0.9 });
    const { running, outcomes } = run(m, [
      ...Array.from({ length: 33 }, (_, i) => ({ time: t0 + i * 6 * HOUR, amount: 100 + 5 * i })),
      { time: t0 + 33 * 6 * HOUR, amount: 20 },
    ]);
    expect(outcomes[32]!.usage).toBe(5);
    expect(outcomes[33]!.fill?.amount).toBe(240);
    // 20 a day collected; at 260 the room below max fill (900) lasts (900 - 260) / 20 days.
    const stats = usageStatistics(
      m,
      run(
        m,
        Array.from({ length: 33 }, (_, i) => ({ time: t0 + i * 6 * HOUR, amount: 100 + 5 * i })),
      ).running,
    );
    expect(stats.avg7Day).toBe(20);
    expect(stats.daysLeft).toBe((900 - 260) / 20);
    expect(running.lastFillAmount).toBe(240);
  });
});

describe('usage statistics', () => {
  const t0 = centralDayStart(DAY0);

  it('averages a steady draw exactly, and gives days left and the date empty', () => {
    // 70 days, four readings a day, 2.5 gallons between readings: 10 a day (7.5 on the first day,
    // which has only three intervals).
    const m = linear();
    const readings = Array.from({ length: 280 }, (_, i) => ({ time: t0 + i * 6 * HOUR, amount: 900 - 2.5 * i }));
    const { running } = run(m, readings);
    const stats = usageStatistics(m, running);
    expect(stats.avg7Day).toBe(10);
    expect(stats.avgDaily).toBe(10);
    expect(stats.avgDaily60).toBe(10);
    expect(stats.avgWeekday).toBe(10);
    // Day k holds readings 4k..4k+3: a daily mean inventory of 896.25 - 10k. Today is day 69.
    const meanOfDays = (from: number) => {
      let s = 0;
      for (let k = from; k <= 69; k++) s += 896.25 - 10 * k;
      return s / (70 - from);
    };
    expect(stats.avgInventory30).toBeCloseTo(meanOfDays(40), 9);
    expect(stats.avgInventory60).toBeCloseTo(meanOfDays(10), 9);
    expect(stats.avgInventory90).toBeCloseTo(meanOfDays(0), 9);
    const last = readings[readings.length - 1]!;
    expect(stats.daysLeft).toBe(last.amount / 10);
    expect(stats.dateEmpty).toBe(last.time + (last.amount / 10) * DAY);
  });

  it('leaves the heel out of days left, and falls back to base usage without history', () => {
    const m = linear({ baseUsage: 25 }, { heelAmount: 100 });
    const { running } = run(m, [{ time: t0, amount: 600 }]);
    expect(usageStatistics(m, running)).toMatchObject({ avg7Day: null, avgDaily: null, daysLeft: 20 });
    expect(usageStatistics(linear(), run(linear(), [{ time: t0, amount: 600 }]).running).daysLeft).toBeNull();
  });

  it('averages over the days elapsed for a young tank, not over days with readings', () => {
    // Readings every other day at 23:00, 40 gallons apart: 20 a day.
    const m = linear();
    const readings = Array.from({ length: 6 }, (_, i) => ({ time: t0 + i * 2 * DAY + 23 * HOUR, amount: 800 - 40 * i }));
    const { running } = run(m, [...readings, { time: t0 + 11 * DAY + HOUR, amount: 400 }]);
    // Days 0..10 complete: 200 gallons over 11 days (day 0 had none drawn before the first reading).
    expect(usageStatistics(m, running).avg7Day).toBeCloseTo(160 / 7, 9);
    expect(usageStatistics(m, running).avgDaily).toBeCloseTo(200 / 11, 9);
  });

  // Readings at 23:00 each day; weekdays draw 20, weekends nothing, unless `draw` says otherwise.
  function weekdayPattern(days: number, draw: (day: number) => number = (d) => (isWeekendDay(d) ? 0 : 20)) {
    const readings: { time: number; amount: number }[] = [];
    let amount = 950;
    for (let k = 0; k < days; k++) {
      const day = DAY0 + k;
      if (k > 0) amount -= draw(day);
      readings.push({ time: centralDayStart(day) + 23 * HOUR, amount });
    }
    return readings;
  }

  it('gives the weekday average apart from the daily average', () => {
    const m = linear();
    const { running } = run(m, weekdayPattern(45));
    const stats = usageStatistics(m, running);
    const today = DAY0 + 44;
    let weekdays = 0;
    for (let d = today - 30; d < today; d++) if (!isWeekendDay(d)) weekdays++;
    expect(stats.avgWeekday).toBe(20);
    expect(stats.avgDaily).toBeCloseTo((20 * weekdays) / 30, 9);
  });

  const statusAfter = (draw: (day: number) => number, days: number) => {
    const m = linear();
    const readings = weekdayPattern(days, draw);
    const { running } = run(m, [
      ...readings,
      { time: readings[readings.length - 1]!.time + 2 * HOUR, amount: readings[readings.length - 1]!.amount },
    ]);
    return assetStatuses(m, running, levelState(m, running.lastAmount! / 10), { late: false, lowBattery: false });
  };
  // 41 days from a Monday end on a Saturday (day 40); the extra reading falls on it two hours
  // later, past midnight: Sunday, so "yesterday" is that Saturday. 38 days end on a Wednesday.
  const normal = (d: number) => (isWeekendDay(d) ? 0 : 20);

  it('flags usage on a day that usually sees none as unexpected', () => {
    expect(weekdayOfDay(DAY0 + 40)).toBe(6);
    expect(statusAfter((d) => (d === DAY0 + 40 ? 50 : normal(d)), 41)).toEqual([AssetStatus.UnexpectedUsage]);
    expect(statusAfter(normal, 41)).toEqual([AssetStatus.OK]);
  });

  it('keeps an idle tank "usually idle" after one earlier draw: the usual day is a median', () => {
    // A generator's tank: nothing drawn, but an outage a week ago and another yesterday.
    const runs = (d: number) => (d === DAY0 + 30 || d === DAY0 + 37 ? 50 : 0);
    expect(statusAfter(runs, 38)).toEqual([AssetStatus.UnexpectedUsage]);
  });

  it('flags high and low usage against the usual day of its kind', () => {
    expect(isWeekendDay(DAY0 + 37)).toBe(false);
    expect(statusAfter((d) => (d === DAY0 + 37 ? 60 : normal(d)), 38)).toEqual([AssetStatus.HighUsage]);
    expect(statusAfter((d) => (d === DAY0 + 37 ? 1 : normal(d)), 38)).toEqual([AssetStatus.LowUsage]);
    expect(statusAfter((d) => (d === DAY0 + 37 ? 25 : normal(d)), 38)).toEqual([AssetStatus.OK]);
  });

  it("takes the usage thresholds from the config's usage alerts", () => {
    const alerts = [{ typeId: AlertType.ExcessiveUsage, usagePercent: 400, enabled: true }];
    expect(tankModel(cfg({ cmid: TankType.Other, capacity: 1000, height: 100 }, { alerts })).highUsagePercent).toBe(400);
    expect(linear().highUsagePercent).toBe(150);
    expect(linear().lowUsagePercent).toBe(10);
  });
});

describe('asset status', () => {
  it('orders statuses by urgency, device conditions included, and round-trips a mask', () => {
    const m = linear();
    const { running } = run(m, [{ time: centralDayStart(DAY0), amount: 150 }]);
    const statuses = assetStatuses(m, running, levelState(m, 15), { late: true, lowBattery: true });
    expect(statuses).toEqual([AssetStatus.SensorLate, AssetStatus.SensorLowBattery, AssetStatus.Setpoint]);
    expect(assetStatusesOfMask(assetStatusMask(statuses))).toEqual(statuses);
    expect(assetStatusesOfMask(0)).toEqual([AssetStatus.OK]);
  });

  it('flags an invalid calculation', () => {
    const m = linear();
    const out = applyReading(m, emptyRunning(), { time: 1, level: 150 });
    expect(out.state).toBeNull();
    expect(assetStatuses(m, out.running, null, { late: false, lowBattery: false })).toEqual([AssetStatus.InvalidCalculation]);
  });

  it("parses the seed's asset tank config into a model", () => {
    const c = parseConfig(ConfigType.AssetTank, {
      tank: { cmid: TankType.VerticalCylinder, width: 64, height: 72, capacity: 1002.7, ullagePercent: 0.95 },
    });
    const m = tankModel(c);
    expect(m.capacity).toBe(1002.7);
    expect(levelState(m, 36)?.percentFull).toBeCloseTo(0.5, 3);
  });
});
