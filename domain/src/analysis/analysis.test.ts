import { describe, expect, it } from 'vitest';
import { fillMeasures, fillTotals, RUN_OUT_PERCENT, type FillFact } from './fill-analysis';
import { dailyInventory } from './inventory-analysis';
import { daysIn, eachDay, previousRange, rangeQuery, standardRange, weekdayOf } from './ranges';
import { percentChange, usageByDay, usageByWeekday } from './usage-analysis';

const fill = (over: Partial<FillFact> = {}): FillFact => ({
  amount: 300,
  capacity: 500,
  beforeAmount: 100,
  afterAmount: 400,
  maxFillAmount: 400,
  includeInAnalysis: true,
  falseFill: false,
  classMaxFillPercent: 0.8,
  classFullPercent: 0.78,
  ...over,
});

describe('fill measures', () => {
  it('reads fill percent, level before, early fills and run-outs against the capacity', () => {
    const m = fillMeasures(fill(), 0.4);
    expect(m).toMatchObject({
      excludedBy: null,
      fillPercent: 0.8,
      maxFillPercent: 0.8,
      levelBefore: 0.2,
      early: false,
      runOut: false,
      short: false,
    });
    expect(fillMeasures(fill({ beforeAmount: 250 }), 0.4).early).toBe(true);
    expect(fillMeasures(fill({ beforeAmount: 500 * RUN_OUT_PERCENT }), 0.4).runOut).toBe(true);
    expect(fillMeasures(fill({ afterAmount: 350 }), 0.4).short).toBe(true);
    // Without a class: the tank's max fill, and 5 points under it counts as full.
    const noClass = fillMeasures(fill({ classMaxFillPercent: null, classFullPercent: null, afterAmount: 380 }), 0.4);
    expect(noClass.maxFillPercent).toBe(0.8);
    expect(noClass.short).toBe(false);
  });

  it('leaves out false fills and fills marked out of analysis, and counts them', () => {
    expect(fillMeasures(fill({ falseFill: true })).excludedBy).toBe('falseFill');
    expect(fillMeasures(fill({ includeInAnalysis: false })).excludedBy).toBe('excluded');
    const t = fillTotals(
      [fill(), fill({ amount: 100, afterAmount: 350 }), fill({ includeInAnalysis: false }), fill({ falseFill: true })],
      0.4,
    );
    expect(t).toMatchObject({ fills: 2, excludedFills: 2, delivered: 400, avgDelivered: 200, shortFills: 1 });
    expect(t.avgFillPercent).toBeCloseTo(0.75);
    expect(fillTotals([]).avgDelivered).toBeNull();
  });
});

describe('ranges', () => {
  it('gives standard ranges in central days, both ends included', () => {
    const now = Date.parse('2024-03-15T18:00:00Z');
    expect(standardRange('last7', now)).toEqual({ fromDay: '2024-03-09', toDay: '2024-03-15' });
    expect(standardRange('thisMonth', now)).toEqual({ fromDay: '2024-03-01', toDay: '2024-03-15' });
    expect(standardRange('lastMonth', now)).toEqual({ fromDay: '2024-02-01', toDay: '2024-02-29' });
    // 03:00 UTC is still the evening before in central time.
    expect(standardRange('last7', Date.parse('2024-03-16T03:00:00Z')).toDay).toBe('2024-03-15');
  });

  it('compares with the same number of days just before', () => {
    const r = { fromDay: '2024-03-01', toDay: '2024-03-10' };
    expect(daysIn(r)).toBe(10);
    expect(previousRange(r)).toEqual({ fromDay: '2024-02-20', toDay: '2024-02-29' });
    expect(eachDay(r)).toHaveLength(10);
    expect(rangeQuery(r)).toEqual({ startDate: '2024-03-01T00:00:00', endDate: '2024-03-10T23:59:59' });
    expect(weekdayOf('2024-02-01')).toBe(4);
  });
});

describe('usage and inventory', () => {
  const range = { fromDay: '2024-02-01', toDay: '2024-02-08' };
  it('sums usage per day, averages it per weekday and measures the change', () => {
    const days = usageByDay(range, [
      { day: '2024-02-01', usage: 3 },
      { day: '2024-02-01', usage: 2 },
      { day: '2024-02-08', usage: 7 },
    ]);
    expect(days.map((d) => d.usage)).toEqual([5, 0, 0, 0, 0, 0, 0, 7]);
    const thursday = usageByWeekday(days)[4]!;
    expect(thursday).toEqual({ weekday: 4, avgUsage: 6, days: 2 });
    expect(percentChange(150, 100)).toBe(0.5);
    expect(percentChange(10, 0)).toBeNull();
  });

  it("carries each tank's last volume forward", () => {
    const series = dailyInventory({ fromDay: '2024-02-02', toDay: '2024-02-04' }, [
      { assetUid: 1, day: '2024-01-30', avgInventory: 100 },
      { assetUid: 1, day: '2024-02-03', avgInventory: 80 },
      { assetUid: 2, day: '2024-02-03', avgInventory: 50 },
    ]);
    expect(series).toEqual([
      { day: '2024-02-02', volume: 100, tanks: 1 },
      { day: '2024-02-03', volume: 130, tanks: 2 },
      { day: '2024-02-04', volume: 130, tanks: 2 },
    ]);
  });
});
