// spec 001 §7 EntityReport ConfigData (reportTypeID Tank Config, Pressure Config, Device Config) of
// a folder and its subfolders, as reports.test.ts checks the Asset and Device reports: every
// sortable column both ways and a set of filters per kind against the independent grid evaluator
// (grid-evaluator.ts), and consecutive small pages that make the whole result. A report of configs
// has a row per config, so an asset with two pressure configs has two rows of one uid, told apart
// by their row keys (`uid:configId`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridColumnFilter, ReportColumn, ReportRow } from '@ullage/domain/reports/api';
import { ConfigType } from '@ullage/domain/configs';
import { ReportType } from '@ullage/domain/reports/reports';
import { findSystemSchedule } from '@ullage/domain/alerts/system-schedules';
import { TankType } from '@ullage/domain/tanks/tank-geometry';
import type { GridQueryContext } from '../src/modules/report/grid-query';
import { evaluateGrid, type GridRow } from './grid-evaluator';
import { createTestContext, type TestContext } from './helpers';
import { callerContext, evalRow, readAll, schemaOf, tableOf } from './report-support';
import { folderUid, signedIn, sitesUnder, type Api } from './shell-helpers';

let t: TestContext;
let propane: Api;
let company: number;
let ctx: GridQueryContext;
/** The asset saved with two pressure configs, and their ids. */
let twoLines: { uid: number; configIds: number[] };

beforeAll(async () => {
  t = await createTestContext();
  propane = await signedIn(t, 'demo-propane');
  company = await folderUid(t, 'Propane Distributor');
  ctx = await callerContext(propane);
  const site = (await sitesUnder(t, 'Central Wisconsin Branch', 1))[0]!;
  const pressure = (label: string, maxValue: number, unitsId: number) => ({
    typeId: ConfigType.Pressure,
    label,
    minReading: 4,
    maxReading: 20,
    minValue: 0,
    maxValue,
    unitsId,
  });
  const res = await propane.post(`/api/Asset/ToFolder/${site}`, {
    label: 'Manifold',
    configs: [pressure('Inlet', 300, 1), pressure('Outlet', 150, 2)],
  });
  expect(res.statusCode, res.body).toBe(200);
  const uid = res.json().uid as number;
  const { rows } = await t.database.pool.query('select id from entity_config where entity_uid = $1 and type_id = $2 order by id', [
    uid,
    ConfigType.Pressure,
  ]);
  twoLines = { uid, configIds: rows.map((r) => Number(r.id)) };
  // More pressure lines (the demo has one per company), some without a device.
  for (const [i, maxValue] of [150, 300, 600, 300, 100].entries()) {
    const line = await propane.post(`/api/Asset/ToFolder/${site}`, {
      label: `Line ${i + 1}`,
      configs: [pressure(i % 2 ? 'Supply' : 'Return', maxValue, 1 + (i % 2))],
    });
    expect(line.statusCode, line.body).toBe(200);
  }
  // The demo gives every device and tank the same settings: vary some, so filters have something
  // to tell apart (config reports read the configs themselves, not the report rows).
  const C = ConfigType;
  await t.database.pool.query(
    `update entity_config set data = data || '{"timeZoneId": 2, "observeDst": false}' where type_id = $1 and entity_uid % 5 = 0`,
    [C.TimeZone],
  );
  await t.database.pool.query(
    `update entity_config set data = data || '{"sendAlertsToDevice": false, "deadzone": 5}' where type_id = $1 and entity_uid % 3 = 0`,
    [C.DeviceAlert],
  );
  await t.database.pool.query(`update entity_config set data = data || '{"disabled": true}' where type_id = $1 and entity_uid % 4 = 0`, [
    C.EntitySchedule,
  ]);
  await t.database.pool.query(
    `update entity_config set data = jsonb_set(data, '{zones}', '[{"configId": 0, "position": 0, "type": 2, "value": 0.4}, {"configId": 0, "position": 1, "type": 3, "value": 0.1}]')
      where type_id = $1 and entity_uid % 6 = 0`,
    [C.AssetTank],
  );
});
afterAll(() => t.close());

type Filters = Record<string, GridColumnFilter>;

interface Kind {
  name: string;
  reportTypeID: number;
  /** The ties' order after the sort keys: the uid, then the config's id in the reports of configs. */
  perConfig: boolean;
  /** Filters of every column type, some of them from the values the rows hold. */
  filters: (rows: GridRow[]) => FilterModel[];
}
type FilterModel = { filters: Filters; filterAndOr?: 'and' | 'or' };

/** The value of `colId` most rows hold. */
function commonValue(rows: GridRow[], colId: string): string | number {
  const counts = new Map<unknown, number>();
  for (const r of rows) if (r[colId] !== null) counts.set(r[colId], (counts.get(r[colId]) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0] as string | number;
}

const configIdOf = (r: GridRow) => Number(String(r.rowKey).split(':')[1]);
const tieOf = (perConfig: boolean) => (a: GridRow, b: GridRow) => a.uid - b.uid || (perConfig ? configIdOf(a) - configIdOf(b) : 0);

const KINDS: Kind[] = [
  {
    name: 'Tank Config',
    reportTypeID: ReportType.TankConfig,
    perConfig: true,
    filters: (): FilterModel[] => [
      { filters: { capacity: { filterType: 'number', type: 'greaterThanOrEqual', filter: 1000 } } },
      { filters: { tankType: { filterType: 'set', values: [TankType.HorizontalCylinder, null] } } },
      { filters: { label: { filterType: 'text', type: 'contains', filter: 'propane' } } },
      { filters: { isBulk: { filterType: 'text', type: 'true' } } },
      { filters: { warningZone: { filterType: 'number', type: 'inRange', filter: 20, filterTo: 35 } } },
      { filters: { deviceSerial: { filterType: 'text', type: 'notBlank' } }, filterAndOr: 'and' },
      {
        filters: {
          length: {
            filterType: 'number',
            operator: 'OR',
            conditions: [
              { filterType: 'number', type: 'lessThan', filter: 60 },
              { filterType: 'number', type: 'greaterThan', filter: 300 },
            ],
          },
          port: { filterType: 'number', type: 'equals', filter: 1 },
        },
      },
      {
        filters: {
          isBulk: { filterType: 'text', type: 'true' },
          criticalZone: { filterType: 'number', type: 'lessThanOrEqual', filter: 15 },
        },
        filterAndOr: 'or',
      },
    ],
  },
  {
    name: 'Pressure Config',
    reportTypeID: ReportType.PressureConfig,
    perConfig: true,
    filters: (): FilterModel[] => [
      { filters: { label: { filterType: 'text', type: 'equals', filter: 'Manifold' } } },
      {
        filters: {
          configLabel: { filterType: 'text', type: 'notEqual', filter: 'supply' },
          maxValue: { filterType: 'number', type: 'inRange', filter: 100, filterTo: 300 },
        },
      },
      { filters: { configLabel: { filterType: 'text', type: 'startsWith', filter: 'out' } } },
      { filters: { units: { filterType: 'set', values: [1] } } },
      { filters: { maxValue: { filterType: 'number', type: 'lessThan', filter: 200 } } },
      { filters: { deviceSerial: { filterType: 'text', type: 'blank' } } },
      {
        filters: { units: { filterType: 'set', values: [2] }, maxValue: { filterType: 'number', type: 'greaterThan', filter: 250 } },
        filterAndOr: 'or',
      },
    ],
  },
  {
    name: 'Device Config',
    reportTypeID: ReportType.DeviceConfig,
    perConfig: false,
    filters: (rows): FilterModel[] => [
      { filters: { model: { filterType: 'set', values: [22] } } },
      { filters: { timeZone: { filterType: 'set', values: [commonValue(rows, 'timeZone'), null] } } },
      { filters: { deadzone: { filterType: 'number', type: 'greaterThan', filter: 0 } } },
      { filters: { serialNumber: { filterType: 'text', type: 'endsWith', filter: '7' } } },
      { filters: { sendAlertsToDevice: { filterType: 'text', type: 'true' } } },
      {
        filters: { scheduleDisabled: { filterType: 'text', type: 'false' }, deadzone: { filterType: 'number', type: 'blank' } },
        filterAndOr: 'or',
      },
      { filters: { schedule: { filterType: 'text', type: 'notBlank' } } },
      { filters: { model: { filterType: 'set', values: [22] }, observeDst: { filterType: 'text', type: 'true' } }, filterAndOr: 'and' },
    ],
  },
];

describe.each(KINDS)('the $name report', (kind) => {
  let columns: ReportColumn[];
  let all: GridRow[];
  const q = { reportTypeID: kind.reportTypeID };
  const keysOf = (rows: readonly ReportRow[]) => rows.map((r) => r.rowKey);

  beforeAll(async () => {
    columns = await schemaOf(propane, 'Config', company, kind.reportTypeID);
    const whole = await readAll(propane, 'Config', company, q);
    all = whole.rows.map((r) => evalRow(r, columns));
    expect(whole.lastRow).toBe(all.length);
  });

  it('gives each row a key of its own', () => {
    expect(all.length).toBeGreaterThan(2);
    expect(new Set(all.map((r) => r.rowKey)).size).toBe(all.length);
    if (kind.perConfig) for (const r of all) expect(r.rowKey).toBe(`${r.uid}:${configIdOf(r)}`);
    else for (const r of all) expect(r.rowKey).toBe(String(r.uid));
  });

  it('sorts by every sortable column both ways, blanks last, ties by uid (and config)', async () => {
    const sortable = columns.filter((c) => c.sortable);
    expect(sortable.length).toBeGreaterThan(5);
    for (const c of sortable) {
      for (const sort of ['asc', 'desc'] as const) {
        const sorting = [{ colId: c.colId, sort }];
        const got = keysOf((await readAll(propane, 'Config', company, { ...q, sorting })).rows);
        const want = evaluateGrid(all, tableOf(columns), {}, 'and', sorting, ctx, tieOf(kind.perConfig)).map((r) => r.rowKey);
        expect(got, `${c.colId} ${sort}`).toEqual(want);
      }
    }
  });

  it('filters as an independent evaluation does, with the count', async () => {
    const sorting = [{ colId: 'label', sort: 'asc' as const }];
    let narrowed = 0;
    const models = kind.filters(all);
    for (const m of models) {
      const { rows, lastRow } = await readAll(propane, 'Config', company, { ...q, ...m, sorting });
      const want = evaluateGrid(all, tableOf(columns), m.filters, m.filterAndOr ?? 'and', sorting, ctx, tieOf(kind.perConfig)).map(
        (r) => r.rowKey,
      );
      expect(want.length, JSON.stringify(m)).toBeGreaterThan(0);
      expect(keysOf(rows), JSON.stringify(m)).toEqual(want);
      expect(lastRow, JSON.stringify(m)).toBe(want.length);
      if (want.length < all.length) narrowed++;
    }
    // The filters keep some rows and leave others out, not all or nothing.
    expect(narrowed).toBeGreaterThanOrEqual(models.length - 1);
  });

  it('pages through a sorted, filtered result: consecutive small pages make the whole, no gaps, no overlaps', async () => {
    const sortable = columns.filter((c) => c.sortable && c.colId !== 'label');
    const sorting = [{ colId: sortable[0]!.colId, sort: 'desc' as const }];
    for (const m of [{ filters: {} as Filters }, kind.filters(all)[0]!]) {
      const whole = await readAll(propane, 'Config', company, { ...q, ...m, sorting });
      const paged = await readAll(propane, 'Config', company, { ...q, ...m, sorting }, 7);
      expect(keysOf(paged.rows)).toEqual(keysOf(whole.rows));
      expect(new Set(keysOf(paged.rows)).size).toBe(paged.rows.length);
      expect(paged.lastRow).toBe(whole.rows.length);
    }
  });
});

describe('an asset with two pressure configs', () => {
  it('has a row for each in the Pressure Config report, one uid, two row keys', async () => {
    const { rows } = await readAll(propane, 'Config', company, { reportTypeID: ReportType.PressureConfig });
    const mine = rows.filter((r) => r.uid === twoLines.uid);
    expect(mine.map((r) => [r.rowKey, r.configLabel, r.maxValue, r.units])).toEqual([
      [`${twoLines.uid}:${twoLines.configIds[0]}`, 'Inlet', 300, 1],
      [`${twoLines.uid}:${twoLines.configIds[1]}`, 'Outlet', 150, 2],
    ]);
    // One asset, one row in the Asset report.
    const assets = await readAll(propane, 'Asset', company, {
      filters: { label: { filterType: 'text', type: 'equals', filter: 'Manifold' } },
    });
    expect(assets.rows.map((r) => [r.uid, r.rowKey])).toEqual([[twoLines.uid, String(twoLines.uid)]]);
  });
});

describe('the Device Config report', () => {
  it("names each device's schedule, the system schedules (which are not entities) included", async () => {
    const { rows } = await readAll(propane, 'Config', company, { reportTypeID: ReportType.DeviceConfig });
    const { rows: configs } = await t.database.pool.query(
      `select c.entity_uid, (c.data ->> 'scheduleUid')::bigint as schedule_uid from entity_config c
        where c.type_id = $1 and c.entity_uid = any($2::bigint[]) order by c.entity_uid, c.id`,
      [ConfigType.EntitySchedule, rows.map((r) => r.uid)],
    );
    expect(configs.length).toBeGreaterThan(0);
    const byUid = new Map(rows.map((r) => [r.uid, r]));
    const seen = new Set<number>();
    for (const c of configs) {
      if (seen.has(Number(c.entity_uid))) continue;
      seen.add(Number(c.entity_uid));
      expect(byUid.get(Number(c.entity_uid))?.schedule).toBe(findSystemSchedule(Number(c.schedule_uid))?.label);
    }
  });

  it('shows a battery type that is not set (0) as blank, which the blanks filter finds', async () => {
    const { rows: unset } = await t.database.pool.query(
      `select distinct c.entity_uid from entity_config c where c.type_id = $1 and coalesce((c.data ->> 'batteryTypeId')::int, 0) = 0`,
      [ConfigType.Battery],
    );
    const { rows } = await readAll(propane, 'Config', company, { reportTypeID: ReportType.DeviceConfig });
    const blank = rows.filter((r) => unset.some((u) => Number(u.entity_uid) === r.uid));
    expect(blank.length).toBeGreaterThan(0);
    for (const r of blank) expect(r.batteryType).toBeNull();
    const filtered = await readAll(propane, 'Config', company, {
      reportTypeID: ReportType.DeviceConfig,
      filters: { batteryType: { filterType: 'set', values: [null] } },
    });
    expect(filtered.rows.map((r) => r.uid).sort()).toEqual(
      rows
        .filter((r) => r.batteryType === null)
        .map((r) => r.uid)
        .sort(),
    );
    expect(filtered.rows.length).toBeGreaterThanOrEqual(blank.length);
  });
});
