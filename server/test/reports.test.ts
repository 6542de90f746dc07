// spec 001 §7 EntityReport Asset, Device and Config reports of a folder and its subfolders: the
// rows and values against an independent reading of the base tables, paging, every column's sort
// both ways, filters of every kind joined by and/or against the grid evaluator, the caller's
// units, the declared formats, refusals, live ingestion, copies and moves, and scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportColumn, ReportRow } from '@ullage/domain/reports/api';
import { AssetStatus, ASSET_STATUS_TYPES } from '@ullage/domain/tanks/asset-status';
import { ConfigType } from '@ullage/domain/configs';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { GridValueFormat } from '@ullage/domain/reports/display';
import { ReportType } from '@ullage/domain/reports/reports';
import { TankType } from '@ullage/domain/tanks/tank-geometry';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { VolumeUnit } from '@ullage/domain/units';
import { Zone } from '@ullage/domain/tanks/zones';
import { evaluateGrid } from './grid-evaluator';
import { createTestContext, type TestContext } from './helpers';
import { callerContext, dataUrl, evalRow, readAll, schemaOf, seedStates, tableOf, type ReportKind } from './report-support';
import { folderUid, signedIn, sitesUnder, type Api } from './shell-helpers';
import { demoTank, minutesAgo, sendUpdate } from './support';
import { TEST_ADMIN_PASSWORD } from './constants';

let t: TestContext;
let propane: Api;
let company: number;

beforeAll(async () => {
  t = await createTestContext();
  propane = await signedIn(t, 'demo-propane');
  company = await folderUid(t, 'Propane Distributor');
  await seedStates(t, company);
});
afterAll(() => t.close());

/** The company's tanks read straight from the base tables (membership, folder, product, config,
 * sensor, device, tank state), nothing from the report rows. */
async function expectedAssets(folder: number) {
  const { rows } = await t.database.pool.query(
    `select a.uid, e.label, fe.label as folder_label, p.name as product_name, t.percent_full,
            coalesce(t.capacity, (c.data #>> '{tank,capacity}')::float8) as capacity, t.amount_full, t.days_left,
            coalesce(t.status, 0) as status, t.zone, t.reading_time, d.serial_number, d.battery_strength, d.flags
       from asset a
       join entity e on e.uid = a.uid and e.active
       join folder_membership m on m.entity_uid = a.uid and not m.is_copy
       join folder f on f.uid = m.folder_uid
       join entity fe on fe.uid = f.uid
       left join product p on p.uid = a.product_uid
       left join tank_state t on t.asset_uid = a.uid
       left join entity_config c on c.id = (select min(x.id) from entity_config x where x.entity_uid = a.uid and x.type_id = $2)
       -- The device: the one the tank config reads, else the one an asset without a tank (a pressure
       -- line, a switch) reads through its first sensor config; an active one.
       left join device d on d.uid = (
         select s.device_uid from entity_config x join sensor s on s.uid = x.sensor_uid join entity de on de.uid = s.device_uid and de.active
          where x.entity_uid = a.uid order by x.type_id <> $2, x.id limit 1)
      where f.path @> array[$1::bigint]
      order by a.uid`,
    [folder, ConfigType.AssetTank],
  );
  return rows.map((r) => ({
    uid: Number(r.uid),
    label: r.label as string,
    folderLabel: r.folder_label as string,
    productName: r.product_name as string | null,
    percentFull: r.percent_full as number | null,
    capacity: r.capacity as number | null,
    amountFull: r.amount_full as number | null,
    daysLeft: r.days_left as number | null,
    status: Number(r.status),
    zone: r.zone as number | null,
    readingTime: r.reading_time === null ? null : new Date(r.reading_time as Date).getTime(),
    deviceSerial: r.serial_number as string | null,
    battery: r.battery_strength as number | null,
    deviceLate: r.flags === null ? null : (Number(r.flags) & DeviceFlag.Late) !== 0,
  }));
}

describe('the Asset report', () => {
  let columns: ReportColumn[];
  beforeAll(async () => {
    columns = await schemaOf(propane, 'Asset', company);
  });

  it('lists every active tank of the folder and its subfolders once, with the values of its tables', async () => {
    const expected = await expectedAssets(company);
    expect(expected.length).toBeGreaterThan(800);
    const { rows, lastRow } = await readAll(propane, 'Asset', company, {}, 400);
    expect(lastRow).toBe(expected.length);
    const byUid = new Map(rows.map((r) => [r.uid, evalRow(r, columns)]));
    expect([...byUid.keys()].sort((a, b) => a - b)).toEqual(expected.map((e) => e.uid));
    for (const e of expected) expect(byUid.get(e.uid), `tank ${e.uid}`).toMatchObject(e);
  });

  it("declares each column's type and value format (spec 001 §9), with the defaults a dispatcher opens with", () => {
    const col = (id: string) => columns.find((c) => c.colId === id)!;
    expect(col('percentFull')).toMatchObject({ type: 'number', format: GridValueFormat.Percent, zoneColId: 'zone', defaultVisible: true });
    expect(col('amountFull')).toMatchObject({ header: 'Volume', format: GridValueFormat.Gallons, defaultVisible: true });
    expect(col('amountFullWeight')).toMatchObject({ format: GridValueFormat.Weight, defaultVisible: false });
    expect(col('inchesFull')).toMatchObject({ format: GridValueFormat.Inches });
    expect(col('temperature')).toMatchObject({ format: GridValueFormat.Temperature });
    expect(col('readingTime')).toMatchObject({ type: 'date', format: GridValueFormat.DateTime });
    expect(col('deviceLate')).toMatchObject({ type: 'boolean', format: GridValueFormat.YesNo });
    expect(col('zone')).toMatchObject({ type: 'set', zoneColId: 'zone' });
    expect(col('status').values).toEqual(ASSET_STATUS_TYPES.map((s) => ({ value: s.id, label: s.label })));
    expect(columns.filter((c) => c.defaultVisible).map((c) => c.colId)).toEqual(
      expect.arrayContaining(['label', 'folderLabel', 'productName', 'percentFull', 'amountFull', 'daysLeft', 'status', 'readingTime']),
    );
  });

  it('pages through a result: consecutive pages concatenate to the whole, without overlap', async () => {
    const q = {
      sorting: [{ colId: 'percentFull', sort: 'desc' as const }],
      filters: { status: { filterType: 'set' as const, values: [AssetStatus.OK, AssetStatus.Delivery] } },
    };
    const whole = await readAll(propane, 'Asset', company, q);
    const paged = await readAll(propane, 'Asset', company, q, 37);
    expect(paged.rows.map((r) => r.uid)).toEqual(whole.rows.map((r) => r.uid));
    expect(new Set(paged.rows.map((r) => r.uid)).size).toBe(paged.rows.length);
    expect(paged.lastRow).toBe(whole.rows.length);
    // A page past the end is empty and still counts the rows.
    const past = (await propane.get(dataUrl('Asset', company, 5000, 5100, q))).json();
    expect(past).toEqual({ rows: [], lastRow: whole.rows.length });
  });

  it('sorts by every sortable column both ways, blanks last, ties by uid', async () => {
    const ctx = await callerContext(propane);
    const all = (await readAll(propane, 'Asset', company)).rows.map((r) => evalRow(r, columns));
    for (const c of columns.filter((x) => x.sortable)) {
      for (const sort of ['asc', 'desc'] as const) {
        const sorting = [{ colId: c.colId, sort }];
        const got = (await readAll(propane, 'Asset', company, { sorting })).rows.map((r) => r.uid);
        const want = evaluateGrid(all, tableOf(columns), {}, 'and', sorting, ctx).map((r) => r.uid);
        expect(got, `${c.colId} ${sort}`).toEqual(want);
      }
    }
  });

  it('filters text, numbers, dates, yes/no and sets, joined by and or or, as an independent evaluation does', async () => {
    const ctx = await callerContext(propane);
    const expected = (await expectedAssets(company)) as unknown as ReportRow[];
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const models: { filters: Record<string, never>; filterAndOr?: 'and' | 'or' }[] = [
      { filters: { status: { filterType: 'set', values: [AssetStatus.Delivery, String(AssetStatus.HighUsage)] } } },
      { filters: { percentFull: { filterType: 'number', type: 'lessThan', filter: 25 } } },
      { filters: { percentFull: { filterType: 'number', type: 'inRange', filter: 20, filterTo: 40 } } },
      { filters: { daysLeft: { filterType: 'number', type: 'blank' } } },
      { filters: { label: { filterType: 'text', type: 'contains', filter: 'PROPANE' } } },
      { filters: { folderLabel: { filterType: 'text', type: 'startsWith', filter: 'g' } } },
      { filters: { readingTime: { filterType: 'date', type: 'greaterThan', dateFrom: `${day} 00:00:00` } } },
      { filters: { readingTime: { filterType: 'date', type: 'blank' } } },
      { filters: { deviceLate: { filterType: 'text', type: 'true' } } },
      { filters: { zone: { filterType: 'set', values: [Zone.Critical, null] } } },
      {
        filters: {
          percentFull: {
            filterType: 'number',
            operator: 'OR',
            conditions: [
              { filterType: 'number', type: 'lessThan', filter: 10 },
              { filterType: 'number', type: 'greaterThan', filter: 90 },
            ],
          },
          status: { filterType: 'set', values: [AssetStatus.OK] },
        },
      },
      {
        filters: {
          status: { filterType: 'set', values: [AssetStatus.Delivery] },
          daysLeft: { filterType: 'number', type: 'lessThanOrEqual', filter: 5 },
        },
        filterAndOr: 'or',
      },
    ] as never;
    const table = tableOf(columns);
    for (const m of models) {
      const sorting = [{ colId: 'percentFull', sort: 'asc' as const }];
      const { rows, lastRow } = await readAll(propane, 'Asset', company, { ...m, sorting });
      const want = evaluateGrid(expected as never, table, m.filters, m.filterAndOr ?? 'and', sorting, ctx).map((r) => r.uid);
      expect(want.length, JSON.stringify(m)).toBeGreaterThan(0);
      expect(
        rows.map((r) => r.uid),
        JSON.stringify(m),
      ).toEqual(want);
      expect(lastRow).toBe(want.length);
    }
  });

  it("reads a number filter in the caller's units: a user who sees liters filters volume in liters", async () => {
    const manager = 'dhanson.propane';
    await t.database.pool.query(
      `update app_user set unit_config = unit_config || jsonb_build_object('volumeUnitId', $2::int) where user_name = $1`,
      [manager, VolumeUnit.Liters],
    );
    const liters = await signedIn(t, manager);
    const filters = { amountFull: { filterType: 'number', type: 'greaterThan', filter: 1000 } } as never;
    const inLiters = (await readAll(liters, 'Asset', company, { filters })).rows.map((r) => r.uid).sort((a, b) => a - b);
    const inGallons = (await readAll(propane, 'Asset', company, { filters })).rows.map((r) => r.uid);
    // 1000 liters is 264.172 gallons: stored gallons above that.
    const want = (await expectedAssets(company)).filter((e) => e.amountFull !== null && e.amountFull > 264.172).map((e) => e.uid);
    expect(inLiters).toEqual(want);
    expect(inGallons.length).toBeLessThan(want.length);
    expect(inGallons.length).toBe((await expectedAssets(company)).filter((e) => e.amountFull !== null && e.amountFull > 1000).length);
  });

  it("answers each call with the caller's units and the folder as they are now, not as the caller's previous call found them", async () => {
    // A data call runs its page on what the previous call of the same user and folder found while
    // it looks them up again (docs/decisions/047-report-data-call.md).
    const filters = { amountFull: { filterType: 'number', type: 'greaterThan', filter: 1000 } } as never;
    const url = dataUrl('Asset', company, 0, 10, { filters });
    const expected = await expectedAssets(company);
    const above = (x: number) => expected.filter((e) => e.amountFull !== null && e.amountFull > x).length;
    expect((await propane.get(url)).json().lastRow).toBe(above(1000));
    const {
      rows: [was],
    } = await t.database.pool.query("select unit_config from app_user where user_name = 'demo-propane'");
    await t.database.pool.query(
      `update app_user set unit_config = unit_config || jsonb_build_object('volumeUnitId', $1::int) where user_name = 'demo-propane'`,
      [VolumeUnit.Liters],
    );
    try {
      expect((await propane.get(url)).json().lastRow).toBe(above(264.172));
    } finally {
      await t.database.pool.query("update app_user set unit_config = $1 where user_name = 'demo-propane'", [was.unit_config]);
    }
    expect((await propane.get(url)).json().lastRow).toBe(above(1000));

    const site = (await sitesUnder(t, 'Central Minnesota Branch', 2))[1]!;
    expect((await propane.get(dataUrl('Asset', site, 0, 10))).statusCode).toBe(200);
    await t.database.pool.query('update entity set active = false where uid = $1', [site]);
    try {
      expect((await propane.get(dataUrl('Asset', site, 0, 10))).statusCode).toBe(404);
    } finally {
      await t.database.pool.query('update entity set active = true where uid = $1', [site]);
    }
    expect((await propane.get(dataUrl('Asset', site, 0, 10))).statusCode).toBe(200);
  });

  it('keeps a tank measured by weight (CO2, spec 001 §9) out of the volume columns and in the weight ones', async () => {
    const site = (await sitesUnder(t, 'Northern Wisconsin Branch', 1))[0]!;
    const res = await propane.post(`/api/Asset/ToFolder/${site}`, {
      label: 'CO2 Bulk Tank',
      configs: [{ typeId: ConfigType.AssetTank, tank: { cmid: TankType.CO2, capacity: 750 } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const uid = res.json().uid as number;
    await t.database.pool.query(
      `insert into tank_state (asset_uid, reading_time, amount_full, capacity, max_fill_amount, percent_full, ullage, adjusted_ullage, zone)
       values ($1, now(), 300, 750, 750, 0.4, 450, 450, 1)`,
      [uid],
    );
    await t.database.pool.query('select report_refresh_live($1::bigint[], $2::bigint[])', [[uid], []]);
    const only = { label: { filterType: 'text', type: 'equals', filter: 'CO2 Bulk Tank' } } as never;
    const row = (await readAll(propane, 'Asset', site, { filters: only })).rows[0]!;
    expect(row).toMatchObject({
      measuredBy: 'weight',
      amountFull: null,
      capacity: null,
      amountFullWeight: 300,
      capacityWeight: 750,
      percentFull: 0.4,
    });
    const overVolume = { amountFull: { filterType: 'number', type: 'greaterThan', filter: 1 } } as never;
    expect((await readAll(propane, 'Asset', site, { filters: overVolume })).rows.map((r) => r.uid)).not.toContain(uid);
    const overWeight = { amountFullWeight: { filterType: 'number', type: 'greaterThan', filter: 299 } } as never;
    expect((await readAll(propane, 'Asset', site, { filters: overWeight })).rows.map((r) => r.uid)).toEqual([uid]);
  });

  it('refuses an unknown column, a filter of the wrong kind or an unknown value with a 400 naming it', async () => {
    const bad = async (q: Parameters<typeof dataUrl>[4]) => {
      const res = await propane.get(dataUrl('Asset', company, 0, 100, q));
      expect(res.statusCode).toBe(400);
      return res.json() as { message: string; errors: Record<string, string[]> };
    };
    expect((await bad({ sorting: [{ colId: 'nope', sort: 'asc' }] })).message).toBe('Sorting: nope is not a column of this report');
    expect((await bad({ filters: { secret: { filterType: 'text', type: 'contains', filter: 'x' } } })).message).toBe(
      'Filters: secret is not a column of this report',
    );
    expect((await bad({ filters: { percentFull: { filterType: 'text', type: 'contains', filter: 'x' } } })).message).toBe(
      'Filters: Percent Full takes a number filter, not a text filter',
    );
    expect((await bad({ filters: { status: { filterType: 'set', values: [99] } } })).message).toBe('Filters: Status has no value 99');
    const res = await propane.get(`/api/EntityReport/AssetData?folderUid=${company}&startRow=10&endRow=5`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.endRow).toEqual(['End Row: must be greater than Start Row']);
  });
});

describe('the Device and Config reports', () => {
  it('lists every active device once and sorts by every column both ways', async () => {
    const ctx = await callerContext(propane);
    const columns = await schemaOf(propane, 'Device', company);
    const { rows: expected } = await t.database.pool.query(
      `select d.uid, d.serial_number, d.flags, d.battery_strength from device d join entity e on e.uid = d.uid and e.active
         join folder_membership m on m.entity_uid = d.uid and not m.is_copy join folder f on f.uid = m.folder_uid
        where f.path @> array[$1::bigint] order by d.uid`,
      [company],
    );
    const { rows, lastRow } = await readAll(propane, 'Device', company, {}, 500);
    expect(lastRow).toBe(expected.length);
    const byUid = new Map(rows.map((r) => [r.uid, r]));
    for (const e of expected) {
      expect(byUid.get(Number(e.uid))).toMatchObject({
        serialNumber: e.serial_number,
        battery: e.battery_strength,
        late: (Number(e.flags) & DeviceFlag.Late) !== 0,
        lowBattery: (Number(e.flags) & DeviceFlag.LowBattery) !== 0,
      });
    }
    const all = rows.map((r) => evalRow(r, columns));
    for (const c of columns.filter((x) => x.sortable)) {
      for (const sort of ['asc', 'desc'] as const) {
        const sorting = [{ colId: c.colId, sort }];
        const got = (await readAll(propane, 'Device', company, { sorting })).rows.map((r) => r.uid);
        expect(got, `${c.colId} ${sort}`).toEqual(evaluateGrid(all, tableOf(columns), {}, 'and', sorting, ctx).map((r) => r.uid));
      }
    }
    const filters = { model: { filterType: 'set', values: [22] }, late: { filterType: 'text', type: 'false' } } as never;
    const filtered = await readAll(propane, 'Device', company, { filters, sorting: [{ colId: 'serialNumber', sort: 'asc' }] });
    expect(filtered.rows.map((r) => r.uid)).toEqual(
      evaluateGrid(all, tableOf(columns), filters, 'and', [{ colId: 'serialNumber', sort: 'asc' }], ctx).map((r) => r.uid),
    );
    expect(filtered.rows.length).toBeGreaterThan(0);
  });

  it('shows tank configs with their dimensions and zones, device configs with their settings, and sorts and filters them', async () => {
    const ctx = await callerContext(propane);
    const tank = await readAll(propane, 'Config', company, { reportTypeID: ReportType.TankConfig });
    const { rows: configs } = await t.database.pool.query(
      `select c.entity_uid, c.data from entity_config c join folder_membership m on m.entity_uid = c.entity_uid and not m.is_copy
         join folder f on f.uid = m.folder_uid join entity e on e.uid = c.entity_uid and e.active
        where c.type_id = $2 and f.path @> array[$1::bigint]`,
      [company, ConfigType.AssetTank],
    );
    expect(tank.lastRow).toBe(configs.length);
    const byUid = new Map(tank.rows.map((r) => [r.uid, r]));
    for (const c of configs.slice(0, 50)) {
      const zone = (type: number) => (c.data.zones as { type: number; value: number }[]).find((z) => z.type === type)?.value ?? null;
      expect(byUid.get(Number(c.entity_uid))).toMatchObject({
        tankType: c.data.tank.cmid,
        length: c.data.tank.length,
        height: c.data.tank.height,
        maxFillPercent: c.data.tank.ullagePercent,
        warningZone: zone(Zone.Warning),
        criticalZone: zone(Zone.Critical),
        port: c.data.sensor.port,
      });
    }
    const tankColumns = await schemaOf(propane, 'Config', company, ReportType.TankConfig);
    const all = tank.rows.map((r) => evalRow(r, tankColumns));
    for (const colId of ['tankType', 'capacity', 'length', 'warningZone', 'deviceSerial']) {
      for (const sort of ['asc', 'desc'] as const) {
        const sorting = [{ colId, sort }];
        const got = (await readAll(propane, 'Config', company, { reportTypeID: ReportType.TankConfig, sorting })).rows.map((r) => r.uid);
        expect(got, `${colId} ${sort}`).toEqual(evaluateGrid(all, tableOf(tankColumns), {}, 'and', sorting, ctx).map((r) => r.uid));
      }
    }
    const filters = { capacity: { filterType: 'number', type: 'greaterThanOrEqual', filter: 1000 } } as never;
    const big = await readAll(propane, 'Config', company, { reportTypeID: ReportType.TankConfig, filters });
    expect(big.rows.map((r) => r.uid).sort((a, b) => a - b)).toEqual(
      evaluateGrid(all, tableOf(tankColumns), filters, 'and', [], ctx)
        .map((r) => r.uid)
        .sort((a, b) => a - b),
    );

    const device = await readAll(propane, 'Config', company, { reportTypeID: ReportType.DeviceConfig });
    const { rows: tz } = await t.database.pool.query(
      `select c.entity_uid, (c.data ->> 'timeZoneId')::int as tz from entity_config c where c.type_id = $1 and c.entity_uid = any($2::bigint[])`,
      [ConfigType.TimeZone, device.rows.map((r) => r.uid)],
    );
    expect(tz.length).toBeGreaterThan(0);
    const deviceByUid = new Map(device.rows.map((r) => [r.uid, r]));
    for (const r of tz) expect(deviceByUid.get(Number(r.entity_uid))?.timeZone).toBe(r.tz);

    // A pressure config, saved through the asset call, shows in the Pressure Config report.
    const site = (await sitesUnder(t, 'Central Wisconsin Branch', 1))[0]!;
    const res = await propane.post(`/api/Asset/ToFolder/${site}`, {
      label: 'Line Pressure',
      configs: [{ typeId: ConfigType.Pressure, label: 'Line', minReading: 4, maxReading: 20, minValue: 0, maxValue: 300 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const pressure = await readAll(propane, 'Config', company, { reportTypeID: ReportType.PressureConfig });
    // Beside the demo's own pressure lines (its Equipment Yards), each a row of its own.
    const created = pressure.rows.filter((r) => r.uid === res.json().uid);
    expect(created).toEqual([expect.objectContaining({ configLabel: 'Line', minReading: 4, maxReading: 20, maxValue: 300, units: 1 })]);
    const { rows: demoLines } = await t.database.pool.query(
      `select c.entity_uid from entity_config c join folder_membership m on m.entity_uid = c.entity_uid join folder f on f.uid = m.folder_uid
        where c.type_id = $1 and f.path @> array[$2::bigint]`,
      [ConfigType.Pressure, company],
    );
    expect(pressure.rows.map((r) => r.uid).sort((a, b) => a - b)).toEqual(demoLines.map((r) => Number(r.entity_uid)).sort((a, b) => a - b));
  });
});

describe('live rows', () => {
  it('shows a reading the moment ingestion has stored it', async () => {
    const tank = await demoTank(t, 'Propane Distributor', 3);
    const readingDate = toCentralTimestamp(new Date(Date.now() - 60_000));
    const res = await sendUpdate(t, tank.key, { readingDate, batteryStrength: 77, readings: [{ port: 1, reading: 21.5 }] });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.database.pool.query('select percent_full, reading_time from tank_state where asset_uid = $1', [tank.assetUid]);
    const row = (await readAll(propane, 'Asset', tank.siteUid)).rows.find((r) => r.uid === tank.assetUid)!;
    expect(row.percentFull).toBe(rows[0].percent_full);
    expect(Date.parse(row.readingTime as string)).toBe(new Date(rows[0].reading_time).getTime());
    expect(row.battery).toBe(77);
    const device = (await readAll(propane, 'Device', tank.siteUid)).rows.find((r) => r.uid === tank.deviceUid)!;
    expect(device).toMatchObject({ battery: 77, notReported: false });
  });

  it("shows a temperature with its zone: Hot and Cold beyond the config's bands, Safe between", async () => {
    const tank = await demoTank(t, 'Propane Distributor', 6);
    // The demo tank's monitor measures temperature on port 2 (bands: Cold at or below -10 °F, Hot at or above 120 °F).
    const { rows: configs } = await t.database.pool.query(
      `select s.port from entity_config c join sensor s on s.uid = c.sensor_uid where c.entity_uid = $1 and c.type_id = $2`,
      [tank.assetUid, ConfigType.Temperature],
    );
    expect(configs.map((c) => Number(c.port))).toEqual([2]);
    const only = {
      label: {
        filterType: 'text',
        type: 'equals',
        filter: (await t.database.pool.query('select label from entity where uid = $1', [tank.assetUid])).rows[0].label,
      },
    } as never;
    const rowAfter = async (minutes: number, temperature: number) => {
      const res = await sendUpdate(t, tank.key, {
        readingDate: minutesAgo(minutes),
        readings: [
          { port: 1, reading: 20 },
          { port: 2, reading: temperature },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      return (await readAll(propane, 'Asset', tank.siteUid, { filters: only })).rows.find((r) => r.uid === tank.assetUid)!;
    };
    expect(await rowAfter(30, 131)).toMatchObject({ temperature: 131, temperatureZone: Zone.Hot });
    expect(await rowAfter(20, -22)).toMatchObject({ temperature: -22, temperatureZone: Zone.Cold });
    // Filtered by its zone like any set column, and the cell takes its colour from it.
    const cold = { temperatureZone: { filterType: 'set', values: [Zone.Cold] } } as never;
    expect((await readAll(propane, 'Asset', tank.siteUid, { filters: cold })).rows.map((r) => r.uid)).toContain(tank.assetUid);
    const columns = await schemaOf(propane, 'Asset', company);
    expect(columns.find((c) => c.colId === 'temperature')).toMatchObject({ zoneColId: 'temperatureZone' });
    expect(columns.find((c) => c.colId === 'temperatureZone')?.values?.map((v) => v.value)).toEqual([Zone.Safe, Zone.Hot, Zone.Cold]);
    expect(await rowAfter(10, 58)).toMatchObject({ temperature: 58, temperatureZone: Zone.Safe });
  });

  it('follows a tank copied or moved to another folder, and a folder moved to another branch, in both reports', async () => {
    const [from, to] = await sitesUnder(t, 'Northern Wisconsin Branch', 2);
    const branchA = await folderUid(t, 'Northern Wisconsin Branch');
    const branchB = await folderUid(t, 'Central Wisconsin Branch');
    const uidsOf = async (folder: number) => (await readAll(propane, 'Asset', folder)).rows.map((r) => r.uid);
    const {
      rows: [asset],
    } = await t.database.pool.query<{ uid: number }>(
      'select m.entity_uid as uid from folder_membership m join entity e on e.uid = m.entity_uid and e.type_id = 10 where m.folder_uid = $1 order by 1 limit 1',
      [from],
    );
    const uid = Number(asset!.uid);
    expect((await propane.put(`/api/Entity/${uid}/Copy`, { destFolderUid: to })).statusCode).toBe(200);
    expect(await uidsOf(from!)).toContain(uid);
    expect(await uidsOf(to!)).toContain(uid);
    // In the branch holding both folders it shows once, in its own folder.
    const inBranch = (await readAll(propane, 'Asset', branchA)).rows.filter((r) => r.uid === uid);
    expect(inBranch).toHaveLength(1);
    expect(inBranch[0]!.folderLabel).toBe((await t.database.pool.query('select label from entity where uid = $1', [from])).rows[0].label);
    expect((await propane.get(dataUrl('Asset', branchA, 0, 1))).json().lastRow).toBe(
      (await readAll(propane, 'Asset', branchA)).rows.length,
    );

    expect(
      (
        await propane.put(`/api/Entity/${uid}/Move`, {
          srcFolderUid: from,
          destFolderUid: (await sitesUnder(t, 'Northern Wisconsin Branch', 3))[2],
        })
      ).statusCode,
    ).toBe(200);
    expect(await uidsOf(from!)).not.toContain(uid);
    expect(await uidsOf(to!)).toContain(uid);

    // A site moved to another branch leaves one branch's report and joins the other's.
    const before = await uidsOf(to!);
    expect((await propane.put(`/api/Entity/${to}/Move`, { srcFolderUid: branchA, destFolderUid: branchB })).statusCode).toBe(200);
    const a = new Set(await uidsOf(branchA));
    const b = new Set(await uidsOf(branchB));
    for (const x of before.filter((u) => u !== uid)) {
      expect(a.has(x)).toBe(false);
      expect(b.has(x)).toBe(true);
    }
    const row = (await readAll(propane, 'Asset', to!)).rows[0]!;
    expect(row.folderPath).toMatch(/^Propane Distributor \/ Central Wisconsin Branch \//);
  });
});

describe('scope', () => {
  const calls = (folder: number): { kind: ReportKind; url: string }[] => [
    { kind: 'Asset', url: `/api/EntityReport/AssetSchema?folderUid=${folder}` },
    { kind: 'Asset', url: dataUrl('Asset', folder, 0, 10) },
    { kind: 'Device', url: `/api/EntityReport/DeviceSchema?folderUid=${folder}` },
    { kind: 'Device', url: dataUrl('Device', folder, 0, 10) },
    ...[ReportType.TankConfig, ReportType.PressureConfig, ReportType.DeviceConfig].flatMap((typeId) => [
      { kind: 'Config' as const, url: `/api/EntityReport/ConfigSchema?folderUid=${folder}&reportTypeID=${typeId}` },
      { kind: 'Config' as const, url: dataUrl('Config', folder, 0, 10, { reportTypeID: typeId }) },
    ]),
    { kind: 'Asset', url: `/api/Folder/${folder}/Summary` },
  ];

  it("answers another company's folder with 404, as a folder that does not exist, on every call", async () => {
    const lube = await signedIn(t, 'demo-lube');
    const lubeCompany = await folderUid(t, 'Lube Distributor');
    for (const c of calls(company)) {
      const res = await lube.get(c.url);
      expect(res.statusCode, c.url).toBe(404);
      expect(res.json().message).toBe(`Folder ${company} was not found.`);
    }
    for (const c of calls(lubeCompany)) expect((await lube.get(c.url)).statusCode, c.url).toBe(200);
    for (const c of calls(999_999_999)) expect((await lube.get(c.url)).statusCode, c.url).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: dataUrl('Asset', lubeCompany, 0, 10) })).statusCode).toBe(401);
  });

  it("gives a branch's dispatcher the branch and nothing above it, and never names the folders above", async () => {
    const dispatcher = await signedIn(t, 'bkowalski.propane');
    const branch = await folderUid(t, 'Northern Wisconsin Branch');
    for (const c of calls(company)) expect((await dispatcher.get(c.url)).statusCode, c.url).toBe(404);
    const { rows } = await readAll(dispatcher, 'Asset', branch);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.folderPath).toMatch(/^Northern Wisconsin Branch \//);
    const admin = await readAll(propane, 'Asset', branch);
    expect(rows.map((r) => r.uid)).toEqual(admin.rows.map((r) => r.uid));
  });

  it("moves a site's tanks from one company's reports and summary to the other's when the site moves there", async () => {
    const admin = await signedIn(t, 'admin', TEST_ADMIN_PASSWORD);
    const lube = await signedIn(t, 'demo-lube');
    const lubeCompany = await folderUid(t, 'Lube Distributor');
    const lubeBranch = await folderUid(t, 'Central Valley Branch');
    const site = (await sitesUnder(t, 'Central Minnesota Branch', 1))[0]!;
    const parent = await folderUid(t, 'Central Minnesota Branch');
    const tanks = (await readAll(propane, 'Asset', site)).rows.map((r) => r.uid);
    expect(tanks.length).toBeGreaterThan(0);
    const propaneBefore = (await propane.get(`/api/Folder/${company}/Summary`)).json().assets.total;
    const lubeBefore = (await lube.get(`/api/Folder/${lubeCompany}/Summary`)).json().assets.total;
    expect((await admin.put(`/api/Entity/${site}/Move`, { srcFolderUid: parent, destFolderUid: lubeBranch })).statusCode).toBe(200);
    const lubeRows = (await readAll(lube, 'Asset', lubeCompany)).rows.filter((r) => tanks.includes(r.uid));
    expect(lubeRows.map((r) => r.uid).sort((a, b) => a - b)).toEqual([...tanks].sort((a, b) => a - b));
    for (const r of lubeRows) expect(r.folderPath).toMatch(/^Lube Distributor \/ Central Valley Branch \//);
    expect((await readAll(propane, 'Asset', company)).rows.filter((r) => tanks.includes(r.uid))).toEqual([]);
    expect((await propane.get(dataUrl('Asset', site, 0, 10))).statusCode).toBe(404);
    expect((await propane.get(`/api/Folder/${company}/Summary`)).json().assets.total).toBe(propaneBefore - tanks.length);
    expect((await lube.get(`/api/Folder/${lubeCompany}/Summary`)).json().assets.total).toBe(lubeBefore + tanks.length);
  });

  it("shows a tank shared into another company's folder to that company under its own folder, and nothing more", async () => {
    const admin = await signedIn(t, 'admin', TEST_ADMIN_PASSWORD);
    const lube = await signedIn(t, 'demo-lube');
    const lubeSite = (await sitesUnder(t, 'Inland Empire Branch', 1))[0]!;
    const tank = await demoTank(t, 'Propane Distributor', 5);
    expect((await admin.put(`/api/Entity/${tank.assetUid}/Copy`, { destFolderUid: lubeSite, readOnly: true })).statusCode).toBe(200);
    const lubeCompany = await folderUid(t, 'Lube Distributor');
    const row = (await readAll(lube, 'Asset', lubeCompany)).rows.find((r) => r.uid === tank.assetUid)!;
    const lubeSiteLabel = (await t.database.pool.query('select label from entity where uid = $1', [lubeSite])).rows[0].label;
    expect(row).toMatchObject({ folderLabel: lubeSiteLabel });
    expect(String(row.folderPath)).toMatch(/^Lube Distributor \//);
    expect(JSON.stringify(row)).not.toContain('Propane Distributor');
    // The propane company still has it once, in its own folder.
    const own = (await readAll(propane, 'Asset', company)).rows.filter((r) => r.uid === tank.assetUid);
    expect(own).toHaveLength(1);
    expect(own[0]!.folderPath).toMatch(/^Propane Distributor \//);
  });
});
