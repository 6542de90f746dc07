import { describe, expect, it } from 'vitest';
import { buildPlan, daysToReorder, deliveryCsv, deliveryVolume, type PlanTank } from './planning';

const tank = (over: Partial<PlanTank>): PlanTank => ({
  assetUid: 1,
  label: 'Tank',
  folderUid: 10,
  folderLabel: 'Site',
  address: '1 Main St',
  location: { latitude: 41.7, longitude: -93.6 },
  productName: 'Propane',
  capacity: 1000,
  amountFull: 500,
  heel: 0,
  daysLeft: 10,
  warningPercent: 0.3,
  maxFillPercent: 0.8,
  ...over,
});

describe('daysToReorder', () => {
  it('is the days until the reorder level at the usage behind days left', () => {
    // 500 gallons for 10 days: 50 a day; 300 is reached after 4 days.
    expect(daysToReorder(tank({}), 0.3)).toBeCloseTo(4);
  });
  it('is 0 for a tank already at or below it, and null with no usage known', () => {
    expect(daysToReorder(tank({ amountFull: 250 }), 0.3)).toBe(0);
    expect(daysToReorder(tank({ daysLeft: null }), 0.3)).toBeNull();
  });
});

describe('deliveryVolume', () => {
  it('fills to the max fill percent', () => {
    expect(deliveryVolume(tank({ amountFull: 200 }))).toBe(600);
    expect(deliveryVolume(tank({ amountFull: 900 }))).toBe(0);
  });
});

describe('buildPlan', () => {
  const depot = { latitude: 41.6, longitude: -93.6 };
  const tanks = [
    tank({ assetUid: 1, label: 'Due', amountFull: 350 }),
    tank({ assetUid: 2, label: 'Later', amountFull: 900, daysLeft: 60, maxFillPercent: 0.95 }),
    tank({ assetUid: 3, label: 'Nowhere', amountFull: 100, location: null }),
    tank({ assetUid: 4, label: 'Big', capacity: 10_000, amountFull: 1000, location: { latitude: 41.9, longitude: -93.2 } }),
  ];

  it('plans the tanks due within the days, splits what exceeds a truck and lists the unlocated ones', () => {
    const plan = buildPlan(tanks, depot, { days: 3, truckCapacity: 3000, reorderPercent: null });
    expect(plan.unplaced.map((u) => [u.tank.label, u.reason])).toEqual([['Nowhere', 'noLocation']]);
    const stops = plan.loads.flatMap((l) => l.stops);
    expect(stops.map((s) => s.tank.label).sort()).toEqual(['Big', 'Big', 'Big', 'Due']);
    for (const l of plan.loads) expect(l.volume).toBeLessThanOrEqual(3000);
    // 7,000 to Big (8,000 max fill less 1,000) and 450 to Due.
    expect(stops.reduce((v, s) => v + s.volume, 0)).toBeCloseTo(7450);
  });

  it('takes one reorder percent for every tank when given', () => {
    const plan = buildPlan(tanks, depot, { days: 3, truckCapacity: 3000, reorderPercent: 0.92 });
    expect(plan.loads.flatMap((l) => l.stops).some((s) => s.tank.label === 'Later')).toBe(true);
  });

  it('routes nothing without a depot', () => {
    const plan = buildPlan(tanks, null, { days: 3, truckCapacity: 3000, reorderPercent: null });
    expect(plan.loads).toEqual([]);
    expect(plan.unplaced.map((u) => u.tank.label).sort()).toEqual(['Big', 'Due', 'Nowhere']);
  });
});

describe('deliveryCsv', () => {
  it('writes a line per stop and keeps a formula-like label as text', () => {
    const csv = deliveryCsv([
      {
        number: 1,
        stops: [
          {
            sequence: 1,
            label: '=Tank, "A"',
            folderLabel: 'Site',
            address: '',
            productName: null,
            percentFull: 0.25,
            daysLeft: null,
            reorderPercent: 0.3,
            daysToReorder: 0,
            capacity: 1000,
            volume: 550,
            legMiles: 3.25,
            latitude: 41.5,
            longitude: -93.5,
          },
        ],
      },
    ]);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`1,1,"'=Tank, ""A""",Site,,,25.0,,30.0,0.0,1000.0,550.0,3.3,41.50000,-93.50000`);
  });
});
