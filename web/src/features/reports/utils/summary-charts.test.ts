import { VolumeUnit, WeightUnit } from '@ullage/domain/units';
import { describe, expect, it } from 'vitest';
import { readReportUrl } from './report-url';
import { activationChart, deviceFlagChart, donutArcs, productBars, shareText, statusChart, zoneChart } from './summary-charts';
import { SUMMARY } from './summary-fixture';

const GALLONS = { volumeUnitId: VolumeUnit.Gallons, weightUnitId: WeightUnit.Pounds, temperatureUnitId: 1, dimensionUnitId: 1 } as const;
const LITERS = { ...GALLONS, volumeUnitId: VolumeUnit.Liters, weightUnitId: WeightUnit.Kilograms } as const;

/** The report a chart item leads to, and the filters it opens with. */
function target(href: string | null) {
  const url = new URL(href!, 'http://portal.test');
  return { path: url.pathname, fuid: url.searchParams.get('fuid'), ...readReportUrl(url.searchParams) };
}

describe('tanks by zone', () => {
  const items = zoneChart(SUMMARY.assets.byZone, SUMMARY.folderUid, 'all');

  it('keeps the zones in order with the spec\'s colours, "No Reading" neutral', () => {
    expect(items.map((i) => [i.label, i.value, i.color])).toEqual([
      ['Safe', 38, 'var(--zone-safe)'],
      ['Warning', 6, 'var(--zone-warning)'],
      ['Critical', 4, 'var(--zone-critical)'],
      ['No Reading', 1, 'var(--chart-neutral)'],
    ]);
  });

  it('links each zone to the asset report of the folder filtered to it; no reading is a blank zone', () => {
    expect(target(items[2]!.href)).toEqual({ path: '/report/asset', fuid: '12', filters: { zone: { filterType: 'set', values: ['3'] } } });
    expect(target(items[3]!.href).filters).toEqual({ zone: { filterType: 'set', values: [null] } });
  });
});

describe('tanks by status and devices by state', () => {
  it('lists every status, linking only those with tanks', () => {
    const items = statusChart(SUMMARY.assets.byStatus, SUMMARY.folderUid, 'all');
    expect(items).toHaveLength(13);
    const delivery = items.find((i) => i.label === 'Delivery')!;
    expect(delivery.value).toBe(7);
    expect(target(delivery.href).filters).toEqual({ status: { filterType: 'set', values: ['3'] } });
    expect(items.find((i) => i.label === 'Drain')!.href).toBeNull();
  });

  it('counts devices per flag, then those without one, each leading to the device report', () => {
    const items = deviceFlagChart(SUMMARY, 'all');
    expect(items.map((i) => [i.label, i.value])).toEqual([
      ['Late', 2],
      ['Low Battery', 3],
      ['Error', 0],
      ['Not Reported', 1],
      ['No Flags', 25],
    ]);
    expect(target(items[0]!.href)).toEqual({ path: '/report/device', fuid: '12', filters: { late: { filterType: 'text', type: 'true' } } });
    expect(target(items[3]!.href).filters).toEqual({ notReported: { filterType: 'text', type: 'true' } });
    expect(items[2]!.href).toBeNull();
    // No flag: every flag "No" at once.
    expect(target(items[4]!.href).filters).toEqual({
      late: { filterType: 'text', type: 'false' },
      lowBattery: { filterType: 'text', type: 'false' },
      error: { filterType: 'text', type: 'false' },
      notReported: { filterType: 'text', type: 'false' },
    });
    expect(target(activationChart(SUMMARY, 'all')[1]!.href).filters).toEqual({ activationState: { filterType: 'set', values: ['1'] } });
    expect(
      activationChart(SUMMARY, 'all')
        .filter((i) => i.href)
        .map((i) => i.label),
    ).toEqual(['Active', 'Inactive']);
  });
});

describe('volume by product', () => {
  it("shows amounts in the viewer's units, weight for CO2, each bar on the scale of its measure", () => {
    const [propane, diesel, co2] = productBars(SUMMARY.products, SUMMARY.folderUid, GALLONS, 'all');
    expect(propane).toMatchObject({
      label: 'Propane',
      capacityShare: 1,
      fullShare: 0.6,
      amountText: '12,000 gal',
      capacityText: '20,000 gal',
      percentText: '60%',
      adjustedUllageText: '4,000 gal',
    });
    expect(diesel).toMatchObject({ capacityShare: 0.25, fullShare: 0.05, percentText: '20%' });
    // CO2 is weighed: its own scale, in pounds.
    expect(co2).toMatchObject({ capacityShare: 1, fullShare: 0.25, amountText: '200 lbs' });
    const inLiters = productBars(SUMMARY.products, SUMMARY.folderUid, LITERS, 'all');
    expect(inLiters[0]!.amountText).toBe('45,425 ltr');
    expect(inLiters[2]!.amountText).toBe('90.7 kg');
  });

  it('links a product to the asset report filtered to it, a tank without product to blank products', () => {
    const [propane] = productBars(SUMMARY.products, SUMMARY.folderUid, GALLONS, 'all');
    expect(target(propane!.href).filters).toEqual({ productName: { filterType: 'text', type: 'equals', filter: 'Propane' } });
    const [none] = productBars([{ ...SUMMARY.products[0]!, productUid: null, productName: 'No Product' }], 12, GALLONS, 'all');
    expect(target(none!.href).filters).toEqual({ productName: { filterType: 'text', type: 'blank' } });
  });
});

describe('donut arcs', () => {
  it('divides the circle by value, leaving out empty items', () => {
    const arcs = donutArcs([{ value: 1 }, { value: 0 }, { value: 3 }]);
    expect(arcs.map((a) => [a.start, a.end])).toEqual([
      [0, 0.25],
      [0.25, 1],
    ]);
    expect(donutArcs([{ value: 0 }])).toEqual([]);
  });

  it('writes shares as whole percents, "<1%" for a sliver', () => {
    expect(shareText(38, 49)).toBe('78%');
    expect(shareText(1, 400)).toBe('<1%');
    expect(shareText(0, 49)).toBe('0%');
    expect(shareText(1, 0)).toBe('');
  });
});

describe('with gateways only or monitors only', () => {
  it('adds the connection to every link, so the report lists the rows that side counted', () => {
    const gatewayZone = zoneChart(SUMMARY.assets.byZone, SUMMARY.folderUid, 'gateways')[2]!;
    expect(target(gatewayZone.href).filters).toEqual({
      connection: { filterType: 'set', values: ['gateway'] },
      zone: { filterType: 'set', values: ['3'] },
    });
    const monitorFlag = deviceFlagChart(SUMMARY, 'monitors')[0]!;
    expect(target(monitorFlag.href)).toMatchObject({
      path: '/report/device',
      filters: { connection: { filterType: 'set', values: ['monitor'] }, late: { filterType: 'text', type: 'true' } },
    });
    const [propane] = productBars(SUMMARY.products, SUMMARY.folderUid, GALLONS, 'monitors');
    expect(Object.keys(target(propane!.href).filters!)).toEqual(['connection', 'productName']);
  });
});
