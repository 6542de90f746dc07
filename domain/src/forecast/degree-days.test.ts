import { describe, expect, it } from 'vitest';
import {
  backtest,
  dayNumber,
  dayText,
  daysUntilEmpty,
  fitDegreeDays,
  fitPoints,
  heatingDegreeDays,
  inSeason,
  isGoodFit,
  isHeatingFuel,
  normalTemperatures,
  parseTemperatureCsv,
  predictUsage,
} from './degree-days';

const HEATING = { startMonth: 10, startDay: 1, endMonth: 4, endDay: 30 };

describe('heating degree days', () => {
  it('are the base minus the mean, never below zero', () => {
    expect(heatingDegreeDays(40)).toBe(25);
    expect(heatingDegreeDays(70)).toBe(0);
    expect(heatingDegreeDays(50, 60)).toBe(10);
  });
});

describe('season', () => {
  it('runs over the new year, both ends included', () => {
    expect(inSeason('2026-10-01', HEATING)).toBe(true);
    expect(inSeason('2026-01-15', HEATING)).toBe(true);
    expect(inSeason('2026-04-30', HEATING)).toBe(true);
    expect(inSeason('2026-05-01', HEATING)).toBe(false);
    expect(inSeason('2026-09-30', HEATING)).toBe(false);
  });
  it('within one year, and all year without one', () => {
    expect(inSeason('2026-07-01', { startMonth: 6, startDay: 1, endMonth: 8, endDay: 31 })).toBe(true);
    expect(inSeason('2026-09-01', { startMonth: 6, startDay: 1, endMonth: 8, endDay: 31 })).toBe(false);
    expect(inSeason('2026-07-01', null)).toBe(true);
  });
  it('out of season, a day counts no degree days: base load alone', () => {
    const usage = [
      { day: '2026-05-10', usage: 3, readings: 4 },
      { day: '2026-05-11', usage: 3, readings: 4 },
    ];
    const temps = new Map([
      ['2026-05-10', 45],
      ['2026-05-11', 40],
    ]);
    expect(fitPoints(usage, temps, HEATING).map((p) => p.degreeDays)).toEqual([0, 0]);
    expect(fitPoints(usage, temps, null).map((p) => p.degreeDays)).toEqual([20, 25]);
  });
});

describe('K-factor fit', () => {
  it('recovers K and the base load of an exact series', () => {
    const points = Array.from({ length: 30 }, (_, i) => ({ degreeDays: i, usage: 2 + i / 4 }));
    const fit = fitDegreeDays(points);
    expect(fit.kFactor).toBeCloseTo(4, 9);
    expect(fit.baseLoad).toBeCloseTo(2, 9);
    expect(fit.r2).toBeCloseTo(1, 9);
    expect(fit.n).toBe(30);
    expect(isGoodFit(fit)).toBe(true);
    expect(predictUsage(fit, 8)).toBeCloseTo(4, 9);
  });
  it('use that does not rise with degree days has no K and explains nothing', () => {
    const fit = fitDegreeDays(Array.from({ length: 30 }, (_, i) => ({ degreeDays: i, usage: 10 - i / 10 })));
    expect(fit.kFactor).toBeNull();
    expect(fit.r2).toBe(0);
    expect(isGoodFit(fit)).toBe(false);
  });
  it('too few days is not a good fit', () => {
    expect(isGoodFit(fitDegreeDays(Array.from({ length: 10 }, (_, i) => ({ degreeDays: i, usage: 1 + i }))))).toBe(false);
  });
  it('leaves out a day without readings and the day after it (its use holds the gap)', () => {
    const usage = [
      { day: '2026-01-01', usage: 5, readings: 3 },
      { day: '2026-01-02', usage: 0, readings: 0 },
      { day: '2026-01-03', usage: 10, readings: 3 },
      { day: '2026-01-04', usage: 5, readings: 3 },
    ];
    const temps = new Map(usage.map((u) => [u.day, 30]));
    expect(fitPoints(usage, temps, null).map((p) => p.day)).toEqual(['2026-01-01', '2026-01-04']);
  });
});

describe('normals', () => {
  it('average the same calendar days of past years', () => {
    const normals = normalTemperatures(
      [
        { day: '2024-12-01', meanTemperature: 20 },
        { day: '2025-12-01', meanTemperature: 30 },
        { day: '2025-11-20', meanTemperature: 40 },
      ],
      ['2026-12-01'],
    );
    expect(normals?.get('2026-12-01')).toBe(25);
  });
  it('widen to the nearest calendar days, else the latest week', () => {
    const history = [{ day: '2025-12-03', meanTemperature: 12 }];
    expect(normalTemperatures(history, ['2026-12-01'])?.get('2026-12-01')).toBe(12);
    expect(normalTemperatures(history, ['2026-06-01'])?.get('2026-06-01')).toBe(12);
    expect(normalTemperatures([], ['2026-06-01'])).toBeNull();
  });
});

describe('run-out', () => {
  it('counts the days a usable amount lasts at a changing daily use', () => {
    expect(daysUntilEmpty(25, [10, 10, 10])).toBe(2.5);
    expect(daysUntilEmpty(0, [10])).toBe(0);
    expect(daysUntilEmpty(100, [10, 10])).toBeNull();
  });
});

describe('backtest', () => {
  it('on a series that follows degree days into winter, beats the plain average by far', () => {
    const start = dayNumber('2025-09-01');
    const days = Array.from({ length: 90 }, (_, i) => {
      const dd = Math.max(0, i / 2 - 5);
      const noise = i % 3 === 0 ? 1.1 : i % 3 === 1 ? 0.92 : 0.98;
      return { day: dayText(start + i), usage: (3 + dd / 5) * noise, degreeDays: dd, forecastDegreeDays: dd };
    });
    const r = backtest(days, 60, 30);
    expect(r.weeks).toBe(4);
    expect(r.maeDegreeDays).toBeLessThan(r.maePlain * 0.7);
    expect(r.improvement).toBeGreaterThanOrEqual(0.3);
  });
  it('where use is flat, the degree-day forecast has nothing to add', () => {
    const start = dayNumber('2025-09-01');
    const days = Array.from({ length: 90 }, (_, i) => ({
      day: dayText(start + i),
      usage: 5,
      degreeDays: i % 7,
      forecastDegreeDays: i % 7,
    }));
    const r = backtest(days, 60, 30);
    expect(r.maeDegreeDays).toBeCloseTo(0, 9);
    expect(r.maePlain).toBeCloseTo(0, 9);
  });
});

describe('heating fuels', () => {
  it('are propane and heating oil, by class name', () => {
    expect(isHeatingFuel('Propane')).toBe(true);
    expect(isHeatingFuel(' heating  oil ')).toBe(true);
    expect(isHeatingFuel('Diesel')).toBe(false);
    expect(isHeatingFuel(null)).toBe(false);
  });
});

describe('temperature CSV', () => {
  it('reads days and means, with or without a header, in two date forms', () => {
    const r = parseTemperatureCsv('Date,Mean °F\n2026-01-02,12.5\n1/3/2026,"14"\n\n');
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      { day: '2026-01-02', meanTemperature: 12.5 },
      { day: '2026-01-03', meanTemperature: 14 },
    ]);
  });
  it('converts Celsius when the header says so', () => {
    expect(parseTemperatureCsv('day,mean C\n2026-01-02,-10').rows[0]?.meanTemperature).toBe(14);
  });
  it('names each line that is not a day and a temperature', () => {
    const r = parseTemperatureCsv('2026-01-02,12\n2026-02-30,5\n2026-01-04,warm\n2026-01-05,500');
    expect(r.errors).toEqual([
      'Line 2: "2026-02-30" is not a date (YYYY-MM-DD or M/D/YYYY)',
      'Line 3: the mean temperature is not a number',
      'Line 4: 500 is not a daily mean outdoor temperature',
    ]);
  });
  it('an empty file is refused', () => {
    expect(parseTemperatureCsv('date,mean\n').errors).toHaveLength(1);
  });
});
