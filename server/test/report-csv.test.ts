// The CSV download of the reports (POST EntityReport/{Asset,Device,Config,Usage,RMA}Csv/{folderUid},
// docs/decisions/097-streamed-report-csv.md): over HTTP, the file is the data call's rows in the
// same order with the grid's cells (the caller's units and time zone) under a header row, filters,
// sort, and/or and quick filters honoured; the data call's authorization (404 across companies, 403
// without View RMA); refusals before the first byte.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportColumn, ReportRow } from '@ullage/domain/reports/api';
import { cellText, csvColumnsOf, csvHeader, csvLine, shownColumns, type CellContext } from '@ullage/domain/reports/export';
import { ReportType } from '@ullage/domain/reports/reports';
import { VolumeUnit } from '@ullage/domain/units';
import { Zone } from '@ullage/domain/tanks/zones';
import { createReportRepository } from '../src/modules/report/report.repository';
import { reportDefinition } from '../src/modules/report/report.service';
import { compileGridQuery } from '../src/modules/report/grid-query';
import { scopeRange } from '../src/modules/report/report-definition';
import { createTestContext, type TestContext } from './helpers';
import { callerContext, readAll, schemaOf, seedStates, type ReportKind, type ReportQuery } from './report-support';
import { folderUid, signedIn, type Api } from './shell-helpers';

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

/** RFC 4180 fields of a CSV text (quoted fields, doubled quotes, CRLF lines), BOM removed. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  expect(field).toBe('');
  return rows;
}

/** What the grid shows of the data call's rows: the header and each row's cells, as text. */
function gridLines(columns: readonly ReportColumn[], rows: readonly ReportRow[], ctx: CellContext): string[] {
  const csv = csvColumnsOf(columns);
  return [
    csvHeader(csv),
    ...rows.map((r) =>
      csvLine(
        csv,
        columns.map((c) => cellText(c, r[c.colId], ctx)),
      ),
    ),
  ];
}

function csvOf(api: Api, kind: ReportKind | 'Usage' | 'RMA', folder: number, body: object) {
  return api.post(`/api/EntityReport/${kind}Csv/${folder}`, body);
}

function linesOf(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(1, -2).split('\r\n');
}

describe('the Asset report as CSV', () => {
  let columns: ReportColumn[];
  let ctx: CellContext;
  beforeAll(async () => {
    columns = await schemaOf(propane, 'Asset', company);
    ctx = await callerContext(propane);
  });

  it("streams every row of the data call in its order, the grid's default columns under a header row", async () => {
    const sorting: ReportQuery['sorting'] = [{ colId: 'percentFull', sort: 'desc' }];
    const res = await csvOf(propane, 'Asset', company, { sorting });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="asset-report-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { rows, lastRow } = await readAll(propane, 'Asset', company, { sorting });
    expect(lastRow).toBeGreaterThan(100);
    const shown = shownColumns(columns, []);
    const parsed = parseCsv(res.body);
    expect(parsed[0]).toEqual(shown.map((c) => c.header));
    expect(parsed).toHaveLength(lastRow + 1);
    expect(linesOf(res.body)).toEqual(gridLines(shown, rows, ctx));
    // Percent full as the grid shows it, highest first.
    const pct = shown.findIndex((c) => c.colId === 'percentFull');
    const values = parsed.slice(1).map((r) => (r[pct] === '' ? -1 : Number.parseFloat(r[pct]!)));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('writes the chosen columns in their order, with the filters, their and/or and the sort', async () => {
    const q: ReportQuery = {
      filters: {
        zone: { filterType: 'set', values: [String(Zone.Critical)] },
        percentFull: { filterType: 'number', type: 'lessThan', filter: 15 },
      },
      filterAndOr: 'or',
      sorting: [{ colId: 'label', sort: 'asc' }],
    };
    const chosen = ['label', 'percentFull', 'zone', 'readingTime', 'amountFull'];
    const res = await csvOf(propane, 'Asset', company, { ...q, columns: chosen });
    expect(res.statusCode, res.body).toBe(200);
    const { rows, lastRow } = await readAll(propane, 'Asset', company, q);
    expect(lastRow).toBeGreaterThan(0);
    const all = await readAll(propane, 'Asset', company);
    expect(lastRow).toBeLessThan(all.lastRow);
    const shown = shownColumns(columns, chosen);
    expect(shown.map((c) => c.colId)).toEqual(chosen);
    expect(linesOf(res.body)).toEqual(gridLines(shown, rows, ctx));
    const parsed = parseCsv(res.body);
    expect(parsed[0]).toEqual(shown.map((c) => c.header));
    expect(parsed.slice(1).map((r) => r[0])).toEqual(rows.map((r) => String(r.label)));
  });

  it('adds quick filters on top of the filters, each AND-ed with them', async () => {
    const q: ReportQuery = { filters: { percentFull: { filterType: 'number', type: 'lessThan', filter: 60 } } };
    const res = await csvOf(propane, 'Asset', company, { ...q, columns: ['label', 'zone'], quickFilters: ['critical'] });
    expect(res.statusCode, res.body).toBe(200);
    const both = await readAll(propane, 'Asset', company, {
      filters: { ...q.filters, zone: { filterType: 'set', values: [String(Zone.Critical)] } },
    });
    expect(both.lastRow).toBeGreaterThan(0);
    expect(linesOf(res.body)).toEqual(gridLines(shownColumns(columns, ['label', 'zone']), both.rows, ctx));
    expect(
      parseCsv(res.body)
        .slice(1)
        .every((r) => r[1] === 'Critical'),
    ).toBe(true);
  });

  it("writes amounts in the caller's units: another volume unit, other numbers", async () => {
    const {
      rows: [was],
    } = await t.database.pool.query("select unit_config from app_user where user_name = 'demo-propane'");
    const q = { columns: ['label', 'amountFull'], sorting: [{ colId: 'label', sort: 'asc' as const }] };
    const before = parseCsv((await csvOf(propane, 'Asset', company, q)).body);
    await t.database.pool.query(
      `update app_user set unit_config = unit_config || jsonb_build_object('volumeUnitId', $1::int) where user_name = 'demo-propane'`,
      [VolumeUnit.Liters],
    );
    try {
      const res = await csvOf(propane, 'Asset', company, q);
      const liters = await callerContext(propane);
      expect(liters.units.volumeUnitId).toBe(VolumeUnit.Liters);
      const { rows } = await readAll(propane, 'Asset', company, { sorting: q.sorting });
      expect(linesOf(res.body)).toEqual(gridLines(shownColumns(columns, q.columns), rows, liters));
      const after = parseCsv(res.body);
      const i = after.findIndex((r, n) => n > 0 && r[1] !== '');
      expect(i).toBeGreaterThan(0);
      expect(after[i]![1]).not.toBe(before[i]![1]);
    } finally {
      await t.database.pool.query("update app_user set unit_config = $1 where user_name = 'demo-propane'", [was.unit_config]);
    }
  });

  it('refuses unknown columns, quick filters of another report and bad filters before writing anything', async () => {
    const bad = await csvOf(propane, 'Asset', company, { columns: ['label', 'nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Columns: nope is not a column of this report');
    const quick = await csvOf(propane, 'Device', company, { quickFilters: ['critical'] });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().message).toBe('Quick Filters: critical is not a quick filter of the Device report');
    const filter = await csvOf(propane, 'Asset', company, { filters: { nope: { filterType: 'text', type: 'contains', filter: 'x' } } });
    expect(filter.statusCode).toBe(400);
  });
});

describe('the cursor under the CSV', () => {
  it("hands over the rows in small batches in the data call's order, stops at a limit and gives its connection back", async () => {
    const sorting: ReportQuery['sorting'] = [{ colId: 'percentFull', sort: 'asc' }];
    const { rows, lastRow } = await readAll(propane, 'Asset', company, { sorting });
    const { rows: paths } = await t.database.pool.query<{ path: number[] }>('select path from folder where uid = $1', [company]);
    const def = reportDefinition(ReportType.Asset, { hiddenPathChars: 0, userDefs: [] })!;
    const ctx = await callerContext(propane);
    const q = compileGridQuery(def.table, { startRow: 0, endRow: 1, sorting, filterAndOr: 'and' }, ctx);
    const repo = createReportRepository(t.database.db, t.database.db);
    const range = scopeRange(paths[0]!.path);
    const batches: number[] = [];
    const uids: number[] = [];
    for await (const batch of repo.rows(def, range, q, ['label', 'percentFull'], { batch: 7 })) {
      batches.push(batch.length);
      for (const r of batch) uids.push(Number(r.uid));
    }
    expect(uids).toEqual(rows.map((r) => r.uid));
    expect(batches.slice(0, -1).every((n) => n === 7)).toBe(true);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(lastRow);

    const limited: number[] = [];
    for await (const batch of repo.rows(def, range, q, ['label'], { batch: 7, limit: 10 }))
      limited.push(...batch.map((r) => Number(r.uid)));
    expect(limited).toEqual(rows.slice(0, 10).map((r) => r.uid));

    // Left after the first batch (a client that went away): the connection goes back to the pool, idle.
    const checkedOut = () => t.database.pool.totalCount - t.database.pool.idleCount;
    const before = checkedOut();
    for await (const batch of repo.rows(def, range, q, ['label'], { batch: 7 })) {
      expect(batch).toHaveLength(7);
      break;
    }
    const { rows: open } = await t.database.pool.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
    );
    expect(open[0]!.n).toBe(0);
    expect(checkedOut()).toBe(before);
  });
});

describe('every report type as CSV', () => {
  it('writes the Device, Config, Usage and RMA reports as their data calls answer', async () => {
    const ctx = await callerContext(propane);
    const device = await csvOf(propane, 'Device', company, { sorting: [{ colId: 'serialNumber', sort: 'desc' }] });
    expect(device.statusCode, device.body).toBe(200);
    const deviceColumns = await schemaOf(propane, 'Device', company);
    const devices = await readAll(propane, 'Device', company, { sorting: [{ colId: 'serialNumber', sort: 'desc' }] });
    expect(devices.lastRow).toBeGreaterThan(0);
    expect(linesOf(device.body)).toEqual(gridLines(shownColumns(deviceColumns, []), devices.rows, ctx));

    const config = await csvOf(propane, 'Config', company, { reportTypeID: ReportType.TankConfig });
    expect(config.statusCode, config.body).toBe(200);
    const configColumns = await schemaOf(propane, 'Config', company, ReportType.TankConfig);
    const configs = await readAll(propane, 'Config', company, { reportTypeID: ReportType.TankConfig });
    expect(configs.lastRow).toBeGreaterThan(0);
    expect(linesOf(config.body)).toEqual(gridLines(shownColumns(configColumns, []), configs.rows, ctx));

    const range = { startDate: '2024-02-01T00:00:00', endDate: '2024-02-10T23:59:59' };
    const usage = await csvOf(propane, 'Usage', company, { ...range, sorting: [{ colId: 'label', sort: 'asc' }] });
    expect(usage.statusCode, usage.body).toBe(200);
    const usageColumns = (
      (await propane.get(`/api/EntityReport/UsageSchema?folderUid=${company}`)).json() as {
        columns: ReportColumn[];
      }
    ).columns;
    const usageRows: ReportRow[] = [];
    const sorting = JSON.stringify([{ colId: 'label', sort: 'asc' }]);
    for (let start = 0; ; start += 1000) {
      const q = new URLSearchParams({
        folderUid: String(company),
        startRow: String(start),
        endRow: String(start + 1000),
        sorting,
        ...range,
      });
      const page = (await propane.get(`/api/EntityReport/UsageData?${q}`)).json() as { rows: ReportRow[] };
      usageRows.push(...page.rows);
      if (page.rows.length < 1000) break;
    }
    expect(usageRows.length).toBeGreaterThan(0);
    expect(linesOf(usage.body)).toEqual(gridLines(shownColumns(usageColumns, []), usageRows, ctx));
    expect((await csvOf(propane, 'Usage', company, { startDate: range.endDate, endDate: range.startDate })).statusCode).toBe(400);

    const rma = await csvOf(propane, 'RMA', company, {});
    expect(rma.statusCode, rma.body).toBe(200);
    const rmaColumns = ((await propane.get(`/api/EntityReport/RMASchema?folderUid=${company}`)).json() as { columns: ReportColumn[] })
      .columns;
    const rmaRows = (
      (await propane.get(`/api/EntityReport/RMAData?folderUid=${company}&startRow=0&endRow=1000`)).json() as {
        rows: ReportRow[];
      }
    ).rows;
    expect(linesOf(rma.body)).toEqual(gridLines(shownColumns(rmaColumns, []), rmaRows, ctx));
  });
});

describe('who may download', () => {
  it("answers another company's folder with 404 on every report, and a folder that does not exist the same", async () => {
    const lube = await signedIn(t, 'demo-lube');
    const lubeCompany = await folderUid(t, 'Lube Distributor');
    const calls = [
      { kind: 'Asset', body: {} },
      { kind: 'Device', body: {} },
      { kind: 'Config', body: { reportTypeID: ReportType.TankConfig } },
      { kind: 'Usage', body: { startDate: '2024-02-01T00:00:00', endDate: '2024-02-10T23:59:59' } },
      { kind: 'RMA', body: {} },
    ] as const;
    for (const c of calls) {
      const res = await csvOf(lube, c.kind, company, c.body);
      expect(res.statusCode, c.kind).toBe(404);
      expect(res.json().message).toBe(`Folder ${company} was not found.`);
      expect((await csvOf(lube, c.kind, 999_999_999, c.body)).statusCode, c.kind).toBe(404);
      const own = await csvOf(lube, c.kind, lubeCompany, c.body);
      expect(own.statusCode, c.kind).toBe(200);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/EntityReport/AssetCsv/${lubeCompany}`, payload: {} })).statusCode).toBe(401);
  });

  it('gives a branch dispatcher only the branch, and the RMA report only to one holding View RMA (403)', async () => {
    const dispatcher = await signedIn(t, 'bkowalski.propane');
    const branch = await folderUid(t, 'Northern Wisconsin Branch');
    expect((await csvOf(dispatcher, 'Asset', company, {})).statusCode).toBe(404);
    const res = await csvOf(dispatcher, 'Asset', branch, { columns: ['label', 'folderPath'] });
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r[1]).toMatch(/^Northern Wisconsin Branch \//);
    const gwendt = await signedIn(t, 'gwendt.propane');
    expect((await csvOf(gwendt, 'RMA', company, {})).statusCode).toBe(403);
  });
});
