// spec 001 §7 EntityReport UsageSchema / UsageData (startDate, endDate): each tank's usage,
// deliveries, fills and days reported over a range of central days, checked against the daily
// totals the test writes itself and sums independently; the report machinery's paging, sorting and
// filtering; refusals; another company's folder is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDataResponseSchema, reportSchemaResponseSchema, type ReportRow } from '@ullage/domain/reports/api';
import { ReportType } from '@ullage/domain/reports/reports';
import { createTestContext, type TestContext } from './helpers';
import { seedStates } from './report-support';
import { folderUid, signedIn, type Api } from './shell-helpers';

let t: TestContext;
let propane: Api;
let lube: Api;
let company: number;
/** The tanks given daily totals, and what each should add up to over the range. */
const expected = new Map<number, { usage: number; fillAmount: number; fills: number; daysReported: number }>();

const RANGE = { startDate: '2024-02-01T00:00:00', endDate: '2024-02-10T23:59:59' };

function url(kind: 'Data' | 'Schema', q: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({
    folderUid: String(company),
    ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
  });
  return `/api/EntityReport/Usage${kind}?${params.toString()}`;
}

async function all(q: Record<string, string> = {}): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (let start = 0; ; start += 500) {
    const res = await propane.get(url('Data', { ...RANGE, startRow: start, endRow: start + 500, ...q }));
    expect(res.statusCode, res.body).toBe(200);
    const page = reportDataResponseSchema.parse(res.json());
    rows.push(...page.rows);
    if (page.rows.length < 500) return rows;
  }
}

beforeAll(async () => {
  t = await createTestContext();
  propane = await signedIn(t, 'demo-propane');
  lube = await signedIn(t, 'demo-lube');
  company = await folderUid(t, 'Propane Distributor');
  const { assets } = await seedStates(t, company);
  const tanks = assets.slice(0, 6);
  // Ten days inside the range and a day on each side of it, which must not count.
  const days = ['2024-01-31', ...Array.from({ length: 10 }, (_, i) => `2024-02-${String(i + 1).padStart(2, '0')}`), '2024-02-11'];
  const values: unknown[] = [];
  const tuples: string[] = [];
  tanks.forEach((uid, ti) => {
    const sum = { usage: 0, fillAmount: 0, fills: 0, daysReported: 0 };
    days.forEach((day, di) => {
      const usage = Math.round((ti + 1) * 10 + di * 1.5 * 100) / 100;
      const fills = (ti + di) % 4 === 0 ? 1 : 0;
      const fillAmount = fills * (200 + ti * 7);
      // Tank 2 was silent on two days: rows without readings are not reported days.
      const readings = ti === 2 && di % 5 === 1 ? 0 : 4;
      const inRange = day >= '2024-02-01' && day <= '2024-02-10';
      if (inRange) {
        sum.usage += usage;
        sum.fillAmount += fillAmount;
        sum.fills += fills;
        sum.daysReported += readings > 0 ? 1 : 0;
      }
      const n = values.length;
      tuples.push(`($${n + 1}::bigint, $${n + 2}::date, $${n + 3}::float8, $${n + 4}::float8, $${n + 5}::int2, $${n + 6}::int)`);
      values.push(uid, day, usage, fillAmount, fills, readings);
    });
    expected.set(uid, sum);
  });
  await t.database.pool.query(
    `insert into usage_daily (asset_uid, day, usage, fill_amount, fills, readings) values ${tuples.join(', ')}
     on conflict (asset_uid, day) do update set usage = excluded.usage, fill_amount = excluded.fill_amount, fills = excluded.fills, readings = excluded.readings`,
    values,
  );
});
afterAll(() => t.close());

describe('the Usage report', () => {
  it('names its columns, the range figures among them', async () => {
    const res = await propane.get(url('Schema'));
    expect(res.statusCode).toBe(200);
    const schema = reportSchemaResponseSchema.parse(res.json());
    expect(schema.reportTypeId).toBe(ReportType.Usage);
    const ids = schema.columns.map((c) => c.colId);
    expect(ids).toEqual(expect.arrayContaining(['label', 'usage', 'avgDailyUsage', 'fillAmount', 'fills', 'daysReported']));
  });

  it("adds up each tank's daily totals over the range's days, both ends included and nothing outside", async () => {
    const rows = await all();
    const byUid = new Map(rows.map((r) => [r.uid, r]));
    for (const [uid, sum] of expected) {
      const row = byUid.get(uid)!;
      expect(row, `tank ${uid}`).toBeDefined();
      expect(row.usage).toBeCloseTo(sum.usage, 6);
      expect(row.fillAmount).toBeCloseTo(sum.fillAmount, 6);
      expect(row.fills).toBe(sum.fills);
      expect(row.daysReported).toBe(sum.daysReported);
      expect(row.avgDailyUsage).toBeCloseTo(sum.usage / sum.daysReported, 6);
    }
    // Tanks without totals in the range are listed with no usage.
    const others = rows.filter((r) => !expected.has(r.uid));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.usage === null && r.daysReported === 0)).toBe(true);
  });

  it('sorts, filters and pages with the grid machinery of the other reports', async () => {
    const sorted = await all({ sorting: JSON.stringify([{ colId: 'usage', sort: 'desc' }]) });
    const top = [...expected.entries()].sort((a, b) => b[1].usage - a[1].usage).map(([uid]) => uid);
    expect(sorted.slice(0, top.length).map((r) => r.uid)).toEqual(top);

    const filtered = await all({ filters: JSON.stringify({ fills: { filterType: 'number', type: 'greaterThan', filter: 0 } }) });
    const withFills = [...expected.entries()].filter(([, s]) => s.fills > 0).map(([uid]) => uid);
    expect(filtered.map((r) => r.uid).sort((a, b) => a - b)).toEqual(withFills.sort((a, b) => a - b));

    const page = await propane.get(
      url('Data', { ...RANGE, startRow: 2, endRow: 4, sorting: JSON.stringify([{ colId: 'usage', sort: 'desc' }]) }),
    );
    const body = reportDataResponseSchema.parse(page.json());
    expect(body.rows.map((r) => r.uid)).toEqual(top.slice(2, 4));
    expect(body.lastRow).toBe(sorted.length);
  });

  it('takes another range: a range after the totals shows no usage', async () => {
    const res = await propane.get(
      url('Data', {
        startDate: '2024-03-01T00:00:00',
        endDate: '2024-03-05T00:00:00',
        startRow: 0,
        endRow: 100,
        filters: JSON.stringify({ fills: { filterType: 'number', type: 'greaterThan', filter: 0 } }),
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(reportDataResponseSchema.parse(res.json()).lastRow).toBe(0);
  });

  it('refuses a reversed or missing range and changes nothing', async () => {
    const reversed = await propane.get(url('Data', { startDate: RANGE.endDate, endDate: RANGE.startDate, startRow: 0, endRow: 10 }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.endDate).toContain('End Date: must not be before the start date');
    const missing = await propane.get(url('Data', { startRow: 0, endRow: 10 }));
    expect(missing.statusCode).toBe(400);
  });

  it("answers 404 for another company's folder", async () => {
    const res = await lube.get(url('Data', { ...RANGE, startRow: 0, endRow: 10 }));
    expect(res.statusCode).toBe(404);
    expect((await lube.get(url('Schema'))).statusCode).toBe(404);
  });
});
