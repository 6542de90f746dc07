// The analysis calls (docs/decisions/076-usage-report-and-analysis.md) over fills, daily totals and
// alert events the test writes itself into one site's tanks, each figure recomputed here from what
// was written (not through domain/src/analysis); leaving a fill out of analysis and returning it
// (PUT AssetFill/{id}); the report card's permission (Manage Report Card, 39); another company 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillAnalysisSchema, inventoryAnalysisSchema, reportCardSchema, usageAnalysisSchema } from '@ullage/domain/analysis/api';
import { assetFillAnswerSchema } from '@ullage/domain/tanks/api';
import { convertVolume, VolumeUnit } from '@ullage/domain/units';
import { createTestContext, type TestContext } from './helpers';
import { seedStates } from './report-support';
import { folderUid, signedIn, type Api } from './shell-helpers';

let t: TestContext;
let propane: Api;
let lube: Api;
let dispatcher: Api;
let site: number;
/** Gallons to the caller's volume unit. */
let toUnit: (gallons: number) => number;

interface Tank {
  uid: number;
  capacity: number;
  productUid: number | null;
}
let tanks: Tank[];

interface WrittenFill {
  id: number;
  uid: number;
  amount: number;
  capacity: number;
  before: number;
  after: number;
  include: boolean;
  falseFill: boolean;
  at: string;
}
const fills: WrittenFill[] = [];
/** The product classes' max fill and "full" fill percents, by product. */
const classOf = new Map<number, { maxFill: number; full: number }>();
const classOfFill = (f: WrittenFill) => classOf.get(tanks.find((x) => x.uid === f.uid)!.productUid ?? 0);

const RANGE = 'startDate=2024-02-01T00:00:00&endDate=2024-02-10T23:59:59';
const EARLY = 0.4;

beforeAll(async () => {
  t = await createTestContext();
  propane = await signedIn(t, 'demo-propane');
  lube = await signedIn(t, 'demo-lube');
  dispatcher = await signedIn(t, 'bkowalski.propane');
  const company = await folderUid(t, 'Propane Distributor');
  await seedStates(t, company, 0.3, 1);
  const db = t.database.pool;
  // A site holding at least three tanks measured by volume, and its tanks.
  const { rows: siteRows } = await db.query<{ folder_uid: number }>(
    `select r.folder_uid from asset_report_row r join folder f on f.uid = r.folder_uid
      where f.path @> array[$1::bigint] and r.mrank = 0 and not r.is_template and r.capacity > 0 and r.tank_type <> all($2::int[])
      group by r.folder_uid having count(*) >= 3 order by r.folder_uid limit 1`,
    [company, [8]],
  );
  site = Number(siteRows[0]!.folder_uid);
  const { rows: tankRows } = await db.query(
    `select r.asset_uid, r.capacity, a.product_uid from asset_report_row r join asset a on a.uid = r.asset_uid
      where r.folder_uid = $1 and r.mrank = 0 and not r.is_template order by r.asset_uid`,
    [site],
  );
  tanks = tankRows.map((r) => ({
    uid: Number(r.asset_uid),
    capacity: Number(r.capacity),
    productUid: r.product_uid === null ? null : Number(r.product_uid),
  }));
  const { rows: cls } = await db.query(
    `select p.uid, pc.default_max_fill_percent, pc.fill_analysis_max_capacity from product p join product_class pc on pc.id = p.class_id
      where p.uid = any($1::bigint[])`,
    [tanks.map((x) => x.productUid)],
  );
  for (const c of cls)
    classOf.set(Number(c.uid), { maxFill: Number(c.default_max_fill_percent), full: Number(c.fill_analysis_max_capacity) });

  // Fills: levels before of 2 %, 20 %, 50 %, 70 % of capacity; one left out, one false.
  const levels = [0.02, 0.2, 0.5, 0.7, 0.3, 0.04];
  let n = 0;
  for (const tank of tanks.slice(0, 3)) {
    for (const [i, before] of levels.entries()) {
      if ((n + i) % 3 === 2) continue;
      const day = 1 + ((n * 3 + i) % 10);
      const after = Math.min(0.85, before + 0.6);
      const fill = {
        uid: tank.uid,
        capacity: tank.capacity,
        before: before * tank.capacity,
        after: after * tank.capacity,
        amount: (after - before) * tank.capacity,
        include: !(n === 1 && i === 1),
        falseFill: n === 2 && i === 1,
        at: `2024-02-${String(day).padStart(2, '0')}T${String(8 + i).padStart(2, '0')}:00:00-06:00`,
      };
      const { rows } = await db.query<{ id: number }>(
        `insert into asset_fill (asset_uid, product_uid, amount, capacity, max_fill_amount, before_amount, after_amount, date_time, include_in_analysis, false_fill)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          tank.uid,
          tank.productUid,
          fill.amount,
          fill.capacity,
          tank.capacity * 0.8,
          fill.before,
          fill.after,
          fill.at,
          fill.include,
          fill.falseFill,
        ],
      );
      fills.push({ ...fill, id: Number(rows[0]!.id) });
    }
    n += 1;
  }
  // A fill outside the range counts nowhere.
  await db.query(
    `insert into asset_fill (asset_uid, amount, capacity, max_fill_amount, before_amount, after_amount, date_time)
     values ($1, 100, $2, $2, 0, 100, '2024-02-11T12:00:00-06:00')`,
    [tanks[0]!.uid, tanks[0]!.capacity],
  );

  // The caller's volume unit, as every analysis answer names it.
  const { volumeUnitId } = usageAnalysisSchema.parse((await propane.get(`/api/Analysis/Usage/${site}?${RANGE}`)).json()).units;
  toUnit = (g) => convertVolume(g, VolumeUnit.Gallons, volumeUnitId);
});
afterAll(() => t.close());

const close = (a: number | null | undefined, b: number, digits = 6) => expect(a ?? NaN).toBeCloseTo(b, digits);

/** The written fills that count: not false, included. */
const counted = () => fills.filter((f) => !f.falseFill && f.include);

describe('the fill analysis', () => {
  it('counts, sums and averages the fills of the range as written, and says how many were left out', async () => {
    const res = await propane.get(`/api/Analysis/Fill/${site}?${RANGE}&earlyFillPercent=${EARLY}`);
    expect(res.statusCode, res.body).toBe(200);
    const a = fillAnalysisSchema.parse(res.json());
    const c = counted();
    expect(a.totals.fills).toBe(c.length);
    expect(a.totals.excludedFills).toBe(fills.length - c.length);
    close(a.totals.delivered, toUnit(c.reduce((s, f) => s + f.amount, 0)), 3);
    close(a.totals.avgFillPercent, c.reduce((s, f) => s + f.after / f.capacity, 0) / c.length);
    close(a.totals.avgLevelBefore, c.reduce((s, f) => s + f.before / f.capacity, 0) / c.length);
    expect(a.totals.runOuts).toBe(c.filter((f) => f.before / f.capacity <= 0.05).length);
    expect(a.totals.earlyFills).toBe(c.filter((f) => f.before / f.capacity > EARLY).length);
    // Every demo product has a class: its max fill, and the fill percent counted as full.
    close(a.totals.avgMaxFillPercent, c.reduce((s, f) => s + classOfFill(f)!.maxFill, 0) / c.length);
    expect(a.totals.shortFills).toBe(c.filter((f) => f.after / f.capacity < classOfFill(f)!.full).length);
    expect(a.totals.shortFills).toBeGreaterThan(0);
    // By day: each central day's counted fills.
    for (const d of a.byDay) {
      const those = c.filter((f) => new Date(Date.parse(f.at) - 6 * 3_600_000).toISOString().slice(0, 10) === d.day);
      expect(d.fills, d.day).toBe(those.length);
    }
    expect(a.byDay).toHaveLength(10);
    // One site: its row holds every figure.
    expect(a.byFolder).toHaveLength(1);
    expect(a.byFolder[0]!.fills).toBe(c.length);
    // The list names every fill, the left-out ones with their reason.
    expect(a.fills).toHaveLength(fills.length);
    expect(a.fills.filter((f) => f.excludedBy === 'falseFill')).toHaveLength(fills.filter((f) => f.falseFill).length);
    expect(a.fills.filter((f) => f.excludedBy === 'excluded')).toHaveLength(fills.filter((f) => !f.include && !f.falseFill).length);
  });

  it('moves with the early-fill threshold', async () => {
    const a = fillAnalysisSchema.parse((await propane.get(`/api/Analysis/Fill/${site}?${RANGE}&earlyFillPercent=0.1`)).json());
    expect(a.totals.earlyFills).toBe(counted().filter((f) => f.before / f.capacity > 0.1).length);
    const bad = await propane.get(`/api/Analysis/Fill/${site}?${RANGE}&earlyFillPercent=2`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.earlyFillPercent).toEqual(['Early Fill Percent: must be at most 95%']);
  });

  it('leaves a fill out of analysis from its tank, and returns it', async () => {
    const fill = counted()[0]!;
    const out = await dispatcher.put(`/api/AssetFill/${fill.id}`, { includeInAnalysis: false });
    // The dispatcher's scope is one region: either the fill's tank is in it, or it answers 404.
    expect([200, 404]).toContain(out.statusCode);
    const left = await propane.put(`/api/AssetFill/${fill.id}`, { includeInAnalysis: false });
    expect(left.statusCode, left.body).toBe(200);
    expect(assetFillAnswerSchema.parse(left.json()).fill.includeInAnalysis).toBe(false);
    const history = await propane.get(`/api/History/Fill/${fill.uid}?${RANGE}`);
    expect(history.json().fills.find((f: { id: number }) => f.id === fill.id).includeInAnalysis).toBe(false);
    const a = fillAnalysisSchema.parse((await propane.get(`/api/Analysis/Fill/${site}?${RANGE}`)).json());
    expect(a.totals.fills).toBe(counted().length - 1);
    expect(a.totals.excludedFills).toBe(fills.length - counted().length + 1);

    const back = await propane.put(`/api/AssetFill/${fill.id}`, { includeInAnalysis: true });
    expect(back.statusCode).toBe(200);
    const again = fillAnalysisSchema.parse((await propane.get(`/api/Analysis/Fill/${site}?${RANGE}`)).json());
    expect(again.totals.fills).toBe(counted().length);
  });

  it('keeps a false fill out, and refuses a bad body, changing nothing', async () => {
    const falseFill = fills.find((f) => f.falseFill)!;
    const res = await propane.put(`/api/AssetFill/${falseFill.id}`, { includeInAnalysis: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Include In Analysis: a false fill is not a delivery and stays out of analysis');
    const bad = await propane.put(`/api/AssetFill/${counted()[0]!.id}`, { includeInAnalysis: 'no' });
    expect(bad.statusCode).toBe(400);
    const { rows } = await t.database.pool.query('select include_in_analysis from asset_fill where id = $1', [falseFill.id]);
    expect(rows[0].include_in_analysis).toBe(falseFill.include);
  });

  it("answers 404 for another company's folder and fill", async () => {
    expect((await lube.get(`/api/Analysis/Fill/${site}?${RANGE}`)).statusCode).toBe(404);
    expect((await lube.get(`/api/Analysis/Usage/${site}?${RANGE}`)).statusCode).toBe(404);
    expect((await lube.get(`/api/Analysis/Inventory/${site}?${RANGE}`)).statusCode).toBe(404);
    expect((await lube.get(`/api/Analysis/ReportCard/${site}?${RANGE}`)).statusCode).toBe(404);
    const put = await lube.put(`/api/AssetFill/${fills[0]!.id}`, { includeInAnalysis: false });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(`Fill ${fills[0]!.id} was not found.`);
  });
});

describe('the usage and inventory analysis', () => {
  // Daily totals for the range (Feb 1-10) and the ten days before it (Jan 22-31).
  const usageOf = (ti: number, d: number) => 5 + ti * 2 + (d % 7);
  const days = (from: string, n: number) =>
    Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
  const current = days('2024-02-01', 10);
  const previous = days('2024-01-22', 10);

  beforeAll(async () => {
    const values: unknown[] = [];
    const tuples: string[] = [];
    tanks.forEach((tank, ti) => {
      [...previous, ...current].forEach((day, d) => {
        // Tank 0 reports no inventory on Feb 4-6: its Feb 3 volume carries over.
        const inventory = ti === 0 && day >= '2024-02-04' && day <= '2024-02-06' ? null : 100 * (ti + 1) + d;
        const k = values.length;
        tuples.push(`($${k + 1}::bigint, $${k + 2}::date, $${k + 3}::float8, $${k + 4}::float8, 4)`);
        values.push(tank.uid, day, usageOf(ti, d), inventory);
      });
    });
    await t.database.pool.query(
      `insert into usage_daily (asset_uid, day, usage, avg_inventory, readings) values ${tuples.join(', ')}
       on conflict (asset_uid, day) do update set usage = excluded.usage, avg_inventory = excluded.avg_inventory`,
      values,
    );
  });

  it('sums usage by day and weekday, and compares with the range before', async () => {
    const res = await propane.get(`/api/Analysis/Usage/${site}?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const u = usageAnalysisSchema.parse(res.json());
    const dayTotal = (d: number) => tanks.reduce((s, _t, ti) => s + usageOf(ti, d), 0);
    const total = current.reduce((s, _d, i) => s + dayTotal(previous.length + i), 0);
    const before = previous.reduce((s, _d, i) => s + dayTotal(i), 0);
    close(u.total, toUnit(total), 3);
    close(u.previousTotal, toUnit(before), 3);
    close(u.change, (total - before) / before);
    expect(u.previousFromDay).toBe('2024-01-22');
    expect(u.byDay.map((d) => d.day)).toEqual(current);
    close(u.byDay[0]!.usage, toUnit(dayTotal(previous.length)), 3);
    // 2024-02-01 was a Thursday: the range holds two Thursdays (Feb 1 and Feb 8).
    const thursday = u.byWeekday.find((w) => w.weekday === 4)!;
    expect(thursday.days).toBe(2);
    close(thursday.avgUsage, toUnit((dayTotal(10) + dayTotal(17)) / 2), 3);
  });

  it("carries a silent tank's last volume forward day by day", async () => {
    const res = await propane.get(`/api/Analysis/Inventory/${site}?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const inv = inventoryAnalysisSchema.parse(res.json());
    const volume = (ti: number, day: string) => {
      const all = [...previous, ...current];
      // The last day on or before `day` with an inventory.
      for (let d = all.indexOf(day); d >= 0; d--) {
        const silent = ti === 0 && all[d]! >= '2024-02-04' && all[d]! <= '2024-02-06';
        if (!silent) return 100 * (ti + 1) + d;
      }
      return 0;
    };
    for (const day of current) {
      const expected = tanks.reduce((s, _t, ti) => s + volume(ti, day), 0);
      close(inv.byDay.find((d) => d.day === day)!.volume, toUnit(expected), 3);
    }
    expect(inv.byFolder).toHaveLength(1);
    expect(inv.byFolder[0]!.tanks).toBe(tanks.length);
  });
});

describe('the report card', () => {
  beforeAll(async () => {
    const db = t.database.pool;
    const at = ['2024-02-03T10:00:00-06:00', '2024-02-04T10:00:00-06:00', '2024-03-04T10:00:00-06:00'];
    for (const [i, when] of at.entries()) {
      await db.query(`insert into alert_event (entity_uid, type_id, state_id, occurred_at) values ($1, 1, $2, $3)`, [
        tanks[i]!.uid,
        i === 1 ? 2 : 1,
        when,
      ]);
    }
  });

  it('gives stops, gallons per stop, fill percent, run-outs, devices and alerts raised in the period', async () => {
    const res = await propane.get(`/api/Analysis/ReportCard/${site}?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const card = reportCardSchema.parse(res.json());
    const c = counted();
    expect(card.stops).toBe(c.length);
    close(card.gallonsPerStop, toUnit(c.reduce((s, f) => s + f.amount, 0) / c.length), 3);
    close(card.avgFillPercent, c.reduce((s, f) => s + f.after / f.capacity, 0) / c.length);
    expect(card.runOuts).toBe(c.filter((f) => f.before / f.capacity <= 0.05).length);
    expect(card.tanks).toBe(tanks.length);
    // One raised in the period; the cleared one and the one after the period do not count.
    expect(card.alertsRaised).toBe(1);
    const { rows } = await t.database.pool.query(
      `select count(distinct d.uid)::int as n, count(distinct d.uid) filter (where d.flags & 1 <> 0)::int as late
         from device d join folder_membership m on m.entity_uid = d.uid join entity e on e.uid = d.uid and e.active
        where m.folder_uid = $1`,
      [site],
    );
    expect(card.devices).toBe(rows[0].n);
    expect(card.lateDevices).toBe(rows[0].late);
  });

  it('needs Manage Report Card', async () => {
    expect((await dispatcher.get(`/api/Analysis/ReportCard/${site}?${RANGE}`)).statusCode).toBe(403);
  });
});
